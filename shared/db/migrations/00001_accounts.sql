-- +goose Up
CREATE TABLE accounts (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email         text NOT NULL,
    plan          text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'paid')),
    password_hash text,
    referral_code text NOT NULL UNIQUE,
    referred_by   uuid REFERENCES accounts (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT accounts_email_format CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);
CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));
CREATE INDEX accounts_referred_by_idx ON accounts (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE api_keys (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         text NOT NULL DEFAULT 'default' CHECK (length(name) BETWEEN 1 AND 100),
    prefix       text NOT NULL CHECK (length(prefix) BETWEEN 8 AND 32),
    hash         bytea NOT NULL UNIQUE CHECK (length(hash) = 32),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id);

-- +goose Down
DROP TABLE api_keys;
DROP TABLE accounts;
