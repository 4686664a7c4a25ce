package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// ReferralMonth sums, for one calendar month (UTC), what the accounts a referrer
// brought in were charged. Free calls are not charged, so they earn nothing.
type ReferralMonth struct {
	Month       time.Time
	BilledCents int64
	// Accounts is how many referred accounts made charged calls that month.
	Accounts int64
}

// ReferralMonths returns the charged amounts of referrer's referred accounts per
// month, oldest first; months without charged calls are absent.
func (s *Store) ReferralMonths(ctx context.Context, referrerID string) ([]ReferralMonth, error) {
	rows, _ := s.pool.Query(ctx, `SELECT date_trunc('month', e.created_at, 'UTC') AS month,
			sum(e.price_cents), count(DISTINCT e.account_id)
		FROM usage_events e JOIN accounts a ON a.id = e.account_id
		WHERE a.referred_by = $1 AND NOT e.free AND e.price_cents > 0
		GROUP BY 1 ORDER BY 1`, referrerID)
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[ReferralMonth])
	for i := range out {
		out[i].Month = out[i].Month.UTC()
	}
	return out, wrap(err, "referral months of %s", referrerID)
}

// ReferralCount returns how many accounts signed up through referrer's link.
func (s *Store) ReferralCount(ctx context.Context, referrerID string) (int64, error) {
	var n int64
	err := s.pool.QueryRow(ctx, "SELECT count(*) FROM accounts WHERE referred_by = $1", referrerID).Scan(&n)
	return n, wrap(err, "count referrals of %s", referrerID)
}
