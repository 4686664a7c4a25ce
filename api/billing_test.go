package api

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

// post sends a POST with the bundle's key (or another, via headers) to replica i.
func (b *billingBundle) post(i int, path, body string, headers ...string) response {
	req := httptest.NewRequest(http.MethodPost, path, bytes.NewBufferString(body))
	req.Header.Set(headerAPIKey, b.key)
	req.Header.Set("Content-Type", "application/json")
	for j := 0; j+1 < len(headers); j += 2 {
		req.Header.Set(headers[j], headers[j+1])
	}
	rec := httptest.NewRecorder()
	b.replicas[i%len(b.replicas)].Handler().ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// countingProfiles answers optimize-profile and counts the work it did; a
// headline of "fail" is refused as an invalid request.
type countingProfiles struct {
	calls atomic.Int64
	delay time.Duration
}

func (p *countingProfiles) Optimize(_ context.Context, req ProfileRequest) (*writing.Profile, error) {
	n := p.calls.Add(1)
	time.Sleep(p.delay)
	return &writing.Profile{Headline: fmt.Sprintf("%s (work %d)", req.CurrentTitle, n)}, nil
}

func TestXRequestIDIsForTracingOnly(t *testing.T) {
	t.Parallel()
	t.Run("every distinct call is billed", func(t *testing.T) {
		t.Parallel()
		b := newBillingBundle(t, billingOpts{limits: "100000/1m"})
		for i := range 6 {
			path := []string{"/v1/salary-research?job_title=nurse", fmt.Sprintf("/v1/search-jobs?query=q%d", i)}[i%2]
			r := b.get(i, path, headerRequestID, "same-id-every-time")
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			require.Equal(t, "same-id-every-time", r.Header.Get(headerRequestID), "echoed for tracing")
		}
		require.Equal(t, []store.EndpointUsage{
			{Endpoint: "salary-research", Calls: 3, CostCents: 6},
			{Endpoint: "search-jobs", Calls: 3, CostCents: 15},
		}, b.stored(t))
	})
	t.Run("a replayed id is no free call", func(t *testing.T) {
		t.Parallel()
		b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 3, limits: "100000/1m"})
		for i := range 3 {
			r := b.get(0, "/v1/search-jobs?query=go", headerRequestID, "replayed")
			require.Equal(t, http.StatusOK, r.Status, "call %d: %s", i, r.Body)
		}
		r := b.get(0, "/v1/search-jobs?query=go", headerRequestID, "replayed")
		require.Equal(t, http.StatusPaymentRequired, r.Status, string(r.Body))
		rows := b.stored(t)
		require.Len(t, rows, 1)
		require.EqualValues(t, 3, rows[0].FreeCalls)
	})
}

func TestFirst402ReportsTheAllowance(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 10, limits: "100000/1m", keyCacheTTL: time.Minute})
	b.warm(t)
	res := make([]response, 60)
	var wg sync.WaitGroup
	for i := range res {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = b.get(i, "/v1/salary-research?job_title=nurse")
		}()
	}
	wg.Wait()
	refused := 0
	for _, r := range res {
		if r.Status == http.StatusPaymentRequired {
			refused++
			require.EqualValues(t, 10, r.errorBody(t).Details["used"], "used never exceeds the allowance")
		}
	}
	require.Equal(t, 50, refused)
}

func TestIdempotencyKey(t *testing.T) {
	t.Parallel()
	profiles := &countingProfiles{}
	b := newBillingBundle(t, billingOpts{replicas: 2, limits: "100000/1m", services: &Services{Profiles: profiles}})
	const body = `{"current_title":"Nurse","target_role":"ICU Nurse","skills":["BLS"]}`
	const reordered = `{ "skills": ["BLS"], "target_role": "ICU Nurse", "current_title": "Nurse" }`

	first := b.post(0, "/v1/optimize-profile", body, headerIdempotencyKey, "key-1")
	require.Equal(t, http.StatusOK, first.Status, string(first.Body))
	require.Empty(t, first.Header.Get(headerIdempotentReplay))
	for i, again := range []string{body, reordered, body} {
		r := b.post(i+1, "/v1/optimize-profile", again, headerIdempotencyKey, "key-1")
		require.Equal(t, first.Status, r.Status)
		require.Equal(t, string(first.Body), string(r.Body), "the stored first answer, byte for byte")
		require.Equal(t, "true", r.Header.Get(headerIdempotentReplay))
	}
	require.EqualValues(t, 1, profiles.calls.Load(), "the work is done once")

	r := b.post(0, "/v1/optimize-profile", `{"current_title":"Teacher","target_role":"Designer","skills":["LMS"]}`, headerIdempotencyKey, "key-1")
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	require.Equal(t, "idempotency_key_reused", r.errorBody(t).Code)
	require.Equal(t, "Idempotency-Key", r.errorBody(t).Field)

	// A first request that was refused leaves the key free: a fixed retry runs.
	r = b.post(0, "/v1/optimize-profile", `{"current_title":"Nurse","bogus":1}`, headerIdempotencyKey, "key-2")
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	r = b.post(1, "/v1/optimize-profile", body, headerIdempotencyKey, "key-2")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.EqualValues(t, 2, profiles.calls.Load())

	for _, bad := range []string{string(bytes.Repeat([]byte("k"), 201)), "has space", "tab\tkey"} {
		r = b.post(0, "/v1/optimize-profile", body, headerIdempotencyKey, bad)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		require.Equal(t, "Idempotency-Key", r.errorBody(t).Field)
	}

	// Keys belong to an account: another account's key-1 is its own.
	_, otherKey, err := CreateAccount(t.Context(), b.store, "other@example.com", store.PlanPaid)
	require.NoError(t, err)
	r = b.post(0, "/v1/optimize-profile", `{"current_title":"Chef","target_role":"Head Chef","skills":["ServSafe"]}`,
		headerIdempotencyKey, "key-1", headerAPIKey, otherKey)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Empty(t, r.Header.Get(headerIdempotentReplay))
	require.EqualValues(t, 3, profiles.calls.Load())

	// Two distinct successful calls of this account billed, replays not.
	rows := b.stored(t)
	require.Len(t, rows, 1)
	require.EqualValues(t, 2, rows[0].Calls)

	// After 24 h the key is forgotten.
	_, err = b.store.Pool().Exec(t.Context(), `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key IN ('key-1', 'key-2')`)
	require.NoError(t, err)
	r = b.post(0, "/v1/optimize-profile", body, headerIdempotencyKey, "key-1")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Empty(t, r.Header.Get(headerIdempotentReplay))
	n, err := b.store.IdempotencyPurge(t.Context(), 100)
	require.NoError(t, err)
	require.EqualValues(t, 2, n, "key-2 and the other account's key-1 expired; this key-1 was taken over")
}

func TestIdempotencyKeyConcurrentRetries(t *testing.T) {
	t.Parallel()
	profiles := &countingProfiles{delay: 300 * time.Millisecond}
	b := newBillingBundle(t, billingOpts{replicas: 2, limits: "100000/1m", keyCacheTTL: time.Minute,
		services: &Services{Profiles: profiles}})
	b.warm(t)
	const body = `{"current_title":"Electrician","target_role":"Lead Electrician","skills":["NEC"]}`
	res := make([]response, 12)
	var wg sync.WaitGroup
	for i := range res {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = b.post(i, "/v1/optimize-profile", body, headerIdempotencyKey, "burst")
		}()
	}
	wg.Wait()
	ran := 0
	for _, r := range res {
		switch r.Status {
		case http.StatusOK:
			if r.Header.Get(headerIdempotentReplay) == "" {
				ran++
			}
		case http.StatusConflict:
			require.Equal(t, "idempotency_key_in_flight", r.errorBody(t).Code)
			require.Equal(t, "1", r.Header.Get("Retry-After"))
		default:
			t.Fatalf("unexpected %d: %s", r.Status, r.Body)
		}
	}
	require.Equal(t, 1, ran)
	require.EqualValues(t, 1, profiles.calls.Load())
	rows := b.stored(t)
	require.Len(t, rows, 1)
	require.EqualValues(t, 1, rows[0].Calls)
}

func TestBodyMustBeUTF8(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{limits: "100000/1m", services: &Services{Profiles: &countingProfiles{}}})
	r := b.post(0, "/v1/optimize-profile", "{\"current_title\":\"Nurse\xff\xfe\",\"target_role\":\"ICU Nurse\"}")
	require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
	require.Equal(t, "invalid_utf8", r.errorBody(t).Code)
	require.Contains(t, r.errorBody(t).Message, "offset 23")
}

func TestFreeCallsNeedAConfirmedEmail(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 100, limits: "100000/1m"})
	acct, err := b.store.AccountCreate(t.Context(), store.AccountCreateParams{Email: "new@example.com", Unconfirmed: true})
	require.NoError(t, err)
	_, key, err := b.store.APIKeyCreate(t.Context(), acct.ID, "default")
	require.NoError(t, err)
	r := b.get(0, "/v1/salary-research?job_title=nurse", headerAPIKey, key)
	require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
	require.Equal(t, "email_unconfirmed", r.errorBody(t).Code)
	require.Equal(t, http.StatusOK, b.get(0, "/v1/usage", headerAPIKey, key).Status, "free routes still answer")

	_, err = b.store.AccountConfirmEmail(t.Context(), *acct.EmailConfirmToken)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		return b.get(0, "/v1/salary-research?job_title=nurse", headerAPIKey, key).Status == http.StatusOK
	}, 5*time.Second, 50*time.Millisecond, "confirmed: the key cache picks it up")
}
