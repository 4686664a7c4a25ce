package ratelimit_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/ratelimit"
)

func TestQuotaExactUnderConcurrency(t *testing.T) {
	t.Parallel()
	b := setup(t)
	q := ratelimit.NewQuota(b.rdb, b.ns, 100, nil)
	now := time.Date(2026, 3, 31, 23, 0, 0, 0, time.UTC)
	res := make([]ratelimit.Reservation, 150)
	errs := make([]error, 150)
	var wg sync.WaitGroup
	for i := range res {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i], errs[i] = q.Reserve(b.ctx, "acct", fmt.Sprintf("req-%d", i), now)
		}()
	}
	wg.Wait()
	allowed := 0
	for i, r := range res {
		require.NoError(t, errs[i])
		if r.Allowed {
			allowed++
		}
		require.Equal(t, time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), r.ResetsAt)
	}
	require.Equal(t, 100, allowed)
	used, err := q.Used(b.ctx, "acct", now)
	require.NoError(t, err)
	require.Equal(t, 100, used)

	next, err := q.Reserve(b.ctx, "acct", "req-april", now.Add(time.Hour))
	require.NoError(t, err)
	require.True(t, next.Allowed, "a new month starts a new allowance")
	require.Equal(t, 1, next.Used)
}

func TestQuotaReleaseAndReplay(t *testing.T) {
	t.Parallel()
	b := setup(t)
	q := ratelimit.NewQuota(b.rdb, b.ns, 2, nil)
	now := time.Now()
	cases := []struct {
		name    string
		id      string
		release bool
		allowed bool
		used    int
	}{
		{"first", "a", false, true, 1},
		{"failed call released", "b", true, true, 2},
		{"slot free again", "c", false, true, 2},
		{"replay counts once", "a", false, true, 2},
		{"over the limit", "d", false, false, 2},
	}
	for _, tc := range cases {
		r, err := q.Reserve(b.ctx, "acct", tc.id, now)
		require.NoError(t, err, tc.name)
		require.Equal(t, tc.allowed, r.Allowed, tc.name)
		require.Equal(t, tc.used, r.Used, tc.name)
		if tc.release {
			require.NoError(t, q.Release(b.ctx, r), tc.name)
		}
	}
	used, err := q.Used(b.ctx, "acct", now)
	require.NoError(t, err)
	require.Equal(t, 2, used)
}

func TestQuotaRebuildsFromDurableRecord(t *testing.T) {
	t.Parallel()
	b := setup(t)
	billed := []string{"x1", "x2", "x3"}
	seed := func(_ context.Context, accountID string, from, to time.Time) ([]string, error) {
		require.Equal(t, "acct", accountID)
		require.Equal(t, 1, from.Day())
		require.Equal(t, from.AddDate(0, 1, 0), to)
		return billed, nil
	}
	q := ratelimit.NewQuota(b.rdb, b.ns, 4, seed)
	used, err := q.Used(b.ctx, "acct", time.Now())
	require.NoError(t, err)
	require.Equal(t, 3, used)
	r, err := q.Reserve(b.ctx, "acct", "x4", time.Now())
	require.NoError(t, err)
	require.True(t, r.Allowed)
	require.Equal(t, 4, r.Used)
	r, err = q.Reserve(b.ctx, "acct", "x5", time.Now())
	require.NoError(t, err)
	require.False(t, r.Allowed)
}

func TestQuotaZeroAllowance(t *testing.T) {
	t.Parallel()
	b := setup(t)
	q := ratelimit.NewQuota(b.rdb, b.ns, 0, nil)
	r, err := q.Reserve(b.ctx, "acct", "a", time.Now())
	require.NoError(t, err)
	require.False(t, r.Allowed)
	require.Zero(t, r.Used)
}

// TestQuotaForgetsClaimsOfDeadReplicas: a replica killed between claiming a
// free call and recording or releasing it leaves a claim nobody was served for.
// Once older than any call runs and absent from the durable record (free usage,
// claims held by rounds in flight), it stops counting; recorded, held, recent and
// undated claims all still count.
func TestQuotaForgetsClaimsOfDeadReplicas(t *testing.T) {
	t.Parallel()
	b := setup(t)
	now := time.Now()
	old := now.Add(-time.Hour)
	recorded, held, orphan1, orphan2 := ratelimit.NewCallID(old), ratelimit.NewCallID(old), ratelimit.NewCallID(old), ratelimit.NewCallID(old)
	recent := ratelimit.NewCallID(now)
	seed := func(context.Context, string, time.Time, time.Time) ([]string, error) {
		return []string{recorded, held}, nil
	}
	q := ratelimit.NewQuota(b.rdb, b.ns, 6, seed).WithStaleAfter(time.Minute)
	for _, id := range []string{recorded, held, orphan1, orphan2, recent, "undated"} {
		r, err := q.Reserve(b.ctx, "acct", id, now)
		require.NoError(t, err)
		require.True(t, r.Allowed, id)
	}
	used, err := q.Used(b.ctx, "acct", now)
	require.NoError(t, err)
	require.Equal(t, 4, used, "the two orphans are forgotten; recorded, held, recent and undated count")

	// At the limit, a new call first forgets orphans instead of being refused.
	for range 2 {
		r, err := q.Reserve(b.ctx, "acct", ratelimit.NewCallID(now), now)
		require.NoError(t, err)
		require.True(t, r.Allowed)
	}
	none := func(context.Context, string, time.Time, time.Time) ([]string, error) { return nil, nil }
	stale := ratelimit.NewQuota(b.rdb, b.ns+"x", 2, none).WithStaleAfter(time.Minute)
	for _, id := range []string{orphan1, orphan2} {
		r, err := stale.Reserve(b.ctx, "acct", id, now)
		require.NoError(t, err)
		require.True(t, r.Allowed)
	}
	r, err := stale.Reserve(b.ctx, "acct", ratelimit.NewCallID(now), now)
	require.NoError(t, err)
	require.True(t, r.Allowed, "the orphans make room")
	require.Equal(t, 1, r.Used)
}

// TestTokenMemberReadsBackTheClaim: a held claim's token names its call id for
// its own month only.
func TestTokenMemberReadsBackTheClaim(t *testing.T) {
	t.Parallel()
	b := setup(t)
	now := time.Now()
	id := ratelimit.NewCallID(now)
	r, err := ratelimit.NewQuota(b.rdb, b.ns, 5, nil).Reserve(b.ctx, "acct", id, now)
	require.NoError(t, err)
	from := time.Date(now.UTC().Year(), now.UTC().Month(), 1, 0, 0, 0, 0, time.UTC)
	member, ok := ratelimit.TokenMember(r.Token(), from)
	require.True(t, ok)
	require.Equal(t, id, member)
	_, ok = ratelimit.TokenMember(r.Token(), from.AddDate(0, -1, 0))
	require.False(t, ok, "another month's claim")
	_, ok = ratelimit.TokenMember("malformed", from)
	require.False(t, ok)
}

// Callers racing past the limit never refuse each other while a call is still
// free: with the allowance nearly used, many concurrent claims get exactly the
// calls left, round after round, seeded from a durable record or not.
func TestQuotaRacePastTheLimitIsExact(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seed := func(context.Context, string, time.Time, time.Time) ([]string, error) { return nil, nil }
	for round := range 30 {
		var q *ratelimit.Quota
		if round%2 == 0 {
			q = ratelimit.NewQuota(b.rdb, b.ns, 40, nil)
		} else {
			q = ratelimit.NewQuota(b.rdb, b.ns, 40, seed)
		}
		acct := fmt.Sprintf("acct-%d", round)
		now := time.Now()
		for i := range 35 {
			r, err := q.Reserve(b.ctx, acct, fmt.Sprintf("pre-%d", i), now)
			require.NoError(t, err)
			require.True(t, r.Allowed)
		}
		const n = 64
		allowed := make([]bool, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				r, err := q.Reserve(b.ctx, acct, fmt.Sprintf("race-%d", i), now)
				if err == nil {
					allowed[i] = r.Allowed
				}
			}()
		}
		close(start)
		wg.Wait()
		got := 0
		for _, a := range allowed {
			if a {
				got++
			}
		}
		require.Equal(t, 5, got, "round %d: the 5 calls left go to 5 of the racing callers", round)
		used, err := q.Used(b.ctx, acct, now)
		require.NoError(t, err)
		require.Equal(t, 40, used)
	}
}
