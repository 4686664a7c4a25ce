-- name: ScrapeRunStart :one
INSERT INTO scrape_runs (source_key, started_at) VALUES (@source_key, @started_at) RETURNING id;

-- name: ScrapeRunFinish :execrows
UPDATE scrape_runs SET finished_at = greatest(@finished_at::timestamptz, started_at), added = @added, updated = @updated,
    closed = @closed, unchanged = @unchanged, unresolved_locations = @unresolved_locations, error = @error
WHERE id = @id;

-- name: ScrapeRunList :many
SELECT id, source_key, started_at, finished_at, added, updated, closed, unchanged, unresolved_locations, error
FROM scrape_runs WHERE @source_key::text = '' OR source_key = @source_key::text
ORDER BY started_at DESC, id DESC LIMIT @max_rows::int;

-- name: ScrapeRunLastSuccess :many
SELECT source_key, max(started_at)::timestamptz AS started_at FROM scrape_runs
WHERE finished_at IS NOT NULL AND error = '' GROUP BY source_key;
