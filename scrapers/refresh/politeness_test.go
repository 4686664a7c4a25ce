package refresh

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// TestUnchangedBoardIsTouchedNotRead: a registered board that answers 304 to
// the validators of its last run is not parsed or diffed; its open postings are
// marked seen, and the run says not modified.
func TestUnchangedBoardIsTouchedNotRead(t *testing.T) {
	t.Parallel()
	b := setup(t)
	body := readTestdata(t, "greenhouse.json")
	var conditional, full atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == `"v1"` {
			conditional.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		full.Add(1)
		w.Header().Set("ETag", `"v1"`)
		writeJSON(w, body)
	}))
	t.Cleanup(srv.Close)
	src, err := board.ParseSource("greenhouse:northwind")
	require.NoError(t, err)
	src.BaseURL = srv.URL
	_, err = b.st.SourceSeed(b.ctx, []store.SourceInput{{Key: src.Key(), Kind: src.Kind, Token: src.Token}})
	require.NoError(t, err)

	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, 2, rep.Added)
	first, err := b.st.JobGetByID(b.ctx, "greenhouse-7100000001")
	require.NoError(t, err)

	time.Sleep(5 * time.Millisecond)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.True(t, rep.NotModified)
	require.Equal(t, 2, rep.Unchanged)
	require.Contains(t, rep.String(), "not modified")
	require.Equal(t, int32(1), full.Load())
	require.Equal(t, int32(1), conditional.Load())
	again, err := b.st.JobGetByID(b.ctx, "greenhouse-7100000001")
	require.NoError(t, err)
	require.True(t, again.LastSeen.After(first.LastSeen), "seen by the 304 run")

	srcs, err := b.st.SourceList(b.ctx, "greenhouse", false)
	require.NoError(t, err)
	require.Equal(t, 2, srcs[0].Postings)
	require.NotNil(t, srcs[0].LastSuccessAt)
}

// TestFailingSourceBacksOff: a registered source that fails is not run again
// by the scheduled task until its backoff has passed; the wait doubles.
func TestFailingSourceBacksOff(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "greenhouse:broken")
	_, err := b.st.SourceSeed(b.ctx, []store.SourceInput{{Key: src.Key(), Kind: src.Kind, Token: src.Token}})
	require.NoError(t, err)
	payload, err := json.Marshal(TaskPayload{Source: src.Key(), BaseURL: src.BaseURL})
	require.NoError(t, err)
	task := asynq.NewTask(queue.TypeScrapeRun, payload)
	h := NewHandler(b.runner)

	require.Error(t, h.ProcessTask(b.ctx, task))
	srcs, err := b.st.SourceList(b.ctx, "", false)
	require.NoError(t, err)
	require.Equal(t, 1, srcs[0].Failures)
	require.NotNil(t, srcs[0].NextRunAt)
	wait := time.Until(*srcs[0].NextRunAt)
	require.InDelta(t, failureBackoff.Seconds(), wait.Seconds(), 60)

	require.NoError(t, h.ProcessTask(b.ctx, task), "backing off: skipped, not failed")
	runs, err := b.st.ScrapeRunList(b.ctx, src.Key(), 10)
	require.NoError(t, err)
	require.Len(t, runs, 1, "no second request while backing off")

	// After the backoff the next failure waits twice as long.
	next, err := b.st.SourceRecordFailure(b.ctx, src.Key(), time.Now(), "again", failureBackoff)
	require.NoError(t, err)
	require.InDelta(t, (2 * failureBackoff).Seconds(), time.Until(next).Seconds(), 60)
}

// TestSecondReplicaRunIsSkipped: Asynq's uniqueness lock ends when a run
// succeeds, so a second replica can enqueue a source the first has just run;
// the handler skips a run less than half a period after the last success.
func TestSecondReplicaRunIsSkipped(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "greenhouse:smarterdx")
	_, err := b.st.SourceSeed(b.ctx, []store.SourceInput{{Key: src.Key(), Kind: src.Kind, Token: src.Token}})
	require.NoError(t, err)
	task, err := NewTask(queue.NamesFor("t"), src, 6*time.Hour)
	require.NoError(t, err)
	h := NewHandler(b.runner)
	require.NoError(t, h.ProcessTask(b.ctx, task))
	require.NoError(t, h.ProcessTask(b.ctx, task), "the other replica's copy")
	runs, err := b.st.ScrapeRunList(b.ctx, src.Key(), 10)
	require.NoError(t, err)
	require.Len(t, runs, 1, "run once")

	// Half a period later it is due again.
	b.runner.now = func() time.Time { return time.Now().Add(3*time.Hour + time.Minute) }
	require.NoError(t, h.ProcessTask(b.ctx, task))
	runs, err = b.st.ScrapeRunList(b.ctx, src.Key(), 10)
	require.NoError(t, err)
	require.Len(t, runs, 2)
}
