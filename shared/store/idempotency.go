package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
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
		tag, err := s.pool.Exec(ctx, `INSERT INTO idempotency_keys (account_id, key, route, request_hash, expires_at)
			VALUES ($1, $2, $3, $4, now() + $5::interval)
			ON CONFLICT (account_id, key) DO UPDATE SET route = excluded.route, request_hash = excluded.request_hash,
				status = NULL, body = NULL, created_at = now(), expires_at = excluded.expires_at
			WHERE idempotency_keys.expires_at <= now()
			   OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at <= now() - $6::interval)`,
			accountID, key, route, hash, IdempotencyTTL.String(), IdempotencyStale.String())
		if err != nil {
			return nil, fmt.Errorf("store: claim idempotency key: %w", err)
		}
		if tag.RowsAffected() == 1 {
			return nil, nil
		}
		rec := &IdempotencyRecord{}
		err = s.pool.QueryRow(ctx, `SELECT route, request_hash, coalesce(status, 0), coalesce(body, ''::bytea), created_at
			FROM idempotency_keys WHERE account_id = $1 AND key = $2`, accountID, key).
			Scan(&rec.Route, &rec.RequestHash, &rec.Status, &rec.Body, &rec.CreatedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			continue // deleted between the two statements (an abandoned request): claim again
		}
		if err != nil {
			return nil, fmt.Errorf("store: read idempotency key: %w", err)
		}
		return rec, nil
	}
	return nil, fmt.Errorf("store: claim idempotency key: %w", ErrConflict)
}

// IdempotencyComplete stores the response of the request that owns key.
func (s *Store) IdempotencyComplete(ctx context.Context, accountID, key string, hash []byte, status int, body []byte) error {
	_, err := s.pool.Exec(ctx, `UPDATE idempotency_keys SET status = $4, body = $5
		WHERE account_id = $1 AND key = $2 AND request_hash = $3 AND status IS NULL`, accountID, key, hash, status, body)
	if err != nil {
		return fmt.Errorf("store: complete idempotency key: %w", err)
	}
	return nil
}

// IdempotencyAbandon frees key after its request failed without doing its work
// (a refusal or an outage), so a retry runs it, with the same body or another.
func (s *Store) IdempotencyAbandon(ctx context.Context, accountID, key string, hash []byte) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM idempotency_keys
		WHERE account_id = $1 AND key = $2 AND request_hash = $3 AND status IS NULL`, accountID, key, hash)
	if err != nil {
		return fmt.Errorf("store: abandon idempotency key: %w", err)
	}
	return nil
}

// IdempotencyPurge deletes up to limit expired keys and returns how many.
func (s *Store) IdempotencyPurge(ctx context.Context, limit int) (int64, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(
		SELECT ctid FROM idempotency_keys WHERE expires_at <= now() LIMIT $1))`, limit)
	if err != nil {
		return 0, fmt.Errorf("store: purge idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}
