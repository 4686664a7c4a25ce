package main_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
)

// TestSourcesCommands runs the registry commands of the built binary as an
// operator does: add from URLs, import thousands from CSV and JSON Lines twice,
// list, disable, and read the health a scrape leaves.
func TestSourcesCommands(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the scraper; skipped under -short")
	}
	dbURL := dbtest.NewURL(t)
	scraper := scraperCommand(t, dbURL)
	run := func(args ...string) (string, string, int) { return scraper(nil, args...) }

	stdout, stderr, code := run("sources", "add", "https://workday.wd5.myworkdayjobs.com/en-US/Workday", "--industry", "technology")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, "registered workday:workday.wd5/Workday\n", stdout)
	stdout, stderr, code = run("sources", "add", "workday:mayoclinic.wd5/MayoClinic", "--company", "Mayo Clinic")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, "registered workday:mayoclinic.wd5/MayoClinic\n", stdout)
	_, stderr, code = run("sources", "add", "https://example.com/careers")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "no board recognised")

	// A thousand-employer import in one command, with one bad row among them.
	dir := t.TempDir()
	var csv strings.Builder
	csv.WriteString("url,company,industry\n")
	for i := range 3000 {
		fmt.Fprintf(&csv, "https://boards.greenhouse.io/employer%04d,Employer %d,health\n", i, i)
	}
	csv.WriteString("https://example.com/jobs,Nobody,retail\n")
	csvPath := filepath.Join(dir, "employers.csv")
	require.NoError(t, os.WriteFile(csvPath, []byte(csv.String()), 0o644))
	stdout, stderr, code = run("sources", "import", csvPath)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "read 3000 sources, 3000 added or changed, 1 rows refused")
	require.Contains(t, stdout, "line 3002: board: no board recognised")
	stdout, _, code = run("sources", "import", csvPath)
	require.Equal(t, 0, code)
	require.Contains(t, stdout, "read 3000 sources, 0 added or changed", "idempotent")

	jsonl := `{"url":"https://spring.recruitee.com","company":"SPRiNG","industry":"retail"}
{"source":"personio:vivid","company":"Vivid Money","industry":"finance"}
`
	jsonlPath := filepath.Join(dir, "employers.jsonl")
	require.NoError(t, os.WriteFile(jsonlPath, []byte(jsonl), 0o644))
	stdout, stderr, code = run("sources", "import", jsonlPath)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "read 2 sources, 2 added or changed, 0 rows refused")

	stdout, _, code = run("sources", "list", "--kind", "recruitee")
	require.Equal(t, 0, code)
	require.Regexp(t, `recruitee:spring\s+SPRiNG\s+retail\s+true\s+6h0m0s\s+https://spring.recruitee.com`, stdout)
	stdout, _, _ = run("sources", "list")
	require.Contains(t, stdout, "greenhouse:anthropic", "seeded from the shipped list")
	require.Equal(t, 1+countShipped(t)+3000+1, strings.Count(stdout, "\n"),
		"header, shipped, imported and the added Mayo Clinic; the JSONL rows and the added Workday site were shipped already")

	stdout, _, code = run("sources", "disable", "https://boards.greenhouse.io/employer0001")
	require.Equal(t, 0, code)
	require.Equal(t, "disabled greenhouse:employer0001\n", stdout)
	stdout, _, _ = run("sources", "list", "--kind", "greenhouse")
	require.Regexp(t, `greenhouse:employer0001\s+Employer 1\s+health\s+false`, stdout)
	_, stderr, code = run("sources", "disable", "lever:nobody")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, `"lever:nobody" is not registered`)

	// Health: a good run and a failing one.
	payload, err := os.ReadFile(filepath.Join("..", "..", "board", "testdata", "recruitee",
		"api_offers__spring_open_questions_desc-trimmed__AJ-Protzel-apply-engine.json"))
	require.NoError(t, err)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/offers/" {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(payload)
			return
		}
		http.NotFound(w, r)
	}))
	t.Cleanup(srv.Close)
	_, stderr, code = run("scrape", "recruitee:spring", "--base-url", srv.URL)
	require.Equal(t, 0, code, stderr)
	_, _, code = run("scrape", "personio:vivid", "--base-url", srv.URL)
	require.Equal(t, 1, code)
	stdout, _, code = run("sources", "health")
	require.Equal(t, 0, code)
	require.Regexp(t, `recruitee:spring\s+20\d\d-\d\d-\d\dT\S+\s+0\s+2\s+-`, stdout)
	require.Regexp(t, `personio:vivid\s+-\s+1\s+0\s+20\d\d-\S+\s+.*404`, stdout)
	stdout, _, _ = run("sources", "health", "--failing")
	require.Equal(t, 2, strings.Count(stdout, "\n"), "header and personio:vivid")
}

func countShipped(t *testing.T) int {
	b, err := os.ReadFile(filepath.Join("..", "..", "board", "sources.json"))
	require.NoError(t, err)
	return bytes.Count(b, []byte(`"source":`))
}
