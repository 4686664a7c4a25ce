package refresh

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/store"
)

func TestRunAddsUpdatesAndCloses(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "greenhouse:smarterdx")

	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Added: 2}, rep.JobChanges)
	require.Equal(t, 2, rep.Fetched)
	require.Regexp(t, `^greenhouse:smarterdx: added 2, updated 0, closed 0, unchanged 0 \(in \d+ ms\)$`, rep.String())

	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Unchanged: 2}, rep.JobChanges)

	b.boards.dropJob(7100000002)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Closed: 1, Unchanged: 1}, rep.JobChanges)
	_, err = b.st.JobGetByID(b.ctx, "greenhouse-7100000002")
	require.ErrorIs(t, err, store.ErrNotFound)

	runs, err := b.st.ScrapeRunList(b.ctx, src.Key(), 10)
	require.NoError(t, err)
	require.Len(t, runs, 3)
	require.Equal(t, 1, runs[0].Closed)
	require.Empty(t, runs[0].Error)
	require.NotNil(t, runs[0].FinishedAt)
}

func TestFailedRunsCloseNothing(t *testing.T) {
	t.Parallel()
	cases := []struct {
		token     string
		cause     error
		permanent bool
	}{
		{"html", board.ErrHTML, true},
		{"truncated", board.ErrDecode, true},
		{"garbage", board.ErrNotJSON, true},
		{"broken", board.ErrStatus, false},
		{"slow", board.ErrTimeout, false},
		{"empty", ErrEmptyListing, true},
	}
	for _, tc := range cases {
		t.Run(tc.token, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			// The source first indexes the real listing under its key, then the
			// board starts failing.
			good := b.boards.source(t, "greenhouse:smarterdx")
			jobs, err := testClient().Fetch(b.ctx, good)
			require.NoError(t, err)
			key := "greenhouse:" + tc.token
			for i := range jobs {
				jobs[i].SourceKey = key
			}
			_, err = b.st.JobSync(b.ctx, key, jobs, t0)
			require.NoError(t, err)

			rep, err := b.runner.Run(b.ctx, b.boards.source(t, key), RunOptions{})
			require.Error(t, err)
			require.ErrorIs(t, err, tc.cause)
			require.Equal(t, tc.permanent, permanent(err))
			require.Zero(t, rep.Closed)

			open, err := b.st.JobOpenCount(b.ctx, key)
			require.NoError(t, err)
			require.Equal(t, 2, open, "a failed run closes nothing")
			runs, err := b.st.ScrapeRunList(b.ctx, key, 1)
			require.NoError(t, err)
			require.Len(t, runs, 1)
			require.NotEmpty(t, runs[0].Error)
			require.Contains(t, runs[0].Error, key)
			require.NotNil(t, runs[0].FinishedAt)
		})
	}
}

func TestEmptyListingClosesWhenAllowed(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "greenhouse:empty")
	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err, "an empty listing of a source with nothing indexed is fine")
	require.Equal(t, store.JobChanges{}, rep.JobChanges)

	jobs, err := testClient().Fetch(b.ctx, b.boards.source(t, "greenhouse:smarterdx"))
	require.NoError(t, err)
	for i := range jobs {
		jobs[i].SourceKey = src.Key()
	}
	_, err = b.st.JobSync(b.ctx, src.Key(), jobs, t0)
	require.NoError(t, err)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{AllowEmpty: true})
	require.NoError(t, err)
	require.Equal(t, 2, rep.Closed)
}

func TestLiveRunRetiresTheDemo(t *testing.T) {
	t.Parallel()
	b := setup(t)
	n, err := ImportDemo(b.ctx, b.st, t0)
	require.NoError(t, err)
	demo, err := DemoJobs()
	require.NoError(t, err)
	require.Equal(t, len(demo), n)
	n, err = ImportDemo(b.ctx, b.st, t0)
	require.NoError(t, err)
	require.Zero(t, n, "the demo is imported into an empty index only")

	_, err = b.runner.Run(b.ctx, b.boards.source(t, "greenhouse:html"), RunOptions{})
	require.Error(t, err)
	states, err := b.st.JobStatesBySource(b.ctx, store.DemoSourcePrefix)
	require.NoError(t, err)
	for _, s := range states {
		require.Nil(t, s.ClosedAt, "a failed live run leaves the demo in place")
	}

	rep, err := b.runner.Run(b.ctx, b.boards.source(t, "remotive"), RunOptions{})
	require.NoError(t, err)
	require.Equal(t, len(demo), rep.DemoClosed)
	require.Contains(t, rep.String(), "retired")
	// The live copies of the demo's remotive jobs take over as primaries.
	live, err := b.st.JobStatesBySource(b.ctx, "remotive")
	require.NoError(t, err)
	require.Len(t, live, 3)
	for _, s := range live {
		require.True(t, s.IsPrimary, s.ID)
	}
}

func TestPermanentClassifiesWrappedErrors(t *testing.T) {
	t.Parallel()
	require.True(t, permanent(&board.Error{Source: "x", Err: board.ErrNotFound}))
	require.False(t, permanent(errors.New("connection refused")))
}

func TestRunCountsUnknownLocations(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(readTestdata(t, "remotive.json"), &doc))
	doc["jobs"].([]any)[0].(map[string]any)["candidate_required_location"] = "Qwertyville Industrial Estate"
	raw, err := json.Marshal(doc)
	require.NoError(t, err)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, raw) }))
	t.Cleanup(srv.Close)
	src, err := board.ParseSource("remotive")
	require.NoError(t, err)
	src.BaseURL = srv.URL

	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err, "an unknown location never fails a scrape")
	require.Equal(t, 3, rep.Added)
	require.Equal(t, 1, rep.Unresolved)
	require.Contains(t, rep.String(), "1 with unknown locations")
	runs, err := b.st.ScrapeRunList(b.ctx, src.Key(), 1)
	require.NoError(t, err)
	require.Equal(t, 1, runs[0].UnresolvedLocations)
}

func TestUnconfiguredSourceIsSkippedNotFailed(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "usajobs")
	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err, "a source without its key is not a failure")
	require.True(t, rep.NotConfigured)
	require.Contains(t, rep.String(), "not configured")
	runs, err := b.st.ScrapeRunList(b.ctx, "usajobs", 10)
	require.NoError(t, err)
	require.Empty(t, runs, "no failed run recorded")
}
