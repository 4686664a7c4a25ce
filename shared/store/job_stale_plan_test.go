package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/model"
)

// The hourly sweep of stale postings reads the open postings of the sources
// that were not seen, through the index of open postings by source, never the
// whole table: at ten million postings a sequential scan read 55 GB an hour.
func TestCloseStalePlanGoesBySource(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	at := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	jobs := make([]model.Job, 20000)
	for i := range jobs {
		// Two hundred sources, each seen only by the import.
		jobs[i] = testPosting(i, "Engineer "+fmt.Sprint(i), "Engineer at Acme.", at.Add(-time.Hour))
		jobs[i].SourceKey = "synthetic:acme" + fmt.Sprint(i%200)
	}
	st := New(pool)
	_, err := st.JobImport(ctx, jobs, at)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, "ANALYZE jobs")
	require.NoError(t, err)

	var plan string
	rows, err := pool.Query(ctx, "EXPLAIN "+closeStale, at.Add(-time.Minute), at)
	require.NoError(t, err)
	for rows.Next() {
		var line string
		require.NoError(t, rows.Scan(&line))
		plan += line + "\n"
	}
	require.NoError(t, rows.Err())
	require.Contains(t, plan, "jobs_source_open_idx")
	require.NotContains(t, plan, "Seq Scan on jobs ", "the sweep must not read every posting:\n%s", plan)

	// And it still closes exactly what no scrape saw: every posting was seen at
	// at, so a cut after it closes them all and a cut before none.
	n, err := st.JobCloseStale(ctx, at.Add(-time.Minute), at)
	require.NoError(t, err)
	require.Zero(t, n)
	n, err = st.JobCloseStale(ctx, at.Add(time.Minute), at.Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, len(jobs), n)
}
