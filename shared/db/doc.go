// Package db opens the Postgres pool and applies the embedded, numbered SQL
// migrations with goose. Migrations run under a Postgres session lock so the API,
// workers and scrapers may all migrate at start-up without racing.
package db
