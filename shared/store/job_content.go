package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// writeContent writes the added rows of the batch straight into jobs with COPY
// and updates the changed ones from an update stage. A new row whose key has no
// primary is made primary at once (the first of the batch by priority and id,
// which is what an election would pick: they share first_seen), saving a second
// write of every new row; rows that take over an existing primary are left to
// takeOver. A changed row keeps its primary flag only if its key is unchanged.
// electPrimaries then settles the keys of changed rows.
func writeContent(ctx context.Context, tx pgx.Tx, rows []stagedJob, b batch, at time.Time) error {
	var added, changed []*decision
	for i := range b {
		switch d := &b[i]; {
		case d.Op == opAdd && !d.takesOver():
			added = append(added, d)
		case d.Op == opUpdate:
			changed = append(changed, d)
		}
	}
	if err := insertAdded(ctx, tx, rows, added, at, (*decision).primary); err != nil {
		return err
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
		return append(append([]any{r.id}, r.content()...), d.PostedAt, d.PostedKnown, d.PostedApprox), nil
	})
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"job_update"}, updateColumns, src); err != nil {
		return fmt.Errorf("copy update stage: %w", err)
	}
	if _, err := tx.Exec(ctx, updateChanged, at); err != nil {
		return fmt.Errorf("update changed postings: %w", err)
	}
	return nil
}

// insertAdded COPYs the added rows ds into jobs, seen first at at, primary
// where primary says so.
func insertAdded(ctx context.Context, tx pgx.Tx, rows []stagedJob, ds []*decision, at time.Time, primary func(*decision) bool) error {
	if len(ds) == 0 {
		return nil
	}
	src := pgx.CopyFromSlice(len(ds), func(i int) ([]any, error) {
		d := ds[i]
		r := &rows[d.Ord]
		posted := r.posted
		if posted == nil {
			posted = at
		}
		return append(append([]any{r.id}, r.content()...), posted, r.posted != nil, r.approx, at, at, primary(d)), nil
	})
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"jobs"}, insertColumns, src); err != nil {
		return fmt.Errorf("insert new postings: %w", err)
	}
	return nil
}

// updateChanged rewrites changed and re-opened postings from the update stage.
var updateChanged = `UPDATE jobs j SET ` + assignFrom("u.", jobContentColumns) + `,
		posted_at = u.posted_at,
		posted_known = u.posted_known,
		posted_approx = u.posted_approx,
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
