-- +goose Up
-- When each source's scrape last succeeded. A sync closes every posting of its
-- source that the board no longer lists, so every posting of the source it
-- leaves open was listed at that time: an open posting was last seen at the
-- later of its own last_seen (its last write) and its source's seen_at. A
-- re-scrape of an unchanged board then writes one row here instead of a new
-- version of every posting, which rewrote each posting's entries in every
-- index (about 0.4 ms a posting: at ten million postings scraped every six
-- hours, a core's worth of writes).
CREATE TABLE job_source_seen (
    source_key text PRIMARY KEY,
    seen_at timestamptz NOT NULL
) WITH (fillfactor = 50);

-- +goose Down
UPDATE jobs j SET last_seen = s.seen_at FROM job_source_seen s
    WHERE j.source_key = s.source_key AND j.closed_at IS NULL AND j.last_seen < s.seen_at;
DROP TABLE job_source_seen;
