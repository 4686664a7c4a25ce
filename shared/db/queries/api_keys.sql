-- name: APIKeyCreate :one
INSERT INTO api_keys (account_id, name, prefix, hash)
VALUES (@account_id, @name, @prefix, @hash)
RETURNING id, account_id, name, prefix, created_at, last_used_at, revoked_at;

-- name: APIKeyList :many
SELECT id, account_id, name, prefix, created_at, last_used_at, revoked_at
FROM api_keys WHERE account_id = @account_id ORDER BY created_at DESC, id;

-- name: APIKeyRevoke :execrows
UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
WHERE id = @id AND account_id = @account_id;

-- name: APIKeyOwner :one
SELECT k.id AS key_id, k.account_id, a.plan, k.hash, k.revoked_at,
       (a.email_confirmed_at IS NOT NULL)::bool AS email_confirmed
FROM api_keys k JOIN accounts a ON a.id = k.account_id
WHERE k.hash = @hash;

-- name: APIKeyTouch :exec
UPDATE api_keys SET last_used_at = @at::timestamptz WHERE id = ANY(@ids::uuid[]);
