package store

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
)

// electWant picks, for each key of $1, its open posting of lowest priority, then
// earliest first_seen, then id. Each key is one lookup of jobs_dedupe_idx (the
// LIMIT keeps the LATERAL subquery a parameterised index scan): without
// statistics the planner takes closed_at IS NULL for rare and reads every open
// posting through the partial index on it, once per batch.
const electWant = `want AS MATERIALIZED (
	SELECT w.id FROM unnest($1::text[]) k(key) CROSS JOIN LATERAL (
		SELECT id FROM jobs WHERE dedupe_key = k.key AND closed_at IS NULL
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
	if _, err := tx.Exec(ctx, `WITH `+electWant+`
		UPDATE jobs j SET is_primary = false
		WHERE j.dedupe_key = ANY($1) AND j.is_primary AND j.id NOT IN (SELECT id FROM want)`, keys); err != nil {
		return fmt.Errorf("demote duplicates: %w", err)
	}
	if _, err := tx.Exec(ctx, `WITH `+electWant+`
		UPDATE jobs j SET is_primary = true FROM want w WHERE j.id = w.id AND NOT j.is_primary`, keys); err != nil {
		return fmt.Errorf("promote primaries: %w", err)
	}
	return nil
}
