package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// IdempotencyTTL is how long a stored response answers retries of its key.
const IdempotencyTTL = 24 * time.Hour

// IdempotencyStale is how long a request may hold its key in flight before a
// retry may take the key over: a replica that died mid-request leaves a row
// without a response, and its key must not stay locked for a day.
const IdempotencyStale = 5 * time.Minute

// IdempotencyRecord is a key's row: the request that first used it and, once
// that request finished, its response.
type IdempotencyRecord struct {
	Route       string
	RequestHash []byte
	// Status is 0 while the first request is still in flight.
	Status    int
	Body      []byte
	CreatedAt time.Time
}

// IdempotencyClaim takes key for a new request of route whose body hashes to
// hash. It returns (nil, nil) when this request now owns the key (no earlier
// request, an expired one, or one abandoned in flight for IdempotencyStale),
// and otherwise the earlier request's record, which the caller replays or
// refuses. Claims are atomic: of concurrent first requests, exactly one wins.
func (s *Store) IdempotencyClaim(ctx context.Context, accountID, key, route string, hash []byte) (*IdempotencyRecord, error) {
	for range 3 {
		n, err := s.q.IdempotencyClaim(ctx, s.pool, dbsqlc.IdempotencyClaimParams{AccountID: accountID, Key: key, Route: route,
			RequestHash: hash, TtlSeconds: int(IdempotencyTTL / time.Second), StaleSeconds: int(IdempotencyStale / time.Second)})
		if err != nil {
			return nil, wrap(err, "claim idempotency key")
		}
		if n == 1 {
			return nil, nil
		}
		rec, err := s.q.IdempotencyGet(ctx, s.pool, dbsqlc.IdempotencyGetParams{AccountID: accountID, Key: key})
		if errors.Is(err, pgx.ErrNoRows) {
			continue // deleted between the two statements (an abandoned request): claim again
		}
		if err != nil {
			return nil, wrap(err, "read idempotency key")
		}
		return (*IdempotencyRecord)(rec), nil
	}
	return nil, fmt.Errorf("store: claim idempotency key: %w", ErrConflict)
}

// IdempotencyComplete stores the response of the request that owns key.
func (s *Store) IdempotencyComplete(ctx context.Context, accountID, key string, hash []byte, status int, body []byte) error {
	return wrap(s.q.IdempotencyComplete(ctx, s.pool, dbsqlc.IdempotencyCompleteParams{Status: status, Body: body,
		AccountID: accountID, Key: key, RequestHash: hash}), "complete idempotency key")
}

// IdempotencyAbandon frees key after its request failed without doing its work
// (a refusal or an outage), so a retry runs it, with the same body or another.
func (s *Store) IdempotencyAbandon(ctx context.Context, accountID, key string, hash []byte) error {
	return wrap(s.q.IdempotencyAbandon(ctx, s.pool, dbsqlc.IdempotencyAbandonParams{AccountID: accountID, Key: key,
		RequestHash: hash}), "abandon idempotency key")
}

// IdempotencyPurge deletes up to limit expired keys and returns how many.
func (s *Store) IdempotencyPurge(ctx context.Context, limit int) (int64, error) {
	n, err := s.q.IdempotencyPurge(ctx, s.pool, limit)
	return n, wrap(err, "purge idempotency keys")
}
