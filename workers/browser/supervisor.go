package browser

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Errors of Lease.
var (
	// ErrBusy means the caller's context ended while waiting (for a process
	// being replaced, or for a tab).
	ErrBusy = errors.New("browser: busy")
	// ErrClosed means the supervisor was closed.
	ErrClosed = errors.New("browser: closed")
)

// Supervisor keeps one live Chromium process. It is safe for concurrent use.
type Supervisor struct {
	opts   Options
	ctx    context.Context // the supervisor's lifetime; processes start under it
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	cur     *Process
	changed chan struct{} // closed and replaced whenever cur changes
	retired []*Process    // replaced processes still finishing leases
	closed  bool

	restart chan restartRequest
	gen     atomic.Int64
	stats   struct{ restarts, crashes atomic.Int64 }
}

// restartRequest asks the supervisor to replace a process.
type restartRequest struct {
	p      *Process
	reason string
}

// Stats are a supervisor's counters.
type Stats struct {
	// Restarts counts processes started after the first (crash or recycle).
	Restarts int64
	// Crashes counts processes found dead.
	Crashes int64
	// PID is the current process (0 while it is being replaced).
	PID int
}

// Start launches Chromium (and Prepare) and returns once it serves. ctx bounds
// only the start; Close stops the supervisor.
func Start(ctx context.Context, opts Options) (*Supervisor, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	sweepStaleProfiles()
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	s := &Supervisor{opts: opts, ctx: sctx, cancel: cancel, changed: make(chan struct{}),
		restart: make(chan restartRequest, 8)}
	started := make(chan error, 1)
	go func() {
		p, err := startProcess(s.ctx, s.opts, s.gen.Add(1))
		if err == nil {
			s.cur = p
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
			s.cur.close()
		}
		return nil, fmt.Errorf("browser: start: %w", ctx.Err())
	}
	s.wg.Add(1)
	go s.supervise()
	return s, nil
}

// Lease is work on one process; the process is not retired before Release.
type Lease struct {
	P    *Process
	once sync.Once
}

// Release ends the lease. Safe to call more than once.
func (l *Lease) Release() { l.once.Do(l.P.inflight.Done) }

// Lease returns a lease on the live process. While a dead process is being
// replaced it waits for the new one, until ctx ends (ErrBusy).
func (s *Supervisor) Lease(ctx context.Context) (*Lease, error) {
	for {
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			return nil, ErrClosed
		}
		p, changed := s.cur, s.changed
		if p != nil && p.Alive() {
			p.inflight.Add(1)
			s.mu.Unlock()
			return &Lease{P: p}, nil
		}
		s.mu.Unlock()
		if p != nil {
			s.Restart(p, "browser exited")
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: %w", ErrBusy, ctx.Err())
		}
	}
}

// Restart asks the supervisor to replace p (a crash found by its user, or a
// recycle). A request about a process already replaced is ignored; requests
// beyond the buffer are dropped (the pending ones carry the same news).
func (s *Supervisor) Restart(p *Process, reason string) {
	select {
	case s.restart <- restartRequest{p: p, reason: reason}:
	default:
	}
}

// Closed reports whether Close was called.
func (s *Supervisor) Closed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// Stats returns the counters.
func (s *Supervisor) Stats() Stats {
	st := Stats{Restarts: s.stats.restarts.Load(), Crashes: s.stats.crashes.Load()}
	s.mu.Lock()
	if s.cur != nil && s.cur.Alive() {
		st.PID = s.cur.PID
	}
	s.mu.Unlock()
	return st
}

// Close stops the supervisor and every process, waiting for them to exit.
// Work in flight sees its tabs' contexts end.
func (s *Supervisor) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	procs := append([]*Process{s.cur}, s.retired...)
	s.mu.Unlock()
	// Cancelling first keeps the supervisor from mistaking the shutdown for a
	// crash and starting a new process.
	s.cancel()
	for _, p := range procs {
		p.close()
	}
	s.wg.Wait()
}

// supervise replaces the process when it dies or is asked to. A new process is
// started before the old one is let go, so recycling costs no work; after a
// crash, callers wait in Lease until the new one is up.
func (s *Supervisor) supervise() {
	defer s.wg.Done()
	for {
		s.mu.Lock()
		cur := s.cur
		s.mu.Unlock()
		var req restartRequest
		select {
		case <-s.ctx.Done():
			return
		case req = <-s.restart:
		case <-cur.ctx.Done():
			req = restartRequest{p: cur, reason: "browser exited"}
		}
		if s.ctx.Err() != nil {
			return
		}
		if req.p != cur {
			continue // stale: that process was already replaced
		}
		if !cur.Alive() {
			s.stats.crashes.Add(1)
			s.opts.Logger.WarnContext(s.ctx, "browser exited unexpectedly; restarting", slog.Int("pid", cur.PID), slog.Int64("generation", cur.Gen))
		} else {
			s.opts.Logger.InfoContext(s.ctx, "recycling browser", slog.Int("pid", cur.PID), slog.String("reason", req.reason),
				slog.Int64("uses", cur.uses.Load()))
		}
		next := s.startWithRetry()
		if next == nil {
			return // closed
		}
		s.swap(cur, next)
	}
}

// startWithRetry starts a process, retrying with backoff until it works or the
// supervisor closes (nil).
func (s *Supervisor) startWithRetry() *Process {
	backoff := 100 * time.Millisecond
	for {
		p, err := startProcess(s.ctx, s.opts, s.gen.Add(1))
		if err == nil {
			if s.ctx.Err() != nil {
				p.close()
				return nil
			}
			return p
		}
		s.opts.Logger.ErrorContext(s.ctx, "browser start failed; retrying", slog.Any("error", err), slog.Duration("backoff", backoff))
		select {
		case <-s.ctx.Done():
			return nil
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

// swap makes next current and retires old once its leases are released.
func (s *Supervisor) swap(old, next *Process) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		next.close()
		return
	}
	s.cur = next
	s.retired = append(s.retired, old)
	close(s.changed)
	s.changed = make(chan struct{})
	s.stats.restarts.Add(1)
	// Every lease on old was counted in inflight under mu before this point, so
	// the Wait below cannot miss one.
	s.wg.Add(1)
	s.mu.Unlock()
	go func() {
		defer s.wg.Done()
		drained := make(chan struct{})
		go func() {
			old.inflight.Wait()
			close(drained)
		}()
		select {
		case <-drained:
		case <-time.After(s.opts.DrainTimeout):
			s.opts.Logger.WarnContext(s.ctx, "retired browser still busy; closing it anyway", slog.Int("pid", old.PID))
		case <-s.ctx.Done():
		}
		old.close()
		s.mu.Lock()
		for i, p := range s.retired {
			if p == old {
				s.retired = append(s.retired[:i], s.retired[i+1:]...)
				break
			}
		}
		s.mu.Unlock()
	}()
}
