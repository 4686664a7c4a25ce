package browser

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func start(t *testing.T, o Options) *Supervisor {
	t.Helper()
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	if FindChrome() == "" {
		t.Fatal("no Chromium: run `make services` (installs Debian's chromium)")
	}
	o.Logger = quiet()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := Start(ctx, o)
	require.NoError(t, err)
	t.Cleanup(s.Close)
	return s
}

func alive(pid int) bool {
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return false
	}
	f := strings.Fields(string(stat))
	return len(f) > 2 && f[2] != "Z"
}

func lease(t *testing.T, s *Supervisor) *Lease {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l, err := s.Lease(ctx)
	require.NoError(t, err)
	return l
}

// TestKilledBrowserIsReplaced: a SIGKILLed Chromium is noticed and replaced;
// a lease taken meanwhile waits for the new process.
func TestKilledBrowserIsReplaced(t *testing.T) {
	t.Parallel()
	prepared := atomic.Int64{}
	s := start(t, Options{Prepare: func(_ context.Context, p *Process) error {
		p.Value = prepared.Add(1)
		return nil
	}})
	before := lease(t, s)
	before.Release()
	first := before.P.PID
	require.NotZero(t, first)
	require.NoError(t, syscall.Kill(first, syscall.SIGKILL))
	require.Eventually(t, func() bool { return !before.P.Alive() }, 10*time.Second, 10*time.Millisecond,
		"the supervisor notices the death")

	l := lease(t, s)
	defer l.Release()
	require.True(t, l.P.Alive())
	require.NotEqual(t, first, l.P.PID)
	require.Equal(t, int64(2), l.P.Value, "every new process is prepared")
	st := s.Stats()
	require.Equal(t, int64(1), st.Crashes)
	require.Equal(t, int64(1), st.Restarts)
	require.Eventually(t, func() bool { return !alive(first) }, 5*time.Second, 20*time.Millisecond)
}

// TestRecycleWaitsForLeases: a recycled process serves its leases to the end;
// new leases go to the replacement at once.
func TestRecycleWaitsForLeases(t *testing.T) {
	t.Parallel()
	s := start(t, Options{})
	old := lease(t, s)
	s.Restart(old.P, "test")
	require.Eventually(t, func() bool { p := s.Stats().PID; return p != 0 && p != old.P.PID }, 30*time.Second, 10*time.Millisecond)
	require.True(t, old.P.Alive(), "a leased process is not closed under its user")
	next := lease(t, s)
	require.NotEqual(t, old.P.PID, next.P.PID)
	next.Release()
	old.Release()
	require.Eventually(t, func() bool { return !alive(old.P.PID) }, 10*time.Second, 20*time.Millisecond)
	require.Zero(t, s.Stats().Crashes)
	s.Restart(old.P, "stale") // about a process already replaced: ignored
	time.Sleep(100 * time.Millisecond)
	require.Equal(t, int64(1), s.Stats().Restarts)
}

// TestOfflineTabRefusesEveryRequest: a tab opened with the Offline policy
// never reaches a server, loopback included.
func TestOfflineTabRefusesEveryRequest(t *testing.T) {
	t.Parallel()
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { hits.Add(1) }))
	defer srv.Close()
	s := start(t, Options{})
	l := lease(t, s)
	defer l.Release()
	var decided atomic.Int64
	policy := func(ctx context.Context, e *fetch.EventRequestPaused) network.ErrorReason {
		decided.Add(1)
		return Offline(ctx, e)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tab, err := OpenTab(ctx, l.P, policy, nil)
	require.NoError(t, err)
	defer tab.Cancel()
	_ = chromedp.Run(tab.Ctx, chromedp.Navigate(srv.URL))
	require.Positive(t, decided.Load())
	require.Zero(t, hits.Load())
}

// TestGuardedTabLetsAllowedRequestsThrough: a policy that allows the request
// lets the page load.
func TestGuardedTabLetsAllowedRequestsThrough(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = io.WriteString(w, "<title>ok</title>")
	}))
	defer srv.Close()
	s := start(t, Options{})
	l := lease(t, s)
	defer l.Release()
	allow := func(context.Context, *fetch.EventRequestPaused) network.ErrorReason { return "" }
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tab, err := OpenTab(ctx, l.P, allow, nil)
	require.NoError(t, err)
	defer tab.Cancel()
	var title string
	require.NoError(t, chromedp.Run(tab.Ctx, chromedp.Navigate(srv.URL), chromedp.Title(&title)))
	require.Equal(t, "ok", title)
}

// TestPrepareFailureIsRetried: a process whose Prepare fails is not served;
// the supervisor starts another.
func TestPrepareFailureIsRetried(t *testing.T) {
	t.Parallel()
	var calls atomic.Int64
	s := start(t, Options{Prepare: func(context.Context, *Process) error {
		if calls.Add(1) == 2 {
			return errors.New("first replacement fails")
		}
		return nil
	}})
	first := lease(t, s)
	first.Release()
	require.NoError(t, syscall.Kill(first.P.PID, syscall.SIGKILL))
	require.Eventually(t, func() bool { return !first.P.Alive() }, 10*time.Second, 10*time.Millisecond)
	l := lease(t, s)
	defer l.Release()
	require.Equal(t, int64(3), calls.Load())
	require.Equal(t, int64(3), l.P.Gen)
}

func TestCloseRefusesLeases(t *testing.T) {
	t.Parallel()
	s := start(t, Options{})
	pid := s.Stats().PID
	s.Close()
	s.Close()
	_, err := s.Lease(context.Background())
	require.ErrorIs(t, err, ErrClosed)
	require.Eventually(t, func() bool { return !alive(pid) }, 5*time.Second, 20*time.Millisecond)
}

func TestMissingChromium(t *testing.T) {
	t.Parallel()
	_, err := Start(context.Background(), Options{ChromePath: "/nonexistent/chromium", Logger: quiet()})
	require.ErrorContains(t, err, "/nonexistent/chromium")
}
