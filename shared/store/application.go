package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Application statuses; the lifecycle is documented in migration 00005.
const (
	ApplicationQueued     = "queued"
	ApplicationSubmitting = "submitting"
	ApplicationSubmitted  = "submitted"
	ApplicationNeedsInput = "needs_input"
	ApplicationFailed     = "failed"
	ApplicationDryRun     = "dry_run"
)

// ErrIdempotencyMismatch is returned when an Idempotency-Key is reused with a
// different request.
var ErrIdempotencyMismatch = errors.New("store: idempotency key reused with another request")

// Application is one auto-apply request and what became of it.
type Application struct {
	ID                string          `json:"id"`
	AccountID         string          `json:"account_id"`
	JobID             string          `json:"job_id"`
	Board             string          `json:"board"`
	Company           string          `json:"company"`
	JobTitle          string          `json:"job_title"`
	ApplyURL          string          `json:"apply_url"`
	ResumeID          string          `json:"resume_id"`
	UserEmail         string          `json:"user_email"`
	CoverLetterWanted bool            `json:"cover_letter_wanted"`
	Answers           json.RawMessage `json:"answers"`
	DryRun            bool            `json:"dry_run"`
	RequestHash       []byte          `json:"-"`
	Status            string          `json:"status"`
	Reason            string          `json:"reason"`
	Message           string          `json:"message"`
	Questions         json.RawMessage `json:"questions"`
	Fields            json.RawMessage `json:"fields"`
	CoverLetter       string          `json:"cover_letter"`
	CoverLetterAs     string          `json:"cover_letter_as"`
	Round             int             `json:"round"`
	Attempts          int             `json:"attempts"`
	SubmitStartedAt   *time.Time      `json:"submit_started_at"`
	SubmittedAt       *time.Time      `json:"submitted_at"`
	CreatedAt         time.Time       `json:"created_at"`
	UpdatedAt         time.Time       `json:"updated_at"`
	ApplicationBilling
}

// ApplicationBilling is how the round in flight will be billed: an application
// is billed once, when it is recorded as submitted (ApplicationFinish), at the
// price and plan fixed when the round was queued.
type ApplicationBilling struct {
	// Claim is the free-allowance claim (ratelimit.Reservation.Token) the round
	// holds; the worker gives it back when the round ends without a submission.
	Claim      string  `json:"-"`
	KeyID      *string `json:"-"`
	PriceCents int64   `json:"-"`
	Free       bool    `json:"-"`
}

// Terminal reports whether no worker will change the application any more (until
// a caller re-queues it).
func (a *Application) Terminal() bool {
	switch a.Status {
	case ApplicationSubmitted, ApplicationNeedsInput, ApplicationFailed, ApplicationDryRun:
		return true
	}
	return false
}

// ApplicationEvent is one status change of an application's timeline.
type ApplicationEvent struct {
	Round   int       `json:"round"`
	Status  string    `json:"status"`
	Reason  string    `json:"reason,omitempty"`
	Message string    `json:"message,omitempty"`
	At      time.Time `json:"at"`
}

// NewApplicationID returns an unguessable confirmation id: "ap_" and 128 random bits.
func NewApplicationID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("store: application id: %w", err)
	}
	return "ap_" + hex.EncodeToString(b), nil
}

// applicationOf maps a generated row by name onto Application.
func applicationOf(r *dbsqlc.Application) *Application {
	return &Application{ID: r.ID, AccountID: r.AccountID, JobID: r.JobID, Board: r.Board, Company: r.Company,
		JobTitle: r.JobTitle, ApplyURL: r.ApplyURL, ResumeID: r.ResumeID, UserEmail: r.UserEmail,
		CoverLetterWanted: r.CoverLetterWanted, Answers: r.Answers, DryRun: r.DryRun, RequestHash: r.RequestHash,
		Status: r.Status, Reason: r.Reason, Message: r.Message, Questions: r.Questions, Fields: r.Fields,
		CoverLetter: r.CoverLetter, CoverLetterAs: r.CoverLetterAs, Round: r.Round, Attempts: r.Attempts,
		SubmitStartedAt: r.SubmitStartedAt, SubmittedAt: r.SubmittedAt, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		ApplicationBilling: ApplicationBilling{Claim: r.BillingClaim, KeyID: r.BillingKeyID,
			PriceCents: int64(r.PriceCents), Free: r.BillingFree}}
}

func applicationResult(r *dbsqlc.Application, err error, format string, args ...any) (*Application, error) {
	if err != nil {
		return nil, wrap(err, format, args...)
	}
	return applicationOf(r), nil
}

// ApplicationGetByID returns one application.
func (s *Store) ApplicationGetByID(ctx context.Context, id string) (*Application, error) {
	r, err := s.q.ApplicationGetByID(ctx, s.pool, id)
	return applicationResult(r, err, "get application %s", id)
}

// ApplicationGetForAccount returns an application of accountID; another account's
// application is ErrNotFound, exactly like a missing one.
func (s *Store) ApplicationGetForAccount(ctx context.Context, accountID, id string) (*Application, error) {
	r, err := s.q.ApplicationGetForAccount(ctx, s.pool, dbsqlc.ApplicationGetForAccountParams{ID: id, AccountID: accountID})
	return applicationResult(r, err, "get application %s", id)
}

// ApplicationGetByJob returns the account's application (or dry run) for a job.
func (s *Store) ApplicationGetByJob(ctx context.Context, accountID, jobID string, dryRun bool) (*Application, error) {
	r, err := s.q.ApplicationGetByJob(ctx, s.pool, dbsqlc.ApplicationGetByJobParams{AccountID: accountID, JobID: jobID, DryRun: dryRun})
	return applicationResult(r, err, "get application of job %s", jobID)
}

// ApplicationEvents returns an application's timeline, oldest first.
func (s *Store) ApplicationEvents(ctx context.Context, id string) ([]ApplicationEvent, error) {
	rows, err := s.q.ApplicationEvents(ctx, s.pool, id)
	if err != nil {
		return nil, wrap(err, "application events %s", id)
	}
	evs := make([]ApplicationEvent, len(rows))
	for i, r := range rows {
		evs[i] = ApplicationEvent(*r)
		evs[i].At = evs[i].At.UTC()
	}
	return evs, nil
}

// ApplicationJob is what auto-apply needs of a posting in the index, open or closed.
type ApplicationJob struct {
	ID              string
	Board           string
	Title           string
	Company         string
	ApplyURL        string
	DescriptionText string
	ClosedAt        *time.Time
}

// ApplicationJobGet returns a job of the index whether or not it is still open,
// so a caller can tell "closed" from "unknown".
func (s *Store) ApplicationJobGet(ctx context.Context, jobID string) (*ApplicationJob, error) {
	j, err := s.q.ApplicationJobGet(ctx, s.pool, jobID)
	if err != nil {
		return nil, wrap(err, "get job %s for apply", jobID)
	}
	return (*ApplicationJob)(j), nil
}

func (s *Store) event(ctx context.Context, tx pgx.Tx, a *Application) error {
	return s.q.ApplicationEventInsert(ctx, tx, dbsqlc.ApplicationEventInsertParams{ApplicationID: a.ID, Round: a.Round,
		Status: a.Status, Reason: a.Reason, Message: a.Message})
}

// ApplicationListStale returns applications in status whose last change is
// older than before, oldest first: work whose task was lost (the enqueue
// failed, or the worker died on its last attempt).
func (s *Store) ApplicationListStale(ctx context.Context, status string, before time.Time, limit int) ([]*Application, error) {
	rows, err := s.q.ApplicationListStale(ctx, s.pool, dbsqlc.ApplicationListStaleParams{Status: status, Before: before, MaxRows: limit})
	if err != nil {
		return nil, wrap(err, "list stale %s applications", status)
	}
	apps := make([]*Application, len(rows))
	for i, r := range rows {
		apps[i] = applicationOf(r)
	}
	return apps, nil
}
