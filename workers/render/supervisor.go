package render

import (
	"log/slog"
	"time"
)

// supervise replaces the browser when it dies or asks to be recycled. A new
// browser is started before the old one is let go, so recycling costs no
// render; after a crash, callers wait in acquire until the new one is up.
func (p *Pool) supervise() {
	defer p.wg.Done()
	for {
		p.mu.Lock()
		cur := p.cur
		p.mu.Unlock()
		var req restartRequest
		select {
		case <-p.ctx.Done():
			return
		case req = <-p.restart:
		case <-cur.ctx.Done():
			req = restartRequest{b: cur, reason: "browser exited"}
		}
		if p.ctx.Err() != nil {
			return
		}
		if req.b != cur {
			continue // stale: that browser was already replaced
		}
		crashed := !cur.alive()
		if crashed {
			p.stats.crashes.Add(1)
			p.log.WarnContext(p.ctx, "browser exited unexpectedly; restarting", slog.Int("pid", cur.pid), slog.Int64("generation", cur.gen))
		} else {
			p.log.InfoContext(p.ctx, "recycling browser", slog.Int("pid", cur.pid), slog.String("reason", req.reason),
				slog.Int64("renders", cur.renders.Load()))
		}
		next := p.startWithRetry()
		if next == nil {
			return // pool closed
		}
		p.swap(cur, next)
	}
}

// startWithRetry starts a browser, retrying with backoff until it works or
// the pool closes (nil).
func (p *Pool) startWithRetry() *browser {
	backoff := 100 * time.Millisecond
	for {
		b, err := p.startBrowser()
		if err == nil {
			if p.ctx.Err() != nil {
				b.close()
				return nil
			}
			return b
		}
		p.log.ErrorContext(p.ctx, "browser start failed; retrying", slog.Any("error", err), slog.Duration("backoff", backoff))
		select {
		case <-p.ctx.Done():
			return nil
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

// swap makes next current and retires old once its renders are done.
func (p *Pool) swap(old, next *browser) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		next.close()
		return
	}
	p.cur = next
	p.retired = append(p.retired, old)
	close(p.changed)
	p.changed = make(chan struct{})
	p.stats.restarts.Add(1)
	// Every render on old registered in inflight under mu before this point,
	// so the Wait below cannot miss one.
	p.wg.Add(1)
	p.mu.Unlock()
	go func() {
		defer p.wg.Done()
		drained := make(chan struct{})
		go func() {
			old.inflight.Wait()
			close(drained)
		}()
		select {
		case <-drained:
		case <-time.After(p.opts.RenderTimeout + 5*time.Second):
			p.log.WarnContext(p.ctx, "retired browser still busy; closing it anyway", slog.Int("pid", old.pid))
		case <-p.ctx.Done():
		}
		old.close()
		p.mu.Lock()
		for i, b := range p.retired {
			if b == old {
				p.retired = append(p.retired[:i], p.retired[i+1:]...)
				break
			}
		}
		p.mu.Unlock()
	}()
}
