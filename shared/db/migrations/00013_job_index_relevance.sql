-- +goose Up
-- The job index reads postings the way a person does (package jobindex):
--
-- focus_text and boilerplate_text are the description split by jobindex.SplitBody
-- (what the employer says about this job; benefits, "about us" and legal notices),
-- clipped to what ranks. The search document weighs them C and D, and leaves out
-- the board's tag lists (RemoteOK and Arbeitnow tag a shop assistant "designer").
-- Rows written before this migration get their whole description as focus until
-- the next scrape rewrites them (their content_hash is reset so it does).
--
-- posted_known says the board gave a publication date; posted_at is first_seen
-- otherwise, kept for ordering but never shown as a date.
--
-- scrape_runs.unresolved_locations counts the postings of a run with a location
-- the gazetteer did not know (kept verbatim and indexed by its words).
ALTER TABLE jobs
    ADD COLUMN focus_text text NOT NULL DEFAULT '',
    ADD COLUMN boilerplate_text text NOT NULL DEFAULT '',
    ADD COLUMN posted_known boolean NOT NULL DEFAULT true;

UPDATE jobs SET focus_text = left(description_text, 2000), content_hash = decode(repeat('00', 32), 'hex');

DROP INDEX jobs_search_idx;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || department), 'B') ||
    setweight(to_tsvector('english', focus_text), 'C') ||
    setweight(to_tsvector('english', boilerplate_text), 'D')) STORED;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN;
-- +goose StatementBegin
DO $$
BEGIN
    IF (SELECT 'lz4' = ANY (enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
        ALTER TABLE jobs ALTER COLUMN search SET COMPRESSION lz4,
            ALTER COLUMN focus_text SET COMPRESSION lz4,
            ALTER COLUMN boilerplate_text SET COMPRESSION lz4;
    END IF;
END
$$;
-- +goose StatementEnd
CREATE INDEX jobs_search_idx ON jobs USING gin (search, facets) WHERE is_primary;

ALTER TABLE scrape_runs ADD COLUMN unresolved_locations integer NOT NULL DEFAULT 0 CHECK (unresolved_locations >= 0);

-- +goose Down
ALTER TABLE scrape_runs DROP COLUMN unresolved_locations;
DROP INDEX jobs_search_idx;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || department || ' ' || jobs_tags_text(tags)), 'B') ||
    setweight(to_tsvector('english', left(description_text, 2000)), 'C')) STORED;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN;
CREATE INDEX jobs_search_idx ON jobs USING gin (search, facets) WHERE is_primary;
ALTER TABLE jobs DROP COLUMN focus_text, DROP COLUMN boilerplate_text, DROP COLUMN posted_known;
