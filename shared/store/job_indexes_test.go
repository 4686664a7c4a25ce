package store_test

import (
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// An initial import drops the search indexes of an empty index and builds them
// at the end as they were; searches work in between; a live index is never
// touched; an index another process is building is left to it.
func TestJobIndexesDeferredForAnInitialImport(t *testing.T) {
	t.Parallel()
	b := setup(t)
	indexes := func() map[string]string {
		t.Helper()
		rows, err := b.st.Pool().Query(b.ctx, `SELECT indexname, indexdef FROM pg_indexes
			WHERE schemaname = current_schema() AND tablename = 'jobs'`)
		require.NoError(t, err)
		all, err := pgx.CollectRows(rows, pgx.RowToStructByPos[struct{ Name, Def string }])
		require.NoError(t, err)
		defs := map[string]string{}
		for _, r := range all {
			defs[r.Name] = r.Def
		}
		return defs
	}
	search := func(text string) int {
		t.Helper()
		m, err := b.st.JobSearch(b.ctx, store.JobQuery{Text: text})
		require.NoError(t, err)
		return m.Total
	}
	before := indexes()
	require.Contains(t, before, "jobs_search_idx")

	deferred, err := b.st.JobIndexesDefer(b.ctx)
	require.NoError(t, err)
	require.True(t, deferred)
	during := indexes()
	for _, n := range []string{"jobs_search_idx", "jobs_title_search_idx", "jobs_recent_idx"} {
		require.NotContains(t, during, n)
	}
	require.Contains(t, during, "jobs_primary_key", "the write path's indexes stay")
	require.Contains(t, during, "jobs_dedupe_idx")
	again, err := b.st.JobIndexesDefer(b.ctx)
	require.NoError(t, err)
	require.False(t, again, "nothing left to defer")

	var jobs []model.Job
	for i := range 30 {
		jobs = append(jobs, newJob("greenhouse:acme", fmt.Sprint(i), fmt.Sprintf("Welder %d", i), "Acme", "Remote"))
	}
	jobs[7].Title = "Pipeline Welder (TIG)"
	_, err = b.st.JobImport(b.ctx, jobs, t0)
	require.NoError(t, err)
	require.Equal(t, 30, search("welder"), "searches work while the indexes are deferred")

	// Another process holds one index's record: this call builds the others and
	// leaves that one to it.
	tx, err := b.st.Pool().Begin(b.ctx)
	require.NoError(t, err)
	_, err = tx.Exec(b.ctx, "SELECT 1 FROM job_deferred_indexes WHERE name = 'jobs_recent_idx' FOR UPDATE")
	require.NoError(t, err)
	built, err := b.st.JobIndexesBuild(b.ctx)
	require.NoError(t, err)
	require.ElementsMatch(t, []string{"jobs_search_idx", "jobs_title_search_idx"}, built)
	require.NoError(t, tx.Rollback(b.ctx))
	built, err = b.st.JobIndexesBuild(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"jobs_recent_idx"}, built)

	require.Equal(t, before, indexes(), "every index is back as it was defined")
	built, err = b.st.JobIndexesBuild(b.ctx)
	require.NoError(t, err)
	require.Empty(t, built)
	require.Equal(t, 30, search("welder"))
	require.Equal(t, 1, search("tig"))

	deferred, err = b.st.JobIndexesDefer(b.ctx)
	require.NoError(t, err)
	require.False(t, deferred, "an index holding postings keeps its indexes")
	require.Equal(t, before, indexes())
}
