package main

import (
	"context"
	"fmt"
	"hash/maphash"
	"runtime"
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

// loadPlan is a corpus dealt into batches, one queue of batches per writer.
type loadPlan struct {
	queues [][][]model.Job
	jobs   int
	now    time.Time
}

// plan generates jobs [0, n) on every core and deals them, oldest posting first
// (the order a crawler discovers them in, and so the physical order of a live
// index), into batches of batch jobs for writers concurrent writers. Each writer
// owns the jobs of a share of the dedupe keys, as store.JobImport asks of
// concurrent importers: two transactions that add the first posting of one key
// would otherwise wait on each other at the index of primaries. Generating
// before the clock starts keeps the synthesis of the corpus, which a real import
// does not do, off the two cores the load is measured on.
func plan(g *generator, n, batch, writers int) loadPlan {
	order := g.arrivalOrder(n)
	jobs := make([]model.Job, n)
	var wg sync.WaitGroup
	workers := runtime.NumCPU()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += workers {
				jobs[i] = g.job(order[i])
			}
		}()
	}
	wg.Wait()
	writers = max(writers, 1)
	p := loadPlan{queues: make([][][]model.Job, writers), jobs: n, now: g.now}
	seed := maphash.MakeSeed()
	pending := make([][]model.Job, writers)
	for _, j := range jobs {
		w := int(maphash.String(seed, j.DedupeKey) % uint64(writers))
		pending[w] = append(pending[w], j)
		if len(pending[w]) == batch {
			p.queues[w] = append(p.queues[w], pending[w])
			pending[w] = nil
		}
	}
	for w := range pending {
		if len(pending[w]) > 0 {
			p.queues[w] = append(p.queues[w], pending[w])
		}
	}
	return p
}

// load writes the plan through the production write path (store.JobImport: COPY
// into a stage, upsert, primary election), one transaction per batch, each
// writer its own queue.
func load(ctx context.Context, st *store.Store, p loadPlan, progress func(done int)) (loadResult, error) {
	queues := make([]chan []model.Job, len(p.queues))
	for w, batches := range p.queues {
		queues[w] = make(chan []model.Job, len(batches))
		for _, b := range batches {
			queues[w] <- b
		}
		close(queues[w])
	}
	return write(ctx, st, queues, p.now, progress, func() {})
}

// write imports the batches of each queue, one writer a queue, until every
// queue is closed. On the first error it calls stop (so that a producer feeding
// the queues ends) and the writers drain what is left without writing it.
func write(ctx context.Context, st *store.Store, queues []chan []model.Job, at time.Time, progress func(done int), stop func()) (loadResult, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		res      loadResult
		firstErr error
		wg       sync.WaitGroup
	)
	for _, queue := range queues {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for jobs := range queue {
				if ctx.Err() != nil {
					continue // drain, so a producer can finish
				}
				c, err := st.JobImport(ctx, jobs, at)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("bench: load a batch at job %d: %w", res.Jobs, err)
					cancel()
					stop()
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
