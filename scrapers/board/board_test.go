package board

import (
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// fakeBoard is a board API on httptest serving recorded payloads at the real paths.
type fakeBoard struct {
	mux *http.ServeMux
	srv *httptest.Server

	mu   sync.Mutex
	hits map[string]int // request URI → count
}

func newFakeBoard(t *testing.T) *fakeBoard {
	t.Helper()
	f := &fakeBoard{mux: http.NewServeMux(), hits: map[string]int{}}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.hits[r.URL.RequestURI()]++
		f.mu.Unlock()
		if ua := r.Header.Get("User-Agent"); ua != DefaultUserAgent {
			http.Error(w, "unexpected User-Agent "+ua, http.StatusBadRequest)
			return
		}
		f.mux.ServeHTTP(w, r)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

// hitCount returns how many requests had this request URI.
func (f *fakeBoard) hitCount(uri string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.hits[uri]
}

// requests returns the total number of requests served.
func (f *fakeBoard) requests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, c := range f.hits {
		n += c
	}
	return n
}

// readFixture returns a testdata file; it fails the test when missing.
func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	return b
}

// serveJSON answers with body after checking the query parameters the board's
// published API needs; a missing one is a 400 the test sees as a StatusError.
func serveJSON(body []byte, want url.Values) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		for k, vs := range want {
			if q.Get(k) != vs[0] {
				http.Error(w, "missing query "+k+"="+vs[0], http.StatusBadRequest)
				return
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	}
}

// testHTTP is a getter with short retry delays.
func testHTTP() *HTTP {
	return NewHTTP(HTTPConfig{
		Timeout:       5 * time.Second,
		MaxAttempts:   3,
		BaseDelay:     time.Millisecond,
		MaxDelay:      5 * time.Millisecond,
		MaxRetryAfter: 2 * time.Second,
	})
}

// fetch runs the real client against f for src.
func fetch(t *testing.T, f *fakeBoard, src Source, opts ...Option) []model.Job {
	t.Helper()
	src.BaseURL = f.srv.URL
	jobs, err := New(testHTTP(), opts...).Fetch(t.Context(), src)
	require.NoError(t, err)
	return jobs
}

// checkGolden compares jobs with testdata/<name>.golden.json, or rewrites it
// under -update.
func checkGolden(t *testing.T, name string, jobs []model.Job) {
	t.Helper()
	got, err := json.MarshalIndent(jobs, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	path := filepath.Join("testdata", name+".golden.json")
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file; run go test ./scrapers/board -update")
	require.Equal(t, string(want), string(got))
}

// jobByID finds one job; it fails the test when absent.
func jobByID(t *testing.T, jobs []model.Job, id string) model.Job {
	t.Helper()
	for _, j := range jobs {
		if j.ID == id {
			return j
		}
	}
	require.Failf(t, "job not found", "no job %s among %d", id, len(jobs))
	return model.Job{}
}

// countItems counts the postings of a fixture: a bare array or the array under key.
func countItems(t *testing.T, body []byte, key string) int {
	t.Helper()
	if key == "" {
		var items []json.RawMessage
		require.NoError(t, json.Unmarshal(body, &items))
		return len(items)
	}
	var env map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(body, &env))
	var items []json.RawMessage
	require.NoError(t, json.Unmarshal(env[key], &items))
	return len(items)
}

func date(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}
