package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

// billingBundle is one or more API replicas on one database, one Redis and one
// namespace, as production runs them, with fake services that answer 200.
type billingBundle struct {
	replicas []*Server
	store    *store.Store
	cfg      *config.Config
	key      string
	account  *store.Account
}

type billingOpts struct {
	replicas    int
	plan        string
	limits      string // RATE_LIMITS_* for both plans; default: the configured default
	freeCalls   int
	keyCacheTTL time.Duration
	redisURL    string
	services    *Services // default: okService everywhere
}

// okService answers every capability with a small 200 body.
type okService struct{}

func (okService) Research(context.Context, SalaryQuery) (*salary.Result, error) {
	return &salary.Result{JobTitle: "x"}, nil
}
func (okService) Search(context.Context, SearchQuery) (*jobsearch.Result, error) {
	return &jobsearch.Result{}, nil
}
func (okService) Optimize(context.Context, ProfileRequest) (*writing.Profile, error) {
	return &writing.Profile{Headline: "x"}, nil
}

func newBillingBundle(t testing.TB, o billingOpts) *billingBundle {
	t.Helper()
	if o.replicas == 0 {
		o.replicas = 1
	}
	if o.plan == "" {
		o.plan = store.PlanPaid
	}
	if o.redisURL == "" {
		o.redisURL = servicetest.RedisURL()
	}
	cfg, err := config.Load()
	require.NoError(t, err)
	cfg.Namespace = servicetest.Namespace()
	if o.limits != "" {
		cfg.RateLimitsFree, cfg.RateLimitsPaid = o.limits, o.limits
	}
	cfg.FreeTierCalls = o.freeCalls
	require.NoError(t, cfg.Validate())
	url := dbtest.NewURL(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	b := &billingBundle{cfg: cfg}
	for i := range o.replicas {
		pool, err := db.Open(context.Background(), url)
		require.NoError(t, err)
		t.Cleanup(pool.Close)
		st := store.New(pool)
		if i == 0 {
			b.store = st
			b.account, b.key, err = CreateAccount(context.Background(), st, "agent@example.com", o.plan)
			require.NoError(t, err)
		}
		opt, err := redis.ParseURL(o.redisURL)
		require.NoError(t, err)
		opt.PoolSize = 32
		opt.MaxRetries = -1
		rdb := redis.NewClient(opt)
		t.Cleanup(func() { _ = rdb.Close() })
		svc := Services{Salaries: okService{}, Jobs: okService{}, Profiles: okService{}}
		if o.services != nil {
			svc = *o.services
		}
		s := New(Deps{Config: cfg, Store: st, Redis: rdb, Logger: log, KeyCacheTTL: o.keyCacheTTL, Services: svc})
		t.Cleanup(func() { _ = s.Close(context.Background()) })
		b.replicas = append(b.replicas, s)
	}
	return b
}

// get sends a GET with the bundle's key to replica i.
func (b *billingBundle) get(i int, path string, headers ...string) response {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Header.Set(headerAPIKey, b.key)
	for j := 0; j+1 < len(headers); j += 2 {
		req.Header.Set(headers[j], headers[j+1])
	}
	rec := httptest.NewRecorder()
	b.replicas[i%len(b.replicas)].Handler().ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// warm fills every replica's key cache so a burst measures the limiter, not
// 300 simultaneous key lookups.
func (b *billingBundle) warm(t testing.TB) {
	t.Helper()
	for _, s := range b.replicas {
		_, err := s.authenticate(context.Background(), b.key)
		require.NoError(t, err)
	}
}

func TestRateLimitSharedAcrossReplicas(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{replicas: 2, keyCacheTTL: time.Minute})
	b.warm(t)
	const n = 300
	res := make([]response, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res[i] = b.get(i, "/v1/salary-research?job_title=nurse")
		}()
	}
	began := time.Now()
	close(start)
	wg.Wait()
	span := time.Since(began)
	ok, limited := 0, 0
	for _, r := range res {
		require.Equal(t, "100", r.Header.Get(headerRateLimit))
		require.NotEmpty(t, r.Header.Get(headerRateRemaining))
		switch r.Status {
		case http.StatusOK:
			ok++
			require.Empty(t, r.Header.Get(headerRateReset))
		case http.StatusTooManyRequests:
			limited++
			reset, err := strconv.Atoi(r.Header.Get(headerRateReset))
			require.NoError(t, err, "X-RateLimit-Reset is whole seconds")
			require.GreaterOrEqual(t, reset, 1)
			require.LessOrEqual(t, reset, 60)
			require.Equal(t, r.Header.Get(headerRateReset), r.Header.Get("Retry-After"))
			require.Equal(t, "0", r.Header.Get(headerRateRemaining))
			e := r.errorBody(t)
			require.Equal(t, "rate_limited", e.Code)
			require.Contains(t, e.Message, "100 requests per minute")
		default:
			t.Fatalf("unexpected status %d: %s", r.Status, r.Body)
		}
	}
	// The limiter is a GCRA token bucket: 100 at once, then one more every 0.6 s.
	// A burst that outlasts 0.6 s on a loaded machine may rightly admit one more.
	t.Logf("300 requests over 2 replicas in %s: %d succeeded, %d refused", span.Round(time.Millisecond), ok, limited)
	refills := int(span / (600 * time.Millisecond))
	require.GreaterOrEqual(t, ok, 100)
	require.LessOrEqual(t, ok, 100+refills)
	require.Equal(t, n, ok+limited)
}

// TestRateLimitLongerWindows trips the 15-minute and daily windows on their own,
// with short configured windows standing in for them.
func TestRateLimitLongerWindows(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name      string
		limits    string
		allowed   int
		limit     string
		resetMin  int
		resetMax  int
		thenAfter time.Duration // 0: do not wait for the refill
	}{
		{"burst window refills", "100/1m,3/2s", 3, "3", 1, 1, 700 * time.Millisecond},
		{"daily-style window", "100/1m,500/15m,4/1h", 4, "4", 899, 900, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := newBillingBundle(t, billingOpts{replicas: 2, limits: tc.limits})
			for i := range tc.allowed {
				r := b.get(i, "/v1/salary-research?job_title=nurse")
				require.Equal(t, http.StatusOK, r.Status, string(r.Body))
				require.Equal(t, tc.limit, r.Header.Get(headerRateLimit), "the tightest window is reported")
				require.Equal(t, strconv.Itoa(tc.allowed-1-i), r.Header.Get(headerRateRemaining))
			}
			r := b.get(0, "/v1/salary-research?job_title=nurse")
			require.Equal(t, http.StatusTooManyRequests, r.Status)
			require.Equal(t, tc.limit, r.Header.Get(headerRateLimit))
			reset, err := strconv.Atoi(r.Header.Get(headerRateReset))
			require.NoError(t, err)
			require.GreaterOrEqual(t, reset, tc.resetMin)
			require.LessOrEqual(t, reset, tc.resetMax)
			if tc.thenAfter > 0 {
				time.Sleep(tc.thenAfter)
				require.Equal(t, http.StatusOK, b.get(1, "/v1/salary-research?job_title=nurse").Status)
			}
		})
	}
}

func TestRateLimitHeadersOnEveryResponse(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{})
	paths := []struct {
		path   string
		status int
	}{
		{"/v1/salary-research?job_title=nurse", 200},
		{"/v1/salary-research", 422},
		{"/v1/applications/abcdefgh12", 501},
		{"/v1/usage", 200},
	}
	for i, p := range paths {
		r := b.get(0, p.path)
		require.Equal(t, p.status, r.Status, string(r.Body))
		require.Equal(t, "100", r.Header.Get(headerRateLimit), p.path)
		require.Equal(t, strconv.Itoa(99-i), r.Header.Get(headerRateRemaining), p.path)
	}
}

func TestRedisDownRefusesWith503(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{redisURL: "redis://127.0.0.1:1/0"})
	r := b.get(0, "/v1/salary-research?job_title=nurse")
	require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
	require.Equal(t, "rate_limiter_unavailable", r.errorBody(t).Code)
	require.Equal(t, "5", r.Header.Get("Retry-After"))
}

func TestRevokedKeyRefusedByOtherReplica(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{replicas: 2}) // default 2 s key cache
	for i := range 2 {
		require.Equal(t, http.StatusOK, b.get(i, "/v1/salary-research?job_title=nurse").Status)
	}
	keys, err := b.store.APIKeyList(t.Context(), b.account.ID)
	require.NoError(t, err)
	require.NoError(t, b.store.APIKeyRevoke(t.Context(), b.account.ID, keys[0].ID)) // through replica 0's store
	start := time.Now()
	require.Eventually(t, func() bool {
		return b.get(1, "/v1/salary-research?job_title=nurse").Status == http.StatusUnauthorized
	}, 5*time.Second, 20*time.Millisecond)
	t.Logf("replica 1 refused the revoked key after %s", time.Since(start).Round(time.Millisecond))
}

func TestPeriodName(t *testing.T) {
	t.Parallel()
	cases := []struct {
		d    time.Duration
		want string
	}{{time.Minute, "minute"}, {15 * time.Minute, "15 minutes"}, {24 * time.Hour, "24 hours"}, {2 * time.Second, "2 seconds"}, {1500 * time.Millisecond, "1.5s"}}
	for _, tc := range cases {
		t.Run(tc.want, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, periodName(tc.d))
		})
	}
}
