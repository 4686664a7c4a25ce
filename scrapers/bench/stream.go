package main

import (
	"context"
	"hash/maphash"
	"runtime"
	"sync"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// streamThreshold is the corpus size from which the bench generates postings
// while it loads them: ten million postings held in memory at once would take
// about 100 GB.
const streamThreshold = 2_000_000

// streamLoad loads n synthetic postings through the production write path like
// load, generating them batch by batch as the writers ask, oldest posting first
// and each writer owning its share of the dedupe keys as plan deals them. The
// generator then shares the cores with the load, so the rate it gives is a
// lower bound; Postgres' CPU a posting is unaffected.
func streamLoad(ctx context.Context, st *store.Store, g *generator, n, batch, writers int, progress func(done int)) (loadResult, error) {
	writers = max(writers, 1)
	order := g.arrivalOrder(n)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	queues := make([]chan []model.Job, writers)
	for w := range queues {
		queues[w] = make(chan []model.Job, 1)
	}
	genErr := make(chan error, 1)
	go func() {
		defer func() {
			for _, q := range queues {
				close(q)
			}
		}()
		genErr <- produce(ctx, g, order, batch, queues)
	}()
	res, err := write(ctx, st, queues, g.now, progress, cancel)
	if gerr := <-genErr; gerr != nil && err == nil {
		err = gerr
	}
	return res, err
}

// produce generates the postings of order a chunk at a time on every core and
// deals them into batches per writer (by dedupe key, as plan does).
func produce(ctx context.Context, g *generator, order []int, batch int, queues []chan []model.Job) error {
	seed := maphash.MakeSeed()
	pending := make([][]model.Job, len(queues))
	chunk := make([]model.Job, batch*len(queues))
	for lo := 0; lo < len(order); lo += len(chunk) {
		part := order[lo:min(lo+len(chunk), len(order))]
		var wg sync.WaitGroup
		workers := runtime.NumCPU()
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; i < len(part); i += workers {
					chunk[i] = g.job(part[i])
				}
			}()
		}
		wg.Wait()
		for _, j := range chunk[:len(part)] {
			w := int(maphash.String(seed, j.DedupeKey) % uint64(len(queues)))
			pending[w] = append(pending[w], j)
			if len(pending[w]) == batch {
				select {
				case queues[w] <- pending[w]:
				case <-ctx.Done():
					return ctx.Err()
				}
				pending[w] = nil
			}
		}
	}
	for w, jobs := range pending {
		if len(jobs) > 0 {
			select {
			case queues[w] <- jobs:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
	}
	return nil
}
