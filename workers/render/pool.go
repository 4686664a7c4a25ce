package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/workers/browser"
)

// Pool renders HTML to PDF in warm tabs of one supervised Chromium (package
// browser). It is safe for concurrent use; at most Options.Tabs renders run at
// once.
type Pool struct {
	opts Options
	log  *slog.Logger
	sup  *browser.Supervisor
	// slots bounds concurrent renders: a caller holds one for its whole render.
	slots chan struct{}
	// ctx is the pool's lifetime; replacement tabs open under it.
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	stats  counters
}

// tabSet is the warm tabs of one browser process (its browser.Process.Value).
type tabSet struct {
	// idle holds the tabs not rendering. Its capacity is the tab count.
	idle chan *tab
}

// counters back Stats.
type counters struct {
	renders, failures, crashes, blocked, busy atomic.Int64
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
	pctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	p := &Pool{
		opts:   opts,
		log:    opts.Logger.With(slog.String("component", "render")),
		slots:  make(chan struct{}, opts.Tabs),
		ctx:    pctx,
		cancel: cancel,
	}
	p.sup, err = browser.Start(ctx, browser.Options{
		Name: "render", ChromePath: opts.ChromePath, Flags: opts.flags(), StartTimeout: opts.StartTimeout,
		DrainTimeout: opts.RenderTimeout + 5*time.Second, Prepare: p.openTabs, Logger: opts.Logger,
	})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("render: %w", err)
	}
	return p, nil
}

// openTabs opens the warm tabs of a new browser process (browser.Options.Prepare).
func (p *Pool) openTabs(ctx context.Context, proc *browser.Process) error {
	set := &tabSet{idle: make(chan *tab, p.opts.Tabs)}
	for range p.opts.Tabs {
		t, err := p.openTab(ctx, proc)
		if err != nil {
			for len(set.idle) > 0 {
				(<-set.idle).close()
			}
			return err
		}
		set.idle <- t
	}
	proc.Value = set
	return nil
}

// openTab opens one tab and, if configured, loads the warm-up document so its
// <head> is already in place.
func (p *Pool) openTab(ctx context.Context, proc *browser.Process) (*tab, error) {
	t, err := newTab(ctx, proc, &p.stats.blocked)
	if err != nil {
		return nil, fmt.Errorf("render: open tab: %w", err)
	}
	if len(p.opts.Warmup) > 0 {
		if _, err := t.render(ctx, p.opts.Warmup, papers[model.PaperLetter]); err != nil {
			t.close()
			return nil, fmt.Errorf("render: warm up tab: %w", err)
		}
	}
	return t, nil
}

// Stats returns the current counters.
func (p *Pool) Stats() Stats {
	b := p.sup.Stats()
	return Stats{
		Renders:         p.stats.renders.Load(),
		Failures:        p.stats.failures.Load(),
		Restarts:        b.Restarts,
		Crashes:         b.Crashes + p.stats.crashes.Load(),
		BlockedRequests: p.stats.blocked.Load(),
		Busy:            p.stats.busy.Load(),
		BrowserPID:      b.PID,
	}
}

// Close stops the browser, waiting for it to exit. Renders in flight fail
// with ErrClosed or ErrCrashed.
func (p *Pool) Close() {
	p.cancel()
	p.sup.Close()
	p.wg.Wait()
}

// take leases the current browser and waits for one of its idle tabs. While a
// crashed browser is being replaced it waits for the new one.
func (p *Pool) take(ctx context.Context) (*browser.Lease, *tab, error) {
	lease, err := p.sup.Lease(ctx)
	switch {
	case errors.Is(err, browser.ErrClosed):
		return nil, nil, closedError()
	case err != nil:
		return nil, nil, busyError(ctx.Err())
	}
	set := lease.P.Value.(*tabSet)
	select {
	case t := <-set.idle:
		return lease, t, nil
	case <-lease.P.Context().Done():
		lease.Release()
		p.sup.Restart(lease.P, "browser exited")
		return nil, nil, crashedError(errors.New("browser exited"))
	case <-ctx.Done():
		lease.Release()
		return nil, nil, busyError(ctx.Err())
	}
}

// isClosed reports whether Close was called.
func (p *Pool) isClosed() bool { return p.sup.Closed() }

// errIsDeadline reports a context deadline, as opposed to a cancellation.
func errIsDeadline(err error) bool { return errors.Is(err, context.DeadlineExceeded) }
