package ratelimit_test

import (
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/ratelimit"
)

func TestLimiterExactUnderConcurrency(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l := ratelimit.New(b.rdb, b.ns)
	windows := []ratelimit.Window{{100, time.Minute}, {500, 15 * time.Minute}, {50000, 24 * time.Hour}}
	results := make([]ratelimit.Result, 300)
	errs := make([]error, 300)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			results[i], errs[i] = l.Allow(b.ctx, "acct", windows)
		}()
	}
	began := time.Now()
	close(start)
	wg.Wait()
	refills := int(time.Since(began) / (600 * time.Millisecond)) // GCRA frees one every 0.6 s
	allowed := 0
	for i, r := range results {
		require.NoError(t, errs[i])
		if r.Allowed {
			allowed++
			continue
		}
		require.Equal(t, 100, r.Window.Requests)
		require.Positive(t, r.RetryAfter)
		require.LessOrEqual(t, r.RetryAfter, time.Second)
	}
	require.GreaterOrEqual(t, allowed, 100)
	require.LessOrEqual(t, allowed, 100+refills)

	// The refused requests were given back to the longer windows: only the
	// admitted ones, and this one, count there.
	l2 := ratelimit.New(b.rdb, b.ns)
	r, err := l2.Allow(b.ctx, "acct", windows[1:])
	require.NoError(t, err)
	require.True(t, r.Allowed)
	require.Equal(t, 500-allowed-1, r.Remaining)
}

func TestLimiterReportsTightestWindow(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l := ratelimit.New(b.rdb, b.ns)
	windows := []ratelimit.Window{{10, time.Minute}, {3, time.Hour}}
	for i, want := range []int{2, 1, 0} {
		r, err := l.Allow(b.ctx, "acct", windows)
		require.NoError(t, err, i)
		require.True(t, r.Allowed)
		require.Equal(t, windows[1], r.Window)
		require.Equal(t, want, r.Remaining)
	}
	r, err := l.Allow(b.ctx, "acct", windows)
	require.NoError(t, err)
	require.False(t, r.Allowed)
	require.Equal(t, windows[1], r.Window)
	require.InDelta(t, 20*time.Minute, r.RetryAfter, float64(time.Second))

	other, err := l.Allow(b.ctx, "other", windows)
	require.NoError(t, err)
	require.True(t, other.Allowed, "accounts do not share limits")
}

// TestLimiterShortWindows drives a longer window to refusal and through its
// refill with windows short enough to wait for.
func TestLimiterShortWindows(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l := ratelimit.New(b.rdb, b.ns)
	windows := []ratelimit.Window{{100, time.Minute}, {4, 2 * time.Second}}
	for range 4 {
		r, err := l.Allow(b.ctx, "acct", windows)
		require.NoError(t, err)
		require.True(t, r.Allowed)
	}
	r, err := l.Allow(b.ctx, "acct", windows)
	require.NoError(t, err)
	require.False(t, r.Allowed)
	require.Equal(t, windows[1], r.Window)
	require.LessOrEqual(t, r.RetryAfter, 500*time.Millisecond)
	time.Sleep(r.RetryAfter + 20*time.Millisecond)
	r, err = l.Allow(b.ctx, "acct", windows)
	require.NoError(t, err)
	require.True(t, r.Allowed, "the window refills one request per period/requests")
}

func TestLimiterRedisDown(t *testing.T) {
	t.Parallel()
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 100 * time.Millisecond})
	t.Cleanup(func() { _ = dead.Close() })
	l := ratelimit.New(dead, "x")
	_, err := l.Allow(t.Context(), "acct", []ratelimit.Window{{1, time.Minute}, {2, time.Hour}})
	require.Error(t, err)
}

// TestLimiterSurvivesScriptFlush: after Redis forgets its scripts, redis_rate
// falls back from EVALSHA to EVAL, outside the batch.
func TestLimiterSurvivesScriptFlush(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l := ratelimit.New(b.rdb, b.ns)
	windows := []ratelimit.Window{{10, time.Minute}, {20, time.Hour}, {30, 24 * time.Hour}}
	r, err := l.Allow(b.ctx, "acct", windows)
	require.NoError(t, err)
	require.True(t, r.Allowed)
	require.NoError(t, b.rdb.ScriptFlush(b.ctx).Err())
	r, err = l.Allow(b.ctx, "acct", windows)
	require.NoError(t, err)
	require.True(t, r.Allowed)
	require.Equal(t, 8, r.Remaining)
}
