-- +goose Up
-- Words as people type them (docs/search-jobs.md › Words):
--
-- jobs_split parts words joined by "/", "&" or "+" ("Founder/CTO", "Marketing/
-- Event", "R&D"), which the default parser reads as one file-path token;
-- jobs_joined adds each joined pair written as one word ("Co-Founder" →
-- "CoFounder", "R&D" → "RD"), so "cofounder" finds it. Documents and queries go
-- through the same function (jobs_tsquery), so "CTO", "marketing event",
-- "Marketing/Event" and "cofounder" all match.
--
-- A posting the index reads as German (facet lang:de, package jobindex) is
-- searched with German stemming as well as English, and jobs_tsquery asks both:
-- "Praktikanten" finds "Praktikant".
--
-- job_words is the vocabulary of the open postings' titles, with a trigram index
-- (pg_trgm): a search that finds nothing looks its words up there to correct
-- typos ("sofware enginer" → "software engineer").
--
-- content_hash is reset so the next scrape rewrites every posting with its new
-- facets (lang:de, ad:<division> for a posting placed in a whole division).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION jobs_split(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN regexp_replace(t, '([[:alnum:]])[/&+](?=[[:alnum:]])', '\1 ', 'g');

CREATE FUNCTION jobs_joined(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce((SELECT string_agg(w || nxt, ' ') FROM (
        SELECT x.m[1] AS w, x.m[2] AS sep, lead(x.m[1]) OVER (ORDER BY x.ord) AS nxt
        FROM regexp_matches(t, '([[:alnum:]]+)([-/&+]?)', 'g') WITH ORDINALITY AS x(m, ord)) pairs
        WHERE sep <> '' AND nxt IS NOT NULL), '');

-- jobs_doc is the words of a text for the index: split, plus the joined forms.
CREATE FUNCTION jobs_doc(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN t ~ '[[:alnum:]][-/&+][[:alnum:]]' THEN jobs_split(t) || ' ' || jobs_joined(t) ELSE t END;

-- jobs_tsquery is a search's words in web-search syntax, split like the
-- documents, stemmed in English and, where that differs, in German.
CREATE FUNCTION jobs_tsquery(q text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE
        WHEN websearch_to_tsquery('german', jobs_split(q))::text = websearch_to_tsquery('english', jobs_split(q))::text
            THEN websearch_to_tsquery('english', jobs_split(q))
        ELSE websearch_to_tsquery('english', jobs_split(q)) || websearch_to_tsquery('german', jobs_split(q))
    END;

DROP INDEX jobs_search_idx;
DROP INDEX jobs_title_search_idx;
DROP INDEX jobs_recent_idx;
ALTER TABLE jobs DROP COLUMN search, DROP COLUMN title_search;
ALTER TABLE jobs ADD COLUMN title_search tsvector GENERATED ALWAYS AS (
    to_tsvector('english', jobs_doc(title)) ||
    CASE WHEN facets @> '{lang:de}' THEN to_tsvector('german', jobs_doc(title)) ELSE ''::tsvector END) STORED;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', jobs_doc(title)), 'A') ||
    setweight(to_tsvector('english', jobs_doc(company || ' ' || department)), 'B') ||
    setweight(to_tsvector('english', jobs_split(left(jobs_body_part(description_text, boilerplate_spans, false), 2000))), 'C') ||
    setweight(to_tsvector('english', left(jobs_body_part(description_text, boilerplate_spans, true), 1000)), 'D') ||
    CASE WHEN facets @> '{lang:de}' THEN
        setweight(to_tsvector('german', jobs_doc(title)), 'A') ||
        setweight(to_tsvector('german', jobs_split(left(jobs_body_part(description_text, boilerplate_spans, false), 2000))), 'C')
    ELSE ''::tsvector END) STORED;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN, ALTER COLUMN title_search SET STORAGE MAIN;
-- +goose StatementBegin
DO $$
BEGIN
    IF (SELECT 'lz4' = ANY (enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
        ALTER TABLE jobs ALTER COLUMN search SET COMPRESSION lz4, ALTER COLUMN title_search SET COMPRESSION lz4;
    END IF;
END
$$;
-- +goose StatementEnd
CREATE INDEX jobs_search_idx ON jobs USING gin (search, facets) WHERE is_primary;
CREATE INDEX jobs_title_search_idx ON jobs USING gin (title_search, facets) WHERE is_primary;
CREATE INDEX jobs_recent_idx ON jobs (posted_at DESC, id) INCLUDE (title_search, facets, salary_max_usd) WHERE is_primary;

CREATE TABLE job_words (
    word     text PRIMARY KEY,
    postings integer NOT NULL CHECK (postings > 0)
);
CREATE INDEX job_words_trgm_idx ON job_words USING gin (word gin_trgm_ops);

-- job_type is "" when a posting states none (it was assumed full time).
ALTER TABLE jobs DROP CONSTRAINT jobs_job_type_check,
    ADD CONSTRAINT jobs_job_type_check CHECK (job_type IN ('', 'fulltime', 'parttime', 'contract', 'internship'));

UPDATE jobs SET content_hash = decode(repeat('00', 32), 'hex');

-- +goose Down
UPDATE jobs SET job_type = 'fulltime' WHERE job_type = '';
ALTER TABLE jobs DROP CONSTRAINT jobs_job_type_check,
    ADD CONSTRAINT jobs_job_type_check CHECK (job_type IN ('fulltime', 'parttime', 'contract', 'internship'));
DROP TABLE job_words;
DROP INDEX jobs_search_idx;
DROP INDEX jobs_title_search_idx;
DROP INDEX jobs_recent_idx;
ALTER TABLE jobs DROP COLUMN search, DROP COLUMN title_search;
ALTER TABLE jobs ADD COLUMN title_search tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || department), 'B') ||
    setweight(to_tsvector('english', left(jobs_body_part(description_text, boilerplate_spans, false), 2000)), 'C') ||
    setweight(to_tsvector('english', left(jobs_body_part(description_text, boilerplate_spans, true), 1000)), 'D')) STORED;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN, ALTER COLUMN title_search SET STORAGE MAIN;
CREATE INDEX jobs_search_idx ON jobs USING gin (search, facets) WHERE is_primary;
CREATE INDEX jobs_title_search_idx ON jobs USING gin (title_search, facets) WHERE is_primary;
CREATE INDEX jobs_recent_idx ON jobs (posted_at DESC, id) INCLUDE (title_search, facets, salary_max_usd) WHERE is_primary;
DROP FUNCTION jobs_tsquery(text);
DROP FUNCTION jobs_doc(text);
DROP FUNCTION jobs_joined(text);
DROP FUNCTION jobs_split(text);
