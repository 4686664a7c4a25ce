-- +goose Up
-- Applications sent by auto-apply. id is the confirmation_id: "ap_" plus 32 hex
-- digits of randomness, unguessable, because it names the tracking URL.
--
-- Lifecycle (status): queued -> submitting -> submitted | needs_input | failed,
-- and queued -> dry_run for a dry run (the form is filled, nothing is sent).
-- A needs_input application goes back to queued when the caller sends answers;
-- round counts those passes (the Asynq task id is "<id>-<round>", so a round is
-- enqueued at most once). Every change is a row of application_events.
--
-- Submit-once: the worker sets submit_started_at in its own committed update
-- before it presses submit, and submitted_at once the site confirmed. A row with
-- submit_started_at and no submitted_at after a crash is never pressed again:
-- it ends failed/outcome_uncertain. The press claim is a compare-and-set on
-- submit_started_at IS NULL, so two workers can never both press.
--
-- At most one real application per (account, job) and one dry run per (account,
-- job): a repeat call returns the existing row.
CREATE TABLE applications (
    id                 text PRIMARY KEY CHECK (id ~ '^ap_[0-9a-f]{32}$'),
    account_id         uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    job_id             text NOT NULL CHECK (length(job_id) BETWEEN 3 AND 200),
    board              text NOT NULL,
    company            text NOT NULL,
    job_title          text NOT NULL,
    apply_url          text NOT NULL CHECK (apply_url ~ '^https?://'),
    resume_id          text NOT NULL CHECK (resume_id ~ '^[0-9a-f]{64}$'),
    user_email         text NOT NULL CHECK (length(user_email) BETWEEN 3 AND 320),
    cover_letter_wanted boolean NOT NULL,
    answers            jsonb NOT NULL DEFAULT '{}',
    dry_run            boolean NOT NULL DEFAULT false,
    -- request_hash is the SHA-256 of the request that created or last re-queued the
    -- row; a repeat with a different hash may re-queue a needs_input application.
    request_hash       bytea NOT NULL CHECK (length(request_hash) = 32),
    status             text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'submitting', 'submitted', 'needs_input', 'failed', 'dry_run')),
    -- reason is a machine code for needs_input and failed (captcha_required,
    -- login_required, outcome_uncertain, ...); message says it in words.
    reason             text NOT NULL DEFAULT '' CHECK (length(reason) <= 60),
    message            text NOT NULL DEFAULT '' CHECK (length(message) <= 4000),
    -- questions are the form's questions as read, with the answer given to each;
    -- fields are the values filled in (what was, or for a dry run would be, sent).
    questions          jsonb NOT NULL DEFAULT '[]',
    fields             jsonb NOT NULL DEFAULT '[]',
    cover_letter       text NOT NULL DEFAULT '',
    cover_letter_as    text NOT NULL DEFAULT '' CHECK (cover_letter_as IN ('', 'text', 'file', 'none')),
    round              integer NOT NULL DEFAULT 1 CHECK (round >= 1),
    attempts           integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    submit_started_at  timestamptz,
    submitted_at       timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT applications_submit_order CHECK (submitted_at IS NULL OR submit_started_at IS NOT NULL),
    CONSTRAINT applications_submitted_at CHECK ((status = 'submitted') = (submitted_at IS NOT NULL)),
    CONSTRAINT applications_dry_run_never_pressed CHECK (NOT dry_run OR submit_started_at IS NULL)
);
CREATE UNIQUE INDEX applications_account_job_key ON applications (account_id, job_id, dry_run);
-- The daily cap and the same-company guard count an account's recent real
-- applications.
CREATE INDEX applications_account_recent_idx ON applications (account_id, created_at DESC) WHERE NOT dry_run;
-- The workers' sweep looks for in-flight applications that stopped moving.
CREATE INDEX applications_in_flight_idx ON applications (status, updated_at) WHERE status IN ('queued', 'submitting');

CREATE TABLE application_events (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    round          integer NOT NULL,
    status         text NOT NULL,
    reason         text NOT NULL DEFAULT '',
    message        text NOT NULL DEFAULT '',
    at             timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX application_events_app_idx ON application_events (application_id, id);

-- Idempotency-Key of POST /v1/auto-apply: the same key with the same body returns
-- the same application; with another body it is refused.
CREATE TABLE application_requests (
    account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
    request_hash    bytea NOT NULL CHECK (length(request_hash) = 32),
    application_id  text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, idempotency_key)
);

-- +goose Down
DROP TABLE application_requests;
DROP TABLE application_events;
DROP TABLE applications;
