package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/salary"
)

func TestAuthAndTransportErrors(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	cases := []struct {
		name         string
		method, path string
		body         any
		headers      []string
		status       int
		code         string
	}{
		{"missing key", "GET", "/v1/search-jobs?query=go", nil, []string{headerAPIKey, ""}, 401, "missing_api_key"},
		{"garbage key", "GET", "/v1/search-jobs?query=go", nil, []string{headerAPIKey, "hunter2"}, 401, "invalid_api_key"},
		{"unknown key", "GET", "/v1/search-jobs?query=go", nil, []string{headerAPIKey, "ck_" + strings.Repeat("a", 43)}, 401, "invalid_api_key"},
		{"unknown route", "GET", "/v1/nope", nil, nil, 404, "route_not_found"},
		{"wrong method", "DELETE", "/v1/build-resume", nil, nil, 405, "method_not_allowed"},
		{"no content type", "POST", "/v1/build-resume", "{}", []string{"Content-Type", ""}, 415, "unsupported_media_type"},
		{"form content type", "POST", "/v1/build-resume", "a=b", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"},
		{"too large", "POST", "/v1/build-resume", `{"user_name":"` + strings.Repeat("a", 1<<20) + `"}`, nil, 413, "body_too_large"},
		{"bad application id", "GET", "/v1/applications/bad!id", nil, nil, 404, "application_not_found"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, tc.method, tc.path, tc.body, tc.headers...)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			require.Equal(t, tc.code, r.errorBody(t).Code)
		})
	}
}

func TestRevokedKeyIsRefused(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	keys, err := b.store.APIKeyList(t.Context(), b.account.ID)
	require.NoError(t, err)
	require.Equal(t, 501, b.do(t, "GET", "/v1/search-jobs?query=go", nil).Status)
	require.NoError(t, b.store.APIKeyRevoke(t.Context(), b.account.ID, keys[0].ID))
	require.Eventually(t, func() bool {
		return b.do(t, "GET", "/v1/search-jobs?query=go", nil).Status == 401
	}, 5e9, 20e6)
}

func TestRequestIDEchoedOrGenerated(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	r := b.do(t, "GET", "/healthz", nil, headerRequestID, "abc-123")
	require.Equal(t, "abc-123", r.Header.Get(headerRequestID))
	r = b.do(t, "GET", "/v1/nope", nil)
	id := r.Header.Get(headerRequestID)
	require.Len(t, id, 24)
	require.Equal(t, id, r.errorBody(t).RequestID)
}

func TestPanicIsRecoveredAsJSON500(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, services: Services{Salaries: panicky{}}})
	r := b.do(t, "GET", "/v1/salary-research?job_title=nurse", nil)
	require.Equal(t, http.StatusInternalServerError, r.Status)
	require.Equal(t, "internal_error", r.errorBody(t).Code)
}

func TestReadinessThroughWorker(t *testing.T) {
	t.Parallel()
	b := setup(t)
	r := b.do(t, "GET", "/readyz", nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Contains(t, string(r.Body), `"worker":"ok"`)

	lonely := setup(t, setupOpts{noWorker: true})
	r = lonely.do(t, "GET", "/readyz", nil)
	require.Equal(t, 503, r.Status, string(r.Body))
	require.Contains(t, string(r.Body), "no worker")
}

func TestMetricsExposed(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	b.srv.registry.MustRegister(Collectors()...)
	b.do(t, "GET", "/healthz", nil)
	r := b.do(t, "GET", "/metrics", nil)
	require.Equal(t, 200, r.Status)
	require.Contains(t, string(r.Body), `careerkit_http_requests_total{method="GET",route="/healthz",status="200"}`)
}

type panicky struct{}

func (panicky) Research(_ context.Context, _ SalaryQuery) (*salary.Result, error) { panic("boom") }

func TestLLMsTxt(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	req := httptest.NewRequest(http.MethodGet, "/llms.txt", nil)
	rec := httptest.NewRecorder()
	b.handler.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code)
	require.Contains(t, rec.Header().Get("Content-Type"), "text/plain")
	body := rec.Body.String()
	for _, want := range []string{"/v1/build-resume", "/v1/search-jobs", "/v1/auto-apply", "/v1/applications/{id}",
		"/v1/salary-research", "/v1/optimize-profile", "/v1/usage", "/v1/openapi.json", "X-API-Key", "Idempotency-Key",
		"0.25 USD per application, billed once when it is submitted", "Retry-After"} {
		require.Contains(t, body, want)
	}
	// Every /v1 route the engine serves is listed, webhooks included.
	for _, r := range b.srv.engine.Routes() {
		if strings.HasPrefix(r.Path, "/v1/") && r.Path != "/v1/openapi.json" && r.Path != "/v1/resumes/:file" {
			route := r.Method + " " + pathParam.ReplaceAllString(strings.ReplaceAll(r.Path, ":id", "{id}"), "{$1}")
			if r.Method == http.MethodPost && r.Path == "/v1/search-jobs" {
				continue // "POST takes the same as JSON", on the GET line
			}
			require.Contains(t, body, route)
		}
	}
}
