package api

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
)

// stored returns the account's stored events this month.
func (b *billingBundle) stored(t testing.TB) []store.EndpointUsage {
	t.Helper()
	from, to := metering.MonthOf(time.Now())
	rows, err := b.store.UsageByEndpoint(context.Background(), b.account.ID, from, to)
	require.NoError(t, err)
	return rows
}

func TestFreeTierExactlyTheAllowance(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{replicas: 2, plan: store.PlanFree, freeCalls: 100,
		limits: "100000/1m", keyCacheTTL: time.Minute})
	b.warm(t)
	for i := range 10 { // invalid requests (4xx) are not counted
		r := b.get(i, "/v1/salary-research?job_title=%20")
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	}
	require.Equal(t, http.StatusNotImplemented, b.get(0, "/v1/applications/abcdefgh12").Status)

	const n = 150
	res := make([]response, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = b.get(i, "/v1/salary-research?job_title=nurse")
		}()
	}
	wg.Wait()
	ok, refused := 0, 0
	for _, r := range res {
		switch r.Status {
		case http.StatusOK:
			ok++
		case http.StatusPaymentRequired:
			refused++
			e := r.errorBody(t)
			require.Equal(t, "free_tier_exhausted", e.Code)
			require.Contains(t, e.Message, "Upgrade to paid")
			require.Contains(t, e.Message, b.cfg.PublicBaseURL+"/dashboard")
			require.EqualValues(t, 100, e.Details["free_calls_per_month"])
		default:
			t.Fatalf("unexpected %d: %s", r.Status, r.Body)
		}
	}
	require.Equal(t, 100, ok)
	require.Equal(t, 50, refused)
	require.Equal(t, []store.EndpointUsage{{Endpoint: "salary-research", Calls: 100, FreeCalls: 100, CostCents: 0}}, b.stored(t))

	// The usage endpoint is not billed and still answers.
	r := b.get(1, "/v1/usage")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Contains(t, string(r.Body), `"free_tier":{"calls_per_month":100,"used":100,"remaining":0`)
}

func TestFreeTierSequentialHundredAndFirst(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 100, limits: "100000/1m"})
	for i := range 100 {
		r := b.get(0, "/v1/search-jobs?query=go")
		require.Equal(t, http.StatusOK, r.Status, "call %d: %s", i+1, r.Body)
		if i%10 == 0 {
			require.Equal(t, http.StatusUnprocessableEntity, b.get(0, "/v1/search-jobs?query=go&max_results=99").Status)
		}
	}
	r := b.get(0, "/v1/search-jobs?query=go")
	require.Equal(t, http.StatusPaymentRequired, r.Status, string(r.Body))
	require.Equal(t, "free_tier_exhausted", r.errorBody(t).Code)

	// Upgrading lifts the allowance; the key cache picks the plan up within its TTL.
	require.NoError(t, b.store.AccountSetPlan(t.Context(), b.account.ID, store.PlanPaid))
	require.Eventually(t, func() bool { return b.get(0, "/v1/search-jobs?query=go").Status == http.StatusOK }, 5*time.Second, 50*time.Millisecond)
	rows := b.stored(t)
	require.Len(t, rows, 1)
	require.EqualValues(t, 101, rows[0].Calls)
	require.EqualValues(t, 100, rows[0].FreeCalls)
	require.EqualValues(t, 5, rows[0].CostCents)
}

func TestMeteringCountsEveryCallOnce(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{replicas: 2, limits: "100000/1m"})
	calls := func(from, to int) {
		for i := from; i < to; i++ {
			path := []string{"/v1/salary-research?job_title=nurse", "/v1/search-jobs?query=go"}[i%2]
			r := b.get(i, path, headerRequestID, fmt.Sprintf("call-%03d", i))
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		}
	}
	calls(0, 37)
	calls(30, 37) // X-Request-Id is for tracing: reusing one is a new call, billed

	for range 3 { // neither billed nor counted
		require.Equal(t, http.StatusOK, b.get(0, "/v1/usage").Status)
		require.Equal(t, http.StatusUnprocessableEntity, b.get(0, "/v1/search-jobs").Status)
	}
	// 23 salary-research calls (2 cents) and 21 search-jobs calls (5 cents).
	require.Equal(t, []store.EndpointUsage{
		{Endpoint: "salary-research", Calls: 23, CostCents: 46},
		{Endpoint: "search-jobs", Calls: 21, CostCents: 105},
	}, b.stored(t))
}

// TestUsageStoredBeforeTheAnswer reads the usage events the moment each
// answer arrives: every billed call is already in Postgres, so a replica that
// dies right after answering has lost nothing.
func TestUsageStoredBeforeTheAnswer(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{limits: "100000/1m"})
	s := b.replicas[0]
	ctx, cancel := context.WithCancel(t.Context())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	base := "http://" + ln.Addr().String()
	from, to := metering.MonthOf(time.Now())
	for i := range 25 {
		req, _ := http.NewRequest(http.MethodGet, base+"/v1/salary-research?job_title=nurse", nil)
		req.Header.Set(headerAPIKey, b.key)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err, i)
		_ = resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		rows, err := b.store.UsageByEndpoint(t.Context(), b.account.ID, from, to)
		require.NoError(t, err)
		require.Equal(t, []store.EndpointUsage{{Endpoint: "salary-research", Calls: int64(i + 1), CostCents: int64(2 * (i + 1))}}, rows,
			"call %d is stored when its answer arrives", i)
	}
	cancel()
	require.NoError(t, <-done)
}

func TestFailedCallsAreNotBilled(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 2, limits: "100000/1m",
		services: &Services{Salaries: failingSalaries{}}})
	for range 5 {
		r := b.get(0, "/v1/salary-research?job_title=nurse")
		require.Equal(t, http.StatusInternalServerError, r.Status, string(r.Body))
	}
	require.True(t, strings.Contains(string(b.get(0, "/v1/usage").Body), `"used":0`))
	require.Empty(t, b.stored(t))
}

type failingSalaries struct{}

func (failingSalaries) Research(context.Context, SalaryQuery) (*salary.Result, error) { panic("boom") }

func TestRateLimitedCallsDoNotUseTheAllowance(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 100, limits: "2/1m"})
	statuses := make([]int, 5)
	for i := range statuses {
		statuses[i] = b.get(0, "/v1/salary-research?job_title=nurse").Status
	}
	require.Equal(t, []int{200, 200, 429, 429, 429}, statuses)
	used, err := b.replicas[0].quota.Used(t.Context(), b.account.ID, time.Now())
	require.NoError(t, err)
	require.Equal(t, 2, used)
}
