package main

import (
	"context"
	"fmt"
	"hash/maphash"
	"sync"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// closeShare closes about share of the loaded postings the way the scraper
// does: every source is synced again with the postings it still lists, and the
// store closes the rest (store.JobSync, which elects a new primary for a
// dedupe key whose primary closed). Which postings close is a hash of the id, so
// a run is reproducible. It returns how many closed.
func closeShare(ctx context.Context, st *store.Store, jobs []model.Job, share float64, writers int, at time.Time) (int, error) {
	bySource := map[string][]model.Job{}
	var order []string
	for _, j := range jobs {
		if _, seen := bySource[j.SourceKey]; !seen {
			order = append(order, j.SourceKey)
		}
		bySource[j.SourceKey] = append(bySource[j.SourceKey], j)
	}
	seed := maphash.MakeSeed()
	cut := uint64(share * float64(^uint64(0)))
	sources := make(chan string)
	var (
		mu       sync.Mutex
		closed   int
		firstErr error
		wg       sync.WaitGroup
	)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for range max(writers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for src := range sources {
				var kept []model.Job
				for _, j := range bySource[src] {
					if maphash.String(seed, j.ID) >= cut {
						kept = append(kept, j)
					}
				}
				c, err := st.JobSync(ctx, src, kept, at)
				mu.Lock()
				closed += c.Closed
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("bench: close postings of %s: %w", src, err)
					cancel()
				}
				mu.Unlock()
			}
		}()
	}
	for _, src := range order {
		if ctx.Err() != nil {
			break
		}
		sources <- src
	}
	close(sources)
	wg.Wait()
	return closed, firstErr
}
