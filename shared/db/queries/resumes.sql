-- name: ResumeInsert :exec
INSERT INTO resumes (id, account_id, filename, size_bytes, sha256, template, paper, ats_score, analysis, input, expires_at)
VALUES (@id, @account_id, @filename, @size_bytes, @sha256, @template, @paper, @ats_score, @analysis, @input, @expires_at);

-- name: ResumeUpdateAnalysis :exec
UPDATE resumes SET ats_score = @ats_score, analysis = @analysis WHERE id = @id;

-- name: ResumeGetByID :one
SELECT id, account_id, filename, size_bytes, sha256, template, paper, ats_score, analysis, input, created_at, expires_at
FROM resumes WHERE id = @id AND expires_at > now();

-- name: ResumeDeleteExpired :many
DELETE FROM resumes WHERE id IN (
    SELECT r.id FROM resumes r WHERE r.expires_at <= @now_at ORDER BY r.expires_at LIMIT @max_rows::int)
RETURNING id;
