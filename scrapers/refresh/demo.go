package refresh

import (
	"bytes"
	"compress/gzip"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// demoSnapshot is DEMO DATA: the real postings recorded in scrapers/board/testdata,
// normalised by the board clients. It lets search answer on a machine that reaches
// no job board. Rebuild it with `go test ./scrapers/refresh -run DemoSnapshot -update`.
//
//go:embed demo/jobs.json.gz
var demoSnapshot []byte

// DemoJobs returns the demo snapshot as index jobs: ids prefixed "demo-", source
// keys prefixed store.DemoSourcePrefix.
func DemoJobs() ([]model.Job, error) {
	jobs, err := decodeSnapshot(demoSnapshot)
	if err != nil {
		return nil, err
	}
	for i := range jobs {
		jobs[i].ID = "demo-" + jobs[i].ID
		jobs[i].SourceKey = store.DemoSourcePrefix + jobs[i].SourceKey
	}
	return jobs, nil
}

func decodeSnapshot(b []byte) ([]model.Job, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("refresh: demo snapshot: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("refresh: demo snapshot: %w", err)
	}
	var jobs []model.Job
	if err := json.Unmarshal(raw, &jobs); err != nil {
		return nil, fmt.Errorf("refresh: demo snapshot: %w", err)
	}
	return jobs, nil
}

// ImportDemo loads the demo snapshot when the index has never held a job and
// returns how many jobs it imported (0 when the index was not empty).
func ImportDemo(ctx context.Context, st *store.Store, at time.Time) (int, error) {
	empty, err := st.JobIndexEmpty(ctx)
	if err != nil || !empty {
		return 0, err
	}
	jobs, err := DemoJobs()
	if err != nil {
		return 0, err
	}
	c, err := st.JobImport(ctx, jobs, at)
	if err != nil {
		return 0, fmt.Errorf("refresh: import demo: %w", err)
	}
	return c.Added, nil
}
