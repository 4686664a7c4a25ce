package refresh

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

var update = flag.Bool("update", false, "rebuild demo/jobs.json.gz from the board fixtures")

// boardGoldens returns every job of the board clients' golden files: the real
// recorded payloads, normalised. Fixtures written from a board's documented shape
// (invented employers) stay out of the demo.
func boardGoldens(t *testing.T) []model.Job {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "board", "testdata", "*", "*.golden.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	slices.Sort(files)
	var all []model.Job
	for _, f := range files {
		if strings.Contains(f, "written-from") {
			continue
		}
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var jobs []model.Job
		require.NoError(t, json.Unmarshal(b, &jobs), f)
		all = append(all, jobs...)
	}
	slices.SortFunc(all, func(a, b model.Job) int { return cmp.Compare(a.ID, b.ID) })
	return slices.CompactFunc(all, func(a, b model.Job) bool { return a.ID == b.ID })
}

func TestDemoSnapshotMatchesBoardFixtures(t *testing.T) {
	t.Parallel()
	want := boardGoldens(t)
	if *update {
		raw, err := json.Marshal(want)
		require.NoError(t, err)
		var buf bytes.Buffer
		zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		require.NoError(t, err)
		_, err = zw.Write(raw)
		require.NoError(t, err)
		require.NoError(t, zw.Close())
		require.NoError(t, os.WriteFile(filepath.Join("demo", "jobs.json.gz"), buf.Bytes(), 0o644))
		return
	}
	got, err := decodeSnapshot(demoSnapshot)
	require.NoError(t, err)
	require.Equal(t, want, got, "demo snapshot is stale: go test ./scrapers/refresh -run DemoSnapshot -update")
}

func TestDemoJobsAreMarkedAndValid(t *testing.T) {
	t.Parallel()
	jobs, err := DemoJobs()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(jobs), 30)
	for i := range jobs {
		require.True(t, strings.HasPrefix(jobs[i].ID, "demo-"), jobs[i].ID)
		require.True(t, strings.HasPrefix(jobs[i].SourceKey, store.DemoSourcePrefix), jobs[i].SourceKey)
		require.NoError(t, jobindex.Check(&jobs[i]))
	}
}
