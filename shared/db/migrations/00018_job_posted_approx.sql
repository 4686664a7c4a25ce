-- +goose Up
-- posted_approx marks a publication date the board gave only relatively
-- ("Posted Yesterday", "Posted 30+ Days Ago"), dated against the scrape time:
-- listings say it is approximate (docs/search-jobs.md › Dates).
ALTER TABLE jobs ADD COLUMN posted_approx boolean NOT NULL DEFAULT false;

-- +goose Down
ALTER TABLE jobs DROP COLUMN posted_approx;
