package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
)

// Pool renders HTML to PDF in warm tabs of one supervised Chromium. It is safe
// for concurrent use; at most Options.Tabs renders run at once.
type Pool struct {
	opts Options
	log  *slog.Logger
	// slots bounds concurrent renders: a caller holds one for its whole render.
	slots chan struct{}
	// ctx is the pool's lifetime; browsers are started under it.
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	cur     *browser
	changed chan struct{} // closed and replaced whenever cur changes
	retired []*browser    // replaced browsers still finishing renders
	closed  bool

	restart chan restartRequest
	stats   counters
}

// restartRequest asks the supervisor to replace a browser.
type restartRequest struct {
	b      *browser
	reason string
}

// counters back Stats.
type counters struct {
	renders, failures, restarts, crashes, blocked atomic.Int64
	busy, gen                                     atomic.Int64
}

// Stats is a snapshot of a pool's counters, for metrics and tests.
type Stats struct {
	Renders  int64 // PDFs produced
	Failures int64 // renders that returned an error
	Restarts int64 // browsers started after the first (crash or recycle)
	Crashes  int64 // browsers or tabs found dead
	// BlockedRequests counts network requests the pages tried and were refused.
	BlockedRequests int64
	// Busy is the number of tabs rendering right now.
	Busy int64
	// BrowserPID is the current Chromium process (0 while restarting).
	BrowserPID int
}

// NewPool starts Chromium with opts.Tabs warm tabs and returns once they are
// ready. ctx bounds only the start-up; Close stops the pool.
func NewPool(ctx context.Context, opts Options) (*Pool, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	sweepStaleProfiles()
	pctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	p := &Pool{
		opts:    opts,
		log:     opts.Logger.With(slog.String("component", "render")),
		slots:   make(chan struct{}, opts.Tabs),
		ctx:     pctx,
		cancel:  cancel,
		changed: make(chan struct{}),
		restart: make(chan restartRequest, 8),
	}
	started := make(chan error, 1)
	go func() {
		b, err := p.startBrowser()
		if err == nil {
			p.cur = b
		}
		started <- err
	}()
	select {
	case err := <-started:
		if err != nil {
			cancel()
			return nil, err
		}
	case <-ctx.Done():
		cancel()
		if err := <-started; err == nil {
			p.cur.close()
		}
		return nil, fmt.Errorf("render: start pool: %w", ctx.Err())
	}
	p.wg.Add(1)
	go p.supervise()
	return p, nil
}

// startBrowser starts the next browser generation.
func (p *Pool) startBrowser() (*browser, error) {
	gen := p.stats.gen.Add(1)
	b, err := startBrowser(p.ctx, p.opts, gen, &p.stats.blocked)
	if err != nil {
		return nil, err
	}
	p.log.InfoContext(p.ctx, "browser started", slog.Int("pid", b.pid), slog.Int64("generation", gen), slog.Int("tabs", p.opts.Tabs))
	return b, nil
}

// Stats returns the current counters.
func (p *Pool) Stats() Stats {
	s := Stats{
		Renders:         p.stats.renders.Load(),
		Failures:        p.stats.failures.Load(),
		Restarts:        p.stats.restarts.Load(),
		Crashes:         p.stats.crashes.Load(),
		BlockedRequests: p.stats.blocked.Load(),
		Busy:            p.stats.busy.Load(),
	}
	p.mu.Lock()
	if p.cur != nil && p.cur.alive() {
		s.BrowserPID = p.cur.pid
	}
	p.mu.Unlock()
	return s
}

// Close stops the supervisor and every browser, waiting for them to exit.
// Renders in flight fail with ErrClosed or ErrCrashed.
func (p *Pool) Close() {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return
	}
	p.closed = true
	browsers := append([]*browser{p.cur}, p.retired...)
	p.mu.Unlock()
	// Cancelling first keeps the supervisor from mistaking the shutdown for a
	// crash and starting a new browser.
	p.cancel()
	for _, b := range browsers {
		b.close()
	}
	p.wg.Wait()
}

// acquire returns the browser to render on, with one in-flight render counted
// on it. While a crashed browser is being replaced it waits for the new one.
func (p *Pool) acquire(ctx context.Context) (*browser, error) {
	for {
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			return nil, closedError()
		}
		b, changed := p.cur, p.changed
		if b != nil && b.alive() {
			b.inflight.Add(1)
			p.mu.Unlock()
			return b, nil
		}
		p.mu.Unlock()
		if b != nil {
			p.requestRestart(b, "browser exited")
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, busyError(ctx.Err())
		}
	}
}

// requestRestart asks the supervisor to replace b. Requests beyond the buffer
// are dropped: the pending ones, or the next render's, carry the same news.
func (p *Pool) requestRestart(b *browser, reason string) {
	select {
	case p.restart <- restartRequest{b: b, reason: reason}:
	default:
	}
}

// isClosed reports whether Close was called.
func (p *Pool) isClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// errIsDeadline reports a context deadline, as opposed to a cancellation.
func errIsDeadline(err error) bool { return errors.Is(err, context.DeadlineExceeded) }
