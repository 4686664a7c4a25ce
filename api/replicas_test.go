package api

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
)

// roundRobin is a load balancer without affinity: request i goes to backend
// i mod n, whatever headers it carries.
type roundRobin struct {
	mu       sync.Mutex
	backends []*url.URL
	next     int
	served   []int
}

func newRoundRobin(t *testing.T, backends ...string) (*roundRobin, *httptest.Server) {
	t.Helper()
	rr := &roundRobin{served: make([]int, len(backends))}
	for _, b := range backends {
		u, err := url.Parse(b)
		require.NoError(t, err)
		rr.backends = append(rr.backends, u)
	}
	proxy := &httputil.ReverseProxy{Rewrite: func(pr *httputil.ProxyRequest) {
		rr.mu.Lock()
		i := rr.next % len(rr.backends)
		rr.next++
		rr.served[i]++
		rr.mu.Unlock()
		pr.SetURL(rr.backends[i])
	}, FlushInterval: -1}
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	return rr, srv
}

func (rr *roundRobin) counts() []int {
	rr.mu.Lock()
	defer rr.mu.Unlock()
	return append([]int(nil), rr.served...)
}

// replica is a second API process's worth of server on the bundle's Postgres,
// Redis and NATS, with the same services.
func (b *testBundle) replica(t *testing.T) *Server {
	t.Helper()
	s := New(Deps{Config: b.cfg, Store: b.store, Bus: b.bus, Redis: b.redis, Blobs: b.env.Blobs,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Registry: prometheus.NewRegistry(),
		Services: b.srv.svc, KeyCacheTTL: 50 * time.Millisecond})
	t.Cleanup(func() { _ = s.Close(context.Background()) })
	return s
}

// mcpBundle is a bundle whose salary, job and application services run
// without a worker, for MCP tests.
func mcpBundle(t *testing.T, configure func(*config.Config)) *testBundle {
	t.Helper()
	b := setup(t, setupOpts{noWorker: true, configure: configure})
	data, err := salary.Load()
	require.NoError(t, err)
	b.srv.svc.Salaries = salaryService{svc: salary.NewService(data, nil)}
	b.srv.svc.Jobs = jobsearch.New(b.store)
	b.srv.svc.Applies = newApplyService(application.Options{Store: b.store, BaseURL: b.cfg.PublicBaseURL})
	return b
}

// TestMCPAcrossReplicas runs the official SDK client through a round-robin
// proxy over two API replicas: initialize, tools/list and tools/call land on
// different replicas and all succeed, each call billed to the key's account;
// another account's key reaches no session (none is kept), and a missing or
// wrong key is a 401 with WWW-Authenticate.
func TestMCPAcrossReplicas(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, nil)
	r2 := b.replica(t)
	s1 := httptest.NewServer(b.handler)
	t.Cleanup(s1.Close)
	s2 := httptest.NewServer(r2.Handler())
	t.Cleanup(s2.Close)
	rr, lb := newRoundRobin(t, s1.URL, s2.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	connect := func(key string) *mcp.ClientSession {
		c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
		sess, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: lb.URL + "/mcp", MaxRetries: -1,
			HTTPClient: &http.Client{Transport: keyTransport{key: key, header: "Authorization"}}}, nil)
		require.NoError(t, err)
		t.Cleanup(func() { _ = sess.Close() })
		return sess
	}
	sess := connect(b.key)
	for i := range 3 {
		tools, err := sess.ListTools(ctx, nil)
		require.NoError(t, err, "tools/list %d", i)
		require.Len(t, tools.Tools, 7)
		res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: "salary_research",
			Arguments: map[string]any{"job_title": "Registered Nurse", "location": "Texas"}})
		require.NoError(t, err, "tools/call %d", i)
		require.False(t, res.IsError, "%v", res.Content)
	}
	served := rr.counts()
	require.Positive(t, served[0], "replica 1 served requests")
	require.Positive(t, served[1], "replica 2 served requests")

	// Another account's calls are its own, whichever replica serves them.
	_, otherKey, err := CreateAccount(ctx, b.store, "other@example.com", store.PlanPaid)
	require.NoError(t, err)
	other := connect(otherKey)
	res, err := other.CallTool(ctx, &mcp.CallToolParams{Name: "salary_research", Arguments: map[string]any{"job_title": "Registered Nurse"}})
	require.NoError(t, err)
	require.False(t, res.IsError)
	usageOf := func(key string) float64 {
		res, err := connect(key).CallTool(ctx, &mcp.CallToolParams{Name: "get_usage"})
		require.NoError(t, err)
		var u struct {
			Calls float64 `json:"calls"`
		}
		require.NoError(t, json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &u))
		return u.Calls
	}
	require.Eventually(t, func() bool { return usageOf(b.key) == 3 && usageOf(otherKey) == 1 }, 5*time.Second, 50*time.Millisecond,
		"three calls billed to the first account, one to the other")

	// No session outlives its request, so there is no stream for another
	// key to open and nothing for it to end.
	for _, method := range []string{http.MethodGet, http.MethodDelete} {
		req, _ := http.NewRequestWithContext(ctx, method, lb.URL+"/mcp", nil)
		req.Header.Set("Authorization", "Bearer "+otherKey)
		req.Header.Set("Mcp-Session-Id", "any-session")
		req.Header.Set("Accept", "text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_ = resp.Body.Close()
		require.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, method)
	}

	for key, code := range map[string]string{"": "missing_api_key", "ck_not-a-real-key": "invalid_api_key"} {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, lb.URL+"/mcp",
			strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
		require.Contains(t, resp.Header.Get("WWW-Authenticate"), `Bearer realm="careerkit"`)
		require.Contains(t, string(body), code)
	}
}

// TestMCPDatabaseOutage stops the API's Postgres (a private cluster): /mcp
// answers 503 with Retry-After, like every route, not 401.
func TestMCPDatabaseOutage(t *testing.T) {
	t.Parallel()
	pg := startClusterOrSkip(t)
	b := setup(t, setupOpts{noWorker: true, dbURL: pg.URL})
	srv := httptest.NewServer(b.handler)
	t.Cleanup(srv.Close)
	post := func() (*http.Response, string) {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp",
			strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set(headerAPIKey, b.key)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		return resp, string(body)
	}
	resp, body := post()
	require.Equal(t, http.StatusOK, resp.StatusCode, body)
	require.NoError(t, pg.Stop())
	time.Sleep(100 * time.Millisecond) // past the key cache
	resp, body = post()
	require.Equal(t, http.StatusServiceUnavailable, resp.StatusCode, body)
	require.NotEmpty(t, resp.Header.Get("Retry-After"))
	require.Contains(t, body, "database_unavailable")
	require.NoError(t, pg.Start())
}
