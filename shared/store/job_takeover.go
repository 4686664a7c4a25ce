package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// takeOver inserts the added rows that outrank the primary of their key
// (decision.takesOver) as the new primaries, demoting the old ones first so the
// unique index on primaries holds at every row: one write of each row, where
// inserting it as a duplicate and electing it would write it twice (and its
// search index entries with it). The caller holds the global write lock. A
// primary another writer demoted or closed since classification is left alone:
// its newcomer is inserted as a duplicate and its key returned for election.
func takeOver(ctx context.Context, tx pgx.Tx, rows []stagedJob, b batch, at time.Time) ([]string, error) {
	var over []*decision
	var primaries []string
	for i := range b {
		if d := &b[i]; d.takesOver() {
			over = append(over, d)
			primaries = append(primaries, *d.PrimaryID)
		}
	}
	if len(over) == 0 {
		return nil, nil
	}
	q, _ := tx.Query(ctx, `UPDATE jobs SET is_primary = false WHERE id = ANY($1) AND is_primary RETURNING id`, primaries)
	ids, err := pgx.CollectRows(q, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("demote outranked primaries: %w", err)
	}
	demoted := make(map[string]bool, len(ids))
	for _, id := range ids {
		demoted[id] = true
	}
	var elect []string
	for _, d := range over {
		if !demoted[*d.PrimaryID] {
			elect = append(elect, rows[d.Ord].dedupeKey)
		}
	}
	err = insertAdded(ctx, tx, rows, over, at, func(d *decision) bool { return demoted[*d.PrimaryID] })
	return elect, err
}
