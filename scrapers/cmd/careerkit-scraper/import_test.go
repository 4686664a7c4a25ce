package main_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/refresh"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
)

// TestImportCommand loads a dump of postings as an operator does: a bad line
// stops the import and is named; --skip-invalid names it and goes on; the
// search indexes are built once, after the writes into the empty index.
func TestImportCommand(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the scraper; skipped under -short")
	}
	dbURL := dbtest.NewURL(t)
	run := scraperCommand(t, dbURL)
	jobs, err := refresh.DemoJobs()
	require.NoError(t, err)
	var dump bytes.Buffer
	for i, j := range jobs {
		if i == 5 {
			dump.WriteString(`{"id": "greenhouse-x", "title": "Welder", "apply_url": "ftp://example.com"}` + "\n")
		}
		line, err := json.Marshal(j)
		require.NoError(t, err)
		dump.Write(append(line, '\n'))
	}
	file := filepath.Join(t.TempDir(), "postings.jsonl")
	require.NoError(t, os.WriteFile(file, dump.Bytes(), 0o600))

	stdout, stderr, code := run(nil, "import", file)
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "line 6: ")
	require.Contains(t, stderr, "importing the file again finds them unchanged")
	require.Contains(t, stdout, "imported 0 postings")

	stdout, stderr, code = run(dump.Bytes(), "import", "--skip-invalid", "--writers", "3", "-")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stderr, "skipped line 6: ")
	require.Contains(t, stdout, fmt.Sprintf("imported %d postings (added %d, updated 0, unchanged 0)", len(jobs), len(jobs)))
	require.Contains(t, stdout, "built jobs_recent_idx, jobs_search_idx, jobs_title_search_idx after the writes")
	require.Contains(t, stdout, "skipped 1 invalid lines")

	pool, err := db.Open(context.Background(), dbURL)
	require.NoError(t, err)
	defer pool.Close()
	var n, deferred int
	require.NoError(t, pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM jobs),
		(SELECT count(*) FROM job_deferred_indexes)`).Scan(&n, &deferred))
	require.Equal(t, len(jobs), n)
	require.Zero(t, deferred)

	stdout, _, code = run(nil, "import", "--skip-invalid", file)
	require.Equal(t, 0, code)
	require.Contains(t, stdout, fmt.Sprintf("unchanged %d)", len(jobs)))
	require.NotContains(t, stdout, "built")

	_, stderr, code = run(nil, "import", "--writers", "0", file)
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "--writers must be 1-64")
	_, stderr, code = run(nil, "import")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "give exactly one FILE")
}
