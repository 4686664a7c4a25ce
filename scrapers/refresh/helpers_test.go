package refresh

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/store"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

// fakeBoards serves Greenhouse and Remotive at their published paths from the
// recorded payloads, plus boards that fail in every way a real one does. The
// Greenhouse token picks the behaviour.
type fakeBoards struct {
	srv *httptest.Server

	mu sync.Mutex
	// drop lists Greenhouse job ids left out of the smarterdx listing.
	drop map[float64]bool
}

func newFakeBoards(t *testing.T) *fakeBoards {
	t.Helper()
	f := &fakeBoards{drop: map[float64]bool{}}
	smarterdx := readTestdata(t, "greenhouse.json")
	remotive := readTestdata(t, "remotive.json")
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/boards/smarterdx/jobs", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, f.listing(t, smarterdx))
	})
	mux.HandleFunc("/api/remote-jobs", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, remotive) })
	mux.HandleFunc("/v1/boards/html/jobs", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = io.WriteString(w, "<!doctype html><html><body>Please log in</body></html>")
	})
	mux.HandleFunc("/v1/boards/truncated/jobs", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, smarterdx[:len(smarterdx)/2])
	})
	mux.HandleFunc("/v1/boards/garbage/jobs", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, []byte("\x00\x17 \xff not json at all"))
	})
	mux.HandleFunc("/v1/boards/broken/jobs", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "upstream exploded", http.StatusInternalServerError)
	})
	mux.HandleFunc("/v1/boards/slow/jobs", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	})
	mux.HandleFunc("/v1/boards/empty/jobs", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, []byte(`{"jobs":[],"meta":{"total":0}}`))
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

// listing returns the smarterdx payload without the dropped jobs.
func (f *fakeBoards) listing(t *testing.T, raw []byte) []byte {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.drop) == 0 {
		return raw
	}
	var doc map[string]any
	require.NoError(t, json.Unmarshal(raw, &doc))
	var kept []any
	for _, j := range doc["jobs"].([]any) {
		if !f.drop[j.(map[string]any)["id"].(float64)] {
			kept = append(kept, j)
		}
	}
	doc["jobs"] = kept
	b, err := json.Marshal(doc)
	require.NoError(t, err)
	return b
}

func (f *fakeBoards) dropJob(id float64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.drop[id] = true
}

// source returns a source of this fake.
func (f *fakeBoards) source(t *testing.T, key string) board.Source {
	t.Helper()
	src, err := board.ParseSource(key)
	require.NoError(t, err)
	src.BaseURL = f.srv.URL
	return src
}

func writeJSON(w http.ResponseWriter, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(b)
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	return b
}

// testClient is a board client with short timeouts and retry delays.
func testClient() *board.Client {
	return board.New(board.NewHTTP(board.HTTPConfig{
		Timeout: 300 * time.Millisecond, MaxAttempts: 2, BaseDelay: time.Millisecond, MaxDelay: 5 * time.Millisecond,
	}))
}

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

type testBundle struct {
	ctx    context.Context
	st     *store.Store
	boards *fakeBoards
	runner *Runner
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	return &testBundle{ctx: context.Background(), st: st, boards: newFakeBoards(t),
		runner: NewRunner(testClient(), st, discardLogger())}
}
