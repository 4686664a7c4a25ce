-- +goose Up
-- A dashboard sign-up gets its free calls only once its email address is
-- confirmed (a link with email_confirm_token). Accounts created before this
-- migration, and accounts an operator creates, are confirmed.
ALTER TABLE accounts
    ADD COLUMN email_confirmed_at  timestamptz,
    ADD COLUMN email_confirm_token text UNIQUE CHECK (length(email_confirm_token) BETWEEN 20 AND 100);
UPDATE accounts SET email_confirmed_at = created_at;

-- +goose Down
ALTER TABLE accounts DROP COLUMN email_confirmed_at, DROP COLUMN email_confirm_token;
