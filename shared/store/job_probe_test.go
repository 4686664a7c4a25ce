package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// A search whose count would pass the cap learns it from the index alone and
// shows the index's count as its estimate; below the cap it still counts
// exactly; and the probe leaves the planner's settings as they were.
func TestIndexMatchesSkipsCountPastCap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	st := New(pool)
	at := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	var jobs []model.Job
	for i := range 6000 {
		title, desc := "Account Executive", "Own a book of clients."
		if i%85 != 0 {
			title, desc = "Nurse", "Patient care."
		}
		id := fmt.Sprint(i)
		jobs = append(jobs, model.Job{ID: "synthetic-" + id, Board: "synthetic", BoardJobID: id, SourceKey: "synthetic:acme",
			Title: title, Company: "Acme", Location: "Remote", Remote: true, JobType: model.JobTypeContract,
			DescriptionText: desc, ApplyURL: "https://jobs.example.com/" + id,
			PostedAt: at.Add(-time.Duration(i) * time.Minute), DedupeKey: "acme|" + id})
	}
	_, err := st.JobImport(ctx, jobs, at)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, "VACUUM ANALYZE jobs")
	require.NoError(t, err)

	q := JobQuery{Text: "account executive", Remote: []string{jobindex.FacetRemote}, JobType: model.JobTypeContract,
		CountCap: 60, Candidates: 10}
	m, err := st.JobSearch(ctx, JobQuery{Text: q.Text, Remote: q.Remote, JobType: q.JobType, CountCap: 200, Candidates: 10})
	require.NoError(t, err)
	require.False(t, m.TotalEstimated)
	require.Equal(t, 71, m.Total)

	tx, err := pool.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	// The planner expects one match (it takes the two words as independent):
	// the count step asks the index, which has 71, and counts no row.
	r := &jobSearchRun{q: q, f: newJobFilter(q), tx: tx, estimate: 1, upper: 1}
	r.m.Total, r.m.TotalEstimated = q.CountCap+1, true
	require.NoError(t, r.count(ctx))
	require.True(t, r.m.TotalEstimated)
	require.Equal(t, 71, r.m.Total, "the index's entries, not the planner's guess")
	require.Nil(t, r.anyIDs)
	n, ok, err := r.indexMatches(ctx)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, 71, n)
	var seq, idx string
	require.NoError(t, tx.QueryRow(ctx, "SELECT current_setting('enable_seqscan'), current_setting('enable_indexscan')").Scan(&seq, &idx))
	require.Equal(t, []string{"on", "on"}, []string{seq, idx})
}

func TestBitmapEntries(t *testing.T) {
	t.Parallel()
	plan := `[{"Plan": {"Node Type": "Limit", "Actual Rows": 1, "Plans": [{"Node Type": "Bitmap Heap Scan",
		"Actual Rows": 1, "Plans": [{"Node Type": "Bitmap Index Scan", "Index Name": "jobs_search_idx", "Actual Rows": 1690}]}]}}]`
	n, ok := bitmapEntries([]byte(plan), "jobs_search_idx")
	require.True(t, ok)
	require.Equal(t, 1690, n)
	_, ok = bitmapEntries([]byte(plan), "jobs_title_search_idx")
	require.False(t, ok, "another index's entries are not the search's")
	and := `[{"Plan": {"Node Type": "Bitmap Heap Scan", "Plans": [{"Node Type": "BitmapAnd", "Plans": [
		{"Node Type": "Bitmap Index Scan", "Index Name": "jobs_search_idx", "Actual Rows": 5000}]}]}}]`
	_, ok = bitmapEntries([]byte(and), "jobs_search_idx")
	require.False(t, ok, "one side of an AND is not the matches")
	_, ok = bitmapEntries([]byte("not json"), "jobs_search_idx")
	require.False(t, ok)
}
