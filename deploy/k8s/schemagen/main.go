// Command schemagen turns the Kubernetes OpenAPI v2 document (swagger.json,
// shipped in the k8s.io/kubernetes module that the Go module proxy serves) into
// standalone, strict JSON schemas, one per kind, named as kubeconform looks them
// up ({{.ResourceKind}}{{.KindSuffix}}.json). deploy/local/check-deploy.sh runs
// it into a temporary directory, so the deploy manifests are validated offline
// against the schemas of a pinned Kubernetes version, with nothing vendored.
//
//	go run ./deploy/k8s/schemagen -swagger swagger.json -out /tmp/schemas
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	swagger := flag.String("swagger", "", "path of the Kubernetes swagger.json")
	out := flag.String("out", "", "directory to write the schemas to")
	flag.Parse()
	if *swagger == "" || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: schemagen -swagger swagger.json -out DIR")
		os.Exit(2)
	}
	if err := run(*swagger, *out); err != nil {
		fmt.Fprintln(os.Stderr, "schemagen:", err)
		os.Exit(1)
	}
}

type document struct {
	Definitions map[string]map[string]any `json:"definitions"`
}

func run(swaggerPath, out string) error {
	raw, err := os.ReadFile(swaggerPath)
	if err != nil {
		return err
	}
	var doc document
	if err := json.Unmarshal(raw, &doc); err != nil {
		return fmt.Errorf("parse %s: %w", swaggerPath, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	n := 0
	for name, def := range doc.Definitions {
		gvks, _ := def["x-kubernetes-group-version-kind"].([]any)
		for _, g := range gvks {
			gvk, _ := g.(map[string]any)
			group, _ := gvk["group"].(string)
			version, _ := gvk["version"].(string)
			kind, _ := gvk["kind"].(string)
			suffix := "-" + strings.ToLower(version)
			if first := strings.Split(group, ".")[0]; first != "" {
				suffix = "-" + strings.ToLower(first) + suffix
			}
			schema := expand(doc.Definitions, def, map[string]bool{name: true})
			b, err := json.Marshal(schema)
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(out, strings.ToLower(kind)+suffix+".json"), b, 0o644); err != nil {
				return err
			}
			n++
		}
	}
	fmt.Fprintf(os.Stderr, "schemagen: wrote %d schemas to %s\n", n, out)
	return nil
}

// expand inlines every $ref of v (a recursive reference becomes "any"),
// forbids properties a schema does not declare (strict), and widens the two
// string formats Kubernetes also accepts as numbers.
func expand(defs map[string]map[string]any, v any, seen map[string]bool) any {
	switch x := v.(type) {
	case map[string]any:
		if ref, ok := x["$ref"].(string); ok {
			name := strings.TrimPrefix(ref, "#/definitions/")
			if name == "io.k8s.apimachinery.pkg.api.resource.Quantity" { // "500m" or 2
				return map[string]any{"oneOf": []any{map[string]any{"type": "string"}, map[string]any{"type": "number"}}}
			}
			if seen[name] || defs[name] == nil {
				return map[string]any{}
			}
			seen[name] = true
			defer delete(seen, name)
			return expand(defs, defs[name], seen)
		}
		switch x["format"] {
		case "int-or-string":
			return map[string]any{"oneOf": []any{map[string]any{"type": "string"}, map[string]any{"type": "integer"}}}
		}
		out := map[string]any{}
		for k, val := range x {
			if strings.HasPrefix(k, "x-kubernetes-") {
				continue
			}
			out[k] = expand(defs, val, seen)
		}
		if props, ok := out["properties"].(map[string]any); ok && len(props) > 0 {
			if _, set := out["additionalProperties"]; !set {
				out["additionalProperties"] = false
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = expand(defs, e, seen)
		}
		return out
	}
	return v
}
