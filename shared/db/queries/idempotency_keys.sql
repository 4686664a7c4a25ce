-- name: IdempotencyClaim :execrows
-- Takes a key that is free, expired, or abandoned in flight for @stale.
INSERT INTO idempotency_keys (account_id, key, route, request_hash, expires_at)
VALUES (@account_id, @key, @route, @request_hash, now() + make_interval(secs => @ttl_seconds::int))
ON CONFLICT (account_id, key) DO UPDATE SET route = excluded.route, request_hash = excluded.request_hash,
    status = NULL, body = NULL, created_at = now(), expires_at = excluded.expires_at
WHERE idempotency_keys.expires_at <= now()
   OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at <= now() - make_interval(secs => @stale_seconds::int));

-- name: IdempotencyGet :one
SELECT route, request_hash, coalesce(status, 0)::int AS status, coalesce(body, ''::bytea)::bytea AS body, created_at
FROM idempotency_keys WHERE account_id = @account_id AND key = @key;

-- name: IdempotencyComplete :exec
UPDATE idempotency_keys SET status = @status::int, body = @body::bytea
WHERE account_id = @account_id AND key = @key AND request_hash = @request_hash AND status IS NULL;

-- name: IdempotencyAbandon :exec
DELETE FROM idempotency_keys
WHERE account_id = @account_id AND key = @key AND request_hash = @request_hash AND status IS NULL;

-- name: IdempotencyPurge :execrows
DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM idempotency_keys WHERE expires_at <= now() LIMIT @max_rows::int));
