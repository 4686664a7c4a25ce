-- +goose Up
-- The job index reads postings the way a person does (package jobindex):
--
-- boilerplate_spans locate the description's lines that jobindex.SplitBody reads
-- as boilerplate (benefits, "about us", legal notices) as (start, length) pairs
-- in characters; jobs_body_part rebuilds the focus (the rest) and the boilerplate
-- from the description already stored, rather than storing it twice (which made
-- every heap row a fifth larger, and search that much slower). The search document weighs focus C and
-- boilerplate D, and leaves out the board's tag lists (RemoteOK and Arbeitnow tag
-- a shop assistant "designer"). Rows written before this migration have no
-- boilerplate lines until the next scrape rewrites them (their content_hash is
-- reset so it does).
--
-- posted_known says the board gave a publication date; posted_at is first_seen
-- otherwise, kept for ordering but never shown as a date.
--
-- scrape_runs.unresolved_locations counts the postings of a run with a location
-- the gazetteer did not know (kept verbatim and indexed by its words).
ALTER TABLE jobs
    ADD COLUMN boilerplate_spans integer[] NOT NULL DEFAULT '{}',
    ADD COLUMN posted_known boolean NOT NULL DEFAULT true;

UPDATE jobs SET content_hash = decode(repeat('00', 32), 'hex');

-- jobs_body_part returns the parts of body that spans cover (boiler) or the
-- rest (not boiler). Most descriptions have no boilerplate span or one, answered
-- by an inlined expression; more go through a loop over a few substrings
-- (jobs_body_parts). Splitting every description into lines instead cost a bulk
-- load 45 µs a posting.
-- +goose StatementBegin
CREATE FUNCTION jobs_body_parts(body text, spans integer[], boiler boolean) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
    out text := '';
    pos integer := 1;
BEGIN
    IF cardinality(spans) = 0 THEN
        RETURN CASE WHEN boiler THEN '' ELSE body END;
    END IF;
    FOR i IN 1 .. cardinality(spans) - 1 BY 2 LOOP
        IF boiler THEN
            out := out || substr(body, spans[i], spans[i + 1]) || E'\n';
        ELSE
            out := out || substr(body, pos, spans[i] - pos);
        END IF;
        pos := spans[i] + spans[i + 1];
    END LOOP;
    IF NOT boiler THEN
        out := out || substr(body, pos);
    END IF;
    RETURN out;
END
$$;
-- +goose StatementEnd

CREATE FUNCTION jobs_body_part(body text, spans integer[], boiler boolean) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN CASE cardinality(spans)
        WHEN 0 THEN CASE WHEN boiler THEN '' ELSE body END
        WHEN 2 THEN CASE WHEN boiler THEN substr(body, spans[1], spans[2])
                    ELSE substr(body, 1, spans[1] - 1) || substr(body, spans[1] + spans[2]) END
        ELSE jobs_body_parts(body, spans, boiler)
    END;

DROP INDEX jobs_search_idx;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || department), 'B') ||
    setweight(to_tsvector('english', left(jobs_body_part(description_text, boilerplate_spans, false), 2000)), 'C') ||
    setweight(to_tsvector('english', left(jobs_body_part(description_text, boilerplate_spans, true), 1000)), 'D')) STORED;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN;
-- +goose StatementBegin
DO $$
BEGIN
    IF (SELECT 'lz4' = ANY (enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
        ALTER TABLE jobs ALTER COLUMN search SET COMPRESSION lz4;
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
ALTER TABLE jobs DROP COLUMN boilerplate_spans, DROP COLUMN posted_known;
DROP FUNCTION jobs_body_part(text, integer[], boolean);
DROP FUNCTION jobs_body_parts(text, integer[], boolean);
