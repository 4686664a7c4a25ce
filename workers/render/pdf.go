package render

import (
	"context"
	"fmt"
	"log/slog"
)

// PDF prints a complete HTML document on paper ("letter" or "a4"; empty means
// letter) and returns the PDF bytes. The page cannot fetch anything or run
// script (see doc.go). If every tab is busy it waits until ctx ends (ErrBusy);
// the render itself is bounded by RenderTimeout (ErrTimeout); a browser that dies
// mid-render fails only the renders in flight (ErrCrashed) and is restarted.
// Those come back as *apperr.Error values of kind Unavailable wrapping the
// sentinel; a bad paper is an *apperr.Error of kind Invalid; a caller that
// cancels gets ctx's error. Anything else means Chromium refused the document,
// a bug to report.
func (p *Pool) PDF(ctx context.Context, html []byte, paper string) ([]byte, error) {
	size, err := lookupPaper(paper)
	if err != nil {
		return nil, err
	}
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		p.stats.failures.Add(1)
		return nil, busyError(ctx.Err())
	}
	defer func() { <-p.slots }()

	b, err := p.acquire(ctx)
	if err != nil {
		p.stats.failures.Add(1)
		return nil, err
	}
	defer b.inflight.Done()
	t, err := b.take(ctx)
	if err != nil {
		p.stats.failures.Add(1)
		if ctx.Err() != nil {
			return nil, busyError(ctx.Err())
		}
		p.requestRestart(b, "browser exited")
		return nil, crashedError(err)
	}
	p.stats.busy.Add(1)
	defer p.stats.busy.Add(-1)

	rctx, cancel := context.WithTimeout(ctx, p.opts.RenderTimeout)
	// A dead renderer never answers; end the render now instead of at the timeout.
	go func() {
		select {
		case <-t.crashed:
			cancel()
		case <-rctx.Done():
		}
	}()
	out, err := t.render(rctx, html, size)
	rerr := rctx.Err()
	cancel()
	if err == nil {
		b.idle <- t
		p.stats.renders.Add(1)
		if max := p.opts.MaxRendersPerBrowser; max > 0 && b.renders.Add(1) >= int64(max) {
			p.requestRestart(b, fmt.Sprintf("reached %d renders", max))
		}
		return out, nil
	}
	p.stats.failures.Add(1)
	return nil, p.failed(ctx, rerr, b, t, err)
}

// failed classifies a failed render, puts the tab back or replaces it, and
// returns the error for the caller.
func (p *Pool) failed(ctx context.Context, rerr error, b *browser, t *tab, err error) error {
	switch {
	case p.isClosed():
		t.close()
		return closedError()
	case !b.alive():
		// The tab died with the browser; the supervisor starts a new one.
		p.requestRestart(b, "browser exited")
		return crashedError(err)
	case t.isCrashed(), t.ctx.Err() != nil:
		// The renderer died, or Chromium closed the target under us.
		p.stats.crashes.Add(1)
		p.log.WarnContext(ctx, "tab died during render; replacing it", slog.Int("pid", b.pid))
		p.replaceTab(b, t)
		return crashedError(err)
	case ctx.Err() != nil && !errIsDeadline(ctx.Err()):
		// The caller gave up. The tab is sound: Chromium finishes the command and
		// its reply is dropped; the next render queues behind it.
		b.idle <- t
		return fmt.Errorf("render: %w", ctx.Err())
	case errIsDeadline(rerr):
		// A tab stuck in a huge layout would slow every render after it.
		p.log.WarnContext(ctx, "render timed out; replacing tab", slog.Duration("timeout", p.opts.RenderTimeout))
		p.replaceTab(b, t)
		return timeoutError(err)
	default:
		t.head = nil
		b.idle <- t
		return fmt.Errorf("render: %w", err)
	}
}

// replaceTab closes t and opens a fresh tab on b in the background, keeping b's
// tab count (renders may be waiting for one, even on a browser being retired).
// If the new tab cannot be opened the browser is restarted.
func (p *Pool) replaceTab(b *browser, t *tab) {
	t.close()
	p.mu.Lock()
	if p.closed || !b.alive() {
		p.mu.Unlock()
		return
	}
	p.wg.Add(1)
	p.mu.Unlock()
	go func() {
		defer p.wg.Done()
		nt, err := b.openTab(p.opts, &p.stats.blocked)
		if err != nil && (p.ctx.Err() != nil || !b.alive()) {
			return // shutting down, or the browser is being replaced anyway
		}
		if err != nil {
			p.log.ErrorContext(p.ctx, "open replacement tab failed; restarting browser", slog.Any("error", err))
			p.requestRestart(b, "replacement tab failed")
			return
		}
		b.idle <- nt
	}()
}
