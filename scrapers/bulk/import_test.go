package bulk_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/bulk"
	"github.com/careerkit/careerkit/scrapers/refresh"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

var at = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// demo is the demo snapshot (real postings as the board clients normalise
// them) five times over, each copy its own postings.
func demo(t *testing.T) []model.Job {
	t.Helper()
	snapshot, err := refresh.DemoJobs()
	require.NoError(t, err)
	var jobs []model.Job
	for k := range 5 {
		for _, j := range snapshot {
			suffix := fmt.Sprintf("-%d", k)
			j.ID += suffix
			j.BoardJobID += suffix
			j.DedupeKey += suffix
			jobs = append(jobs, j)
		}
	}
	require.Greater(t, len(jobs), 100)
	return jobs
}

// dump writes jobs as a JSON Lines dump, gzip-compressed if asked.
func dump(t *testing.T, jobs []model.Job, compress bool) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	for i := range jobs {
		require.NoError(t, enc.Encode(&jobs[i]))
	}
	if !compress {
		return b.Bytes()
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	_, err := zw.Write(b.Bytes())
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	return z.Bytes()
}

func searchIndexes(t *testing.T, st *store.Store) []string {
	t.Helper()
	rows, err := st.Pool().Query(context.Background(), `SELECT indexname FROM pg_indexes
		WHERE tablename = 'jobs' AND indexname IN ('jobs_search_idx', 'jobs_title_search_idx', 'jobs_recent_idx')
		ORDER BY 1`)
	require.NoError(t, err)
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	return names
}

func countDeferred(t *testing.T, st *store.Store) int {
	t.Helper()
	var n int
	require.NoError(t, st.Pool().QueryRow(context.Background(), "SELECT count(*) FROM job_deferred_indexes").Scan(&n))
	return n
}

// A dump read into an empty index lands whole, by several writers in small
// batches, with the search indexes built once at the end; the same dump again
// finds every posting unchanged and keeps the indexes up.
func TestImportADumpIntoAnEmptyIndex(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(dbtest.NewPool(t))
	jobs := demo(t)
	raw := dump(t, jobs, true)

	var progress []int
	res, err := bulk.Import(ctx, st, bulk.ReadJSONLines(bytes.NewReader(raw)),
		bulk.Options{Writers: 3, Batch: 17, At: at, Progress: func(done int) { progress = append(progress, done) }})
	require.NoError(t, err)
	require.Equal(t, len(jobs), res.Jobs)
	require.Equal(t, len(jobs), res.Changes.Added)
	require.True(t, res.Deferred)
	require.ElementsMatch(t, []string{"jobs_recent_idx", "jobs_search_idx", "jobs_title_search_idx"}, res.Built)
	require.Equal(t, res.Built, searchIndexes(t, st))
	require.Zero(t, countDeferred(t, st))
	require.Greater(t, len(progress), len(jobs)/17, "progress after every batch")
	require.Equal(t, len(jobs), progress[len(progress)-1])

	var total int
	require.NoError(t, st.Pool().QueryRow(ctx, "SELECT count(*) FROM jobs").Scan(&total))
	require.Equal(t, len(jobs), total)
	m, err := st.JobSearch(ctx, store.JobQuery{Text: jobs[0].Title})
	require.NoError(t, err)
	require.Positive(t, m.Total, "searches read the built indexes")

	again, err := bulk.Import(ctx, st, bulk.ReadJSONLines(bytes.NewReader(dump(t, jobs, false))), bulk.Options{At: at.Add(time.Hour)})
	require.NoError(t, err)
	require.Equal(t, len(jobs), again.Changes.Unchanged)
	require.False(t, again.Deferred, "a live index keeps its indexes")
	require.Empty(t, again.Built)
	require.Len(t, searchIndexes(t, st), 3)
}

// KeepIndexes loads an empty index the way a live one is written.
func TestImportCanKeepTheIndexesUp(t *testing.T) {
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	jobs := demo(t)[:50]
	res, err := bulk.Import(context.Background(), st, bulk.ReadJSONLines(bytes.NewReader(dump(t, jobs, false))),
		bulk.Options{KeepIndexes: true, At: at})
	require.NoError(t, err)
	require.Equal(t, 50, res.Changes.Added)
	require.False(t, res.Deferred)
	require.Len(t, searchIndexes(t, st), 3)
}

// A line that is not a posting the index takes is named by its number, and
// reading goes on past it.
func TestReadJSONLinesNamesTheBadLine(t *testing.T) {
	t.Parallel()
	jobs := demo(t)[:2]
	good := strings.Split(strings.TrimSpace(string(dump(t, jobs, false))), "\n")
	noURL := jobs[1]
	noURL.ApplyURL = "mailto:jobs@example.com"
	bad, err := json.Marshal(noURL)
	require.NoError(t, err)
	in := good[0] + "\n\n" + `{"id": "greenhouse-1", "title": ` + "\n" + string(bad) + "\r\n" + good[1] + "\n"

	var got []string
	var lines []int
	for j, err := range bulk.ReadJSONLines(strings.NewReader(in)) {
		if le := (*bulk.LineError)(nil); errors.As(err, &le) {
			lines = append(lines, le.Line)
			continue
		}
		require.NoError(t, err)
		got = append(got, j.ID)
	}
	require.Equal(t, []string{jobs[0].ID, jobs[1].ID}, got)
	require.Equal(t, []int{3, 4}, lines, "blank lines count")
	for _, err := range bulk.ReadJSONLines(strings.NewReader(string(bad))) {
		require.ErrorContains(t, err, "line 1: ")
		require.ErrorContains(t, err, "apply_url")
	}
}

// An import stopped by a bad posting keeps what it committed, builds the
// indexes it deferred, and says why it stopped; importing again finishes it.
func TestImportStopsAtTheFirstError(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(dbtest.NewPool(t))
	jobs := demo(t)[:60]
	broken := func(yield func(model.Job, error) bool) {
		for i, j := range jobs {
			if i == 40 && !yield(model.Job{}, &bulk.LineError{Line: 41, Err: errors.New("unexpected end of JSON input")}) {
				return
			}
			if !yield(j, nil) {
				return
			}
		}
	}
	res, err := bulk.Import(ctx, st, iter.Seq2[model.Job, error](broken), bulk.Options{Writers: 1, Batch: 10, At: at})
	require.ErrorContains(t, err, "line 41")
	require.Equal(t, 40, res.Jobs, "the batches before the bad line are written")
	require.True(t, res.Deferred)
	require.Len(t, searchIndexes(t, st), 3, "the indexes are built even so")
	require.Zero(t, countDeferred(t, st))

	res, err = bulk.Import(ctx, st, bulk.ReadJSONLines(bytes.NewReader(dump(t, jobs, false))), bulk.Options{At: at})
	require.NoError(t, err)
	require.Equal(t, 40, res.Changes.Unchanged)
	require.Equal(t, 20, res.Changes.Added)
}

// A write the database refuses stops every writer and is reported.
func TestImportReportsARefusedWrite(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st := store.New(dbtest.NewPool(t))
	_, err := st.Pool().Exec(ctx, "ALTER TABLE jobs ADD CONSTRAINT no_acme CHECK (company <> 'Refused Inc')")
	require.NoError(t, err)
	jobs := demo(t)
	jobs[len(jobs)/2].Company = "Refused Inc"
	_, err = bulk.Import(ctx, st, bulk.ReadJSONLines(bytes.NewReader(dump(t, jobs, false))), bulk.Options{Batch: 20, At: at})
	require.ErrorContains(t, err, "no_acme")
	require.Len(t, searchIndexes(t, st), 3)
}
