-- +goose Up
-- Webhooks for application status. A status change writes one delivery per
-- subscribed endpoint in the transaction that records it (a transactional
-- outbox: never lost, never delaying the application); workers deliver them
-- with Asynq, retrying for 24 hours. (account, endpoint, event id) is unique,
-- so an event is delivered at least once and recorded once.
CREATE TABLE webhook_endpoints (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url        text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
    secret     text NOT NULL CHECK (length(secret) BETWEEN 20 AND 200),
    events     text[] NOT NULL CHECK (cardinality(events) > 0),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id);

CREATE TABLE webhook_deliveries (
    id           bigserial PRIMARY KEY,
    endpoint_id  uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    event_id     text NOT NULL,
    event        text NOT NULL,
    payload      jsonb NOT NULL,
    status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts     integer NOT NULL DEFAULT 0,
    last_status  integer NOT NULL DEFAULT 0,
    last_error   text NOT NULL DEFAULT '',
    enqueued_at  timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz,
    UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_unqueued_idx ON webhook_deliveries (id) WHERE enqueued_at IS NULL;
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

-- +goose Down
DROP TABLE webhook_deliveries;
DROP TABLE webhook_endpoints;
