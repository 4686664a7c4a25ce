-- name: ApplicationInsert :one
INSERT INTO applications (id, account_id, job_id, board, company, job_title, apply_url, resume_id, user_email,
    cover_letter_wanted, answers, dry_run, request_hash, billing_claim, billing_key_id, price_cents, billing_free)
VALUES (@id, @account_id, @job_id, @board, @company, @job_title, @apply_url, @resume_id, @user_email,
    @cover_letter_wanted, @answers, @dry_run, @request_hash, @billing_claim, sqlc.narg(billing_key_id), @price_cents, @billing_free)
RETURNING *;

-- name: ApplicationLock :exec
-- Serialises, per account, the guards' count and the insert (two-key advisory lock).
SELECT pg_advisory_xact_lock(@class::int, hashtext(@account_id::text));

-- name: ApplicationCountSince :one
-- Real applications of the account in the window, optionally at one company.
SELECT count(*)::int AS n, coalesce(min(created_at), now())::timestamptz AS oldest
FROM applications
WHERE account_id = @account_id AND NOT dry_run AND created_at > now() - make_interval(secs => @window_seconds::float8)
  AND (sqlc.narg(company)::text IS NULL OR lower(company) = lower(sqlc.narg(company)::text));

-- name: ApplicationGetByID :one
SELECT * FROM applications WHERE id = @id;

-- name: ApplicationGetForAccount :one
SELECT * FROM applications WHERE id = @id AND account_id = @account_id;

-- name: ApplicationGetByJob :one
SELECT * FROM applications WHERE account_id = @account_id AND job_id = @job_id AND dry_run = @dry_run;

-- name: ApplicationListStale :many
SELECT * FROM applications WHERE status = @status AND updated_at < @before ORDER BY updated_at LIMIT @max_rows::int;

-- name: ApplicationRequeue :one
UPDATE applications SET status = 'queued', reason = '', message = @message, round = round + 1,
    resume_id = @resume_id, user_email = @user_email, cover_letter_wanted = @cover_letter_wanted,
    answers = @answers, request_hash = @request_hash, fields = '[]', cover_letter = '', cover_letter_as = '',
    updated_at = now(), billing_claim = @billing_claim, billing_key_id = sqlc.narg(billing_key_id),
    price_cents = @price_cents, billing_free = @billing_free
WHERE id = @id AND round = @round AND status = ANY(@from_statuses::text[]) AND submit_started_at IS NULL
RETURNING *;

-- name: ApplicationStart :one
UPDATE applications SET status = CASE WHEN dry_run THEN 'queued' ELSE 'submitting' END,
    attempts = attempts + 1, reason = '', message = @message, updated_at = now()
WHERE id = @id AND round = @round AND status IN ('queued', 'submitting') AND submit_started_at IS NULL
RETURNING *;

-- name: ApplicationNote :one
-- Why the attempt in flight is waiting for a retry (a site that cannot be
-- reached); the status does not change.
UPDATE applications SET reason = @reason, message = @message, updated_at = now()
WHERE id = @id AND round = @round AND status IN ('queued', 'submitting') AND submit_started_at IS NULL
RETURNING *;

-- name: ApplicationClaimSubmit :one
UPDATE applications SET submit_started_at = now(), message = 'pressing submit', updated_at = now()
WHERE id = @id AND round = @round AND status = 'submitting' AND submit_started_at IS NULL AND NOT dry_run
RETURNING *;

-- name: ApplicationFinish :one
UPDATE applications SET status = @status, reason = @reason, message = @message,
    questions = coalesce(sqlc.narg(questions), questions), fields = coalesce(sqlc.narg(fields), fields),
    cover_letter = coalesce(sqlc.narg(cover_letter), cover_letter),
    cover_letter_as = coalesce(sqlc.narg(cover_letter_as), cover_letter_as),
    submitted_at = CASE WHEN @status = 'submitted' THEN now() END, updated_at = now()
WHERE id = @id AND round = @round AND status IN ('queued', 'submitting')
RETURNING *;

-- name: ApplicationBillSubmitted :exec
-- The usage event of an application that has just become submitted, written in
-- the transaction that records it; its key makes it once only.
INSERT INTO usage_events (account_id, key_id, endpoint, request_id, price_cents, free, created_at)
VALUES (@account_id, sqlc.narg(key_id), 'auto-apply', @request_id, @price_cents, @free, now())
ON CONFLICT (account_id, request_id) DO NOTHING;

-- name: ApplicationEventInsert :exec
INSERT INTO application_events (application_id, round, status, reason, message)
VALUES (@application_id, @round, @status, @reason, @message);

-- name: ApplicationEvents :many
SELECT round, status, reason, message, at FROM application_events
WHERE application_id = @application_id ORDER BY id;

-- name: ApplicationJobGet :one
SELECT id, board, title, company, apply_url, description_text, closed_at FROM jobs WHERE id = @id;

-- name: ApplicationRequestInsert :exec
INSERT INTO application_requests (account_id, idempotency_key, request_hash, application_id)
VALUES (@account_id, @idempotency_key, @request_hash, @application_id);

-- name: ApplicationRequestRemember :exec
INSERT INTO application_requests (account_id, idempotency_key, request_hash, application_id)
VALUES (@account_id, @idempotency_key, @request_hash, @application_id)
ON CONFLICT DO NOTHING;

-- name: ApplicationRequestGet :one
SELECT application_id, request_hash FROM application_requests
WHERE account_id = @account_id AND idempotency_key = @idempotency_key;

-- name: ApplicationHeldClaims :many
-- The free-allowance claims that rounds still in flight hold (they are kept or
-- given back when the round ends).
SELECT billing_claim FROM applications
WHERE account_id = @account_id AND billing_claim <> ''
  AND status NOT IN ('submitted', 'needs_input', 'failed', 'dry_run');
