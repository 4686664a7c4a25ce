-- name: SourceUpsertMany :execrows
-- Insert the sources that are new; an existing key keeps its state and takes
-- the non-empty descriptive fields given (an import run twice changes nothing).
INSERT INTO sources AS s (key, kind, token, company, industry, url, base_url, every_seconds)
SELECT unnest(@keys::text[]), unnest(@kinds::text[]), unnest(@tokens::text[]), unnest(@companies::text[]),
    unnest(@industries::text[]), unnest(@urls::text[]), unnest(@base_urls::text[]), unnest(@every_seconds::integer[])
ON CONFLICT (key) DO UPDATE SET
    company = coalesce(nullif(excluded.company, ''), s.company),
    industry = coalesce(nullif(excluded.industry, ''), s.industry),
    url = coalesce(nullif(excluded.url, ''), s.url),
    base_url = excluded.base_url,
    every_seconds = excluded.every_seconds
WHERE (s.company, s.industry, s.url, s.base_url, s.every_seconds) IS DISTINCT FROM
    (coalesce(nullif(excluded.company, ''), s.company), coalesce(nullif(excluded.industry, ''), s.industry),
     coalesce(nullif(excluded.url, ''), s.url), excluded.base_url, excluded.every_seconds);

-- name: SourceSeedMany :execrows
-- Insert the sources that are new and leave existing ones alone: the seed never
-- undoes an operator's change.
INSERT INTO sources (key, kind, token, company, industry, url, base_url, every_seconds)
SELECT unnest(@keys::text[]), unnest(@kinds::text[]), unnest(@tokens::text[]), unnest(@companies::text[]),
    unnest(@industries::text[]), unnest(@urls::text[]), unnest(@base_urls::text[]), unnest(@every_seconds::integer[])
ON CONFLICT (key) DO NOTHING;

-- name: SourceList :many
SELECT key, kind, token, company, industry, url, base_url, every_seconds, enabled, added_at,
    last_success_at, last_failure_at, failures, last_error, postings, next_run_at
FROM sources
WHERE (@kind::text = '' OR kind = @kind::text) AND (NOT @enabled_only::boolean OR enabled)
ORDER BY key;

-- name: SourceSetEnabled :execrows
UPDATE sources SET enabled = @enabled WHERE key = @key;

-- name: SourceCount :one
SELECT count(*)::int AS total, count(*) FILTER (WHERE enabled)::int AS enabled FROM sources;

-- name: SourceRecordSuccess :execrows
UPDATE sources SET last_success_at = @at, failures = 0, last_error = '', postings = @postings, next_run_at = NULL
WHERE key = @key;

-- name: SourceRecordFailure :one
-- A failure backs the source off: the next run waits backoff × 2^(failures-1),
-- capped at a day, so a broken board costs one request per backoff, not one per
-- period.
UPDATE sources SET last_failure_at = sqlc.arg(at), failures = failures + 1, last_error = sqlc.arg(last_error),
    next_run_at = sqlc.arg(at)::timestamptz + make_interval(0, 0, 0, 0, 0, 0, least(sqlc.arg(backoff_seconds)::float8 * power(2, least(failures, 16)), 86400))
WHERE key = @key
RETURNING failures, next_run_at;

-- name: SourceNotDue :one
-- Whether a source is backing off (its next run is still ahead), and when it
-- last succeeded.
SELECT coalesce(next_run_at > @at::timestamptz, false)::boolean AS backing_off, next_run_at, last_success_at
FROM sources WHERE key = @key;

-- name: SourceValidators :one
SELECT etag, last_modified FROM sources WHERE key = @key;

-- name: SourceSetValidators :execrows
UPDATE sources SET etag = @etag, last_modified = @last_modified WHERE key = @key;

-- name: SourceSeen :exec
-- An unchanged board (304) still lists its open postings: they were seen now.
-- One row for the source, not a new version of each posting (job_source_seen).
INSERT INTO job_source_seen (source_key, seen_at) VALUES (@source_key, @at)
ON CONFLICT (source_key) DO UPDATE SET seen_at = greatest(job_source_seen.seen_at, EXCLUDED.seen_at);

-- name: SourceListHash :one
-- The fingerprint of a detail board's list at its last full read, and when.
SELECT list_hash, list_read_at FROM sources WHERE key = @key;

-- name: SourceSetListHash :execrows
UPDATE sources SET list_hash = @list_hash, list_read_at = @read_at WHERE key = @key;
