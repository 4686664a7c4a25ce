package application

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/store"
)

// record finds or creates the application of this request: the one its
// Idempotency-Key named, else the account's application for the job (re-queued
// when the caller brings what it was missing), else a new one. queued reports
// whether this call queued a new round (created or re-queued the application).
func (s *Service) record(ctx context.Context, accountID string, job *store.ApplicationJob, req Request,
	resumeID string, answers json.RawMessage, hash []byte) (app *store.Application, queued bool, err error) {
	for range 3 {
		if req.IdempotencyKey != "" {
			app, prev, err := s.o.Store.ApplicationByIdempotencyKey(ctx, accountID, req.IdempotencyKey)
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
		app, err := s.o.Store.ApplicationGetByJob(ctx, accountID, job.ID, req.DryRun)
		if err == nil {
			if req.IdempotencyKey != "" {
				if err := s.o.Store.ApplicationRememberKey(ctx, accountID, req.IdempotencyKey, hash, app.ID); err != nil {
					return nil, false, err
				}
			}
			return s.maybeRequeue(ctx, app, req, resumeID, answers, hash)
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, false, err
		}
		app, err = s.o.Store.ApplicationCreate(ctx, store.ApplicationCreateParams{AccountID: accountID, JobID: job.ID,
			Board: job.Board, Company: job.Company, JobTitle: job.Title, ApplyURL: job.ApplyURL, ResumeID: resumeID,
			UserEmail: req.UserEmail, CoverLetterWanted: req.AutoGenerateCoverLetter, Answers: answers, DryRun: req.DryRun,
			RequestHash: hash, IdempotencyKey: req.IdempotencyKey, Limits: s.o.Limits, Billing: req.Billing})
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
func (s *Service) maybeRequeue(ctx context.Context, app *store.Application, req Request, resumeID string,
	answers json.RawMessage, hash []byte) (*store.Application, bool, error) {
	changed := !bytes.Equal(app.RequestHash, hash)
	again := app.SubmitStartedAt == nil && app.Terminal() && app.Status != store.ApplicationSubmitted &&
		(app.DryRun || app.Status == store.ApplicationNeedsInput && changed ||
			app.Status == store.ApplicationFailed && retryableFailures[app.Reason])
	if !again {
		return app, false, nil
	}
	next, err := s.o.Store.ApplicationRequeue(ctx, app.ID, app.Round, []string{app.Status}, store.ApplicationRequeueParams{
		ResumeID: resumeID, UserEmail: req.UserEmail, CoverLetterWanted: req.AutoGenerateCoverLetter,
		Answers: answers, RequestHash: hash, Message: "queued again with the new request", Billing: req.Billing})
	if errors.Is(err, store.ErrConflict) {
		cur, err := s.o.Store.ApplicationGetByID(ctx, app.ID)
		return cur, false, err
	}
	if err != nil {
		return nil, false, err
	}
	s.publish(ctx, next)
	return next, true, nil
}
