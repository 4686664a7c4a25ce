package api

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/jobsearch"
)

// TestScraperBinaryThenSearch runs the real scraper binary against a replay of
// a Greenhouse payload written from the board's documented shape, then finds
// the scraped job through the API.
func TestScraperBinaryThenSearch(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the scraper; skipped under -short")
	}
	b := setup(t, setupOpts{noWorker: true})
	s := New(Deps{Config: b.cfg, Store: b.store, Bus: b.bus, Redis: b.redis,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Registry: prometheus.NewRegistry(),
		Services: Services{Jobs: jobsearch.New(b.store)}, KeyCacheTTL: 50 * time.Millisecond})
	b.handler = s.Handler()

	payload, err := os.ReadFile(filepath.Join("..", "scrapers", "refresh", "testdata", "greenhouse.json"))
	require.NoError(t, err)
	board := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/boards/northwind/jobs" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(payload)
	}))
	t.Cleanup(board.Close)

	bin := filepath.Join(t.TempDir(), "careerkit-scraper")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/careerkit/careerkit/scrapers/cmd/careerkit-scraper").CombinedOutput()
	require.NoError(t, err, string(out))
	cmd := exec.Command(bin, "scrape", "greenhouse:northwind", "--base-url", board.URL)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+b.store.Pool().Config().ConnString(), "LOG_LEVEL=warn")
	out, err = cmd.Output()
	require.NoError(t, err, string(out))
	require.Regexp(t, `^greenhouse:northwind: added 2, updated 0, closed 0, unchanged 0 \(in \d+ ms\)\n$`, string(out))

	res := b.do(t, http.MethodGet, "/v1/search-jobs?"+url.Values{"query": {"patient support analysts"}}.Encode(), nil)
	require.Equal(t, http.StatusOK, res.Status, string(res.Body))
	var body struct {
		Jobs []struct {
			JobID      string `json:"job_id"`
			Title      string `json:"title"`
			Company    string `json:"company"`
			Salary     string `json:"salary"`
			JobType    string `json:"job_type"`
			PostedDate string `json:"posted_date"`
			MatchScore int    `json:"match_score"`
		} `json:"jobs"`
		TotalResults int  `json:"total_results"`
		SearchTimeMS *int `json:"search_time_ms"`
	}
	require.NoError(t, json.Unmarshal(res.Body, &body))
	require.Equal(t, 1, body.TotalResults)
	require.Len(t, body.Jobs, 1)
	j := body.Jobs[0]
	require.Equal(t, "greenhouse-7100000001", j.JobID)
	require.Equal(t, "Patient Support Analyst I", j.Title)
	require.Equal(t, "Northwind Health", j.Company)
	require.Equal(t, "$26.40 an hour", j.Salary)
	require.Equal(t, "2026-07-27T17:48:30Z", j.PostedDate)
	require.Positive(t, j.MatchScore)
	require.NotNil(t, body.SearchTimeMS)

	res = b.do(t, http.MethodGet, "/v1/search-jobs?query=analyst&location=Austin&job_type=fulltime&salary_min=200000", nil)
	require.Equal(t, http.StatusOK, res.Status, string(res.Body))
	require.JSONEq(t, `[]`, string(mustField(t, res.Body, "jobs")))

	res = b.do(t, http.MethodPost, "/v1/search-jobs", map[string]any{"query": "support", "max_results": 1})
	require.Equal(t, http.StatusOK, res.Status, string(res.Body))
	require.Contains(t, string(res.Body), "greenhouse-7100000001")
}

func mustField(t *testing.T, body []byte, field string) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(body, &m))
	v, ok := m[field]
	require.True(t, ok, "no %s in %s", field, body)
	return v
}
