package refresh

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/queue"
)

// TaskPayload is the payload of a queue.TypeScrapeRun task: one source to refresh.
type TaskPayload struct {
	// Source is the source in CLI syntax: "greenhouse:anthropic", "remoteok".
	Source string `json:"source"`
	// BaseURL replaces the board API's scheme and host; "" for the public API.
	BaseURL string `json:"base_url,omitempty"`
	// Company is the display name for boards whose API has none.
	Company string `json:"company,omitempty"`
	// EverySeconds is the source's period: a run less than half a period after
	// the last success is a duplicate (another replica's enqueue) and is skipped.
	EverySeconds int64 `json:"every_s,omitempty"`
}

// Source returns the checked source of the payload.
func (p TaskPayload) source() (board.Source, error) {
	src, err := board.ParseSource(p.Source)
	if err != nil {
		return board.Source{}, err
	}
	src.BaseURL, src.Company = p.BaseURL, p.Company
	return src, src.Validate()
}

// Task timing. A run of the largest boards (SmartRecruiters reads every posting's
// details) takes minutes through the polite getter, which already retries each
// request; the task is retried twice more for transient failures only.
const (
	taskTimeout  = 20 * time.Minute
	taskMaxRetry = 2
)

// NewTask builds the refresh task of src, run every period, on the scrape queue.
// It is unique per source while it waits or runs (asynq.Unique), so a source never
// runs twice at once whichever scheduler replica enqueues it. The lock outlives the
// longest run with its retries (about an hour) but not the period: Asynq keeps it
// on a task that failed for good until it expires, and the next period's run must
// get through.
func NewTask(q queue.Queues, src board.Source, every time.Duration, opts ...asynq.Option) (*asynq.Task, error) {
	b, err := json.Marshal(TaskPayload{Source: src.Key(), BaseURL: src.BaseURL, Company: src.Company,
		EverySeconds: int64(every / time.Second)})
	if err != nil {
		return nil, fmt.Errorf("refresh: encode task of %s: %w", src.Key(), err)
	}
	unique := max(min(every-time.Minute, 90*time.Minute), time.Minute)
	opts = append([]asynq.Option{asynq.Queue(q.Scrape), asynq.MaxRetry(taskMaxRetry), asynq.Timeout(taskTimeout),
		asynq.Unique(unique)}, opts...)
	return asynq.NewTask(queue.TypeScrapeRun, b, opts...), nil
}

// Handler runs queue.TypeScrapeRun tasks.
type Handler struct {
	runner *Runner
}

// NewHandler returns the task handler running sources through r.
func NewHandler(r *Runner) *Handler { return &Handler{runner: r} }

// ProcessTask implements asynq.Handler. Failures the board will repeat on a retry
// (unknown company, HTML or malformed JSON, an empty listing) skip the retries: the
// next scheduled run tries again.
func (h *Handler) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var p TaskPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("refresh: decode %s payload: %v: %w", queue.TypeScrapeRun, err, asynq.SkipRetry)
	}
	src, err := p.source()
	if err != nil {
		return fmt.Errorf("refresh: %v: %w", err, asynq.SkipRetry)
	}
	if skip, why := h.skip(ctx, src, time.Duration(p.EverySeconds)*time.Second); skip {
		h.runner.log.InfoContext(ctx, "scrape skipped", "source", src.Key(), "why", why)
		return nil
	}
	if _, err := h.runner.Run(ctx, src, RunOptions{}); err != nil {
		if permanent(err) {
			return fmt.Errorf("%v: %w", err, asynq.SkipRetry)
		}
		return err
	}
	return nil
}

// skip decides whether a scheduled run of a registered source is not due: it
// backs off after failures, or it succeeded less than half a period ago (a
// second replica enqueued it after the first had already run it; Asynq's
// uniqueness lock ends when a run succeeds).
func (h *Handler) skip(ctx context.Context, src board.Source, every time.Duration) (bool, string) {
	now := h.runner.now()
	due, err := h.runner.store.SourceDueAt(ctx, src.Key(), now)
	switch {
	case err != nil || !due.Registered:
		return false, ""
	case due.BackingOff:
		return true, "backing off until " + due.NextRunAt.Format(time.RFC3339)
	case every > 0 && !due.LastSuccessAt.IsZero() && now.Sub(due.LastSuccessAt) < every/2:
		return true, "ran at " + due.LastSuccessAt.Format(time.RFC3339) + ", less than half a period ago"
	}
	return false, ""
}

// permanent reports a failure a retry minutes later would repeat.
func permanent(err error) bool {
	for _, e := range []error{board.ErrNotFound, board.ErrHTML, board.ErrNotJSON, board.ErrDecode, board.ErrEmptyBody, board.ErrTooLarge, ErrEmptyListing} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
