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

// TestRecentPoolMatchesPool checks that a pool taken first from the postings of
// the last days returns the same most recent matches as the plain pool, for
// every tier: when the days hold enough matches and when they hold too few.
func TestRecentPoolMatchesPool(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	st := New(pool)
	newest := time.Date(2026, 11, 1, 23, 30, 0, 0, time.UTC)
	var jobs []model.Job
	for i := range 400 {
		title, desc := "Nurse", "Patient care on a busy ward."
		if i%3 == 0 {
			title, desc = "Platform Engineer", "Kubernetes clusters and Terraform modules."
		}
		if i%11 == 0 {
			desc = "Haskell services."
		}
		// Five postings an hour: the newest day holds about 120 of them.
		jobs = append(jobs, testPosting(i, title, desc, newest.Add(-time.Duration(i)*12*time.Minute)))
	}
	_, err := st.JobImport(ctx, jobs, newest)
	require.NoError(t, err)

	ids := func(sql string, args []any) []string {
		rows, _ := pool.Query(ctx, sql, args...)
		got, err := pgx.CollectRows(rows, pgx.RowTo[string])
		require.NoError(t, err)
		return got
	}
	day := postedDay(newest)
	for _, q := range []JobQuery{
		{Text: "kubernetes", Remote: []string{jobindex.FacetRemote}},
		{Text: "haskell"},
		{Text: "nurse", JobType: model.JobTypeFullTime},
		{Text: "astronaut"},
	} {
		for _, column := range []string{"search", "title_search"} {
			f := newJobFilter(q)
			want := ids(f.pool(column, 25), f.args)
			for _, back := range []int32{0, 1, 3} {
				var days []int32
				for d := day - back; d <= day; d++ {
					days = append(days, d)
				}
				args := append(append([]any{}, f.args...), days)
				got := dedupe(ids(f.recentPool(column, 25, len(args)), args))
				require.ElementsMatch(t, want, got, "%q in %s, tier of %d days", q.Text, column, back+1)
			}
		}
	}

	// The tier's days are a key of the search indexes (the planner inlines
	// jobs_posted_day, whose origin is 2000-01-01), not a filter of each row.
	f := newJobFilter(JobQuery{Text: "haskell"})
	args := append(append([]any{}, f.args...), []int32{day})
	conn, err := pool.Acquire(ctx)
	require.NoError(t, err)
	defer conn.Release()
	// 400 rows are read whole by any planner; a large index is not.
	_, err = conn.Exec(ctx, "SET enable_seqscan = off")
	require.NoError(t, err)
	var plan string
	require.NoError(t, conn.QueryRow(ctx, "EXPLAIN (FORMAT JSON) "+f.recentPool("search", 25, len(args)), args...).Scan(&plan))
	_, err = conn.Exec(ctx, "RESET enable_seqscan")
	require.NoError(t, err)
	require.Regexp(t, `"Index Cond": "[^"]*'2000-01-01'::date\)\] && '\{`+fmt.Sprint(day)+`\}'`, plan)
}

func TestChooseRecent(t *testing.T) {
	t.Parallel()
	// A histogram of 100 bounds over 100 days, one a day: day d holds 1%.
	s := recentStats{read: true, newestDay: 10_099}
	for d := int32(10_000); d < 10_100; d++ {
		s.bounds = append(s.bounds, d)
	}
	require.Nil(t, chooseRecent(recentStats{}, 1_000_000, 50), "no statistics: no tier")
	require.Equal(t, []int32{10_099}, chooseRecent(s, 1_000_000, 50), "1% of a million is 200 times 50")
	require.Equal(t, []int32{10_098, 10_099}, chooseRecent(s, 10_000, 50), "2% of 10,000 is 200 ≥ 3 × 50")
	require.Equal(t, []int32{10_095, 10_096, 10_097, 10_098, 10_099}, chooseRecent(s, 4_000, 50), "3 days hold 120, 5 days 200")
	require.Nil(t, chooseRecent(s, 200, 50), "no tier of at most half the postings holds 150 of 200 matches")
	require.Nil(t, chooseRecent(s, 0, 50))
}

// TestWalkPoolWithRecentTier: the walk's fallback through a tier of days finds
// what the walk alone finds, for every walk length and tier.
func TestWalkPoolWithRecentTier(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	newest := time.Date(2026, 11, 1, 23, 30, 0, 0, time.UTC)
	var jobs []model.Job
	for i := range 300 {
		desc := "Patient care."
		if i%4 == 0 {
			desc = "Haskell and Kubernetes."
		}
		jobs = append(jobs, testPosting(i, "Nurse", desc, newest.Add(-time.Duration(i)*20*time.Minute)))
	}
	_, err := New(pool).JobImport(ctx, jobs, newest)
	require.NoError(t, err)
	ids := func(sql string, args []any) []string {
		rows, _ := pool.Query(ctx, sql, args...)
		got, err := pgx.CollectRows(rows, pgx.RowTo[string])
		require.NoError(t, err)
		return dedupe(got)
	}
	day := postedDay(newest)
	f := newJobFilter(JobQuery{Text: "haskell kubernetes"})
	for _, walkRows := range []int{1, 10, 40, 1000} {
		want := ids("SELECT id FROM ("+f.walkPool(25, walkRows, 0)+") p", f.args)
		for _, back := range []int32{0, 2} {
			var days []int32
			for d := day - back; d <= day; d++ {
				days = append(days, d)
			}
			args := append(append([]any{}, f.args...), days)
			got := ids("SELECT id FROM ("+f.walkPool(25, walkRows, len(args))+") p", args)
			require.ElementsMatch(t, want, got, "walk of %d rows, tier of %d days", walkRows, back+1)
		}
	}
}

// A pool the planner walks the recency index for takes no tier: the walk stops
// at its n-th match and reads no row. The same words a tier would serve do take
// one when the pool is planned another way.
func TestRecentDaysSkipsAWalkedPool(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	newest := time.Date(2026, 11, 1, 23, 30, 0, 0, time.UTC)
	var jobs []model.Job
	for i := range 3000 {
		jobs = append(jobs, testPosting(i, "Nurse", "Patient care.", newest.Add(-time.Duration(i)*2*time.Minute)))
	}
	_, err := New(pool).JobImport(ctx, jobs, newest)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, "VACUUM ANALYZE jobs")
	require.NoError(t, err)

	tx, err := pool.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	q := JobQuery{Text: "nurse"}
	r := &jobSearchRun{q: q, f: newJobFilter(q), tx: tx}
	// Every posting is a nurse: the planner walks the newest postings.
	walked := r.f.pool("title_search", 10)
	var plan string
	require.NoError(t, tx.QueryRow(ctx, "EXPLAIN (FORMAT JSON) "+walked, r.f.args...).Scan(&plan))
	require.Contains(t, plan, "jobs_recent_idx")
	days, err := r.recentDays(ctx, 3000, 10, walked)
	require.NoError(t, err)
	require.Nil(t, days, "a walked pool takes no tier")
	require.True(t, r.recent.read)
	days, err = r.recentDays(ctx, 3000, 10, "")
	require.NoError(t, err)
	require.NotEmpty(t, days, "without the plan to read, the statistics pick a tier")
}

func TestPlanWalk(t *testing.T) {
	t.Parallel()
	var walks bool
	scan := func(plan string) bool {
		require.NoError(t, (&planWalk{index: "jobs_recent_idx", walks: &walks}).Scan(plan))
		return walks
	}
	require.True(t, scan(`[{"Plan": {"Node Type": "Limit", "Plans": [{"Node Type": "Index Only Scan", "Index Name": "jobs_recent_idx"}]}}]`))
	require.True(t, scan(`[{"Plan": {"Node Type": "Limit", "Plans": [{"Node Type": "Index Scan", "Index Name": "jobs_recent_idx"}]}}]`))
	require.False(t, scan(`[{"Plan": {"Node Type": "Limit", "Plans": [{"Node Type": "Sort", "Plans": [{"Node Type": "Bitmap Heap Scan",
		"Plans": [{"Node Type": "Bitmap Index Scan", "Index Name": "jobs_title_search_idx"}]}]}]}}]`))
	require.False(t, scan(`[{"Plan": {"Node Type": "Index Scan", "Index Name": "jobs_pkey"}}]`))
	require.Error(t, (&planWalk{index: "jobs_recent_idx", walks: &walks}).Scan("not json"))
}
