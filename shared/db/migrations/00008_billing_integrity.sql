-- +goose Up
-- An application is billed once, when a worker records it as submitted, in the
-- same transaction (see store.ApplicationFinish). The price, the plan and the key
-- are fixed when the round is queued; billing_claim is the free-allowance claim
-- (a call id in the Redis month set) held by the round in flight, which the
-- worker gives back when the round ends without a submission.
ALTER TABLE applications
    ADD COLUMN billing_claim  text NOT NULL DEFAULT '' CHECK (length(billing_claim) <= 128),
    ADD COLUMN billing_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
    ADD COLUMN price_cents    integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
    ADD COLUMN billing_free   boolean NOT NULL DEFAULT false;

-- Idempotency-Key on POST routes (Stripe semantics): the first response to a key
-- is kept 24 h and replayed for a retry with the same body; a different body is
-- refused. A row without a status is a request still in flight.
CREATE TABLE idempotency_keys (
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
    route        text NOT NULL,
    request_hash bytea NOT NULL CHECK (length(request_hash) = 32),
    status       integer,
    body         bytea,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);

-- +goose Down
DROP TABLE idempotency_keys;
ALTER TABLE applications DROP COLUMN billing_claim, DROP COLUMN billing_key_id,
    DROP COLUMN price_cents, DROP COLUMN billing_free;
