package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// TestContractFuzz generates requests for every operation of api/openapi.json
// (path and query parameters, bodies and headers drawn from the document's
// schemas, then bent: wrong types, nulls, NUL bytes, invalid UTF-8, bad
// percent-encoding, unknown fields and parameters, missing keys, wrong media
// types) and checks two properties of every answer: it is never a 5xx other
// than a documented 501 or 503, and its status is one the document lists for
// the operation. rapid shrinks a failure to a minimal request; -rapid.checks
// sets the examples per operation (100 by default).
func TestContractFuzz(t *testing.T) {
	t.Parallel()
	b := mcpBundle(t, nil)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(openAPIDoc, &doc))
	g := &specGen{doc: doc, key: b.key}
	paths := doc["paths"].(map[string]any)
	names := make([]string, 0, len(paths))
	for p := range paths {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		for method, raw := range paths[p].(map[string]any) {
			op, ok := raw.(map[string]any)
			if !ok || method == "parameters" {
				continue
			}
			method := strings.ToUpper(method)
			t.Run(method+" "+p, func(t *testing.T) {
				rapid.Check(t, func(rt *rapid.T) {
					req := g.request(rt, method, p, op)
					rec := httptest.NewRecorder()
					b.handler.ServeHTTP(rec, req)
					status := rec.Code
					if _, documented := op["responses"].(map[string]any)[strconv.Itoa(status)]; !documented {
						rt.Fatalf("%s %s?%s answered %d, which the document does not list for the operation: %s",
							method, req.URL.EscapedPath(), req.URL.RawQuery, status, rec.Body)
					}
					if status >= 500 && status != http.StatusNotImplemented && status != http.StatusServiceUnavailable {
						rt.Fatalf("%s %s?%s answered %d: %s", method, req.URL.EscapedPath(), req.URL.RawQuery, status, rec.Body)
					}
				})
			})
		}
	}
}

// specGen draws values from the OpenAPI document's schemas.
type specGen struct {
	doc map[string]any
	key string
}

// oddStrings are texts that break naive handlers.
var oddStrings = []string{"", " ", "a", "\x00", "nul\x00inside", "\xff\xfe", "é", "😀", "0", "-1", "1e309", "NaN",
	"2020-13", "2024-02-30", "https://example.com/x", "http://127.0.0.1/", "a@b.co", "null", "true", "[]", "{}",
	"00000000-0000-0000-0000-000000000000", "ap_0123456789abcdef", strings.Repeat("x", 3000), "%", "..", "/"}

func (g *specGen) resolve(s map[string]any) map[string]any {
	for range 8 {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		node := any(g.doc)
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
			node = node.(map[string]any)[strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")]
		}
		s = node.(map[string]any)
	}
	return s
}

// value draws a JSON value for schema: mostly of the schema's shape, sometimes
// of another type, null or an odd string.
func (g *specGen) value(t *rapid.T, schema map[string]any, depth int) any {
	schema = g.resolve(schema)
	if rapid.IntRange(0, 19).Draw(t, "bend") == 0 {
		return rapid.SampledFrom([]any{nil, 7, -1.5, true, "x", []any{}, map[string]any{}}).Draw(t, "bent")
	}
	for _, k := range []string{"oneOf", "anyOf"} {
		if alts, ok := schema[k].([]any); ok && len(alts) > 0 {
			return g.value(t, alts[rapid.IntRange(0, len(alts)-1).Draw(t, k)].(map[string]any), depth)
		}
	}
	if enum, ok := schema["enum"].([]any); ok && len(enum) > 0 && rapid.Bool().Draw(t, "use_enum") {
		return enum[rapid.IntRange(0, len(enum)-1).Draw(t, "enum")]
	}
	typ, _ := schema["type"].(string)
	if list, ok := schema["type"].([]any); ok && len(list) > 0 {
		typ, _ = list[0].(string)
	}
	if typ == "" {
		if _, ok := schema["properties"]; ok {
			typ = "object"
		}
	}
	switch typ {
	case "string":
		if rapid.Bool().Draw(t, "odd") {
			return rapid.SampledFrom(oddStrings).Draw(t, "odd_string")
		}
		return rapid.StringN(0, 40, -1).Draw(t, "string")
	case "integer":
		return rapid.SampledFrom([]int64{0, 1, 5, 50, 100, 101, -3, 1 << 40}).Draw(t, "integer")
	case "number":
		return rapid.SampledFrom([]float64{0, 1.5, 50000, -2, 1e12}).Draw(t, "number")
	case "boolean":
		return rapid.Bool().Draw(t, "bool")
	case "array":
		if depth > 3 {
			return []any{}
		}
		items, _ := schema["items"].(map[string]any)
		n := rapid.IntRange(0, 3).Draw(t, "items")
		out := make([]any, n)
		for i := range out {
			out[i] = g.value(t, items, depth+1)
		}
		return out
	case "object":
		if depth > 3 {
			return map[string]any{}
		}
		return g.object(t, schema, depth)
	}
	return rapid.SampledFrom(oddStrings).Draw(t, "untyped")
}

func (g *specGen) object(t *rapid.T, schema map[string]any, depth int) map[string]any {
	props, _ := schema["properties"].(map[string]any)
	required := map[string]bool{}
	if req, ok := schema["required"].([]any); ok {
		for _, r := range req {
			required[fmt.Sprint(r)] = true
		}
	}
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	out := map[string]any{}
	for _, n := range names {
		p := 2
		if required[n] {
			p = 8
		}
		if rapid.IntRange(0, 9).Draw(t, "has_"+n) < p {
			sch, _ := props[n].(map[string]any)
			out[n] = g.value(t, sch, depth+1)
		}
	}
	if rapid.IntRange(0, 14).Draw(t, "unknown_field") == 0 {
		out["unknwon_field"] = 1
	}
	return out
}

func (g *specGen) param(p map[string]any) map[string]any {
	return g.resolve(p)
}

// request draws one HTTP request for the operation.
func (g *specGen) request(t *rapid.T, method, path string, op map[string]any) *http.Request {
	query := []string{}
	var params []any
	if ps, ok := op["parameters"].([]any); ok {
		params = ps
	}
	header := http.Header{}
	for _, raw := range params {
		p := g.param(raw.(map[string]any))
		name, _ := p["name"].(string)
		sch, _ := p["schema"].(map[string]any)
		if sch == nil {
			sch = map[string]any{"type": "string"}
		}
		text := func() string {
			v := g.value(t, sch, 0)
			if s, ok := v.(string); ok {
				return s
			}
			raw, _ := json.Marshal(v)
			return string(raw)
		}
		switch p["in"] {
		case "path":
			val := url.PathEscape(text())
			if rapid.IntRange(0, 4).Draw(t, "raw_path") == 0 {
				val = rapid.SampledFrom([]string{"%00", "%FF", "%C3%28", "a%00b", "%2e%2e"}).Draw(t, "raw_path_value")
			}
			if val == "" {
				val = "x"
			}
			path = strings.Replace(path, "{"+name+"}", val, 1)
		case "query":
			required, _ := p["required"].(bool)
			if rapid.IntRange(0, 9).Draw(t, "has_"+name) < map[bool]int{true: 9, false: 5}[required] {
				query = append(query, url.QueryEscape(name)+"="+url.QueryEscape(text()))
			}
		case "header":
			if rapid.Bool().Draw(t, "has_"+name) {
				v := text()
				if !strings.ContainsAny(v, "\x00\r\n") {
					header.Set(name, v)
				}
			}
		}
	}
	switch rapid.IntRange(0, 9).Draw(t, "query_oddity") {
	case 0:
		query = append(query, rapid.SampledFrom([]string{"unknown=1", "x=%zz", "q=%00", "q=%FF", "%FF=1", "a=1&a=2"}).Draw(t, "odd_query"))
	case 1:
		if len(query) > 0 {
			query = append(query, query[0]) // repeated
		}
	}
	var body []byte
	if rb, ok := op["requestBody"].(map[string]any); ok {
		sch, _ := rb["content"].(map[string]any)["application/json"].(map[string]any)["schema"].(map[string]any)
		switch rapid.IntRange(0, 9).Draw(t, "body_kind") {
		case 0:
			body = []byte(rapid.SampledFrom([]string{"", "{", "null", "[]", "{}{}", "\xff{}", `{"a":"\u0000"}`, "1"}).Draw(t, "raw_body"))
		default:
			body, _ = json.Marshal(g.value(t, sch, 0))
		}
	}
	target := "/v1" + path
	if len(query) > 0 {
		target += "?" + strings.Join(query, "&")
	}
	req := httptest.NewRequest(method, "/", bytes.NewReader(body))
	req.URL.RawPath = ""
	u, err := url.Parse(target)
	if err != nil {
		u = &url.URL{Path: "/v1" + path, RawQuery: strings.Join(query, "&")}
	}
	req.URL = u
	req.RequestURI = target
	req.Header = header
	if body != nil {
		req.Header.Set("Content-Type", rapid.SampledFrom([]string{"application/json", "application/json", "application/json", "text/plain", ""}).Draw(t, "content_type"))
	}
	if rapid.IntRange(0, 19).Draw(t, "no_key") > 0 {
		req.Header.Set(headerAPIKey, g.key)
	}
	return req
}
