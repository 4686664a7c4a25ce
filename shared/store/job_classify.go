package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Row operations of a batch, as classify decides them.
const (
	opAdd       = "a" // a new posting
	opUpdate    = "u" // changed, or re-opened after being closed
	opUnchanged = "n" // only last_seen moves
)

// decision is what classification decided about one row of the stage.
type decision struct {
	Ord int32  `db:"ord"`
	Op  string `db:"op"`
	// OldKey is the dedupe key a changed row had, nil for an added row.
	OldKey *string `db:"old_key"`
	// PostedAt is the staged date, or for a changed row without one its known date.
	PostedAt *time.Time `db:"posted_at"`
	// PostedKnown: the board gave the date now or before.
	PostedKnown bool `db:"posted_known"`
	// PostedApprox: PostedAt was read from a relative date.
	PostedApprox bool `db:"posted_approx"`
	// PrimaryID is the primary of an added row's key, nil when the key has none.
	PrimaryID *string `db:"primary_id"`
	// Outranks: the added row would win an election against PrimaryID (lower
	// priority, or the same and an earlier first_seen, or the same and a lower id).
	Outranks bool `db:"outranks"`
	// FirstOfKey marks the added row of its dedupe key that an election would
	// pick among the batch: lowest priority, then id, in the database's collation
	// (they share first_seen).
	FirstOfKey bool `db:"first_of_key"`
}

// primary reports that an added row is inserted as the primary of its key: it
// is the first of the batch for a key with no primary, or outranks the primary.
func (d *decision) primary() bool {
	return d.Op == opAdd && d.FirstOfKey && (d.PrimaryID == nil || d.Outranks)
}

// batch is the classification of a staged batch, in the order of the batch.
type batch []decision

// classifyStage decides every staged row by index lookups, one row at a time:
// its posting by id (jobs_pkey), and for a new one the primary of its key
// (jobs_primary_key). LIMIT 1 keeps each lookup a parameterised index scan
// (the planner cannot turn a LATERAL subquery with a LIMIT into a join), so a
// batch costs the same on an index of any size, with or without statistics.
// $1 is the batch's first_seen, which a new posting is ranked by.
const classifyStage = `SELECT s.ord,
		CASE WHEN j.id IS NULL THEN 'a'
			WHEN j.content_hash = s.content_hash AND j.closed_at IS NULL THEN 'n' ELSE 'u' END AS op,
		j.dedupe_key AS old_key,
		CASE WHEN ` + stagedDateWins + ` THEN s.posted_at ELSE j.posted_at END AS posted_at,
		s.posted_at IS NOT NULL OR coalesce(j.posted_known, false) AS posted_known,
		CASE WHEN ` + stagedDateWins + ` THEN s.posted_approx ELSE coalesce(j.posted_approx, false) END AS posted_approx,
		p.id AS primary_id,
		coalesce((s.priority, $1::timestamptz, s.id) < (p.priority, p.first_seen, p.id), false) AS outranks,
		j.id IS NULL AND row_number() OVER (PARTITION BY s.dedupe_key, j.id IS NULL ORDER BY s.priority, s.id) = 1 AS first_of_key
	FROM job_stage s
	LEFT JOIN LATERAL (SELECT id, content_hash, closed_at, dedupe_key, posted_at, posted_known, posted_approx
		FROM jobs WHERE jobs.id = s.id LIMIT 1) j ON true
	LEFT JOIN LATERAL (SELECT id, priority, first_seen
		FROM jobs WHERE jobs.dedupe_key = s.dedupe_key AND jobs.is_primary AND j.id IS NULL LIMIT 1) p ON true
	ORDER BY s.ord`

// stagedDateWins: a staged publication date replaces the posting's unless it is
// only approximate and the posting has a date already. A relative date read
// again later ("Posted 30+ Days Ago") would otherwise move forward with every
// scrape; the first reading is the nearest to the publication.
const stagedDateWins = `(s.posted_at IS NOT NULL AND (NOT s.posted_approx OR NOT coalesce(j.posted_known, false)))`

// classify reads the decision of every staged row.
func classify(ctx context.Context, tx pgx.Tx, at time.Time) (batch, error) {
	rows, _ := tx.Query(ctx, classifyStage, at)
	b, err := pgx.CollectRows(rows, pgx.RowToStructByName[decision])
	if err != nil {
		return nil, fmt.Errorf("classify: %w", err)
	}
	return b, nil
}

// changes counts the batch's additions, updates and unchanged rows.
func (b batch) changes() JobChanges {
	var c JobChanges
	for i := range b {
		switch b[i].Op {
		case opAdd:
			c.Added++
		case opUpdate:
			c.Updated++
		default:
			c.Unchanged++
		}
	}
	return c
}

// unchangedIDs are the ids of the unchanged rows.
func (b batch) unchangedIDs(rows []stagedJob) []string {
	var ids []string
	for i := range b {
		if b[i].Op == opUnchanged {
			ids = append(ids, rows[b[i].Ord].id)
		}
	}
	return ids
}

// takesOver reports an added row that outranks the primary of its key. The
// primary belongs to another posting, often another source's, so it is demoted
// and the row inserted as primary under the global lock (takeOver), as an
// election would; outside the lock a writer changes only its own postings.
func (d *decision) takesOver() bool { return d.primary() && d.PrimaryID != nil }

// takeovers counts the added rows that take over a primary.
func (b batch) takeovers() int {
	n := 0
	for i := range b {
		if b[i].takesOver() {
			n++
		}
	}
	return n
}

// electKeys are the dedupe keys whose primary an election must settle: keys of
// changed rows and their old keys. An added row needs none: it is inserted as
// the primary of its key when it wins (primary, takesOver), and otherwise the
// primary it lost to stays the best. Keys of closed rows come from the close.
func (b batch) electKeys(rows []stagedJob) []string {
	var keys []string
	for i := range b {
		d := &b[i]
		if d.Op != opUpdate {
			continue
		}
		keys = append(keys, rows[d.Ord].dedupeKey)
		if d.OldKey != nil && *d.OldKey != rows[d.Ord].dedupeKey {
			keys = append(keys, *d.OldKey)
		}
	}
	return keys
}
