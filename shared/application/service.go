// Package application is the auto-apply domain the API calls: it records an
// application (once per account and job, or under an Idempotency-Key), decides
// when a finished round may be queued again, queues rounds for the apply
// workers (Asynq) and waits, up to a deadline, for their outcome (NATS). It
// knows nothing of HTTP: the API turns its results into responses.
package application

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// Enqueuer is the part of the Asynq client the service needs.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// Options configure a Service.
type Options struct {
	Store  *store.Store
	Bus    *events.Bus
	Queue  Enqueuer
	Queues queue.Queues
	// Deadline bounds how long Apply waits for a round's outcome.
	Deadline time.Duration
	// BaseURL is this deployment's public base; AcceptedBases are its other
	// ones: a resume is identified by its id, so a resume_url from any
	// replica's base is accepted.
	BaseURL       string
	AcceptedBases []string
	Limits        store.ApplicationLimits
}

// Service records applications in Postgres, queues their submission for the
// apply workers and waits, up to the deadline, for the outcome published on
// NATS. The application row is the source of truth: events only wake the
// waiter early, and it also re-reads the row every second.
type Service struct {
	o Options
}

// New returns a Service.
func New(o Options) *Service { return &Service{o: o} }

// Options returns the service's options (tests derive variants from them).
func (s *Service) Options() Options { return s.o }

// Request is a validated auto-apply request.
type Request struct {
	JobID                   string
	ResumeURL               string
	UserEmail               string
	AutoGenerateCoverLetter bool
	Answers                 Answers
	DryRun                  bool
	IdempotencyKey          string
	// Billing is what a submission of the round this call queues will cost.
	Billing store.ApplicationBilling
}

// Result is the outcome of an Apply call.
type Result struct {
	// Application is the application as it stood when the call returned.
	Application *store.Application
	// InFlight is true when it had not finished by the deadline.
	InFlight bool
	// ClaimHeld is true when the call queued a new round of a real
	// application, which now holds the call's free-allowance claim until a
	// worker knows whether it was submitted. Repeats, replays and dry runs
	// hold nothing. Billability is this property of the result.
	ClaimHeld bool
}

// retryableFailures are failed reasons a new call may retry: nothing was
// pressed and the cause may have passed.
var retryableFailures = map[string]bool{"site_unavailable": true, "resume_unavailable": true}

// Apply records or finds the application of req and waits for its outcome.
func (s *Service) Apply(ctx context.Context, accountID string, req Request) (*Result, error) {
	resumeID, err := s.resumeID(req.ResumeURL)
	if err != nil {
		return nil, err
	}
	job, err := s.o.Store.ApplicationJobGet(ctx, req.JobID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, apperr.NotFound("job_not_found", "no job has job_id %q; pass a job_id from GET /v1/search-jobs", req.JobID)
	}
	if err != nil {
		return nil, err
	}
	if job.ClosedAt != nil {
		return nil, s.closed(ctx, job)
	}
	res, err := s.o.Store.ResumeGetByID(ctx, resumeID)
	if errors.Is(err, store.ErrNotFound) || err == nil && res.AccountID != accountID {
		return nil, apperr.Invalid("resume_url", "resume_url is not a resume this service built for this account, or it expired; build one with POST /v1/build-resume and pass the resume_url it returns")
	}
	if err != nil {
		return nil, err
	}
	answers, err := req.Answers.encode()
	if err != nil {
		return nil, fmt.Errorf("application: answers: %w", err)
	}
	hash := requestHash(req, resumeID, answers)
	app, queued, err := s.record(ctx, accountID, job, req, resumeID, answers, hash)
	if err != nil {
		return nil, err
	}
	// From here the round holds the call's claim: a failure to wait must not
	// hand it back while the round may still be submitted.
	held := queued && !app.DryRun && req.Billing.Claim != ""
	done, err := s.await(ctx, app)
	if err != nil {
		return &Result{ClaimHeld: held}, err
	}
	return &Result{Application: done, InFlight: !done.Terminal(), ClaimHeld: held}, nil
}

// Get returns an application of the account with its timeline; another
// account's application is not found.
func (s *Service) Get(ctx context.Context, accountID, id string) (*store.Application, []store.ApplicationEvent, error) {
	a, err := s.o.Store.ApplicationGetForAccount(ctx, accountID, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, apperr.NotFound("application_not_found",
			"no application of this account has confirmation_id %q; use the confirmation_id returned by POST /v1/auto-apply", id)
	}
	if err != nil {
		return nil, nil, err
	}
	timeline, err := s.o.Store.ApplicationEvents(ctx, a.ID)
	if err != nil {
		return nil, nil, err
	}
	return a, timeline, nil
}

// closed is the job_closed error of a closed posting. When the same job is
// still open under another posting (another board, or the live copy of a demo
// posting), it names that one, in the message and as details.live_job_id.
func (s *Service) closed(ctx context.Context, job *store.ApplicationJob) error {
	closedOn := job.ClosedAt.UTC().Format(time.DateOnly)
	twin, err := s.o.Store.JobLiveTwin(ctx, job.ID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return apperr.Conflict("job_closed", "the posting %s (%s at %s) closed on %s and takes no more applications; search again for open jobs",
			job.ID, job.Title, job.Company, closedOn)
	case err != nil:
		return err
	}
	return apperr.Conflict("job_closed", "the posting %s (%s at %s) closed on %s, but the same job is open as %s (%s at %s): "+
		"call again with job_id %q", job.ID, job.Title, job.Company, closedOn, twin.ID, twin.Title, twin.Company, twin.ID).
		WithDetail("live_job_id", twin.ID)
}
