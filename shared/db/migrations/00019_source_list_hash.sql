-- +goose Up
-- A board read with a detail request per posting (Workday, BambooHR,
-- SmartRecruiters) keeps the fingerprint of its list at the last full read
-- (list_hash) and when that was (list_read_at): a run whose list has the same
-- fingerprint skips the details and only marks the postings seen, and a full
-- read is forced once the last one is a day old (docs/boards.md › Politeness).
ALTER TABLE sources
    ADD COLUMN list_hash text NOT NULL DEFAULT '' CHECK (length(list_hash) <= 100),
    ADD COLUMN list_read_at timestamptz;

-- +goose Down
ALTER TABLE sources DROP COLUMN list_hash, DROP COLUMN list_read_at;
