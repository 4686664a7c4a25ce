package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpTool is one MCP tool and the REST route it calls. Every tool goes
// through the API's own handler chain (auth, rate limits, free tier,
// metering, Idempotency-Key, validation, the typed service), so limits,
// billing and errors are the REST route's by construction, not a copy.
type mcpTool struct {
	name, title, description string
	method, path             string
	// input is the name of the OpenAPI request schema, or an inline schema.
	input  string
	inline map[string]any
	// output is the name of the OpenAPI response schema.
	output      string
	annotations mcp.ToolAnnotations
}

func boolPtr(b bool) *bool { return &b }

var mcpTools = []mcpTool{
	{name: "search_jobs", title: "Search jobs", method: http.MethodPost, path: "/v1/search-jobs", input: "SearchJobsRequest",
		description: "Search open jobs scraped from real job boards by query, location (default remote), job_type and salary_min. Costs 0.05 USD per call (free plan: counts one of the monthly free calls). Read-only.",
		output:      "JobSearchResult",
		annotations: mcp.ToolAnnotations{Title: "Search jobs", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "build_resume", title: "Build a resume PDF", method: http.MethodPost, path: "/v1/build-resume", input: "BuildResumeRequest",
		description: "Render an ATS-optimised resume PDF from the person's own facts and score it against a job description; returns resume_url (pass it to auto_apply). Never invents a fact. Costs 0.50 USD per call.",
		output:      "ResumeResult",
		annotations: mcp.ToolAnnotations{Title: "Build a resume PDF", DestructiveHint: boolPtr(false), OpenWorldHint: boolPtr(false)}},
	{name: "auto_apply", title: "Apply to a job", method: http.MethodPost, path: "/v1/auto-apply", input: "AutoApplyRequest",
		description: "Submit a real job application on the employer's site with a resume_url from build_resume and a job_id from search_jobs. Set dry_run true to fill the form without sending. Never solves CAPTCHAs, never logs in, never submits twice; answers only from what you give it (needs_input lists what is missing). Costs 0.25 USD per application, billed once when it is submitted.",
		output:      "ApplicationConfirmation",
		annotations: mcp.ToolAnnotations{Title: "Apply to a job", DestructiveHint: boolPtr(true), OpenWorldHint: boolPtr(true)}},
	{name: "get_application", title: "Track an application", method: http.MethodGet, path: "/v1/applications/{id}",
		inline: map[string]any{"type": "object", "required": []any{"id"}, "additionalProperties": false,
			"properties": map[string]any{"id": map[string]any{"type": "string", "description": "confirmation_id returned by auto_apply"}}},
		description: "Status, timeline, questions and what was sent for an application of this account. Free.",
		output:      "ApplicationTracking",
		annotations: mcp.ToolAnnotations{Title: "Track an application", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "salary_research", title: "Salary benchmark", method: http.MethodGet, path: "/v1/salary-research",
		inline: map[string]any{"type": "object", "required": []any{"job_title"}, "additionalProperties": false,
			"properties": map[string]any{
				"job_title":        map[string]any{"type": "string"},
				"experience_level": map[string]any{"type": "string", "enum": []any{"entry", "mid", "senior", "lead", "director", "vp", "executive"}},
				"location":         map[string]any{"type": "string", "description": "US city and state, state, metro, 'US' or 'remote'"},
				"industry":         map[string]any{"type": "string"},
				"pay_period":       map[string]any{"type": "string", "enum": []any{"annual", "hour"}}}},
		description: "Salary benchmark for a job title in the US from BLS OEWS national, state and area wages, with sources. Costs 0.02 USD per call. Read-only.",
		output:      "SalaryBenchmark",
		annotations: mcp.ToolAnnotations{Title: "Salary benchmark", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "optimize_profile", title: "Write profile text", method: http.MethodPost, path: "/v1/optimize-profile", input: "OptimizeProfileRequest",
		description: "Headline, summary and bullets written from the person's own facts; never claims a skill or employer not given. Costs 0.25 USD per call.",
		output:      "ProfileResult",
		annotations: mcp.ToolAnnotations{Title: "Write profile text", DestructiveHint: boolPtr(false), IdempotentHint: false, OpenWorldHint: boolPtr(false)}},
	{name: "get_usage", title: "Usage and limits", method: http.MethodGet, path: "/v1/usage",
		inline:      map[string]any{"type": "object", "additionalProperties": false, "properties": map[string]any{"month": map[string]any{"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}$"}}},
		description: "This month's calls, cost and free allowance of the account, and its rate limits. Free.",
		output:      "Usage",
		annotations: mcp.ToolAnnotations{Title: "Usage and limits", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
}

// mcpHandler serves MCP over streamable HTTP at /mcp. The API key comes in
// X-API-Key or Authorization: Bearer; a request without a valid one is 401
// before any session starts.
func (s *Server) mcpHandler() http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "careerkit", Title: "Careerkit", Version: "1.0.0"}, nil)
	schemas := openAPISchemas()
	for _, t := range mcpTools {
		input := t.inline
		if t.input != "" {
			input = schemas[t.input]
		}
		tool := &mcp.Tool{Name: t.name, Title: t.title, Description: t.description, InputSchema: input,
			Annotations: &t.annotations}
		if out, ok := schemas[t.output]; ok {
			tool.OutputSchema = out
		}
		srv.AddTool(tool, s.mcpCall(t))
	}
	srv.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "careerkit://applications/{id}", Name: "application",
		Title: "Application timeline", MIMEType: "application/json",
		Description: "An application of this account: status, timeline, questions and what was sent (GET /v1/applications/{id}). Free."},
		s.mcpApplication)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := s.authenticate(r.Context(), mcpKey(r.Header)); err != nil {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(errorBody{Error: errorDetail{Code: classify(err).Code, Message: classify(err).Message}})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// mcpApplication reads careerkit://applications/{id} through the tracking route.
func (s *Server) mcpApplication(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	id := strings.TrimPrefix(uri, "careerkit://applications/")
	hr := httptest.NewRequestWithContext(ctx, http.MethodGet, "/v1/applications/"+url.PathEscape(id), nil)
	if req.Extra != nil && req.Extra.Header != nil {
		hr.Header.Set(headerAPIKey, mcpKey(req.Extra.Header))
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, hr)
	if rec.Code == http.StatusNotFound {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	if rec.Code >= 400 {
		return nil, fmt.Errorf("%s", rec.Body.String())
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: "application/json", Text: rec.Body.String()}}}, nil
}

// mcpKey is the API key of an MCP request.
func mcpKey(h http.Header) string {
	if k := h.Get(headerAPIKey); k != "" {
		return k
	}
	if v, ok := strings.CutPrefix(h.Get("Authorization"), "Bearer "); ok {
		return strings.TrimSpace(v)
	}
	return ""
}

// mcpCall runs the tool's REST route in process with the caller's key and
// turns its answer into a tool result; a 4xx or 5xx is a tool error carrying
// the REST error (code, message, field).
func (s *Server) mcpCall(t mcpTool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if raw := req.Params.Arguments; len(raw) > 0 {
			if err := json.Unmarshal(raw, &args); err != nil {
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments must be a JSON object: " + err.Error()}
			}
		}
		path, body := t.path, []byte(nil)
		switch t.method {
		case http.MethodGet:
			q := url.Values{}
			for k, v := range args {
				if k == "id" && strings.Contains(path, "{id}") {
					path = strings.Replace(path, "{id}", url.PathEscape(fmt.Sprint(v)), 1)
					continue
				}
				q.Set(k, fmt.Sprint(v))
			}
			if len(q) > 0 {
				path += "?" + q.Encode()
			}
		default:
			body, _ = json.Marshal(args)
		}
		hr := httptest.NewRequestWithContext(ctx, t.method, path, bytes.NewReader(body))
		if req.Extra != nil && req.Extra.Header != nil {
			hr.Header.Set(headerAPIKey, mcpKey(req.Extra.Header))
			if k := req.Extra.Header.Get(headerIdempotencyKey); k != "" {
				hr.Header.Set(headerIdempotencyKey, k)
			}
		}
		if body != nil {
			hr.Header.Set("Content-Type", "application/json")
		}
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, hr)
		if rec.Code == http.StatusBadRequest {
			// Wrong argument types (the REST route's 400) are a JSON-RPC
			// invalid-params error; the REST error is its data.
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "invalid arguments for " + t.name, Data: rec.Body.Bytes()}
		}
		if rec.Code >= 400 {
			return mcpError(rec.Body.String()), nil
		}
		var structured any
		_ = json.Unmarshal(rec.Body.Bytes(), &structured)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: rec.Body.String()}}, StructuredContent: structured}, nil
	}
}

func mcpError(body string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: body}}}
}

// openAPISchemas returns the OpenAPI document's component schemas with every
// $ref inlined: the MCP tools take exactly the REST routes' request schemas.
func openAPISchemas() map[string]map[string]any {
	var doc struct {
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(openAPIDoc, &doc); err != nil {
		panic(fmt.Sprintf("api: embedded openapi.json: %v", err)) // a build defect the tests catch
	}
	var inline func(v any, depth int) any
	inline = func(v any, depth int) any {
		switch x := v.(type) {
		case map[string]any:
			if ref, ok := x["$ref"].(string); ok && depth < 8 {
				name := strings.TrimPrefix(ref, "#/components/schemas/")
				return inline(doc.Components.Schemas[name], depth+1)
			}
			out := map[string]any{}
			for k, val := range x {
				out[k] = inline(val, depth)
			}
			return out
		case []any:
			out := make([]any, len(x))
			for i, e := range x {
				out[i] = inline(e, depth)
			}
			return out
		}
		return v
	}
	out := map[string]map[string]any{}
	for name, sch := range doc.Components.Schemas {
		if m, ok := inline(sch, 0).(map[string]any); ok {
			out[name] = m
		}
	}
	return out
}
