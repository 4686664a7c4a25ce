-- +goose Up
-- Rendered resume PDFs. The id is 32 random bytes (hex): the resume_url is a
-- capability URL, so it must be unguessable. The PDF bytes live in the blob store
-- (the blobs table below by default, or a directory) under the key resumes/<id>.pdf.
CREATE TABLE resumes (
    id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    filename    text NOT NULL CHECK (length(filename) BETWEEN 5 AND 200),
    size_bytes  integer NOT NULL CHECK (size_bytes > 0),
    sha256      bytea NOT NULL CHECK (length(sha256) = 32),
    template    text NOT NULL,
    paper       text NOT NULL,
    ats_score   integer NOT NULL CHECK (ats_score BETWEEN 0 AND 100),
    analysis    jsonb NOT NULL DEFAULT '{}',
    input       jsonb NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
);
CREATE INDEX resumes_account_idx ON resumes (account_id, created_at DESC);
CREATE INDEX resumes_expires_idx ON resumes (expires_at);

CREATE TABLE blobs (
    key          text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 300),
    content_type text NOT NULL,
    data         bytea NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE blobs;
DROP TABLE resumes;
