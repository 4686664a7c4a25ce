package render

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/careerkit/careerkit/workers/browser"
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

	lease, t, err := p.take(ctx)
	if err != nil {
		p.stats.failures.Add(1)
		return nil, err
	}
	defer lease.Release()
	set := lease.P.Value.(*tabSet)
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
		set.idle <- t
		p.stats.renders.Add(1)
		if max := p.opts.MaxRendersPerBrowser; max > 0 && lease.P.Use() >= int64(max) {
			p.sup.Restart(lease.P, fmt.Sprintf("reached %d renders", max))
		}
		return out, nil
	}
	p.stats.failures.Add(1)
	return nil, p.failed(ctx, rerr, lease.P, set, t, err)
}

// failed classifies a failed render, puts the tab back or replaces it, and
// returns the error for the caller.
func (p *Pool) failed(ctx context.Context, rerr error, proc *browser.Process, set *tabSet, t *tab, err error) error {
	switch {
	case p.isClosed():
		t.close()
		return closedError()
	case !proc.Alive():
		// The tab died with the browser; the supervisor starts a new one.
		p.sup.Restart(proc, "browser exited")
		return crashedError(err)
	case t.isCrashed(), t.Ctx.Err() != nil:
		// The renderer died, or Chromium closed the target under us.
		p.stats.crashes.Add(1)
		p.log.WarnContext(ctx, "tab died during render; replacing it", slog.Int("pid", proc.PID))
		p.replaceTab(proc, set, t)
		return crashedError(err)
	case ctx.Err() != nil && !errIsDeadline(ctx.Err()):
		// The caller gave up. The tab is sound: Chromium finishes the command and
		// its reply is dropped; the next render queues behind it.
		set.idle <- t
		return fmt.Errorf("render: %w", ctx.Err())
	case errIsDeadline(rerr):
		// A tab stuck in a huge layout would slow every render after it.
		p.log.WarnContext(ctx, "render timed out; replacing tab", slog.Duration("timeout", p.opts.RenderTimeout))
		p.replaceTab(proc, set, t)
		return timeoutError(err)
	default:
		t.head = nil
		set.idle <- t
		return fmt.Errorf("render: %w", err)
	}
}

// replaceTab closes t and opens a fresh tab on proc in the background, keeping its
// tab count (renders may be waiting for one, even on a browser being retired).
// If the new tab cannot be opened the browser is restarted.
func (p *Pool) replaceTab(proc *browser.Process, set *tabSet, t *tab) {
	t.close()
	if p.ctx.Err() != nil || !proc.Alive() {
		return
	}
	p.wg.Go(func() {
		ctx, cancel := context.WithTimeout(proc.Context(), p.opts.StartTimeout)
		defer cancel()
		nt, err := p.openTab(ctx, proc)
		if err != nil && (p.ctx.Err() != nil || !proc.Alive()) {
			return // shutting down, or the browser is being replaced anyway
		}
		if err != nil {
			p.log.ErrorContext(p.ctx, "open replacement tab failed; restarting browser", slog.Any("error", err))
			p.sup.Restart(proc, "replacement tab failed")
			return
		}
		set.idle <- nt
	})
}
