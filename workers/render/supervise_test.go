package render

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

// processAlive reports whether pid still runs (and is not a zombie).
func processAlive(pid int) bool {
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return false
	}
	fields := strings.Fields(string(stat))
	return len(fields) > 2 && fields[2] != "Z"
}

// renderers returns the renderer processes whose parent chain reaches pid.
func renderers(t *testing.T, browserPID int) []int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	require.NoError(t, err)
	var out []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmdline, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil || !strings.Contains(string(cmdline), "--type=renderer") {
			continue
		}
		for p, hops := pid, 0; p > 1 && hops < 5; hops++ {
			stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(p), "stat"))
			if err != nil {
				break
			}
			f := strings.Fields(string(stat))
			p, _ = strconv.Atoi(f[3])
			if p == browserPID {
				out = append(out, pid)
				break
			}
		}
	}
	return out
}

// waitBusy waits until n tabs are rendering, plus a moment so the renders are
// well under way (a 20,000-paragraph document takes seconds to print).
func waitBusy(t *testing.T, p *Pool, n int64) {
	t.Helper()
	require.Eventually(t, func() bool { return p.Stats().Busy == n }, 20*time.Second, 5*time.Millisecond)
	time.Sleep(150 * time.Millisecond)
}

// renderAll starts n slow renders and returns their errors once all are done.
func renderAll(p *Pool, n int, html []byte) []error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_, errs[i] = p.PDF(context.Background(), html, "letter")
		})
	}
	wg.Wait()
	return errs
}

// TestBrowserKilled kills Chromium while renders are in flight: they fail
// cleanly with ErrCrashed, and the next render succeeds on a new browser.
func TestBrowserKilled(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 2})
	oldPID := p.Stats().BrowserPID
	require.NotZero(t, oldPID)

	done := make(chan []error, 1)
	go func() { done <- renderAll(p, 2, heavyHTML(20000)) }()
	waitBusy(t, p, 2)
	require.NoError(t, syscall.Kill(oldPID, syscall.SIGKILL))

	for _, err := range <-done {
		require.Error(t, err, "a render killed mid-way cannot succeed")
		require.ErrorIs(t, err, ErrCrashed)
		ae, ok := apperr.As(err)
		require.True(t, ok)
		require.Equal(t, apperr.KindUnavailable, ae.Kind)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pdf, err := p.PDF(ctx, warmupHTML(t), "letter")
	require.NoError(t, err)
	require.Contains(t, pdftotext(t, pdf), "Jane Doe")

	s := p.Stats()
	require.GreaterOrEqual(t, s.Crashes, int64(1))
	require.GreaterOrEqual(t, s.Restarts, int64(1))
	require.NotEqual(t, oldPID, s.BrowserPID)
	require.Eventually(t, func() bool { return !processAlive(oldPID) }, 5*time.Second, 50*time.Millisecond)
}

// TestRendererCrash kills the tabs' renderer processes: the renders in flight
// fail with ErrCrashed, the tabs are replaced, and the browser keeps running.
func TestRendererCrash(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 2})
	pid := p.Stats().BrowserPID

	done := make(chan []error, 1)
	go func() { done <- renderAll(p, 2, heavyHTML(20000)) }()
	waitBusy(t, p, 2)
	victims := renderers(t, pid)
	require.NotEmpty(t, victims)
	for _, r := range victims {
		_ = syscall.Kill(r, syscall.SIGKILL)
	}
	for _, err := range <-done {
		require.ErrorIs(t, err, ErrCrashed)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for range 4 {
		_, err := p.PDF(ctx, warmupHTML(t), "a4")
		require.NoError(t, err)
	}
	s := p.Stats()
	require.Equal(t, pid, s.BrowserPID, "a renderer crash must not restart the browser")
	require.GreaterOrEqual(t, s.Crashes, int64(1))
}

// TestRecycleAfterMaxRenders restarts the browser every 3 renders without
// failing any render.
func TestRecycleAfterMaxRenders(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 2, MaxRendersPerBrowser: 3, Warmup: warmupHTML(t)})
	first := p.Stats().BrowserPID
	pids := map[int]bool{first: true}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	html := warmupHTML(t)
	for i := 0; p.Stats().Restarts < 2; i++ {
		_, err := p.PDF(ctx, html, "letter")
		require.NoError(t, err, "render %d", i)
		pids[p.Stats().BrowserPID] = true
		time.Sleep(20 * time.Millisecond)
	}
	pids[p.Stats().BrowserPID] = true
	delete(pids, 0)
	require.GreaterOrEqual(t, len(pids), 3, "each recycle starts a new browser process")
	require.Zero(t, p.Stats().Failures)
	require.Eventually(t, func() bool { return !processAlive(first) }, 10*time.Second, 50*time.Millisecond,
		"the recycled browser must exit")
}

// TestRestartWaitsForNewBrowser: a render that arrives while the browser is
// down waits for the replacement instead of failing.
func TestRestartWaitsForNewBrowser(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 1})
	pid := p.Stats().BrowserPID
	require.NoError(t, syscall.Kill(pid, syscall.SIGKILL))
	// Once the pool has noticed (BrowserPID drops to 0 or changes), callers wait.
	require.Eventually(t, func() bool { return p.Stats().BrowserPID != pid }, 5*time.Second, 5*time.Millisecond)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err := p.PDF(ctx, warmupHTML(t), "letter")
	require.NoError(t, err)
	require.NotEqual(t, pid, p.Stats().BrowserPID)
}

// TestClose stops the browser and refuses further renders.
func TestClose(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 1})
	pid := p.Stats().BrowserPID
	p.Close()
	p.Close()
	require.Eventually(t, func() bool { return !processAlive(pid) }, 5*time.Second, 20*time.Millisecond)
	_, err := p.PDF(context.Background(), warmupHTML(t), "letter")
	require.True(t, errors.Is(err, ErrClosed), "got %v", err)
}
