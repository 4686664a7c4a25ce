package bulk

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"iter"
	"sync"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// Defaults of Options.
const (
	// DefaultWriters is two: the write path keeps one core busy per writer,
	// between Postgres and the search documents built in Go.
	DefaultWriters = 2
	// DefaultBatch is the postings of one write transaction.
	DefaultBatch = 10_000
)

// Options tune an import; the zero value is a sensible one.
type Options struct {
	// Writers is how many write transactions run at once (DefaultWriters).
	Writers int
	// Batch is the postings of each transaction (DefaultBatch).
	Batch int
	// At is when the postings were seen (first_seen, last_seen); now if zero.
	At time.Time
	// KeepIndexes keeps the search indexes up posting by posting even when
	// the index is empty, as a live index does.
	KeepIndexes bool
	// Progress, if set, is called after each batch with the postings written
	// so far, one call at a time (a writer waits for it: keep it short).
	Progress func(done int)
}

// Result is what an import did.
type Result struct {
	// Jobs is how many postings were written.
	Jobs    int
	Changes store.JobChanges
	// Writes is the time the writes took.
	Writes time.Duration
	// Deferred reports that the index was empty and its search indexes were
	// built after the writes: Built names them and Build is the time it took.
	Deferred bool
	Built    []string
	Build    time.Duration
}

// Elapsed is the import's time: the writes and the index builds.
func (r Result) Elapsed() time.Duration { return r.Writes + r.Build }

// Rate is postings written a second, index builds included.
func (r Result) Rate() float64 { return float64(r.Jobs) / r.Elapsed().Seconds() }

// Import writes every posting of jobs into the index. The first error of jobs
// or of a write stops the import: batches already committed stay, and an
// import of the same postings again finds them unchanged. The search indexes
// an empty index deferred are built even then (unless ctx is done), so that
// searches stay fast; a build left undone is made by the next Import or by
// the scraper's start (store.JobIndexesBuild).
func Import(ctx context.Context, st *store.Store, jobs iter.Seq2[model.Job, error], opt Options) (Result, error) {
	var res Result
	writers, batch := opt.Writers, opt.Batch
	if writers <= 0 {
		writers = DefaultWriters
	}
	if batch <= 0 {
		batch = DefaultBatch
	}
	at := opt.At
	if at.IsZero() {
		at = time.Now()
	}
	// An earlier import that died may have left indexes to build; building
	// them now would make this import keep them up row by row.
	if !opt.KeepIndexes {
		var err error
		if res.Deferred, err = st.JobIndexesDefer(ctx); err != nil {
			return res, fmt.Errorf("bulk: %w", err)
		}
	}
	start := time.Now()
	err := write(ctx, st, jobs, writers, batch, at, opt.Progress, &res)
	res.Writes = time.Since(start)
	if (res.Deferred || err == nil) && ctx.Err() == nil {
		start := time.Now()
		built, berr := st.JobIndexesBuild(ctx)
		res.Built, res.Build = built, time.Since(start)
		err = errors.Join(err, berr)
	}
	if err != nil {
		return res, fmt.Errorf("bulk: %w", err)
	}
	return res, nil
}

// write deals jobs into batches, one queue per writer by dedupe key, and
// writes each queue in its own goroutine.
func write(ctx context.Context, st *store.Store, jobs iter.Seq2[model.Job, error], writers, batch int, at time.Time, progress func(int), res *Result) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	queues := make([]chan []model.Job, writers)
	var (
		mu sync.Mutex
		wg sync.WaitGroup
	)
	for w := range queues {
		queues[w] = make(chan []model.Job, 1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range queues[w] {
				if ctx.Err() != nil {
					continue // drain, so the dealer can finish
				}
				c, err := st.JobImport(ctx, b, at)
				if err != nil {
					cancel(err)
					continue
				}
				mu.Lock()
				res.Jobs += len(b)
				res.Changes.Added += c.Added
				res.Changes.Updated += c.Updated
				res.Changes.Unchanged += c.Unchanged
				if progress != nil {
					progress(res.Jobs)
				}
				mu.Unlock()
			}
		}()
	}
	readErr := deal(ctx, jobs, queues, batch)
	for _, q := range queues {
		close(q)
	}
	wg.Wait()
	if readErr != nil {
		return readErr
	}
	return context.Cause(ctx)
}

// deal sends the postings of jobs, batch by batch, to the queue of their
// dedupe key's writer: two writers adding the first posting of one key would
// wait on each other at the index of primaries.
func deal(ctx context.Context, jobs iter.Seq2[model.Job, error], queues []chan []model.Job, batch int) error {
	seed := maphash.MakeSeed()
	pending := make([][]model.Job, len(queues))
	send := func(w int) bool {
		select {
		case queues[w] <- pending[w]:
			pending[w] = make([]model.Job, 0, batch)
			return true
		case <-ctx.Done():
			return false
		}
	}
	for j, err := range jobs {
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return nil // a writer failed: write reports why
		}
		w := int(maphash.String(seed, j.DedupeKey) % uint64(len(queues)))
		pending[w] = append(pending[w], j)
		if len(pending[w]) == batch && !send(w) {
			return nil
		}
	}
	for w := range pending {
		if len(pending[w]) > 0 && !send(w) {
			return nil
		}
	}
	return nil
}
