package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/shared/model"
)

// browser is one Chromium process and its warm tabs. The pool replaces it as a
// whole: after a crash, or after MaxRendersPerBrowser renders.
type browser struct {
	gen  int64 // 1 for the first browser of a pool, +1 per restart
	pid  int
	ctx  context.Context // done when the process is gone
	stop context.CancelFunc
	// idle holds the tabs not rendering. Its capacity is the tab count.
	idle     chan *tab
	renders  atomic.Int64
	inflight sync.WaitGroup // renders holding one of its tabs; Add under Pool.mu
	closing  sync.Once
}

// startBrowser launches Chromium and opens opts.Tabs warm tabs. The process is
// tied to parent (the pool's lifetime), never to a request's context.
func startBrowser(parent context.Context, opts Options, gen int64, blocked *atomic.Int64) (*browser, error) {
	profile, err := newProfileDir()
	if err != nil {
		return nil, err
	}
	output := newTailWriter(4 << 10)
	allocCtx, allocCancel := chromedp.NewExecAllocator(parent,
		append(opts.allocatorOptions(), chromedp.UserDataDir(profile), chromedp.CombinedOutput(output))...)
	// The first context owns the process; its own tab is never used to render,
	// because closing that context would close the whole browser.
	logger := opts.Logger.With(slog.String("component", "chromedp"))
	rootCtx, rootCancel := chromedp.NewContext(allocCtx,
		chromedp.WithLogf(func(format string, args ...any) {
			logger.DebugContext(parent, fmt.Sprintf(format, args...))
		}),
		chromedp.WithErrorf(func(format string, args ...any) {
			logger.WarnContext(parent, fmt.Sprintf(format, args...))
		}))
	// Stopping waits for the process to exit, so the profile can go.
	stop := func() {
		rootCancel()
		allocCancel()
		_ = os.RemoveAll(profile)
	}
	b := &browser{gen: gen, ctx: rootCtx, stop: stop, idle: make(chan *tab, opts.Tabs)}

	started := make(chan error, 1)
	go func() { started <- chromedp.Run(rootCtx) }()
	timer := time.NewTimer(opts.StartTimeout)
	defer timer.Stop()
	select {
	case err := <-started:
		if err != nil {
			stop()
			return nil, fmt.Errorf("render: start %s: %w (output: %q)", opts.ChromePath, err, output.String())
		}
	case <-timer.C:
		stop()
		return nil, fmt.Errorf("render: start %s: no DevTools endpoint after %s", opts.ChromePath, opts.StartTimeout)
	}
	if p := chromedp.FromContext(rootCtx).Browser.Process(); p != nil {
		b.pid = p.Pid
	}

	for range opts.Tabs {
		t, err := b.openTab(opts, blocked)
		if err != nil {
			b.close()
			return nil, err
		}
		b.idle <- t
	}
	return b, nil
}

// openTab opens one tab, cuts its network off and, if configured, loads the
// warm-up document so its <head> is already in place.
func (b *browser) openTab(opts Options, blocked *atomic.Int64) (*tab, error) {
	ctx, cancel := context.WithTimeout(b.ctx, opts.StartTimeout)
	defer cancel()
	t, err := newTab(ctx, b, blocked)
	if err != nil {
		return nil, fmt.Errorf("render: open tab: %w", err)
	}
	if len(opts.Warmup) > 0 {
		if _, err := t.render(ctx, opts.Warmup, papers[model.PaperLetter]); err != nil {
			t.close()
			return nil, fmt.Errorf("render: warm up tab: %w", err)
		}
	}
	return t, nil
}

// alive reports whether the process is still there.
func (b *browser) alive() bool { return b.ctx.Err() == nil }

// take waits for an idle tab.
func (b *browser) take(ctx context.Context) (*tab, error) {
	select {
	case t := <-b.idle:
		return t, nil
	case <-b.ctx.Done():
		return nil, errors.New("browser exited")
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// close shuts the browser down: gracefully (so Chromium removes its profile)
// with a short deadline, then by killing it. Safe to call more than once.
func (b *browser) close() {
	b.closing.Do(func() {
		if b.alive() {
			ctx, cancel := context.WithTimeout(b.ctx, 3*time.Second)
			_ = chromedp.Cancel(ctx)
			cancel()
		}
		b.stop()
	})
}
