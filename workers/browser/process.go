package browser

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/chromedp"
)

// Process is one Chromium process. The Supervisor replaces it as a whole:
// after a crash, or when asked to recycle it.
type Process struct {
	// Gen is 1 for a supervisor's first process, +1 per replacement.
	Gen int64
	// PID is the browser process id (0 if unknown).
	PID int
	// Value is what Prepare left for the process's users (the renderer's warm
	// tabs).
	Value any

	ctx      context.Context // done when the process is gone
	stop     func()
	inflight sync.WaitGroup // leases on this process; Add under Supervisor.mu
	uses     atomic.Int64
	closing  sync.Once
}

// Context is done when the process is gone. Tabs derive from it.
func (p *Process) Context() context.Context { return p.ctx }

// Alive reports whether the process is still there.
func (p *Process) Alive() bool { return p.ctx.Err() == nil }

// Use counts one unit of work done on the process and returns the total (the
// renderer recycles after MaxRendersPerBrowser).
func (p *Process) Use() int64 { return p.uses.Add(1) }

// startProcess launches Chromium with its own fresh profile. The process is
// tied to parent (the supervisor's lifetime), never to a request's context.
func startProcess(parent context.Context, o Options, gen int64) (*Process, error) {
	profile, err := newProfileDir()
	if err != nil {
		return nil, err
	}
	output := newTailWriter(4 << 10)
	flags := append(BaseOptions(o.ChromePath, o.StartTimeout), o.Flags...)
	allocCtx, allocCancel := chromedp.NewExecAllocator(parent,
		append(flags, chromedp.UserDataDir(profile), chromedp.CombinedOutput(output))...)
	// The first context owns the process; its own tab is never used for work,
	// because closing that context would close the whole browser.
	rootCtx, rootCancel := chromedp.NewContext(allocCtx,
		chromedp.WithLogf(func(format string, args ...any) {
			o.Logger.DebugContext(parent, fmt.Sprintf(format, args...))
		}),
		chromedp.WithErrorf(func(format string, args ...any) {
			o.Logger.DebugContext(parent, fmt.Sprintf(format, args...))
		}))
	// Stopping waits for the process to exit, so the profile can go.
	stop := func() {
		rootCancel()
		allocCancel()
		_ = os.RemoveAll(profile)
	}
	p := &Process{Gen: gen, ctx: rootCtx, stop: stop}
	started := make(chan error, 1)
	go func() { started <- chromedp.Run(rootCtx) }()
	timer := time.NewTimer(o.StartTimeout)
	defer timer.Stop()
	select {
	case err := <-started:
		if err != nil {
			stop()
			return nil, fmt.Errorf("browser: start %s: %w (output: %q)", o.ChromePath, err, output.String())
		}
	case <-timer.C:
		stop()
		return nil, fmt.Errorf("browser: start %s: no DevTools endpoint after %s", o.ChromePath, o.StartTimeout)
	}
	if proc := chromedp.FromContext(rootCtx).Browser.Process(); proc != nil {
		p.PID = proc.Pid
	}
	if o.Prepare != nil {
		ctx, cancel := context.WithTimeout(rootCtx, o.StartTimeout)
		err := o.Prepare(ctx, p)
		cancel()
		if err != nil {
			p.close()
			return nil, fmt.Errorf("browser: prepare: %w", err)
		}
	}
	o.Logger.InfoContext(parent, "browser started", slog.Int("pid", p.PID), slog.Int64("generation", gen))
	return p, nil
}

// close shuts the process down: gracefully (so Chromium removes its profile)
// with a short deadline, then by killing it. Safe to call more than once.
func (p *Process) close() {
	p.closing.Do(func() {
		if p.Alive() {
			ctx, cancel := context.WithTimeout(p.ctx, 3*time.Second)
			_ = chromedp.Cancel(ctx)
			cancel()
		}
		p.stop()
	})
}
