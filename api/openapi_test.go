package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
)

// contract checks real responses against api/openapi.json.
type contract struct {
	doc      map[string]any
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	cache    map[string]*jsonschema.Schema
}

func loadContract(t *testing.T) *contract {
	t.Helper()
	var doc map[string]any
	require.NoError(t, json.Unmarshal(openAPIDoc, &doc))
	require.Equal(t, "3.1.0", doc["openapi"])
	raw, err := jsonschema.UnmarshalJSON(bytes.NewReader(openAPIDoc))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	require.NoError(t, c.AddResource("openapi.json", raw))
	return &contract{doc: doc, compiler: c, cache: map[string]*jsonschema.Schema{}}
}

// schemaFor compiles the response schema documented for path, method and status.
func (ct *contract) schemaFor(t *testing.T, path, method string, status int) *jsonschema.Schema {
	t.Helper()
	op, ok := ct.doc["paths"].(map[string]any)[path].(map[string]any)[strings.ToLower(method)].(map[string]any)
	require.True(t, ok, "%s %s is not documented", method, path)
	resp, ok := op["responses"].(map[string]any)[strconv.Itoa(status)]
	require.True(t, ok, "%s %s does not document status %d", method, path, status)
	_ = resp
	ptr := fmt.Sprintf("openapi.json#/paths/%s/%s/responses/%d/content/application~1json/schema",
		strings.ReplaceAll(strings.ReplaceAll(path, "~", "~0"), "/", "~1"), strings.ToLower(method), status)
	ct.mu.Lock()
	defer ct.mu.Unlock()
	if s, ok := ct.cache[ptr]; ok {
		return s
	}
	s, err := ct.compiler.Compile(ptr)
	require.NoError(t, err, ptr)
	ct.cache[ptr] = s
	return s
}

// check validates one real response.
func (ct *contract) check(t *testing.T, path, method string, r response) {
	t.Helper()
	s := ct.schemaFor(t, path, method, r.Status)
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(r.Body))
	require.NoError(t, err, string(r.Body))
	require.NoError(t, s.Validate(v), "%s %s %d: %s", method, path, r.Status, r.Body)
}

var pathParam = regexp.MustCompile(`\{(\w+)\}`)

func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	ct := loadContract(t)
	documented := map[string]bool{}
	for p, item := range ct.doc["paths"].(map[string]any) {
		for m := range item.(map[string]any) {
			if m == "parameters" {
				continue
			}
			documented[strings.ToUpper(m)+" /v1"+pathParam.ReplaceAllString(p, ":$1")] = true
		}
	}
	served := map[string]bool{}
	for _, r := range b.srv.engine.Routes() {
		if strings.HasPrefix(r.Path, "/v1/") {
			served[r.Method+" "+r.Path] = true
		}
	}
	require.Equal(t, documented, served)
}

func TestOpenAPIServed(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	r := b.do(t, "GET", "/v1/openapi.json", nil, headerAPIKey, "")
	require.Equal(t, 200, r.Status)
	require.JSONEq(t, string(openAPIDoc), string(r.Body))
}

// TestResponsesMatchOpenAPI sends real requests of every kind to every route and
// checks each response against the document.
func TestResponsesMatchOpenAPI(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	ct := loadContract(t)
	cases := []struct {
		path, method, url string
		body              any
		headers           []string
	}{
		{"/build-resume", "POST", "/v1/build-resume", validResume(), nil},
		{"/build-resume", "POST", "/v1/build-resume", with("email", "x"), nil},
		{"/build-resume", "POST", "/v1/build-resume", `{`, nil},
		{"/build-resume", "POST", "/v1/build-resume", "{}", []string{"Content-Type", "text/plain"}},
		{"/build-resume", "POST", "/v1/build-resume", validResume(), []string{headerAPIKey, ""}},
		{"/search-jobs", "GET", "/v1/search-jobs?query=go+developer", nil, nil},
		{"/search-jobs", "GET", "/v1/search-jobs?query=go&max_results=0", nil, nil},
		{"/search-jobs", "POST", "/v1/search-jobs", map[string]any{"query": "go"}, nil},
		{"/auto-apply", "POST", "/v1/auto-apply", map[string]any{"job_id": "lever-abc", "resume_url": "https://x.example/r.pdf", "user_email": "a@b.co"}, nil},
		{"/auto-apply", "POST", "/v1/auto-apply", map[string]any{}, nil},
		{"/salary-research", "GET", "/v1/salary-research?job_title=nurse", nil, nil},
		{"/salary-research", "GET", "/v1/salary-research", nil, nil},
		{"/optimize-profile", "POST", "/v1/optimize-profile", map[string]any{"current_title": "Engineer"}, nil},
		{"/optimize-profile", "POST", "/v1/optimize-profile", map[string]any{"tone": "x"}, nil},
		{"/applications/{id}", "GET", "/v1/applications/abcdefgh1234", nil, nil},
		{"/applications/{id}", "GET", "/v1/applications/!", nil, nil},
	}
	for _, tc := range cases {
		r := b.do(t, tc.method, tc.url, tc.body, tc.headers...)
		ct.check(t, tc.path, tc.method, r)
	}
}
