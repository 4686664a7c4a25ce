package refresh

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/store"
)

// DefaultStaleAfter is how long an open posting may go unseen by every scrape
// before it is closed: weeks of failed runs, or a source dropped from the
// configuration, must not keep advertising jobs that may be gone.
const DefaultStaleAfter = 14 * 24 * time.Hour

// Sweeper closes stale postings (queue.TypeScrapeSweep tasks).
type Sweeper struct {
	store      *store.Store
	staleAfter time.Duration
	log        *slog.Logger
	now        func() time.Time
}

// NewSweeper returns a Sweeper closing postings unseen for staleAfter.
func NewSweeper(st *store.Store, staleAfter time.Duration, log *slog.Logger) *Sweeper {
	return &Sweeper{store: st, staleAfter: staleAfter, log: log, now: time.Now}
}

// Sweep closes the postings unseen since staleAfter ago and returns how many.
func (s *Sweeper) Sweep(ctx context.Context) (int, error) {
	now := s.now()
	n, err := s.store.JobCloseStale(ctx, now.Add(-s.staleAfter), now)
	if err != nil {
		return 0, fmt.Errorf("refresh: sweep: %w", err)
	}
	if n > 0 {
		s.log.InfoContext(ctx, "closed stale postings", slog.Int("closed", n), slog.Duration("unseen_for", s.staleAfter))
	}
	// The typo vocabulary forgets the words of postings gone.
	if err := s.store.JobWordsRebuild(ctx); err != nil {
		return n, fmt.Errorf("refresh: sweep: %w", err)
	}
	return n, nil
}

// ProcessTask implements asynq.Handler.
func (s *Sweeper) ProcessTask(ctx context.Context, _ *asynq.Task) error {
	_, err := s.Sweep(ctx)
	return err
}
