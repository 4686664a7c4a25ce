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

// TestWalkPoolMatchesGINPool checks that walking the newest postings finds the
// same most recent matches as the GIN index: all of them when the walk finds
// them or falls back to the index, the most recent half or more otherwise.
func TestWalkPoolMatchesGINPool(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := New(dbtest.NewPool(t))
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var jobs []model.Job
	for i := range 300 {
		title, desc := "Nurse", "Patient care on a busy ward."
		if i%3 == 0 {
			desc = "Kubernetes clusters and Terraform modules."
		}
		if i%7 == 0 {
			desc = "Kubernetes only."
		}
		id := fmt.Sprint(i)
		j := model.Job{ID: "synthetic-" + id, Board: "synthetic", BoardJobID: id, SourceKey: "synthetic:acme",
			Title: title, Company: "Acme", Location: "Remote", Remote: true, JobType: model.JobTypeFullTime,
			DescriptionText: desc, ApplyURL: "https://jobs.example.com/" + id,
			PostedAt: now.Add(-time.Duration(i) * time.Hour), DedupeKey: "acme|nurse|" + id}
		if i%2 == 0 {
			j.Remote, j.Location, j.City, j.Region, j.Country = false, "Seattle, WA", "Seattle", "WA", "US"
		}
		jobs = append(jobs, j)
	}
	_, err := st.JobImport(ctx, jobs, now)
	require.NoError(t, err)

	ids := func(sql string, args []any) []string {
		rows, _ := st.pool.Query(ctx, sql, args...)
		got, err := pgx.CollectRows(rows, pgx.RowTo[string])
		require.NoError(t, err)
		return got
	}
	seattle := jobindex.ResolveWhere("Seattle, WA").Local
	require.NotEmpty(t, seattle)
	for _, q := range []JobQuery{
		{Text: "kubernetes terraform", Remote: []string{jobindex.FacetRemote}},
		{Text: "kubernetes terraform", Local: seattle},
		{Text: "kubernetes", Remote: []string{jobindex.FacetRemote}, JobType: model.JobTypeFullTime},
		{Text: "astronaut", Local: seattle, Remote: []string{jobindex.FacetRemote}},
	} {
		f := newJobFilter(q)
		want := ids(f.pool("search", 25), f.args)
		for _, walkRows := range []int{1, 10, 40, 100, 1000} {
			got := dedupe(ids("SELECT id FROM ("+f.walkPool(25, walkRows, 0)+") p", f.args))
			if len(got) < len(want) {
				require.GreaterOrEqual(t, len(got), 13, "%q with a walk of %d rows: at least half", q.Text, walkRows)
				require.ElementsMatch(t, want[:len(got)], got, "%q with a walk of %d rows: the most recent", q.Text, walkRows)
				continue
			}
			require.ElementsMatch(t, want, got, "%q with a walk of %d rows", q.Text, walkRows)
		}
	}
}

func dedupe(ids []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
