-- name: JobLiveTwinGet :one
-- The open posting shown for the same job (same dedupe key) as a given one:
-- where a closed posting's applicants can go instead.
SELECT l.id, l.title, l.company FROM jobs c
JOIN jobs l ON l.dedupe_key = c.dedupe_key
WHERE c.id = @id AND l.id <> c.id AND l.is_primary AND l.closed_at IS NULL
LIMIT 1;
