package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestParametersCheckedAtTheEdge sends a NUL byte and invalid UTF-8 in every
// path parameter and in a query parameter of every route the engine serves:
// each is a 400 (not UTF-8) or 422 (NUL) naming the parameter, never a 500
// from the database (SQLSTATE 22021).
func TestParametersCheckedAtTheEdge(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, nil)
	send := func(method, target string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, "/", nil)
		req.URL.Path = ""
		u, err := req.URL.Parse(target)
		require.NoError(t, err)
		req.URL = u
		req.Header.Set(headerAPIKey, b.key)
		rec := httptest.NewRecorder()
		b.handler.ServeHTTP(rec, req)
		return rec
	}
	expect := func(rec *httptest.ResponseRecorder, status int, field, what string) {
		t.Helper()
		require.Equal(t, status, rec.Code, "%s: %s", what, rec.Body)
		var body errorBody
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &body), what)
		require.Equal(t, field, body.Error.Field, what)
	}
	for _, r := range b.srv.engine.Routes() {
		if r.Path == "/mcp" {
			continue
		}
		for _, bad := range []struct {
			raw    string
			status int
		}{{"%00", http.StatusUnprocessableEntity}, {"%FF", http.StatusBadRequest}, {"ab%00cd", http.StatusUnprocessableEntity}} {
			path, param := r.Path, ""
			for _, seg := range strings.Split(r.Path, "/") {
				if strings.HasPrefix(seg, ":") || strings.HasPrefix(seg, "*") {
					param = seg[1:]
					path = strings.Replace(path, seg, bad.raw, 1)
				}
			}
			if param != "" {
				expect(send(r.Method, path), bad.status, param, r.Method+" "+path)
			}
			expect(send(r.Method, strings.ReplaceAll(r.Path, ":", "x")+"?q="+bad.raw), bad.status, "q", r.Method+" "+r.Path+"?q="+bad.raw)
		}
	}
	// The two answers the issue found as 500s.
	expect(send(http.MethodDelete, "/v1/webhooks/%00"), http.StatusUnprocessableEntity, "id", "DELETE /v1/webhooks/%00")
	expect(send(http.MethodGet, "/v1/webhooks/deliveries?endpoint_id=%FF"), http.StatusBadRequest, "endpoint_id", "deliveries %FF")
}

// TestWebhookQueryParameters: the webhook GETs refuse unknown parameters and
// an endpoint_id that is not a UUID (422 naming it), and DELETE of an id that
// is not a UUID is webhook_not_found.
func TestWebhookQueryParameters(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	for _, c := range []struct {
		method, path string
		status       int
		code, field  string
	}{
		{http.MethodGet, "/v1/webhooks?limit=5", 422, "unknown_parameter", "limit"},
		{http.MethodGet, "/v1/webhooks/deliveries?endpiont_id=x", 422, "unknown_parameter", "endpiont_id"},
		{http.MethodGet, "/v1/webhooks/deliveries?endpoint_id=notauuid", 422, "invalid_field", "endpoint_id"},
		{http.MethodGet, "/v1/webhooks/deliveries?endpoint_id=0d4f9a52-6c1e-4a8e-9b7a-2f1c3d4e5f60", 200, "", ""},
		{http.MethodGet, "/v1/webhooks", 200, "", ""},
		{http.MethodDelete, "/v1/webhooks/notauuid", 404, "webhook_not_found", ""},
	} {
		r := b.do(t, c.method, c.path, nil)
		require.Equal(t, c.status, r.Status, "%s %s: %s", c.method, c.path, r.Body)
		if c.code != "" {
			e := r.errorBody(t)
			require.Equal(t, c.code, e.Code, c.path)
			require.Equal(t, c.field, e.Field, c.path)
		}
	}
}

// TestNullRefused: no request field is nullable, so a JSON null is a 400
// wrong_type naming the exact path, at any depth, never a silent default.
func TestNullRefused(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, nil)
	for body, field := range map[string]string{
		`{"query":null}`:                    "query",
		`{"query":"go","max_results":null}`: "max_results",
		`{"query":"go","location":null}`:    "location",
		`null`:                              "",
		`{"url":"https://example.com/h","events":[null]}`: "events[0]",
	} {
		path := "/v1/search-jobs"
		if strings.Contains(body, "url") {
			path = "/v1/webhooks"
		}
		r := b.do(t, http.MethodPost, path, body)
		require.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", body, r.Body)
		e := r.errorBody(t)
		require.Equal(t, "wrong_type", e.Code, body)
		require.Equal(t, field, e.Field, body)
	}
}

// TestSearchJobsIdempotencyKey: POST /v1/search-jobs honours Idempotency-Key:
// three replays are one billed call with the same answer.
func TestSearchJobsIdempotencyKey(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, nil)
	var first []byte
	for i := range 3 {
		r := b.do(t, http.MethodPost, "/v1/search-jobs", map[string]any{"query": "engineer", "location": "anywhere"},
			headerIdempotencyKey, "search-key-1")
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		if i == 0 {
			first = r.Body
			continue
		}
		require.Equal(t, "true", r.Header.Get(headerIdempotentReplay))
		require.Equal(t, string(first), string(r.Body))
	}
	r := b.do(t, http.MethodGet, "/v1/usage", nil)
	require.Equal(t, http.StatusOK, r.Status)
	require.Contains(t, string(r.Body), `"calls":1,`, "three replays, one billed call: %s", r.Body)
}
