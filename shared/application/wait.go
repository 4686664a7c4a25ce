package application

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// await queues the application's round if it is queued (idempotent: the task
// id is the round's) and waits for a final status until the deadline.
func (s *Service) await(ctx context.Context, app *store.Application) (*store.Application, error) {
	if app.Terminal() {
		return app, nil
	}
	watch, err := events.WatchApplications(s.o.Bus, app.AccountID)
	if err != nil {
		return nil, err
	}
	defer watch.Stop()
	if app.Status == store.ApplicationQueued {
		if err := s.enqueue(ctx, app); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, s.o.Deadline)
	defer cancel()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		// The watch started before this read, so no final event can slip between.
		cur, err := s.o.Store.ApplicationGetByID(ctx, app.ID)
		switch {
		case err == nil && (cur.Terminal() || waitingOnSite(cur.Reason)):
			return cur, nil
		case err != nil && ctx.Err() == nil:
			return nil, err
		}
	wait:
		for {
			select {
			case ev := <-watch.C():
				if ev.ApplicationID == app.ID && (terminalStatus(ev.Status) || waitingOnSite(ev.Reason)) {
					break wait
				}
			case <-tick.C:
				break wait
			case <-ctx.Done():
				if errors.Is(ctx.Err(), context.Canceled) {
					return nil, ctx.Err()
				}
				return s.o.Store.ApplicationGetByID(context.WithoutCancel(ctx), app.ID)
			}
		}
	}
}

func (s *Service) enqueue(ctx context.Context, app *store.Application) error {
	task, err := queue.NewApplySubmit(s.o.Queues, app.ID, app.Round)
	if err != nil {
		return err
	}
	_, err = s.o.Queue.EnqueueContext(ctx, task)
	if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		e := apperr.Unavailable("queue_unavailable", "application %s is recorded but could not be queued for submission; repeat the same call in a few seconds to queue it (it will not be duplicated)", app.ID)
		e.RetryAfterSeconds = 5
		return e.WithCause(err)
	}
	return nil
}

func (s *Service) publish(ctx context.Context, a *store.Application) {
	err := events.PublishApplicationStatus(s.o.Bus, events.ApplicationStatus{ApplicationID: a.ID, AccountID: a.AccountID,
		JobID: a.JobID, Round: a.Round, Status: a.Status, Reason: a.Reason, Message: a.Message, At: a.UpdatedAt.UTC()})
	if err != nil {
		logging.From(ctx).WarnContext(ctx, "application status not published", slog.Any("error", err))
	}
}

// waitingOnSite: the attempt in flight cannot reach the application site and
// is retried in the background (store.ApplicationNote); the caller is answered
// at once (202, reason site_unavailable) rather than at the deadline.
func waitingOnSite(reason string) bool { return reason == "site_unavailable" }

func terminalStatus(s string) bool {
	return (&store.Application{Status: s}).Terminal()
}
