package main_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/store"
)

// TestScrapeCommand runs the built binary the way an operator does, against a
// replay of the recorded Greenhouse payload and a board answering HTML.
func TestScrapeCommand(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the scraper; skipped under -short")
	}
	payload, err := os.ReadFile(filepath.Join("..", "..", "refresh", "testdata", "greenhouse.json"))
	require.NoError(t, err)
	board := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/v1/boards/smarterdx/jobs":
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(payload)
		default:
			w.Header().Set("Content-Type", "text/html")
			_, _ = w.Write([]byte("<html><body>Sign in</body></html>"))
		}
	}))
	t.Cleanup(board.Close)
	dbURL := dbtest.NewURL(t)
	run := scraperCommand(t, dbURL)
	scrape := func(args ...string) (string, string, int) { return run(nil, append([]string{"scrape"}, args...)...) }

	stdout, stderr, code := scrape("greenhouse:smarterdx", "--base-url", board.URL)
	require.Equal(t, 0, code, stderr)
	require.Regexp(t, `^greenhouse:smarterdx: added 2, updated 0, closed 0, unchanged 0 \(in \d+ ms\)\n$`, stdout)
	stdout, _, code = scrape("--base-url", board.URL, "greenhouse:smarterdx")
	require.Equal(t, 0, code)
	require.Contains(t, stdout, "unchanged 2")

	cases := []struct {
		name string
		args []string
		want string
	}{
		{"html board", []string{"greenhouse:acme", "--base-url", board.URL}, "board answered HTML, not JSON"},
		{"unknown board", []string{"monster:acme"}, `unknown board "monster"`},
		{"token on an aggregator", []string{"remoteok:acme"}, "takes no token"},
		{"base URL with a path", []string{"greenhouse:acme", "--base-url", board.URL + "/v1"}, "give only scheme and host"},
		{"no source", nil, "give exactly one SOURCE"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := scrape(tc.args...)
			require.Equal(t, 1, code)
			require.Empty(t, stdout)
			require.Contains(t, stderr, tc.want)
		})
	}

	pool, err := db.Open(context.Background(), dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	st := store.New(pool)
	runs, err := st.ScrapeRunList(context.Background(), "greenhouse:acme", 5)
	require.NoError(t, err)
	require.Len(t, runs, 1, "the failed run is recorded")
	require.Contains(t, runs[0].Error, "HTML")
	open, err := st.JobOpenCount(context.Background(), "greenhouse:smarterdx")
	require.NoError(t, err)
	require.Equal(t, 2, open)
}
