package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// enqueuer is the part of the Asynq client the apply service needs.
type enqueuer interface {
	EnqueueContext(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// applyService records applications in Postgres, queues their submission for
// the apply workers and waits, up to deadline, for the outcome published on
// NATS. The application row is the source of truth: events only wake the
// waiter early, and it also re-reads the row every second.
type applyService struct {
	store    *store.Store
	bus      *events.Bus
	queue    enqueuer
	queues   queue.Queues
	deadline time.Duration
	baseURL  string
	// acceptedBases are the other public bases of this deployment: a resume is
	// identified by its id, so a resume_url from any replica's base is accepted.
	acceptedBases []string
	limits        store.ApplicationLimits
}

// retryableFailures are failed reasons a new call may retry: nothing was
// pressed and the cause may have passed.
var retryableFailures = map[string]bool{"site_unavailable": true, "resume_unavailable": true}

func (s *applyService) Apply(ctx context.Context, accountID string, req ApplyRequest) (*ApplyResult, error) {
	resumeID, err := s.resumeID(req.ResumeURL)
	if err != nil {
		return nil, err
	}
	job, err := s.store.ApplicationJobGet(ctx, req.JobID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, apperr.NotFound("job_not_found", "no job has job_id %q; pass a job_id from GET /v1/search-jobs", req.JobID)
	}
	if err != nil {
		return nil, err
	}
	if job.ClosedAt != nil {
		return nil, apperr.Conflict("job_closed", "the posting %s (%s at %s) closed on %s and takes no more applications; search again for open jobs",
			job.ID, job.Title, job.Company, job.ClosedAt.UTC().Format(time.DateOnly))
	}
	res, err := s.store.ResumeGetByID(ctx, resumeID)
	if errors.Is(err, store.ErrNotFound) || err == nil && res.AccountID != accountID {
		return nil, apperr.Invalid("resume_url", "resume_url is not a resume this service built for this account, or it expired; build one with POST /v1/build-resume and pass the resume_url it returns")
	}
	if err != nil {
		return nil, err
	}
	answers := cleanAnswers(req.Answers)
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
		return &ApplyResult{ClaimHeld: held}, err
	}
	return &ApplyResult{Confirmation: s.confirmation(done), InFlight: !done.Terminal(), ClaimHeld: held}, nil
}

// record finds or creates the application of this request: the one its
// Idempotency-Key named, else the account's application for the job (re-queued
// when the caller brings what it was missing), else a new one. queued reports
// whether this call queued a new round (created or re-queued the application).
func (s *applyService) record(ctx context.Context, accountID string, job *store.ApplicationJob, req ApplyRequest,
	resumeID string, answers json.RawMessage, hash []byte) (app *store.Application, queued bool, err error) {
	for range 3 {
		if req.IdempotencyKey != "" {
			app, prev, err := s.store.ApplicationByIdempotencyKey(ctx, accountID, req.IdempotencyKey)
			switch {
			case err == nil && !bytes.Equal(prev, hash):
				return nil, false, (&apperr.Error{Kind: apperr.KindInvalid, Code: "idempotency_key_reused", Field: "Idempotency-Key",
					Message: "this Idempotency-Key was already used for a different request (application " + app.ID + "); send a new key for a new request, or repeat the first request exactly"})
			case err == nil:
				return app, false, nil
			case !errors.Is(err, store.ErrNotFound):
				return nil, false, err
			}
		}
		app, err := s.store.ApplicationGetByJob(ctx, accountID, job.ID, req.DryRun)
		if err == nil {
			if req.IdempotencyKey != "" {
				if err := s.store.ApplicationRememberKey(ctx, accountID, req.IdempotencyKey, hash, app.ID); err != nil {
					return nil, false, err
				}
			}
			return s.maybeRequeue(ctx, app, req, resumeID, answers, hash)
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, false, err
		}
		app, err = s.store.ApplicationCreate(ctx, store.ApplicationCreateParams{AccountID: accountID, JobID: job.ID,
			Board: job.Board, Company: job.Company, JobTitle: job.Title, ApplyURL: job.ApplyURL, ResumeID: resumeID,
			UserEmail: req.UserEmail, CoverLetterWanted: req.AutoGenerateCoverLetter, Answers: answers, DryRun: req.DryRun,
			RequestHash: hash, IdempotencyKey: req.IdempotencyKey, Limits: s.limits, Billing: req.Billing})
		var limit *store.ApplicationLimitError
		switch {
		case errors.As(err, &limit):
			return nil, false, limitError(limit)
		case errors.Is(err, store.ErrConflict):
			continue // a concurrent identical request created it: load that one
		case err != nil:
			return nil, false, err
		}
		s.publish(ctx, app)
		return app, true, nil
	}
	return nil, false, apperr.Conflict("application_busy", "concurrent requests for this job are still being recorded; retry in a second")
}

// maybeRequeue sends a finished application round again when the caller's new
// request can change the result: a needs_input application with new answers, a
// dry run asked again, or a failure before any press whose cause may have
// passed. Anything pressed is never sent again.
func (s *applyService) maybeRequeue(ctx context.Context, app *store.Application, req ApplyRequest, resumeID string,
	answers json.RawMessage, hash []byte) (*store.Application, bool, error) {
	changed := !bytes.Equal(app.RequestHash, hash)
	again := app.SubmitStartedAt == nil && app.Terminal() && app.Status != store.ApplicationSubmitted &&
		(app.DryRun || app.Status == store.ApplicationNeedsInput && changed ||
			app.Status == store.ApplicationFailed && retryableFailures[app.Reason])
	if !again {
		return app, false, nil
	}
	next, err := s.store.ApplicationRequeue(ctx, app.ID, app.Round, []string{app.Status}, store.ApplicationRequeueParams{
		ResumeID: resumeID, UserEmail: req.UserEmail, CoverLetterWanted: req.AutoGenerateCoverLetter,
		Answers: answers, RequestHash: hash, Message: "queued again with the new request", Billing: req.Billing})
	if errors.Is(err, store.ErrConflict) {
		cur, err := s.store.ApplicationGetByID(ctx, app.ID)
		return cur, false, err
	}
	if err != nil {
		return nil, false, err
	}
	s.publish(ctx, next)
	return next, true, nil
}

// await queues the application's round if it is queued (idempotent: the task
// id is the round's) and waits for a final status until the deadline.
func (s *applyService) await(ctx context.Context, app *store.Application) (*store.Application, error) {
	if app.Terminal() {
		return app, nil
	}
	watch, err := events.WatchApplications(s.bus, app.AccountID)
	if err != nil {
		return nil, err
	}
	defer watch.Stop()
	if app.Status == store.ApplicationQueued {
		if err := s.enqueue(ctx, app); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, s.deadline)
	defer cancel()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		// The watch started before this read, so no final event can slip between.
		cur, err := s.store.ApplicationGetByID(ctx, app.ID)
		switch {
		case err == nil && cur.Terminal():
			return cur, nil
		case err != nil && ctx.Err() == nil:
			return nil, err
		}
	wait:
		for {
			select {
			case ev := <-watch.C():
				if ev.ApplicationID == app.ID && terminalStatus(ev.Status) {
					break wait
				}
			case <-tick.C:
				break wait
			case <-ctx.Done():
				if errors.Is(ctx.Err(), context.Canceled) {
					return nil, ctx.Err()
				}
				return s.store.ApplicationGetByID(context.WithoutCancel(ctx), app.ID)
			}
		}
	}
}

func (s *applyService) enqueue(ctx context.Context, app *store.Application) error {
	task, err := queue.NewApplySubmit(s.queues, app.ID, app.Round)
	if err != nil {
		return err
	}
	_, err = s.queue.EnqueueContext(ctx, task)
	if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		e := apperr.Unavailable("queue_unavailable", "application %s is recorded but could not be queued for submission; repeat the same call in a few seconds to queue it (it will not be duplicated)", app.ID)
		e.RetryAfterSeconds = 5
		return e.WithCause(err)
	}
	return nil
}

func (s *applyService) publish(ctx context.Context, a *store.Application) {
	err := events.PublishApplicationStatus(s.bus, events.ApplicationStatus{ApplicationID: a.ID, AccountID: a.AccountID,
		JobID: a.JobID, Round: a.Round, Status: a.Status, Reason: a.Reason, Message: a.Message, At: a.UpdatedAt.UTC()})
	if err != nil {
		logging.From(ctx).WarnContext(ctx, "application status not published", slog.Any("error", err))
	}
}

func terminalStatus(s string) bool {
	return (&store.Application{Status: s}).Terminal()
}

var resumePathRe = regexp.MustCompile(`^/v1/resumes/([0-9a-f]{64})\.pdf$`)

// resumeID accepts only resume URLs this deployment issued; the service never
// fetches a URL it was given.
func (s *applyService) resumeID(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	for _, base := range append([]string{s.baseURL}, s.acceptedBases...) {
		path, ok := strings.CutPrefix(raw, base)
		if m := resumePathRe.FindStringSubmatch(path); ok && m != nil {
			return m[1], nil
		}
	}
	return "", apperr.Invalid("resume_url", "resume_url must be a resume_url returned by POST /v1/build-resume (%s/v1/resumes/<id>.pdf); other URLs are never fetched", s.baseURL)
}

// cleanAnswers drops unset answers so the stored answers are only what the
// caller said.
func cleanAnswers(in map[string]any) json.RawMessage {
	out := map[string]any{}
	for k, v := range in {
		switch x := v.(type) {
		case nil:
			continue
		case string:
			if strings.TrimSpace(x) == "" {
				continue
			}
		case map[string]any:
			if len(x) == 0 {
				continue
			}
		}
		out[k] = v
	}
	b, _ := json.Marshal(out) // map keys are sorted: the same answers give the same bytes
	return b
}

// requestHash fingerprints what the caller asked for, for Idempotency-Key
// checks and to tell a repeat from new answers.
func requestHash(req ApplyRequest, resumeID string, answers json.RawMessage) []byte {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%t\x00%t\x00", req.JobID, resumeID, strings.ToLower(req.UserEmail),
		req.AutoGenerateCoverLetter, req.DryRun)
	h.Write(answers)
	return h.Sum(nil)
}

func limitError(l *store.ApplicationLimitError) error {
	wait := max(int(time.Until(l.RetryAt).Seconds())+1, 1)
	var e *apperr.Error
	if l.Limit == store.LimitDaily {
		e = apperr.Conflict("daily_application_cap", "this account has created %d applications in the last 24 hours, the daily cap; the next one is possible at %s (in %d s)",
			l.Max, l.RetryAt.Format(time.RFC3339), wait)
	} else {
		e = apperr.Conflict("company_application_limit", "this account has applied to %d roles at this company within %s, the most allowed, so employers do not see a burst of applications; the next one is possible at %s",
			l.Max, strings.TrimSuffix(strings.TrimSuffix(l.Window.String(), "0s"), "0m"), l.RetryAt.Format(time.RFC3339))
	}
	e.RetryAfterSeconds = wait
	return e.WithDetail("limit", l.Max).WithDetail("window_seconds", int64(l.Window/time.Second)).
		WithDetail("retry_at", l.RetryAt.Format(time.RFC3339))
}
