package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Headers the tools pass on to the REST routes.
const (
	headerAPIKey         = "X-API-Key"
	headerIdempotencyKey = "Idempotency-Key"
)

// Options are what the MCP server needs from the API.
type Options struct {
	// REST serves the /v1 routes; every tool call and resource read runs one
	// of them in process with the caller's key.
	REST http.Handler
	// OpenAPI is the API's OpenAPI document: the tools' input and output
	// schemas are its request and response schemas.
	OpenAPI []byte
	Logger  *slog.Logger
}

// New returns the streamable HTTP handler of /mcp. It does not authenticate:
// the API checks the key (see APIKey) before a request reaches it, so a
// refusal or an outage answers in the API's own error shape.
func New(o Options) (http.Handler, error) {
	schemas, err := componentSchemas(o.OpenAPI)
	if err != nil {
		return nil, err
	}
	srv := sdk.NewServer(&sdk.Implementation{Name: "careerkit", Title: "Careerkit", Version: "1.0.0"}, nil)
	for _, t := range tools {
		input := t.inline
		if t.input != "" {
			input = schemas[t.input]
		}
		if input == nil {
			return nil, fmt.Errorf("mcp: tool %s: no input schema %q in the OpenAPI document", t.name, t.input)
		}
		def := &sdk.Tool{Name: t.name, Title: t.title, Description: t.description, InputSchema: input, Annotations: &t.annotations}
		if out, ok := schemas[t.output]; ok {
			def.OutputSchema = out
		}
		srv.AddTool(def, call(o.REST, t))
	}
	srv.AddResourceTemplate(&sdk.ResourceTemplate{URITemplate: "careerkit://applications/{id}", Name: "application",
		Title: "Application timeline", MIMEType: "application/json",
		Description: "An application of this account: status, timeline, questions and what was sent (GET /v1/applications/{id}). Free."},
		readApplication(o.REST))
	return sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, &sdk.StreamableHTTPOptions{
		// No session in memory: any replica serves any request.
		Stateless: true,
		// Every request needs an API key, so the SDK's guard for keyless
		// local servers against DNS rebinding only refuses legitimate
		// traffic from a local sidecar proxy.
		DisableLocalhostProtection: true,
		Logger:                     o.Logger,
	}), nil
}

// APIKey is the API key of an MCP request: X-API-Key or Authorization: Bearer.
func APIKey(h http.Header) string {
	if k := h.Get(headerAPIKey); k != "" {
		return k
	}
	if v, ok := strings.CutPrefix(h.Get("Authorization"), "Bearer "); ok {
		return strings.TrimSpace(v)
	}
	return ""
}

// rest runs one REST request in process with the MCP request's key.
func rest(ctx context.Context, h http.Handler, extra *sdk.RequestExtra, method, path string, body []byte) *httptest.ResponseRecorder {
	hr := httptest.NewRequestWithContext(ctx, method, path, bytes.NewReader(body))
	if extra != nil && extra.Header != nil {
		hr.Header.Set(headerAPIKey, APIKey(extra.Header))
		if k := extra.Header.Get(headerIdempotencyKey); k != "" {
			hr.Header.Set(headerIdempotencyKey, k)
		}
	}
	if body != nil {
		hr.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, hr)
	return rec
}

// readApplication reads careerkit://applications/{id} through the tracking route.
func readApplication(h http.Handler) sdk.ResourceHandler {
	return func(ctx context.Context, req *sdk.ReadResourceRequest) (*sdk.ReadResourceResult, error) {
		uri := req.Params.URI
		id := strings.TrimPrefix(uri, "careerkit://applications/")
		rec := rest(ctx, h, req.Extra, http.MethodGet, "/v1/applications/"+url.PathEscape(id), nil)
		if rec.Code == http.StatusNotFound {
			return nil, sdk.ResourceNotFoundError(uri)
		}
		if rec.Code >= 400 {
			return nil, fmt.Errorf("%s", rec.Body.String())
		}
		return &sdk.ReadResourceResult{Contents: []*sdk.ResourceContents{{URI: uri, MIMEType: "application/json", Text: rec.Body.String()}}}, nil
	}
}

// call runs the tool's REST route and turns its answer into a tool result; a
// 4xx or 5xx is a tool error carrying the REST error (code, message, field).
func call(h http.Handler, t tool) sdk.ToolHandler {
	return func(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
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
		rec := rest(ctx, h, req.Extra, t.method, path, body)
		if rec.Code == http.StatusBadRequest {
			// Wrong argument types (the REST route's 400) are a JSON-RPC
			// invalid-params error; the REST error is its data.
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "invalid arguments for " + t.name, Data: rec.Body.Bytes()}
		}
		if rec.Code >= 400 {
			return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: rec.Body.String()}}}, nil
		}
		var structured any
		_ = json.Unmarshal(rec.Body.Bytes(), &structured)
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: rec.Body.String()}}, StructuredContent: structured}, nil
	}
}
