package mcp

import (
	"encoding/json"
	"fmt"
	"strings"
)

// componentSchemas returns the OpenAPI document's component schemas with every
// $ref inlined: the MCP tools take exactly the REST routes' request schemas.
func componentSchemas(openAPI []byte) (map[string]map[string]any, error) {
	var doc struct {
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(openAPI, &doc); err != nil {
		return nil, fmt.Errorf("mcp: the OpenAPI document: %w", err)
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
	return out, nil
}
