package refresh

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/store"
)

// judgment is one search of the relevance set (testdata/relevance/README.md).
type judgment struct {
	ID        string   `json:"id"`
	Who       string   `json:"who"`
	Query     string   `json:"query"`
	Location  string   `json:"location"`
	JobType   string   `json:"job_type"`
	SalaryMin *float64 `json:"salary_min"`
	First     []string `json:"first"`
	Also      []string `json:"also"`
	Not       []string `json:"not"`
}

func readJudgments(t *testing.T) []judgment {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "relevance", "judgments.jsonl"))
	require.NoError(t, err)
	defer f.Close()
	var out []judgment
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if line := bytes.TrimSpace(sc.Bytes()); len(line) > 0 {
			var j judgment
			require.NoError(t, json.Unmarshal(line, &j), "%s", line)
			out = append(out, j)
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// recordedBoards serves the licensed recordings at the boards' published paths.
func recordedBoards(t *testing.T) *httptest.Server {
	t.Helper()
	dir := filepath.Join("testdata", "relevance", "boards")
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		return b
	}
	serve := func(b []byte) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) { writeJSON(w, b) }
	}
	firstPage := func(b []byte, param, first, empty string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if v := r.URL.Query().Get(param); v == "" || v == first {
				writeJSON(w, b)
				return
			}
			writeJSON(w, []byte(empty))
		}
	}
	hirevueDetail := read("smartrecruiters/posting_detail__hirevue_desc-truncated__candidatezero.json")
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/boards/anthropic/jobs", serve(read("greenhouse/jobs_content_true__anthropic_content-truncated__recruitai.json")))
	mux.HandleFunc("/v1/boards/gongio/jobs", serve(read("greenhouse/jobs_no_content__gong__candidatezero.json")))
	mux.HandleFunc("/v0/postings/outreach", firstPage(read("lever/postings_mode_json__outreach_fields-pruned__candidatezero.json"), "skip", "0", "[]"))
	mux.HandleFunc("/posting-api/job-board/wealth-com", serve(read("ashby/job_board_includeCompensation__wealth-com+openai_desc-trimmed__candidatezero.json")))
	mux.HandleFunc("/v1/companies/hirevue/postings", serve(read("smartrecruiters/postings_list__hirevue__candidatezero.json")))
	mux.HandleFunc("/v1/companies/hirevue/postings/744000138728139", serve(hirevueDetail))
	mux.HandleFunc("/v1/companies/knight/postings", serve(read("smartrecruiters/postings_list__knight_customField__omoji-careerkit.json")))
	mux.HandleFunc("/api/job-board-api", firstPage(read("arbeitnow/job-board-api__data-only_desc-cut__prettyirrelevant-hunt.json"), "page", "1", `{"data":[]}`))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// relevanceSources are the sources of the recordings, as an operator would
// scrape them (no display name given: the registry's or the board's is used).
var relevanceSources = []string{"greenhouse:anthropic", "greenhouse:gongio", "lever:outreach", "ashby:wealth-com",
	"smartrecruiters:hirevue", "smartrecruiters:knight", "arbeitnow"}

// loadRecordings scrapes every recording into a fresh index.
func loadRecordings(t *testing.T) *store.Store {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	srv := recordedBoards(t)
	runner := NewRunner(testClient(), st, discardLogger())
	runner.now = func() time.Time { return t0 }
	for _, key := range relevanceSources {
		src, err := board.ParseSource(key)
		require.NoError(t, err)
		src.BaseURL = srv.URL
		_, err = runner.Run(t.Context(), src, RunOptions{})
		require.NoError(t, err, key)
	}
	return st
}

// dcg is the discounted cumulative gain of gains in rank order.
func dcg(gains []float64) float64 {
	s := 0.0
	for i, g := range gains {
		s += (math.Pow(2, g) - 1) / math.Log2(float64(i)+2)
	}
	return s
}

// TestSearchRelevance runs the judged searches over the licensed recordings
// scraped into Postgres and asserts nDCG@10 and recall@10, with none of the
// postings judged wrong for a search shown.
func TestSearchRelevance(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	t.Parallel()
	st := loadRecordings(t)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return t0 }))
	js := readJudgments(t)
	require.GreaterOrEqual(t, len(js), 40)
	var sumNDCG, found, relevant, wrong float64
	for _, j := range js {
		res, err := svc.Search(t.Context(), jobsearch.Query{Query: j.Query, Location: j.Location, JobType: j.JobType,
			SalaryMin: j.SalaryMin, MaxResults: 10})
		if err != nil {
			t.Errorf("%s %q @ %q: %v", j.ID, j.Query, j.Location, err)
			res = &jobsearch.Result{}
		}
		var got []string
		for _, l := range res.Jobs {
			got = append(got, l.JobID)
		}
		gain := func(id string) float64 {
			switch {
			case slices.Contains(j.First, id):
				return 2
			case slices.Contains(j.Also, id):
				return 1
			}
			return 0
		}
		var gains, ideal []float64
		for _, id := range got {
			gains = append(gains, gain(id))
		}
		for _, id := range append(append([]string{}, j.First...), j.Also...) {
			ideal = append(ideal, gain(id))
			relevant++
			if slices.Contains(got, id) {
				found++
			}
		}
		ideal = ideal[:min(len(ideal), 10)]
		n := dcg(gains) / dcg(ideal)
		sumNDCG += n
		var bad []string
		for _, id := range j.Not {
			if slices.Contains(got, id) {
				bad = append(bad, id)
				wrong++
			}
		}
		if n < 1 || len(bad) > 0 {
			t.Logf("%s %q @ %q: nDCG %.2f got %v; wrong %v; hint %q", j.ID, j.Query, j.Location, n, got, bad, res.Hint)
		}
	}
	ndcg, recall := sumNDCG/float64(len(js)), found/relevant
	t.Logf("relevance over %d searches: nDCG@10 %.3f, recall@10 %.3f (%.0f/%.0f), postings judged wrong shown: %.0f",
		len(js), ndcg, recall, found, relevant, wrong)
	require.GreaterOrEqual(t, ndcg, 0.90, "nDCG@10")
	require.GreaterOrEqual(t, recall, 0.95, "recall@10")
	require.Zero(t, wrong, "postings judged wrong for their search were shown")
}
