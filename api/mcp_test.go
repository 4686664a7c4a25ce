package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// keyTransport adds an API key to every request of the MCP client.
type keyTransport struct{ key, header string }

func (k keyTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if k.header == "Authorization" {
		r.Header.Set("Authorization", "Bearer "+k.key)
	} else if k.key != "" {
		r.Header.Set(headerAPIKey, k.key)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// TestMCPServer drives /mcp with the official Go SDK's client over streamable
// HTTP against the real stack: tools are listed with schemas and annotations,
// calls go through the REST routes' limits, billing and validation, and a
// session without a key is refused.
func TestMCPServer(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, func(c *config.Config) { c.RateLimitsPaid = "6/1m" })
	srv := httptest.NewServer(b.handler)
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	connect := func(key, header string) (*mcp.ClientSession, error) {
		c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
		return c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL + "/mcp", MaxRetries: -1,
			HTTPClient: &http.Client{Transport: keyTransport{key: key, header: header}}}, nil)
	}
	_, err := connect("", "")
	require.Error(t, err, "no key, no session")
	_, err = connect("ck_not-a-real-key", "")
	require.Error(t, err)

	sess, err := connect(b.key, "Authorization")
	require.NoError(t, err)
	defer sess.Close()

	tools, err := sess.ListTools(ctx, nil)
	require.NoError(t, err)
	byName := map[string]*mcp.Tool{}
	for _, tl := range tools.Tools {
		byName[tl.Name] = tl
	}
	for _, name := range []string{"search_jobs", "build_resume", "auto_apply", "get_application", "salary_research", "optimize_profile", "get_usage"} {
		tl := byName[name]
		require.NotNil(t, tl, name)
		require.NotEmpty(t, tl.Description, name)
		require.NotNil(t, tl.InputSchema, name)
		require.NotNil(t, tl.Annotations, name)
		require.NotNil(t, tl.OutputSchema, name)
	}
	require.True(t, byName["search_jobs"].Annotations.ReadOnlyHint)
	require.True(t, byName["salary_research"].Annotations.IdempotentHint)
	require.True(t, *byName["auto_apply"].Annotations.DestructiveHint)
	require.True(t, *byName["auto_apply"].Annotations.OpenWorldHint)
	require.Contains(t, byName["auto_apply"].Description, "billed once when it is submitted")
	schema, _ := json.Marshal(byName["build_resume"].InputSchema)
	require.Contains(t, string(schema), `"user_name"`, "the REST request schema")
	require.NotContains(t, string(schema), `$ref`)

	call := func(name string, args map[string]any) *mcp.CallToolResult {
		res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		require.NoError(t, err)
		return res
	}
	text := func(r *mcp.CallToolResult) string { return r.Content[0].(*mcp.TextContent).Text }

	r := call("salary_research", map[string]any{"job_title": "Registered Nurse", "location": "Texas"})
	require.False(t, r.IsError, text(r))
	require.Contains(t, text(r), `"median_salary":95970`)

	r = call("salary_research", map[string]any{"job_title": "Nurse", "experience_level": "guru"})
	require.True(t, r.IsError)
	require.Contains(t, text(r), `"field":"experience_level"`, "the REST 422, field named")

	r = call("search_jobs", map[string]any{"query": "engineer", "location": "anywhere"})
	require.False(t, r.IsError, text(r))
	r = call("get_usage", nil)
	require.False(t, r.IsError, text(r))
	require.Contains(t, text(r), `"salary-research"`, "the tool calls were billed like REST calls")

	templates, err := sess.ListResourceTemplates(ctx, nil)
	require.NoError(t, err)
	require.Len(t, templates.ResourceTemplates, 1)
	require.Equal(t, "careerkit://applications/{id}", templates.ResourceTemplates[0].URITemplate)
	_, err = sess.ReadResource(ctx, &mcp.ReadResourceParams{URI: "careerkit://applications/ap_0123456789abcdef"})
	require.Error(t, err, "another account's or a missing application is not found")

	_, err = sess.CallTool(ctx, &mcp.CallToolParams{Name: "no_such_tool"})
	require.Error(t, err, "an unknown tool is a JSON-RPC error")
	_, err = sess.CallTool(ctx, &mcp.CallToolParams{Name: "search_jobs", Arguments: map[string]any{"query": "go", "max_results": "ten"}})
	require.Error(t, err, "wrong argument types are a JSON-RPC error")
	require.Contains(t, err.Error(), "invalid arguments for search_jobs")

	// The account's limit is 6 a minute; MCP calls count like REST calls.
	limited := false
	for range 6 {
		r = call("get_usage", nil)
		if r.IsError && strings.Contains(text(r), "rate_limited") {
			limited = true
			break
		}
	}
	require.True(t, limited, "over the limit, the tool answers the rate-limit error")
}

// TestMCPEveryTool calls the tools that need the whole stack (a render worker,
// the applying browser and a fixture job site) through the official SDK
// client: build_resume, auto_apply (dry run), get_application and
// optimize_profile, and reads the application's resource.
func TestMCPEveryTool(t *testing.T) {
	t.Parallel()
	b := setupApply(t)
	srv := httptest.NewServer(b.handler)
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL + "/mcp", MaxRetries: -1,
		HTTPClient: &http.Client{Transport: keyTransport{key: b.key}}}, nil)
	require.NoError(t, err)
	defer sess.Close()
	call := func(name string, args any) map[string]any {
		res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		require.NoError(t, err)
		text := res.Content[0].(*mcp.TextContent).Text
		require.False(t, res.IsError, "%s: %s", name, text)
		out, ok := res.StructuredContent.(map[string]any)
		require.True(t, ok, "%s: structured content", name)
		return out
	}
	built := call("build_resume", validResume())
	require.NotEmpty(t, built["resume_url"])
	job := b.job(t, "9101", "greenhouse", "Mcpco", b.site.URL(applytest.Greenhouse, "9101"))
	conf := call("auto_apply", map[string]any{"job_id": job, "resume_url": built["resume_url"], "user_email": "ada@example.com",
		"answers": answers(), "dry_run": true})
	require.Equal(t, "dry_run", conf["status"])
	id := conf["confirmation_id"].(string)
	tr := call("get_application", map[string]any{"id": id})
	require.Equal(t, "Mcpco", tr["company"])
	prof := call("optimize_profile", map[string]any{"current_title": "Backend Engineer", "target_role": "Senior Backend Engineer",
		"skills": []any{"Go", "Kubernetes"}})
	require.NotEmpty(t, prof["headline"])
	res, err := sess.ReadResource(ctx, &mcp.ReadResourceParams{URI: "careerkit://applications/" + id})
	require.NoError(t, err)
	require.Contains(t, res.Contents[0].Text, `"timeline"`)
	require.Empty(t, b.site.Submissions(applytest.Greenhouse, "9101"), "a dry run sends nothing")
}
