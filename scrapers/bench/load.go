package main

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// loadResult is what a bulk load measured.
type loadResult struct {
	Jobs    int
	Elapsed time.Duration
	Changes store.JobChanges
}

// Rate returns jobs loaded per second.
func (r loadResult) Rate() float64 { return float64(r.Jobs) / r.Elapsed.Seconds() }

// load writes jobs [0, n) through the production write path (store.JobImport:
// COPY into a stage, upsert, primary election) in batches, with writers
// transactions at once, generating the next batches while the database writes.
// Jobs arrive oldest first, as a crawler finds them over the months.
func load(ctx context.Context, st *store.Store, g *generator, n, batch, writers int, progress func(done int)) (loadResult, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan []model.Job, writers+1)
	order := g.arrivalOrder(n)
	go func() {
		defer close(batches)
		for from := 0; from < n; from += batch {
			jobs := make([]model.Job, 0, min(batch, n-from))
			for _, i := range order[from:min(from+batch, n)] {
				jobs = append(jobs, g.job(i))
			}
			select {
			case batches <- jobs:
			case <-ctx.Done():
				return
			}
		}
	}()
	var (
		mu       sync.Mutex
		res      loadResult
		firstErr error
		wg       sync.WaitGroup
	)
	for range max(writers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for jobs := range batches {
				c, err := st.JobImport(ctx, jobs, g.now)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("bench: load a batch at job %d: %w", res.Jobs, err)
					cancel()
				}
				res.Jobs += len(jobs)
				res.Changes.Added += c.Added
				res.Changes.Updated += c.Updated
				res.Changes.Unchanged += c.Unchanged
				done := res.Jobs
				mu.Unlock()
				if err == nil && progress != nil {
					progress(done)
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return res, firstErr
	}
	if err := ctx.Err(); err != nil {
		return res, fmt.Errorf("bench: load: %w", err)
	}
	res.Elapsed = time.Since(start)
	return res, nil
}
