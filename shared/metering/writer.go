package metering

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/careerkit/careerkit/shared/store"
)

// Sink stores usage events idempotently; *store.Store is the real one.
type Sink interface {
	UsageEventInsert(ctx context.Context, events []store.UsageEvent) (int64, error)
}

// Options tune a Writer. Zero values take the defaults.
type Options struct {
	// FlushInterval is the longest an event waits before it is written (200 ms).
	FlushInterval time.Duration
	// BatchSize caps the events per insert; a full batch is written at once (500).
	BatchSize int
	// Buffer is how many events may wait in memory; Record blocks beyond it, so a
	// database outage slows requests down instead of losing charges (65536).
	Buffer int
	Logger *slog.Logger
}

// ErrNotRunning is returned by Flush when the writer is not running.
var ErrNotRunning = errors.New("metering: writer not running")

// Writer stores usage events in batches off the request path. Start it once;
// Stop flushes everything still buffered. Record never drops an event: before
// Start and after Stop it writes through synchronously.
type Writer struct {
	sink Sink
	opts Options
	log  *slog.Logger

	ch      chan store.UsageEvent
	flushRq chan chan error
	quit    chan struct{} // closed when Stop begins: blocked Records write through
	drain   chan struct{} // closed once no Record can still send: the loop finishes
	done    chan struct{}

	mu       sync.RWMutex
	running  bool
	started  bool
	stopOnce sync.Once
	stopCtx  context.Context
	stopErr  error

	written  atomic.Int64
	failures int
}

// NewWriter returns a stopped Writer over sink.
func NewWriter(sink Sink, o Options) *Writer {
	if o.FlushInterval <= 0 {
		o.FlushInterval = 200 * time.Millisecond
	}
	if o.BatchSize <= 0 {
		o.BatchSize = 500
	}
	if o.Buffer <= 0 {
		o.Buffer = 65536
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return &Writer{sink: sink, opts: o, log: o.Logger, ch: make(chan store.UsageEvent, o.Buffer),
		flushRq: make(chan chan error), quit: make(chan struct{}), drain: make(chan struct{}), done: make(chan struct{})}
}

// Start launches the background loop. A Writer starts once; start a new one after Stop.
func (w *Writer) Start() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.started {
		return errors.New("metering: writer already started")
	}
	w.started, w.running = true, true
	go w.loop()
	return nil
}

// Record queues an event for the next batch. It blocks only while the buffer is
// full, and writes through when the writer is not running or ctx ends first.
func (w *Writer) Record(ctx context.Context, e store.UsageEvent) error {
	w.mu.RLock()
	if w.running {
		select {
		case w.ch <- e:
			w.mu.RUnlock()
			return nil
		case <-w.quit:
		case <-ctx.Done():
		}
	}
	w.mu.RUnlock()
	return w.writeThrough(ctx, e)
}

// Flush writes every event recorded so far and returns when they are stored.
func (w *Writer) Flush(ctx context.Context) error {
	w.mu.RLock()
	started := w.started
	w.mu.RUnlock()
	if !started {
		return ErrNotRunning
	}
	reply := make(chan error, 1)
	select {
	case w.flushRq <- reply:
	case <-w.done:
		return ErrNotRunning
	case <-ctx.Done():
		return fmt.Errorf("metering: flush: %w", ctx.Err())
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		return fmt.Errorf("metering: flush: %w", ctx.Err())
	}
}

// Stop stops taking events into the buffer, writes what it holds, retrying until
// ctx ends, and returns an error naming how many events could not be written
// (each is also logged with its request id, for reconciliation).
func (w *Writer) Stop(ctx context.Context) error {
	w.mu.RLock()
	started := w.started
	w.mu.RUnlock()
	if !started {
		return nil
	}
	w.stopOnce.Do(func() {
		w.stopCtx = ctx
		close(w.quit)
		w.mu.Lock()
		w.running = false
		w.mu.Unlock()
		close(w.drain)
	})
	select {
	case <-w.done:
		return w.stopErr
	case <-ctx.Done():
	}
	// The loop gives up as soon as ctx ends; give it a moment to say what it lost.
	select {
	case <-w.done:
		return w.stopErr
	case <-time.After(time.Second):
		return fmt.Errorf("metering: stop: %w", ctx.Err())
	}
}

// Written returns how many new events this writer has stored.
func (w *Writer) Written() int64 { return w.written.Load() }

func (w *Writer) loop() {
	defer close(w.done)
	tick := time.NewTicker(w.opts.FlushInterval)
	defer tick.Stop()
	batch := make([]store.UsageEvent, 0, w.opts.BatchSize)
	for {
		in := w.ch
		if len(batch) >= w.opts.BatchSize {
			in = nil // a failing database: stop reading so Record applies back-pressure
		}
		select {
		case e := <-in:
			batch = append(batch, e)
			if len(batch) >= w.opts.BatchSize {
				batch = w.flush(context.Background(), batch)
			}
		case <-tick.C:
			batch = w.flush(context.Background(), batch)
		case reply := <-w.flushRq:
			var err error
			batch, err = w.flushAll(context.Background(), batch, false)
			reply <- err
		case <-w.drain:
			_, w.stopErr = w.flushAll(w.stopCtx, batch, true)
			return
		}
	}
}

// flushAll drains the channel and writes everything, in batches. With retry it
// keeps trying until ctx ends and then reports the events it had to give up.
func (w *Writer) flushAll(ctx context.Context, batch []store.UsageEvent, retry bool) ([]store.UsageEvent, error) {
	pending := append([]store.UsageEvent(nil), batch...)
	for more := true; more; {
		select {
		case e := <-w.ch:
			pending = append(pending, e)
		default:
			more = false
		}
	}
	backoff := 50 * time.Millisecond
	for len(pending) > 0 {
		n := min(len(pending), w.opts.BatchSize)
		err := w.insert(ctx, pending[:n])
		if err == nil {
			pending = pending[n:]
			continue
		}
		if !retry || ctx.Err() != nil {
			if retry {
				for _, e := range pending {
					w.log.ErrorContext(ctx, "usage event not written", slog.String("account_id", e.AccountID),
						slog.String("request_id", e.RequestID), slog.String("endpoint", e.Endpoint),
						slog.Int64("price_cents", e.PriceCents), slog.Time("at", e.At))
				}
				return nil, fmt.Errorf("metering: %d usage events not written: %w", len(pending), err)
			}
			return pending, err
		}
		select {
		case <-ctx.Done():
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, time.Second)
	}
	return batch[:0], nil
}

// flush writes batch once; on failure it keeps the batch for the next tick.
func (w *Writer) flush(ctx context.Context, batch []store.UsageEvent) []store.UsageEvent {
	if len(batch) == 0 {
		return batch
	}
	if err := w.insert(ctx, batch); err != nil {
		return batch
	}
	return batch[:0]
}

// insert writes one batch. A batch the database rejects for its content is
// retried event by event so one bad event cannot block the others forever.
func (w *Writer) insert(ctx context.Context, batch []store.UsageEvent) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	n, err := w.sink.UsageEventInsert(ctx, batch)
	if errors.Is(err, store.ErrUsageRejected) {
		n, err = w.insertEach(ctx, batch)
	}
	if err != nil {
		w.failures++
		if w.failures == 1 || w.failures%50 == 0 {
			w.log.WarnContext(ctx, "usage events not written yet; retrying", slog.Int("events", len(batch)),
				slog.Int("attempts", w.failures), slog.Any("error", err))
		}
		return err
	}
	if w.failures > 0 {
		w.log.InfoContext(ctx, "usage events written again", slog.Int("after_attempts", w.failures))
		w.failures = 0
	}
	w.written.Add(n)
	return nil
}

func (w *Writer) insertEach(ctx context.Context, batch []store.UsageEvent) (int64, error) {
	var total int64
	for _, e := range batch {
		n, err := w.sink.UsageEventInsert(ctx, []store.UsageEvent{e})
		switch {
		case errors.Is(err, store.ErrUsageRejected):
			w.log.ErrorContext(ctx, "usage event rejected by the database; dropped", slog.String("account_id", e.AccountID),
				slog.String("request_id", e.RequestID), slog.String("endpoint", e.Endpoint), slog.Any("error", err))
		case err != nil:
			return total, err
		}
		total += n
	}
	return total, nil
}

// writeThrough stores one event synchronously, for Records outside the loop's life.
func (w *Writer) writeThrough(ctx context.Context, e store.UsageEvent) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	n, err := w.sink.UsageEventInsert(ctx, []store.UsageEvent{e})
	if err != nil {
		w.log.ErrorContext(ctx, "usage event not written", slog.String("account_id", e.AccountID),
			slog.String("request_id", e.RequestID), slog.String("endpoint", e.Endpoint),
			slog.Int64("price_cents", e.PriceCents), slog.Any("error", err))
		return fmt.Errorf("metering: write usage event %s: %w", e.RequestID, err)
	}
	w.written.Add(n)
	return nil
}
