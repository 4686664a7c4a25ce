package refresh

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
)

// scaleHost is one board host of the scale test: it serves a two-posting
// Greenhouse board for any token, with an ETag, and counts requests in flight.
type scaleHost struct {
	srv            *httptest.Server
	inFlight, peak atomic.Int32
	full, notMod   atomic.Int32
}

func newScaleHost(t *testing.T, ip string) *scaleHost {
	h := &scaleHost{}
	ln, err := net.Listen("tcp", ip+":0")
	require.NoError(t, err)
	h.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := h.inFlight.Add(1)
		defer h.inFlight.Add(-1)
		for p := h.peak.Load(); n > p && !h.peak.CompareAndSwap(p, n); p = h.peak.Load() {
		}
		token := r.PathValue("token")
		etag := `"` + token + `-v1"`
		if r.Header.Get("If-None-Match") == etag {
			h.notMod.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.full.Add(1)
		time.Sleep(2 * time.Millisecond) // a board takes a moment to answer
		jobs := make([]map[string]any, 2)
		for i := range jobs {
			num, _ := strconv.Atoi(token[len("employer"):])
			id := float64(num*10 + i)
			jobs[i] = map[string]any{"id": id, "title": []string{"Registered Nurse", "Warehouse Associate"}[i],
				"company_name": "Employer " + token, "location": map[string]any{"name": []string{"Austin, TX", "Reno, NV"}[i]},
				"absolute_url":    "https://job-boards.greenhouse.io/" + token + "/jobs/" + strconv.Itoa(i),
				"first_published": "2026-11-20T10:00:00Z", "content": "&lt;p&gt;Full-time role, $52,000 - $64,000 a year.&lt;/p&gt;"}
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"jobs": jobs, "meta": map[string]any{"total": 2}})
	}))
	mux := http.NewServeMux()
	mux.Handle("GET /v1/boards/{token}/jobs", h.srv.Config.Handler)
	h.srv.Config.Handler = mux
	h.srv.Listener = ln
	h.srv.Start()
	t.Cleanup(h.srv.Close)
	return h
}

// pgWrites returns the rows inserted, updated and deleted and the transactions
// committed in the database so far.
func pgWrites(t *testing.T, pool *pgxpool.Pool) (rows, commits int64) {
	ctx := context.Background()
	_, err := pool.Exec(ctx, "SELECT pg_stat_force_next_flush()")
	require.NoError(t, err)
	require.NoError(t, pool.QueryRow(ctx, `SELECT tup_inserted + tup_updated + tup_deleted, xact_commit
		FROM pg_stat_database WHERE datname = current_database()`).Scan(&rows, &commits))
	return rows, commits
}

// TestScaleTenThousandSources refreshes 10,000 registered sources spread over 8
// board hosts through two scraper replicas (two Processes on one Redis, as two
// deployments would run): both schedule every source and enqueue the due ones,
// Asynq's uniqueness lets each run once. A second cycle finds every board
// unchanged (304). It records each cycle's duration, the peak of requests in
// flight on any host, and the rows Postgres wrote; CAREERKIT_SCALE_SOURCES
// overrides the count for a quick run.
func TestScaleTenThousandSources(t *testing.T) {
	if testing.Short() {
		t.Skip("refreshes 10,000 sources; skipped under -short")
	}
	n := 10000
	if v, err := strconv.Atoi(os.Getenv("CAREERKIT_SCALE_SOURCES")); err == nil && v > 0 {
		n = v
	}
	const hosts, replicas, perHost, concurrency = 8, 2, 2, 16
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	st := store.New(pool)
	var hs []*scaleHost
	for i := range hosts {
		hs = append(hs, newScaleHost(t, "127.0.0."+strconv.Itoa(i+1)))
	}
	sources := make([]board.Source, n)
	inputs := make([]store.SourceInput, n)
	for i := range sources {
		sources[i] = board.Source{Kind: board.KindGreenhouse, Token: fmt.Sprintf("employer%05d", i), BaseURL: hs[i%hosts].srv.URL}
		inputs[i] = store.SourceInput{Key: sources[i].Key(), Kind: board.KindGreenhouse, Token: sources[i].Token}
	}
	_, err := st.SourceImport(ctx, inputs)
	require.NoError(t, err)

	rdb, err := queue.NewRedis(ctx, servicetest.RedisURL())
	require.NoError(t, err)
	t.Cleanup(func() { _ = rdb.Close() })
	qs := queue.NamesFor(fmt.Sprintf("scale%d", time.Now().UnixNano()))
	insp := asynq.NewInspectorFromRedisClient(rdb)
	t.Cleanup(func() { _ = insp.DeleteQueue(qs.Scrape, true) })

	var procs []*Process
	for range replicas {
		fetch := board.New(board.NewHTTP(board.HTTPConfig{PerHost: perHost, Timeout: 10 * time.Second,
			BaseDelay: 10 * time.Millisecond, MaxDelay: 100 * time.Millisecond}))
		p := NewProcess(Options{Store: st, Redis: rdb, Queues: qs, Fetcher: fetch, Sources: sources,
			Every: 6 * time.Hour, StartSpread: 2 * time.Second, Concurrency: concurrency, Logger: discardLogger()})
		procs = append(procs, p)
	}
	runsDone := func() int {
		var c int
		require.NoError(t, pool.QueryRow(ctx, "SELECT count(*) FROM scrape_runs WHERE finished_at IS NOT NULL").Scan(&c))
		return c
	}
	rows0, commits0 := pgWrites(t, pool)
	start := time.Now()
	var wg sync.WaitGroup
	for _, p := range procs {
		wg.Add(1)
		go func() { defer wg.Done(); require.NoError(t, p.Start(ctx)) }()
	}
	wg.Wait()
	t.Cleanup(func() {
		for _, p := range procs {
			p.Stop()
		}
	})
	require.Eventually(t, func() bool { return runsDone() >= n }, 15*time.Minute, 200*time.Millisecond)
	cycle1 := time.Since(start)
	rows1, commits1 := pgWrites(t, pool)

	var dup, failed, open int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM (SELECT source_key FROM scrape_runs GROUP BY source_key HAVING count(*) > 1) d`).Scan(&dup))
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM scrape_runs WHERE error <> ''`).Scan(&failed))
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM jobs WHERE closed_at IS NULL`).Scan(&open))
	require.Zero(t, dup, "no source ran twice although both replicas enqueued it")
	require.Zero(t, failed)
	require.Equal(t, 2*n, open)
	peak := int32(0)
	for _, h := range hs {
		peak = max(peak, h.peak.Load())
	}
	require.LessOrEqual(t, peak, int32(perHost*replicas), "the per-host limit holds on every replica")

	// Cycle 2, the next period (the last successes moved a period back): both
	// replicas enqueue every source again; every board answers 304.
	_, err = pool.Exec(ctx, "UPDATE sources SET last_success_at = last_success_at - interval '6 hours'")
	require.NoError(t, err)
	start = time.Now()
	for range replicas {
		for _, src := range sources {
			task, err := NewTask(qs, src, 6*time.Hour, asynq.ProcessIn(startDelay(src.Key(), 2*time.Second)))
			require.NoError(t, err)
			if _, err := asynq.NewClientFromRedisClient(rdb).EnqueueContext(ctx, task); err != nil {
				require.ErrorIs(t, err, asynq.ErrDuplicateTask)
			}
		}
	}
	require.Eventually(t, func() bool { return runsDone() >= 2*n }, 15*time.Minute, 200*time.Millisecond)
	cycle2 := time.Since(start)
	rows2, commits2 := pgWrites(t, pool)
	var notMod int32
	for _, h := range hs {
		notMod += h.notMod.Load()
	}
	require.Equal(t, int32(n), notMod, "every board was asked conditionally and answered 304")
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM (SELECT source_key FROM scrape_runs GROUP BY source_key HAVING count(*) > 2) d`).Scan(&dup))
	require.Zero(t, dup)
	for _, h := range hs {
		peak = max(peak, h.peak.Load())
	}
	require.LessOrEqual(t, peak, int32(perHost*replicas))
	require.Less(t, rows2-rows1, rows1-rows0, "an unchanged cycle writes less")

	t.Logf("scale: %d sources on %d hosts, %d replicas × %d workers, %d per host per replica", n, hosts, replicas, concurrency, perHost)
	t.Logf("scale: cycle 1 (all new) %s (%.0f sources/s), rows written %d, commits %d", cycle1.Round(time.Millisecond),
		float64(n)/cycle1.Seconds(), rows1-rows0, commits1-commits0)
	t.Logf("scale: cycle 2 (all 304) %s (%.0f sources/s), rows written %d, commits %d", cycle2.Round(time.Millisecond),
		float64(n)/cycle2.Seconds(), rows2-rows1, commits2-commits1)
	t.Logf("scale: peak requests in flight on one host %d (limit %d per replica)", peak, perHost)
}
