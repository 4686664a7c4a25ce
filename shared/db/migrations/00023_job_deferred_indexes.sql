-- +goose Up
-- An initial import into an empty index (a bulk load, a restore) drops the
-- search indexes and builds them once at the end: building a GIN index from
-- sorted entries costs about half the CPU of keeping it up posting by posting. The
-- definitions dropped are kept here until their index is built again, so an
-- import that dies half way leaves a record that the next start of a scraper
-- (or of the import) reads to finish the job (store.JobIndexesBuild).
CREATE TABLE job_deferred_indexes (
    name       text PRIMARY KEY,
    definition text NOT NULL CHECK (definition LIKE 'CREATE INDEX %'),
    deferred_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE job_deferred_indexes;
