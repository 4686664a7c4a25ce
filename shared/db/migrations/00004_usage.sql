-- +goose Up
-- One row per billable call that succeeded. request_id is the idempotency key: the
-- metering writer retries batches and replicas may replay a request, so a unique
-- (account_id, request_id) with ON CONFLICT DO NOTHING bills each call once.
-- price_cents is the list price at the time of the call (integer US cents, never
-- float); free marks a call covered by the free plan's monthly allowance, which is
-- not charged. Statements and the affiliate share are sums over this table.
CREATE TABLE usage_events (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key_id      uuid REFERENCES api_keys (id) ON DELETE SET NULL,
    endpoint    text NOT NULL CHECK (endpoint ~ '^[a-z][a-z-]{1,40}$'),
    request_id  text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 128),
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    free        boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL,
    CONSTRAINT usage_events_request_key UNIQUE (account_id, request_id)
);
CREATE INDEX usage_events_account_time_idx ON usage_events (account_id, created_at);

-- +goose Down
DROP TABLE usage_events;
