package api

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

// codeLiteral finds the machine codes the code base hands to clients: an
// apperr constructor's code argument or a Code field.
var codeLiteral = regexp.MustCompile(`(?:Code:\s*|apperr\.(?:New\(apperr\.Kind\w+|NotFound\(|Conflict\(|Unavailable\()|\bunavailable\()\s*,?\s*"([a-z][a-z0-9_]*)"`)

// TestErrorCatalogue keeps one catalogue of error codes: every code the
// sources use is in apperr.Codes, every catalogued code has a status and is
// documented in docs/errors.md and the OpenAPI document.
func TestErrorCatalogue(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..")
	used := map[string]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range codeLiteral.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = path
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, used)
	for code, where := range used {
		_, ok := apperr.Codes[code]
		require.True(t, ok, "%s uses error code %q, which is not in apperr.Codes (shared/apperr/codes.go)", where, code)
	}
	readme, err := os.ReadFile(filepath.Join(root, "docs", "errors.md"))
	require.NoError(t, err)
	openapi, err := os.ReadFile("openapi.json")
	require.NoError(t, err)
	for code, c := range apperr.Codes {
		_, ok := kindStatus[c.Kind]
		require.True(t, ok, "code %q has a kind without an HTTP status", code)
		require.True(t, strings.Contains(string(readme), "| `"+code+"` |"), "docs/errors.md has no row for %q", code)
		require.True(t, strings.Contains(string(openapi), `"`+code+`": {`), "openapi.json x-error-codes has no %q", code)
	}
}
