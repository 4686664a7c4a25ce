package apply

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// Enqueuer is the part of the Asynq client the sweep needs.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// Sweep timings: a queued application older than requeueAfter lost its task
// (the API could not enqueue it and the caller did not call again); a
// submitting one untouched for abandonAfter has no live attempt (an attempt is
// bounded by the task timeout, and every retry touches the row).
const (
	requeueAfter = 2 * time.Minute
	abandonAfter = 15 * time.Minute
)

// Sweep finds in-flight applications that stopped moving, every interval until
// ctx ends, so nothing is left queued or submitting forever. Several workers may
// sweep at once: enqueueing uses the round's task id and finishing is a
// compare-and-set.
func (h *Handler) Sweep(ctx context.Context, interval time.Duration, enq Enqueuer, queues queue.Queues) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		h.sweepOnce(ctx, enq, queues)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (h *Handler) sweepOnce(ctx context.Context, enq Enqueuer, queues queue.Queues) {
	queued, err := h.store.ApplicationListStale(ctx, store.ApplicationQueued, time.Now().Add(-requeueAfter), 100)
	if err != nil {
		h.logSweep(ctx, err)
		return
	}
	for _, a := range queued {
		task, err := queue.NewApplySubmit(queues, a.ID, a.Round)
		if err == nil {
			_, err = enq.EnqueueContext(ctx, task)
		}
		if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
			h.logSweep(ctx, err)
		}
	}
	stuck, err := h.store.ApplicationListStale(ctx, store.ApplicationSubmitting, time.Now().Add(-abandonAfter), 100)
	if err != nil {
		h.logSweep(ctx, err)
		return
	}
	for _, a := range stuck {
		out := Outcome{Status: StatusFailed, Reason: ReasonSiteUnavailable,
			Message: "the apply workers stopped before finishing, and submit was never pressed; nothing was submitted, call auto-apply again to retry"}
		if a.SubmitStartedAt != nil {
			out.Reason = ReasonOutcomeUncertain
			out.Message = "submit was pressed and the worker stopped before the site's answer was recorded; the application may or may not have been received, and it will not be sent again; check for a confirmation email"
		}
		if err := h.finish(ctx, a, out); err != nil {
			h.logSweep(ctx, err)
		}
	}
}

func (h *Handler) logSweep(ctx context.Context, err error) {
	if ctx.Err() == nil {
		h.log.WarnContext(ctx, "application sweep failed", slog.Any("error", err))
	}
}
