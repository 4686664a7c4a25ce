-- +goose Up
-- The job index. One row per posting per board; id is the spec's job_id
-- ("greenhouse-5193736007"). Scrapers write through store.JobSync / JobImport, which
-- keep first_seen, last_seen, closed_at and is_primary; search reads only open
-- primary rows through the partial indexes below.
--
-- De-duplication: postings of the same company, title and place share dedupe_key.
-- Among the open rows of a key exactly one is primary: the lowest priority (company
-- board 0, aggregator 1, demo snapshot 2), then the earliest first_seen, then id.
--
-- search is the weighted document (title A, company/department/tags B, the first
-- 2,000 characters of the description C); title_search is the title alone, so a
-- title match is one small GIN lookup. Both are generated, so they cannot go stale.

-- jobs_tags_text joins tags for the generated search column. array_to_string is
-- only STABLE in general; on text[] it depends on no setting, so this is immutable.
-- +goose StatementBegin
CREATE FUNCTION jobs_tags_text(tags text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string(tags, ' ') $$;
-- +goose StatementEnd

CREATE TABLE jobs (
    id              text PRIMARY KEY CHECK (id ~ '^[a-z]+-' AND length(id) <= 200),
    board           text NOT NULL CHECK (board ~ '^[a-z]{2,30}$'),
    board_job_id    text NOT NULL CHECK (length(board_job_id) BETWEEN 1 AND 150),
    source_key      text NOT NULL CHECK (length(source_key) BETWEEN 1 AND 200),
    priority        smallint NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 9),

    title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 500),
    company         text NOT NULL CHECK (length(company) <= 300),
    location        text NOT NULL CHECK (length(location) <= 2000),
    locations       text[] NOT NULL DEFAULT '{}',
    city            text NOT NULL DEFAULT '',
    region          text NOT NULL DEFAULT '',
    country         text NOT NULL DEFAULT '' CHECK (country = '' OR country ~ '^[A-Z]{2}$'),
    remote          boolean NOT NULL DEFAULT false,
    workplace       text NOT NULL DEFAULT '' CHECK (workplace IN ('', 'remote', 'hybrid', 'onsite')),
    -- facets are the filter keys search matches inside the GIN indexes: "remote",
    -- place keys ("city:austin|r:tx", "region:tx|c:us", "country:us") for every
    -- location, "jt:<job_type>", and "usd:N" for N = 0 .. salary_max_usd / 10,000
    -- (capped at 40) when the posting is paid in USD.
    facets          text[] NOT NULL DEFAULT '{}',

    salary          text NOT NULL DEFAULT '',
    salary_min      numeric(14, 2) CHECK (salary_min >= 0),
    salary_max      numeric(14, 2) CHECK (salary_max >= 0),
    salary_currency text NOT NULL DEFAULT '' CHECK (salary_currency = '' OR salary_currency ~ '^[A-Z]{3}$'),
    salary_period   text NOT NULL DEFAULT '' CHECK (salary_period IN ('', 'hour', 'day', 'week', 'month', 'year')),
    -- The annual range in USD used by the salary_min filter: set only for postings
    -- paid in USD (no exchange-rate conversion).
    salary_min_usd  numeric(14, 2) GENERATED ALWAYS AS (CASE WHEN salary_currency = 'USD' THEN salary_min END) STORED,
    salary_max_usd  numeric(14, 2) GENERATED ALWAYS AS (CASE WHEN salary_currency = 'USD' THEN coalesce(salary_max, salary_min) END) STORED,
    equity          boolean NOT NULL DEFAULT false,
    bonus           boolean NOT NULL DEFAULT false,

    job_type        text NOT NULL CHECK (job_type IN ('fulltime', 'parttime', 'contract', 'internship')),
    description_html text NOT NULL DEFAULT '',
    description_text text NOT NULL DEFAULT '',
    snippet         text NOT NULL DEFAULT '' CHECK (length(snippet) <= 1000),
    apply_url       text NOT NULL CHECK (apply_url ~ '^https?://' AND length(apply_url) <= 2000),
    -- posted_at is when the board published the posting, or first_seen when the
    -- board gives no date.
    posted_at       timestamptz NOT NULL,
    tags            text[] NOT NULL DEFAULT '{}',
    department      text NOT NULL DEFAULT '',
    industry        text NOT NULL DEFAULT '',

    dedupe_key      text NOT NULL CHECK (length(dedupe_key) BETWEEN 1 AND 1000),
    -- content_hash is the SHA-256 of the posting as scraped: an unchanged hash means
    -- the run only bumps last_seen.
    content_hash    bytea NOT NULL CHECK (length(content_hash) = 32),
    first_seen      timestamptz NOT NULL,
    last_seen       timestamptz NOT NULL,
    closed_at       timestamptz,
    is_primary      boolean NOT NULL DEFAULT false,

    title_search    tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED,
    search          tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', company || ' ' || department || ' ' || jobs_tags_text(tags)), 'B') ||
        setweight(to_tsvector('english', left(description_text, 2000)), 'C')) STORED,

    CONSTRAINT jobs_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max),
    CONSTRAINT jobs_seen_order CHECK (first_seen <= last_seen),
    CONSTRAINT jobs_primary_open CHECK (NOT is_primary OR closed_at IS NULL)
) WITH (fillfactor = 90, toast_tuple_target = 3000);

-- Search reads search, title_search and facets row by row when it walks postings
-- newest first; keep them in the row (compressed if need be) and let the
-- descriptions, read only for the results shown, go to TOAST first.
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN,
    ALTER COLUMN title_search SET STORAGE MAIN,
    ALTER COLUMN facets SET STORAGE MAIN;

-- At most one primary per dedupe key; the store keeps exactly one per key with an
-- open posting.
CREATE UNIQUE INDEX jobs_primary_key ON jobs (dedupe_key) WHERE is_primary;
CREATE INDEX jobs_dedupe_idx ON jobs (dedupe_key);
CREATE INDEX jobs_source_open_idx ON jobs (source_key) WHERE closed_at IS NULL;
-- The open demo jobs, retired by the first live run that indexes a job.
CREATE INDEX jobs_demo_open_idx ON jobs (id) WHERE closed_at IS NULL AND starts_with(source_key, 'demo:');

-- Search indexes: open primary rows only. The GIN indexes carry the facets, so a
-- query's words and all its filters are matched in one index scan; the recency
-- index covers the title pool of a search (index-only scan on common words).
CREATE INDEX jobs_search_idx ON jobs USING gin (search, facets) WHERE is_primary;
CREATE INDEX jobs_title_search_idx ON jobs USING gin (title_search, facets) WHERE is_primary;
CREATE INDEX jobs_recent_idx ON jobs (posted_at DESC, id) INCLUDE (title_search, facets, salary_max_usd) WHERE is_primary;

CREATE TABLE scrape_runs (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    source_key  text NOT NULL CHECK (length(source_key) BETWEEN 1 AND 200),
    started_at  timestamptz NOT NULL,
    finished_at timestamptz,
    added       integer NOT NULL DEFAULT 0 CHECK (added >= 0),
    updated     integer NOT NULL DEFAULT 0 CHECK (updated >= 0),
    closed      integer NOT NULL DEFAULT 0 CHECK (closed >= 0),
    unchanged   integer NOT NULL DEFAULT 0 CHECK (unchanged >= 0),
    -- error is the reason a run failed; '' for a run that succeeded or is running.
    error       text NOT NULL DEFAULT '' CHECK (length(error) <= 4000),
    CONSTRAINT scrape_runs_finish_order CHECK (finished_at IS NULL OR finished_at >= started_at)
);
CREATE INDEX scrape_runs_source_idx ON scrape_runs (source_key, started_at DESC);

-- +goose Down
DROP TABLE scrape_runs;
DROP TABLE jobs;
DROP FUNCTION jobs_tags_text(text[]);
