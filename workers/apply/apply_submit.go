package apply

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

// ProcessTask handles queue.TypeApplySubmit. Submit-once: before pressing, the
// attempt claims the press in Postgres (ApplicationClaimSubmit); an attempt
// that finds a claim without a recorded outcome (the worker died between press
// and record) never presses again and ends outcome_uncertain. Transient
// failures before the press are retried with backoff; on the last attempt they
// end the application as failed.
func (h *Handler) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var p queue.ApplySubmitPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("apply: decode payload: %v: %w", err, asynq.SkipRetry)
	}
	log := h.log.With(slog.String("application_id", p.ApplicationID), slog.Int("round", p.Round))
	app, err := h.store.ApplicationGetByID(ctx, p.ApplicationID)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("apply: %w: %w", err, asynq.SkipRetry)
	}
	if err != nil {
		return err
	}
	if app.Round != p.Round || app.Terminal() {
		return nil // a stale task: the round was finished or superseded
	}
	if app.SubmitStartedAt != nil {
		log.WarnContext(ctx, "submit was pressed by an attempt that did not record the outcome; not pressing again")
		return h.finish(ctx, app, Outcome{Status: StatusFailed, Reason: ReasonOutcomeUncertain,
			Message: "an earlier attempt pressed submit at " + app.SubmitStartedAt.UTC().Format(time.RFC3339) +
				" and stopped before the site's answer was recorded (a worker restart); the application may or may not have been received, and it will not be sent again; check for a confirmation email"})
	}
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	if !ok {
		maxRetry = queue.ApplyMaxRetry
	}
	msg := "filling the application form"
	if retried > 0 {
		msg = fmt.Sprintf("filling the application form (attempt %d of %d)", retried+1, maxRetry+1)
	}
	app, err = h.store.ApplicationStart(ctx, app.ID, app.Round, msg)
	if errors.Is(err, store.ErrConflict) {
		return nil
	}
	if err != nil {
		return err
	}
	h.publish(ctx, app)

	out, err := h.attempt(ctx, app, log)
	if errors.Is(err, ErrNotClaimed) {
		log.WarnContext(ctx, "another attempt pressed submit first; leaving the outcome to it")
		return nil
	}
	if errors.Is(err, asynq.SkipRetry) {
		log.ErrorContext(ctx, "application cannot be prepared", slog.Any("error", err))
		if ferr := h.finish(ctx, app, failed(ReasonInternal, "Careerkit could not prepare this application (the error is logged for the operators); nothing was submitted")); ferr != nil {
			return ferr
		}
		return err
	}
	if err != nil {
		if retried >= maxRetry && ctx.Err() == nil {
			reason := ReasonSiteUnavailable
			var tr *TransientError
			if errors.As(err, &tr) {
				reason, err = tr.Reason, tr.Err
			}
			return h.finish(ctx, app, Outcome{Status: StatusFailed, Reason: reason,
				Message: fmt.Sprintf("the application could not be made after %d attempts (%v); nothing was submitted", retried+1, err)})
		}
		log.WarnContext(ctx, "apply attempt failed; it will be retried", slog.Any("error", err))
		if errors.Is(err, ErrUnresolved) {
			// The caller is told at once, not when the retries run out: the
			// site cannot be reached now, and the attempt goes on behind.
			note := fmt.Sprintf("the application site %s cannot be reached now (its name does not resolve); nothing was submitted, "+
				"and Careerkit keeps trying in the background (attempt %d of %d): follow tracking_url", hostOf(app.ApplyURL), retried+1, maxRetry+1)
			if noted, nerr := h.store.ApplicationNote(ctx, app.ID, app.Round, ReasonSiteUnavailable, note); nerr == nil {
				h.publish(ctx, noted)
			}
		}
		return err
	}
	return h.finish(ctx, app, out)
}

// attempt prepares the submission (resume, answers, cover letter) and runs it.
func (h *Handler) attempt(ctx context.Context, app *store.Application, log *slog.Logger) (Outcome, error) {
	if job, err := h.store.ApplicationJobGet(ctx, app.JobID); err == nil && job.ClosedAt != nil {
		return failed(ReasonJobClosed, "the posting closed at "+job.ClosedAt.UTC().Format(time.RFC3339)+", after it was found and before it could be applied to; nothing was submitted"), nil
	}
	res, err := h.store.ResumeGetByID(ctx, app.ResumeID)
	if errors.Is(err, store.ErrNotFound) || err == nil && res.AccountID != app.AccountID {
		return failed(ReasonResumeGone, "the resume expired or was deleted before the application was sent; build it again and call auto-apply with the new resume_url"), nil
	}
	if err != nil {
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	pdf, err := h.blobs.Get(ctx, resume.BlobKey(res.ID))
	if err != nil {
		return Outcome{}, transient(ReasonSiteUnavailable, fmt.Errorf("load resume PDF: %w", err))
	}
	var r model.Resume
	if err := json.Unmarshal(res.Input, &r); err != nil {
		return Outcome{}, fmt.Errorf("apply: decode resume %s: %w: %w", res.ID, err, asynq.SkipRetry)
	}
	var answers application.Answers
	if err := json.Unmarshal(app.Answers, &answers); err != nil {
		return Outcome{}, fmt.Errorf("apply: decode answers: %w: %w", err, asynq.SkipRetry)
	}
	letter := ""
	if app.CoverLetterWanted {
		letter = h.coverLetter(ctx, app, r, log)
	}
	s := Submission{ApplyURL: app.ApplyURL, Board: app.Board, DryRun: app.DryRun,
		Applicant: Applicant{Resume: r, Email: app.UserEmail, Answers: answers},
		Resume:    pdf, ResumeName: res.Filename, CoverLetter: letter,
		BeforePress: func(ctx context.Context) error {
			claimed, err := h.store.ApplicationClaimSubmit(ctx, app.ID, app.Round)
			if errors.Is(err, store.ErrConflict) {
				return ErrNotClaimed
			}
			if err != nil {
				return err
			}
			h.publish(ctx, claimed)
			log.InfoContext(ctx, "pressing submit")
			return nil
		}}
	out, err := h.applier.Apply(ctx, s)
	out.letter = letter
	return out, err
}

// coverLetter writes the letter with the shared writing engine; a failure
// sends no letter rather than failing the application.
func (h *Handler) coverLetter(ctx context.Context, app *store.Application, r model.Resume, log *slog.Logger) string {
	desc := ""
	if job, err := h.store.ApplicationJobGet(ctx, app.JobID); err == nil {
		desc = job.DescriptionText
	}
	cl, err := h.writer.CoverLetter(ctx, writing.CoverLetterInput{Resume: r, JobTitle: app.JobTitle,
		Company: app.Company, JobDescription: desc, Tone: "professional"})
	if err != nil {
		log.WarnContext(ctx, "cover letter not written", slog.Any("error", err))
		return ""
	}
	return cl.Text
}

// finish records the outcome and publishes it. The record is retried briefly
// with its own deadline: after a press, losing it would turn a known outcome
// into an uncertain one.
func (h *Handler) finish(ctx context.Context, app *store.Application, out Outcome) error {
	questions, _ := json.Marshal(out.Questions)
	fields, _ := json.Marshal(out.Fields)
	if out.Questions == nil {
		questions = nil
	}
	if out.Fields == nil {
		fields = nil
	}
	res := store.ApplicationResult{Status: out.Status, Reason: out.Reason, Message: out.Message,
		Questions: questions, Fields: fields, CoverLetter: out.letter, CoverLetterAs: out.CoverLetterAs}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	var err error
	for i := 0; i < 5; i++ {
		var done *store.Application
		done, err = h.store.ApplicationFinish(rctx, app.ID, app.Round, res)
		if err == nil {
			h.publish(rctx, done)
			h.releaseClaim(rctx, done)
			return nil
		}
		if errors.Is(err, store.ErrConflict) {
			return nil // finished by another attempt
		}
		time.Sleep(time.Duration(i+1) * 300 * time.Millisecond)
	}
	return fmt.Errorf("apply: record outcome %s of %s: %w", out.Status, app.ID, err)
}

// releaseClaim gives back the free-allowance claim of a round that ended
// without a submission: only a submitted application is billed (in the
// transaction that records it), so a failed, needs_input or dry-run round must
// not keep using one of the account's free calls.
func (h *Handler) releaseClaim(ctx context.Context, a *store.Application) {
	if h.quota == nil || a.Claim == "" || a.Status == store.ApplicationSubmitted {
		return
	}
	if err := h.quota.ReleaseToken(ctx, a.AccountID, a.Claim); err != nil {
		h.log.WarnContext(ctx, "free-allowance claim not released", slog.String("application_id", a.ID), slog.Any("error", err))
	}
}

// publish announces a's current status; delivery is best effort.
func (h *Handler) publish(ctx context.Context, a *store.Application) {
	if h.bus == nil {
		return
	}
	err := events.PublishApplicationStatus(h.bus, events.ApplicationStatus{ApplicationID: a.ID, AccountID: a.AccountID,
		JobID: a.JobID, Round: a.Round, Status: a.Status, Reason: a.Reason, Message: a.Message, At: a.UpdatedAt.UTC()})
	if err != nil {
		h.log.WarnContext(ctx, "application status not published", slog.Any("error", err))
	}
}

// hostOf is raw's host, or raw when it is not a URL.
func hostOf(raw string) string {
	if u, err := url.Parse(raw); err == nil && u.Host != "" {
		return u.Host
	}
	return raw
}
