package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// stagedRow is what classification decided about one row of the stage.
type stagedRow struct {
	Ord        int32 `db:"ord"`
	Added      bool  `db:"added"`
	HasPrimary bool  `db:"has_primary"`
	// PostedAt is the staged date, or for a changed row without one its known date.
	PostedAt *time.Time `db:"posted_at"`
	// PostedKnown: the board gave the date now or before.
	PostedKnown bool `db:"posted_known"`
	// FirstOfKey marks the added row of its dedupe key that an election would
	// pick: lowest priority, then id, in the database's collation.
	FirstOfKey bool `db:"first_of_key"`
}

// writeContent writes the added rows of the stage straight into jobs with COPY
// and updates the changed ones from an update stage. A new row whose key has no
// primary is made primary at once (the first of the batch by priority and id,
// which is what an election would pick: they share first_seen), saving a second
// write of every new row. A changed row keeps its primary flag only if its key
// is unchanged. electPrimaries then settles every other touched key.
func writeContent(ctx context.Context, tx pgx.Tx, rows []stagedJob, at time.Time) error {
	q, _ := tx.Query(ctx, `SELECT ord, op = 'a' AS added, has_primary, posted_at, posted_known,
			op = 'a' AND row_number() OVER (PARTITION BY dedupe_key, op ORDER BY priority, id) = 1 AS first_of_key
		FROM job_stage WHERE op <> 'n' ORDER BY ord`)
	decided, err := pgx.CollectRows(q, pgx.RowToStructByName[stagedRow])
	if err != nil {
		return fmt.Errorf("read classification: %w", err)
	}
	var added, changed []stagedRow
	for _, d := range decided {
		if d.Added {
			added = append(added, d)
		} else {
			changed = append(changed, d)
		}
	}
	if len(added) > 0 {
		src := pgx.CopyFromSlice(len(added), func(i int) ([]any, error) {
			d := added[i]
			r := &rows[d.Ord]
			posted := r.posted
			if posted == nil {
				posted = at
			}
			return append(append([]any{r.id}, r.content...), posted, r.posted != nil, at, at, d.FirstOfKey && !d.HasPrimary), nil
		})
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"jobs"}, insertColumns, src); err != nil {
			return fmt.Errorf("insert new postings: %w", err)
		}
	}
	if len(changed) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `CREATE TEMP TABLE job_update ON COMMIT DROP AS SELECT `+
		strings.Join(updateColumns, ", ")+` FROM jobs WITH NO DATA`); err != nil {
		return fmt.Errorf("create update stage: %w", err)
	}
	src := pgx.CopyFromSlice(len(changed), func(i int) ([]any, error) {
		d := changed[i]
		r := &rows[d.Ord]
		return append(append([]any{r.id}, r.content...), d.PostedAt, d.PostedKnown), nil
	})
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"job_update"}, updateColumns, src); err != nil {
		return fmt.Errorf("copy update stage: %w", err)
	}
	if _, err := tx.Exec(ctx, updateChanged, at); err != nil {
		return fmt.Errorf("update changed postings: %w", err)
	}
	return nil
}

// updateChanged rewrites changed and re-opened postings from the update stage.
var updateChanged = `UPDATE jobs j SET ` + assignFrom("u.", jobContentColumns) + `,
		posted_at = u.posted_at,
		posted_known = u.posted_known,
		last_seen = greatest(j.last_seen, $1),
		closed_at = NULL,
		is_primary = j.is_primary AND j.dedupe_key = u.dedupe_key
	FROM job_update u WHERE j.id = u.id`

func assignFrom(prefix string, cols []string) string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c + " = " + prefix + c
	}
	return strings.Join(out, ", ")
}
