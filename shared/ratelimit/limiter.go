package ratelimit

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// Window is one rate limit: at most Requests per Period, up to Requests at once.
type Window struct {
	Requests int
	Period   time.Duration
}

// Result is the outcome of one request against all of a subject's windows.
type Result struct {
	Allowed bool
	// Window is the tightest window (fewest requests left) when allowed, and the
	// refusing window with the longest wait when not.
	Window Window
	// Remaining is how many more requests Window lets through right now.
	Remaining int
	// RetryAfter is how long until a request can pass every window; 0 when allowed.
	RetryAfter time.Duration
}

// Limiter checks a subject (an account) against several windows at once.
type Limiter struct {
	rdb    redis.UniversalClient
	rl     *redis_rate.Limiter
	prefix string
}

// New returns a Limiter whose Redis keys live under namespace.
func New(rdb redis.UniversalClient, namespace string) *Limiter {
	return &Limiter{rdb: rdb, rl: redis_rate.NewLimiter(rdb), prefix: namespace + ":rl:"}
}

// Allow counts one request of subject against every window. The windows' checks
// travel in one pipeline, so the cost is one Redis round trip whatever their
// number (see batchClient). A refused request is taken back from the windows
// that had let it through, so hammering a full 1-minute window does not drain the
// 15-minute and daily ones. Any Redis error is returned: the caller must not let
// the request in.
func (l *Limiter) Allow(ctx context.Context, subject string, windows []Window) (Result, error) {
	if len(windows) == 0 {
		return Result{Allowed: true, Remaining: -1}, nil
	}
	res := make([]*redis_rate.Result, len(windows))
	errs := make([]error, len(windows))
	rl := l.rl
	if len(windows) > 1 {
		rl = redis_rate.NewLimiter(newBatchClient(l.rdb, len(windows)))
	}
	l.each(len(windows), func(i int) {
		res[i], errs[i] = rl.AllowN(ctx, l.key(subject, windows[i]), limitOf(windows[i]), 1)
	})
	for i, err := range errs {
		if err != nil {
			return Result{}, fmt.Errorf("ratelimit: check %s window %d/%s: %w", subject, windows[i].Requests, windows[i].Period, err)
		}
	}
	refused := -1
	for i, r := range res {
		if r.Allowed == 0 && (refused < 0 || r.RetryAfter > res[refused].RetryAfter) {
			refused = i
		}
	}
	if refused >= 0 {
		if err := l.refund(ctx, subject, windows, res); err != nil {
			return Result{}, err
		}
		return Result{Window: windows[refused], RetryAfter: res[refused].RetryAfter}, nil
	}
	tight, left := 0, remaining(windows[0], res[0])
	for i := 1; i < len(res); i++ {
		if n := remaining(windows[i], res[i]); n < left {
			tight, left = i, n
		}
	}
	return Result{Allowed: true, Window: windows[tight], Remaining: left}, nil
}

// remaining derives the requests left from ResetAfter. redis_rate's own Remaining
// is a float truncated to an integer inside Redis, so 99.0 can come back as 98;
// the epsilon absorbs that rounding.
func remaining(w Window, r *redis_rate.Result) int {
	interval := w.Period.Seconds() / float64(w.Requests)
	n := int(math.Floor((w.Period.Seconds()-r.ResetAfter.Seconds())/interval + 1e-6))
	return max(0, min(n, w.Requests))
}

// refund gives back the request to the windows that counted it. GCRA stores one
// timestamp per key, so a cost of -1 moves it back by exactly one emission interval.
func (l *Limiter) refund(ctx context.Context, subject string, windows []Window, res []*redis_rate.Result) error {
	errs := make([]error, len(windows))
	l.each(len(windows), func(i int) {
		if res[i].Allowed > 0 {
			_, errs[i] = l.rl.AllowN(ctx, l.key(subject, windows[i]), limitOf(windows[i]), -1)
		}
	})
	for _, err := range errs {
		if err != nil {
			return fmt.Errorf("ratelimit: refund %s: %w", subject, err)
		}
	}
	return nil
}

// Reset forgets subject's counts in every window (for operators and tests).
func (l *Limiter) Reset(ctx context.Context, subject string, windows []Window) error {
	for _, w := range windows {
		if err := l.rl.Reset(ctx, l.key(subject, w)); err != nil {
			return fmt.Errorf("ratelimit: reset %s: %w", subject, err)
		}
	}
	return nil
}

// each runs fn(0..n-1) concurrently, the first on the calling goroutine.
func (l *Limiter) each(n int, fn func(i int)) {
	if n == 1 {
		fn(0)
		return
	}
	var wg sync.WaitGroup
	wg.Add(n - 1)
	for i := 1; i < n; i++ {
		go func() {
			defer wg.Done()
			fn(i)
		}()
	}
	fn(0)
	wg.Wait()
}

func (l *Limiter) key(subject string, w Window) string {
	return l.prefix + subject + ":" + strconv.FormatInt(w.Period.Milliseconds(), 10)
}

func limitOf(w Window) redis_rate.Limit {
	return redis_rate.Limit{Rate: w.Requests, Burst: w.Requests, Period: w.Period}
}

// Refund gives back one request of subject to every window, for callers that
// count only some outcomes (log-in failures): call it after an Allow whose
// request turned out not to count.
func (l *Limiter) Refund(ctx context.Context, subject string, windows []Window) error {
	res := make([]*redis_rate.Result, len(windows))
	for i := range res {
		res[i] = &redis_rate.Result{Allowed: 1}
	}
	return l.refund(ctx, subject, windows, res)
}
