-- name: SessionCreate :exec
INSERT INTO dashboard_sessions (token_hash, account_id, csrf_token, expires_at)
VALUES (@token_hash, @account_id, @csrf_token, @expires_at);

-- name: SessionGet :one
SELECT s.account_id, s.csrf_token, s.expires_at, sqlc.embed(a)
FROM dashboard_sessions s JOIN accounts a ON a.id = s.account_id
WHERE s.token_hash = @token_hash AND s.expires_at > now();

-- name: SessionDelete :exec
DELETE FROM dashboard_sessions WHERE token_hash = @token_hash;

-- name: SessionDeleteExpired :execrows
DELETE FROM dashboard_sessions WHERE expires_at <= now();
