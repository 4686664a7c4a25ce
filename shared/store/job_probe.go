package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// The exact count of a search reads every match's row, to see it is visible;
// at ten million postings most rows are on disk and a thousand of them cost
// 40–70 ms. The planner, which decides whether to count, underestimates words
// that go together ("account executive") and asked for counts that stopped at
// the cap having read a thousand rows for nothing. The GIN index alone knows how
// many of its entries match: a bitmap scan builds that set before it reads any
// row, and EXPLAIN ANALYZE of a scan stopped at its first row reports the set's
// size. It counts entries, not visible rows (a posting updated or closed since
// the last vacuum may count twice or still count), so it decides only that a
// count would exceed the cap and, then, is the estimate shown.

// indexMatchesPlan is that probe, less its WHERE clause. It runs in a savepoint
// whose rollback undoes the settings that keep the planner to a bitmap scan.
const indexMatchesPlan = "EXPLAIN (ANALYZE, TIMING OFF, SUMMARY OFF, FORMAT JSON) SELECT 1 FROM jobs"

// indexMatches returns how many entries of the search index match the query,
// or ok false when the planner did not read them with one bitmap scan of it.
func (r *jobSearchRun) indexMatches(ctx context.Context) (n int, ok bool, err error) {
	b := &pgx.Batch{}
	b.Queue("SAVEPOINT index_matches")
	b.Queue("SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), " +
		"set_config('enable_indexonlyscan', 'off', true)")
	var plan []byte
	b.Queue(indexMatchesPlan+r.f.where("search")+" LIMIT 1", r.f.args...).
		QueryRow(func(row pgx.Row) error { return row.Scan(&plan) })
	b.Queue("ROLLBACK TO SAVEPOINT index_matches")
	if err := r.tx.SendBatch(ctx, b).Close(); err != nil {
		return 0, false, fmt.Errorf("index matches: %w", err)
	}
	n, ok = bitmapEntries(plan, "jobs_search_idx")
	return n, ok, nil
}

// planNode is the part of an EXPLAIN (FORMAT JSON) node the probe reads.
type planNode struct {
	Type       string     `json:"Node Type"`
	Index      string     `json:"Index Name"`
	ActualRows float64    `json:"Actual Rows"`
	Plans      []planNode `json:"Plans"`
}

// bitmapEntries finds a bitmap heap scan fed by one bitmap index scan of index
// and returns the entries that scan matched.
func bitmapEntries(raw []byte, index string) (int, bool) {
	var plan []struct {
		Plan planNode `json:"Plan"`
	}
	if err := json.Unmarshal(raw, &plan); err != nil || len(plan) == 0 {
		return 0, false
	}
	var walk func(n planNode) (int, bool)
	walk = func(n planNode) (int, bool) {
		if n.Type == "Bitmap Heap Scan" {
			if len(n.Plans) == 1 && n.Plans[0].Type == "Bitmap Index Scan" && n.Plans[0].Index == index {
				return int(n.Plans[0].ActualRows), true
			}
			return 0, false
		}
		for _, c := range n.Plans {
			if v, ok := walk(c); ok {
				return v, true
			}
		}
		return 0, false
	}
	return walk(plan[0].Plan)
}
