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

// The election reads each key through the dedupe index even when the table has
// no statistics yet (right after a bulk load): a plan that also reads the
// partial index of open postings did so in full for every key, and closing half
// of a freshly loaded index ran at ten postings a second.
func TestElectionPlanWithoutStatistics(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	_, err := pool.Exec(ctx, "ALTER TABLE jobs SET (autovacuum_enabled = off)")
	require.NoError(t, err)
	at := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	jobs := make([]model.Job, 20000)
	keys := make([]string, 0, 200)
	for i := range jobs {
		jobs[i] = testPosting(i, "Engineer "+fmt.Sprint(i), "Engineer at Acme.", at.Add(-time.Hour))
		if i%100 == 0 {
			keys = append(keys, jobs[i].DedupeKey)
		}
	}
	_, err = New(pool).JobImport(ctx, jobs, at)
	require.NoError(t, err)

	var plan string
	require.NoError(t, pool.QueryRow(ctx, "EXPLAIN (FORMAT JSON) WITH "+electWant+" SELECT id FROM want", keys).Scan(&plan))
	require.Contains(t, plan, "jobs_dedupe_idx")
	require.NotContains(t, plan, "jobs_source_open_idx", "each key's election must not read every open posting")
}
