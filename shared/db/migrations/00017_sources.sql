-- +goose Up
-- The source registry: every board the scraper reads, one row per source key
-- ("workday:workday.wd5/Workday"). The embedded sources.json seeds it; operators
-- add thousands with `careerkit-scraper sources import`. Health and politeness
-- live on the row: consecutive failures drive the per-source backoff
-- (next_run_at), and the validators of the board's last answer (etag,
-- last_modified) make an unchanged board a cheap 304.
CREATE TABLE sources (
    key             text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
    kind            text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    token           text NOT NULL DEFAULT '' CHECK (length(token) <= 200),
    company         text NOT NULL DEFAULT '' CHECK (length(company) <= 300),
    industry        text NOT NULL DEFAULT '' CHECK (length(industry) <= 100),
    -- url is the public page the source was taken from (its provenance).
    url             text NOT NULL DEFAULT '' CHECK (length(url) <= 2000),
    base_url        text NOT NULL DEFAULT '' CHECK (length(base_url) <= 300),
    every_seconds   integer NOT NULL DEFAULT 21600 CHECK (every_seconds >= 60),
    enabled         boolean NOT NULL DEFAULT true,
    added_at        timestamptz NOT NULL DEFAULT now(),
    last_success_at timestamptz,
    last_failure_at timestamptz,
    failures        integer NOT NULL DEFAULT 0,
    last_error      text NOT NULL DEFAULT '' CHECK (length(last_error) <= 4000),
    postings        integer NOT NULL DEFAULT 0,
    next_run_at     timestamptz,
    etag            text NOT NULL DEFAULT '' CHECK (length(etag) <= 500),
    last_modified   text NOT NULL DEFAULT '' CHECK (length(last_modified) <= 100)
);
CREATE INDEX sources_kind_idx ON sources (kind);

-- +goose Down
DROP TABLE sources;
