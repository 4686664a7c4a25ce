package api

import (
	"fmt"
	"net/http"
	"os/exec"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
)

// privateRedis is a redis-server the test owns, so it may stop and restart it.
type privateRedis struct {
	port int
	cmd  *exec.Cmd
}

func startRedis(t *testing.T) *privateRedis {
	t.Helper()
	r := &privateRedis{port: dbtest.FreePort(t)}
	require.NoError(t, r.start())
	t.Cleanup(r.stop)
	return r
}

func (r *privateRedis) url() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", r.port) }

func (r *privateRedis) start() error {
	r.cmd = exec.Command("redis-server", "--port", fmt.Sprint(r.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--daemonize", "no")
	if err := r.cmd.Start(); err != nil {
		return fmt.Errorf("start redis-server (make services installs it): %w", err)
	}
	for range 100 {
		if exec.Command("redis-cli", "-p", fmt.Sprint(r.port), "ping").Run() == nil {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("private redis-server did not answer on port %d", r.port)
}

func (r *privateRedis) stop() {
	if r.cmd != nil && r.cmd.Process != nil {
		_ = r.cmd.Process.Kill()
		_ = r.cmd.Wait()
	}
}

// TestOutagesAnswer503 restarts the API's Postgres and Redis (private servers,
// never the machine's) under load: every answer is a 200 or a 503 with
// Retry-After, never a 500, and the same process serves again afterwards.
func TestOutagesAnswer503(t *testing.T) {
	t.Parallel()
	pg := startClusterOrSkip(t)
	rd := startRedis(t)
	b := setup(t, setupOpts{noWorker: true, dbURL: pg.URL, redisURL: rd.url()})
	b.srv.svc.Jobs = jobsearch.New(b.store)
	b.srv.svc.Applies = newApplyService(application.Options{Store: b.store, BaseURL: b.cfg.PublicBaseURL})
	// Each call reads Postgres (the key cache lives 50 ms) and Redis (limits).
	calls := []struct {
		path   string
		header []string
		ok     int
	}{
		{"/v1/search-jobs?query=engineer&location=anywhere", nil, http.StatusOK},
		{"/v1/usage", nil, http.StatusOK},
		{"/v1/applications/ap_0123456789abcdef", nil, http.StatusNotFound},
		{"/dashboard/", []string{"Cookie", "ck_session=not-a-session"}, http.StatusSeeOther},
	}
	for _, c := range calls {
		r := b.do(t, http.MethodGet, c.path, nil, c.header...)
		require.Equal(t, c.ok, r.Status, "%s before the outage: %s", c.path, r.Body)
	}

	var (
		mu       sync.Mutex
		statuses = map[int]int{}
		bad      []string
		stop     atomic.Bool
		wg       sync.WaitGroup
	)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; !stop.Load(); i++ {
				c := calls[(w+i)%len(calls)]
				r := b.do(t, http.MethodGet, c.path, nil, c.header...)
				mu.Lock()
				statuses[r.Status]++
				if r.Status != c.ok && (r.Status != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "") && len(bad) < 5 {
					bad = append(bad, fmt.Sprintf("%s %d %s", c.path, r.Status, r.Body))
				}
				mu.Unlock()
				time.Sleep(5 * time.Millisecond)
			}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	require.NoError(t, pg.Stop())
	time.Sleep(time.Second)
	require.NoError(t, pg.Start())
	time.Sleep(500 * time.Millisecond)
	rd.stop()
	time.Sleep(time.Second)
	require.NoError(t, rd.start())
	time.Sleep(500 * time.Millisecond)
	stop.Store(true)
	wg.Wait()

	t.Logf("answers during the restarts: %v", statuses)
	require.Empty(t, bad, "every answer is the normal one or a 503 with Retry-After")
	require.Zero(t, statuses[http.StatusInternalServerError])
	require.Positive(t, statuses[http.StatusServiceUnavailable], "the outages were seen")
	for _, c := range calls {
		require.Eventually(t, func() bool {
			return b.do(t, http.MethodGet, c.path, nil, c.header...).Status == c.ok
		}, 20*time.Second, 100*time.Millisecond, "%s recovers without a restart", c.path)
	}
}

func startClusterOrSkip(t *testing.T) *dbtest.Cluster {
	t.Helper()
	return dbtest.StartCluster(t)
}
