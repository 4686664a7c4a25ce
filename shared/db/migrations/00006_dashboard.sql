-- +goose Up
-- Dashboard log-in sessions. The cookie holds a random token; only its SHA-256 is
-- stored, so a database dump cannot be replayed as a session. csrf_token is the
-- per-session token every dashboard form posts back.
CREATE TABLE dashboard_sessions (
    token_hash  bytea PRIMARY KEY CHECK (length(token_hash) = 32),
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    csrf_token  text NOT NULL CHECK (length(csrf_token) >= 32),
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
);
CREATE INDEX dashboard_sessions_account_idx ON dashboard_sessions (account_id);
CREATE INDEX dashboard_sessions_expires_idx ON dashboard_sessions (expires_at);

-- +goose Down
DROP TABLE dashboard_sessions;
