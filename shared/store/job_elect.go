package store

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
)

// electWant picks, for each key of $1, its open posting of lowest priority, then
// earliest first_seen, then id. Each key is one lookup of jobs_dedupe_idx. The
// openness test is written "(closed_at IS NULL) IS TRUE" so that it cannot match
// the predicate of the partial index of open postings by source: a planner
// without statistics (after a bulk load) ANDed a bitmap of that whole index,
// every open posting, into each key's lookup, and closing half of 200,000
// postings took seconds a key.
const electWant = `want AS MATERIALIZED (
	SELECT w.id FROM unnest($1::text[]) k(key) CROSS JOIN LATERAL (
		SELECT id FROM jobs WHERE dedupe_key = k.key AND (closed_at IS NULL) IS TRUE
		ORDER BY priority, first_seen, id LIMIT 1) w)`

// electPrimaries makes the elected posting of every key its only primary.
// Demoting first keeps the unique index on primaries satisfied at every row. The
// caller holds the global write lock.
func electPrimaries(ctx context.Context, tx pgx.Tx, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	keys = slices.Clone(keys)
	slices.Sort(keys)
	keys = slices.Compact(keys)
	// The primaries are found one key at a time through the unique index on
	// them, like the elected, and both are updated by id (an array the primary
	// key looks up): "dedupe_key = ANY($1)" or a join let a planner without
	// statistics (right after a bulk load) read the whole table for every batch
	// that closed postings.
	if _, err := tx.Exec(ctx, `WITH `+electWant+`, current AS MATERIALIZED (
			SELECT p.id FROM unnest($1::text[]) k(key) CROSS JOIN LATERAL (
				SELECT id FROM jobs WHERE dedupe_key = k.key AND is_primary LIMIT 1) p)
		UPDATE jobs j SET is_primary = false
		WHERE j.id = ANY(ARRAY(SELECT id FROM current)) AND j.id NOT IN (SELECT id FROM want)`, keys); err != nil {
		return fmt.Errorf("demote duplicates: %w", err)
	}
	if _, err := tx.Exec(ctx, `WITH `+electWant+`
		UPDATE jobs j SET is_primary = true WHERE j.id = ANY(ARRAY(SELECT id FROM want)) AND NOT j.is_primary`, keys); err != nil {
		return fmt.Errorf("promote primaries: %w", err)
	}
	return nil
}
