package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
	"github.com/careerkit/careerkit/shared/ratelimit"
)

// ErrUsageRejected marks a batch the database refused for its content (an unknown
// account, a malformed value), not for being unreachable: retrying it cannot help.
var ErrUsageRejected = errors.New("store: usage event rejected")

// UsageEvent is one billed call. RequestID is the idempotency key within an account.
type UsageEvent struct {
	AccountID  string
	KeyID      string // empty when unknown
	Endpoint   string
	RequestID  string
	PriceCents int64
	// Free marks a call covered by the free plan's monthly allowance: recorded, not charged.
	Free bool
	At   time.Time
}

// EndpointUsage sums one endpoint's events over a period.
type EndpointUsage struct {
	Endpoint  string
	Calls     int64
	FreeCalls int64
	// CostCents is what was charged: the sum of the prices of the calls that were not free.
	CostCents int64
}

// MonthUsage sums one calendar month (UTC) of an account's events.
type MonthUsage struct {
	Month     time.Time
	Calls     int64
	CostCents int64
}

// UsageEventInsert writes events in one statement and returns how many were new.
// Events already stored (same account and request id) are skipped, which makes a
// retried batch harmless. The keys' last_used_at moves forward in the same round
// trip, at most once a minute per key, so concurrent calls of one key do not
// queue on its row.
//
// The API calls it on the request path, before a billed answer is written, so
// the commit does not wait for the WAL flush (synchronous_commit off for this
// transaction only): the event is in Postgres, and survives the API process,
// in about 0.1 ms instead of a disk sync of several; only a crash of Postgres
// itself within wal_writer_delay (200 ms) could lose it.
func (s *Store) UsageEventInsert(ctx context.Context, events []UsageEvent) (int64, error) {
	if len(events) == 0 {
		return 0, nil
	}
	n := len(events)
	accounts, keys, endpoints, requests := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	prices, free, at := make([]int64, n), make([]bool, n), make([]time.Time, n)
	for i, e := range events {
		accounts[i], keys[i], endpoints[i], requests[i] = e.AccountID, e.KeyID, e.Endpoint, e.RequestID
		prices[i], free[i], at[i] = e.PriceCents, e.Free, e.At.UTC()
	}
	var inserted int64
	err := s.pool.QueryRow(ctx, `WITH async AS (
		SELECT set_config('synchronous_commit', 'off', true)
	), ins AS (
		INSERT INTO usage_events (account_id, key_id, endpoint, request_id, price_cents, free, created_at)
		SELECT a, NULLIF(k, '')::uuid, e, r, p, f, t
		FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bool[], $7::timestamptz[]) AS u(a, k, e, r, p, f, t), async
		ON CONFLICT (account_id, request_id) DO NOTHING
		RETURNING key_id, created_at
	), touched AS (
		UPDATE api_keys SET last_used_at = GREATEST(coalesce(api_keys.last_used_at, '-infinity'), m.at)
		FROM (SELECT key_id, max(created_at) AS at FROM ins WHERE key_id IS NOT NULL GROUP BY key_id) m
		WHERE api_keys.id = m.key_id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < m.at - interval '1 minute')
	)
	SELECT count(*) FROM ins`, accounts, keys, endpoints, requests, prices, free, at).Scan(&inserted)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && (pgErr.Code[:2] == "22" || pgErr.Code[:2] == "23") {
		err = fmt.Errorf("%w: %s", ErrUsageRejected, pgErr.Message)
	}
	return inserted, wrap(err, "insert %d usage events", n)
}

// UsageByEndpoint sums an account's events in [from, to) by endpoint, sorted by endpoint.
func (s *Store) UsageByEndpoint(ctx context.Context, accountID string, from, to time.Time) ([]EndpointUsage, error) {
	rows, err := s.q.UsageByEndpoint(ctx, s.pool, dbsqlc.UsageByEndpointParams{AccountID: accountID, FromAt: from, ToAt: to})
	if err != nil {
		return nil, wrap(err, "usage of %s by endpoint", accountID)
	}
	out := make([]EndpointUsage, len(rows))
	for i, r := range rows {
		out[i] = EndpointUsage(*r)
	}
	return out, nil
}

// UsageByMonth sums an account's events per calendar month (UTC), newest first.
func (s *Store) UsageByMonth(ctx context.Context, accountID string, limit int) ([]MonthUsage, error) {
	rows, err := s.q.UsageByMonth(ctx, s.pool, dbsqlc.UsageByMonthParams{AccountID: accountID, MaxRows: limit})
	if err != nil {
		return nil, wrap(err, "usage of %s by month", accountID)
	}
	out := make([]MonthUsage, len(rows))
	for i, r := range rows {
		out[i] = MonthUsage(*r)
		out[i].Month = out[i].Month.UTC()
	}
	return out, nil
}

// QuotaRecord returns the durable record of an account's free allowance in the
// month [from, to): the call ids of its free calls and the claims rounds still
// in flight hold. The allowance counter is rebuilt from it when Redis lost it,
// and claims outside it that are old enough were left by a replica that died.
func (s *Store) QuotaRecord(ctx context.Context, accountID string, from, to time.Time) ([]string, error) {
	ids, err := s.UsageFreeRequestIDs(ctx, accountID, from, to)
	if err != nil {
		return nil, err
	}
	tokens, err := s.q.ApplicationHeldClaims(ctx, s.pool, accountID)
	if err != nil {
		return nil, wrap(err, "held claims of %s", accountID)
	}
	for _, t := range tokens {
		if member, ok := ratelimit.TokenMember(t, from); ok {
			ids = append(ids, member)
		}
	}
	return ids, nil
}

// UsageFreeRequestIDs returns the request ids of an account's free calls in
// [from, to): the free allowance counter is rebuilt from them when Redis lost it.
func (s *Store) UsageFreeRequestIDs(ctx context.Context, accountID string, from, to time.Time) ([]string, error) {
	out, err := s.q.UsageFreeRequestIDs(ctx, s.pool, dbsqlc.UsageFreeRequestIDsParams{AccountID: accountID, FromAt: from, ToAt: to})
	return out, wrap(err, "free calls of %s", accountID)
}
