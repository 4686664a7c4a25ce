package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/bulk"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

var benchNow = time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)

func TestGeneratorIsDeterministicAndValid(t *testing.T) {
	t.Parallel()
	g := newGenerator(7, benchNow, 100_000)
	titles := map[string]int{}
	engineers := 0
	for n := range 5000 {
		j := g.job(n)
		require.Equal(t, j, g.job(n), "job %d depends only on seed, n and now", n)
		require.NoError(t, jobindex.Check(&j))
		require.False(t, j.PostedAt.After(benchNow))
		titles[j.Title]++
		if strings.Contains(strings.ToLower(j.Title), "engineer") {
			engineers++
		}
	}
	require.Greater(t, len(titles), 500, "varied titles")
	require.InDelta(t, 0.3, float64(engineers)/5000, 0.1, "engineer is the very common word")
	require.NotEqual(t, newGenerator(8, benchNow, 100_000).job(1), g.job(1))
}

// loadSmall loads n synthetic jobs into a fresh database through the production
// write path.
func loadSmall(t testing.TB, n int) *store.Store {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	res, err := bulk.Import(context.Background(), st, each(corpus(newGenerator(1, benchNow, n), n)), bulk.Options{Batch: 2500, At: benchNow})
	require.NoError(t, err)
	require.Equal(t, n, res.Jobs)
	require.Equal(t, n, res.Changes.Added)
	_, err = st.Pool().Exec(context.Background(), "VACUUM ANALYZE jobs")
	require.NoError(t, err)
	return st
}

// TestSearchMixOnASmallCorpus runs the whole bench path (generate, bulk load,
// query mix) on 10,000 jobs, so `make test` exercises what `make bench` measures.
func TestSearchMixOnASmallCorpus(t *testing.T) {
	t.Parallel()
	st := loadSmall(t, 10_000)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return benchNow }))
	stats, err := runMix(context.Background(), svc, 2, 1, func(context.Context) error { return nil })
	require.NoError(t, err)
	require.Len(t, stats, len(searchMix))
	byText := map[string]queryStats{}
	for _, s := range stats {
		if _, seen := byText[s.Query.Query]; !seen {
			byText[s.Query.Query] = s
		}
	}
	require.Greater(t, byText["engineer"].Total, 1000, "engineer is very common")
	require.True(t, byText["engineer"].Estimated)
	require.Less(t, byText["haskell"].Total, 100, "haskell is rare")
	require.Zero(t, byText["astronaut"].Total)
	var b strings.Builder
	printMix(&b, stats)
	require.Contains(t, b.String(), "| engineer | remote |")

	c, err := runClients(context.Background(), svc, 4, 1)
	require.NoError(t, err)
	require.Equal(t, 4*len(searchMix), c.Searches, "every client ran the whole mix")
	require.Positive(t, c.Throughput())
	require.LessOrEqual(t, c.P50, c.P99)

	res, err := svc.Search(context.Background(), jobsearch.Query{Query: "engineer", MaxResults: 50})
	require.NoError(t, err)
	require.Len(t, res.Jobs, 50)
	for _, j := range res.Jobs {
		require.Contains(t, strings.ToLower(j.Title), "engineer", "title matches rank first on a common word")
	}
}

func BenchmarkSearchMix(b *testing.B) {
	st := loadSmall(b, 10_000)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return benchNow }))
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := svc.Search(ctx, searchMix[i%len(searchMix)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	g := newGenerator(1, benchNow, 1_000_000)
	var j model.Job
	for i := 0; b.Loop(); i++ {
		j = g.job(i)
	}
	_ = j
}

// primaries returns the ids of the postings shown, sorted.
func primaries(t *testing.T, st *store.Store) []string {
	t.Helper()
	rows, err := st.Pool().Query(context.Background(), "SELECT id FROM jobs WHERE is_primary ORDER BY id")
	require.NoError(t, err)
	var ids []string
	for rows.Next() {
		var id string
		require.NoError(t, rows.Scan(&id))
		ids = append(ids, id)
	}
	require.NoError(t, rows.Err())
	return ids
}

// The streaming load (for corpora too large to hold in memory) writes the same
// index as the load of a corpus generated first.
func TestStreamLoadWritesTheSameIndex(t *testing.T) {
	t.Parallel()
	const n = 6000
	whole := loadSmall(t, n)
	streamedSt := store.New(dbtest.NewPool(t))
	res, err := bulk.Import(context.Background(), streamedSt, streamed(newGenerator(1, benchNow, n), n, 700), bulk.Options{Batch: 1000, At: benchNow})
	require.NoError(t, err)
	require.Equal(t, n, res.Jobs)
	require.Equal(t, n, res.Changes.Added)
	require.Equal(t, primaries(t, whole), primaries(t, streamedSt))
}

// Closing half the postings through the scraper's sync leaves half of them open
// and every dedupe key with an open posting shown once.
func TestCloseShare(t *testing.T) {
	t.Parallel()
	const n = 4000
	st := store.New(dbtest.NewPool(t))
	jobs := corpus(newGenerator(1, benchNow, n), n)
	_, err := bulk.Import(context.Background(), st, each(jobs), bulk.Options{Batch: 1000, At: benchNow})
	require.NoError(t, err)
	closed, err := closeShare(context.Background(), st, jobs, 0.5, 2, benchNow.Add(time.Hour))
	require.NoError(t, err)
	require.InDelta(t, n/2, closed, n/10)
	var open, shown, keysOpen int
	require.NoError(t, st.Pool().QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE closed_at IS NULL),
		count(*) FILTER (WHERE is_primary), count(DISTINCT dedupe_key) FILTER (WHERE closed_at IS NULL) FROM jobs`).
		Scan(&open, &shown, &keysOpen))
	require.Equal(t, n-closed, open)
	require.Equal(t, keysOpen, shown)
}
