package store

import (
	"context"
	"time"
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
	rows, err := s.q.ReferralMonths(ctx, s.pool, referrerID)
	if err != nil {
		return nil, wrap(err, "referral months of %s", referrerID)
	}
	out := make([]ReferralMonth, len(rows))
	for i, r := range rows {
		out[i] = ReferralMonth(*r)
		out[i].Month = out[i].Month.UTC()
	}
	return out, nil
}

// ReferralCount returns how many accounts signed up through referrer's link.
func (s *Store) ReferralCount(ctx context.Context, referrerID string) (int64, error) {
	n, err := s.q.ReferralCount(ctx, s.pool, referrerID)
	return n, wrap(err, "count referrals of %s", referrerID)
}
