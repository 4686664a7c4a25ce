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

const applicationColumns = `id, account_id, job_id, board, company, job_title, apply_url, resume_id,
	user_email, cover_letter_wanted, answers, dry_run, request_hash, status, reason, message,
	questions, fields, cover_letter, cover_letter_as, round, attempts, submit_started_at,
	submitted_at, created_at, updated_at, billing_claim, billing_key_id, price_cents, billing_free`

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

func collectApplication(rows pgx.Rows, err error, format string, args ...any) (*Application, error) {
	if err != nil {
		return nil, wrap(err, format, args...)
	}
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Application])
	if err != nil {
		return nil, wrap(err, format, args...)
	}
	return a, nil
}

// ApplicationGetByID returns one application.
func (s *Store) ApplicationGetByID(ctx context.Context, id string) (*Application, error) {
	rows, err := s.pool.Query(ctx, "SELECT "+applicationColumns+" FROM applications WHERE id = $1", id)
	return collectApplication(rows, err, "get application %s", id)
}

// ApplicationGetForAccount returns an application of accountID; another account's
// application is ErrNotFound, exactly like a missing one.
func (s *Store) ApplicationGetForAccount(ctx context.Context, accountID, id string) (*Application, error) {
	rows, err := s.pool.Query(ctx, "SELECT "+applicationColumns+" FROM applications WHERE id = $1 AND account_id = $2", id, accountID)
	return collectApplication(rows, err, "get application %s", id)
}

// ApplicationGetByJob returns the account's application (or dry run) for a job.
func (s *Store) ApplicationGetByJob(ctx context.Context, accountID, jobID string, dryRun bool) (*Application, error) {
	rows, err := s.pool.Query(ctx, "SELECT "+applicationColumns+` FROM applications
		WHERE account_id = $1 AND job_id = $2 AND dry_run = $3`, accountID, jobID, dryRun)
	return collectApplication(rows, err, "get application of job %s", jobID)
}

// ApplicationEvents returns an application's timeline, oldest first.
func (s *Store) ApplicationEvents(ctx context.Context, id string) ([]ApplicationEvent, error) {
	rows, _ := s.pool.Query(ctx, `SELECT round, status, reason, message, at FROM application_events
		WHERE application_id = $1 ORDER BY id`, id)
	evs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[ApplicationEvent])
	for i := range evs {
		evs[i].At = evs[i].At.UTC()
	}
	return evs, wrap(err, "application events %s", id)
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
	rows, _ := s.pool.Query(ctx, `SELECT id, board, title, company, apply_url, description_text, closed_at
		FROM jobs WHERE id = $1`, jobID)
	j, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[ApplicationJob])
	if err != nil {
		return nil, wrap(err, "get job %s for apply", jobID)
	}
	return j, nil
}

// insertEvent appends a timeline row in the same statement batch as a change.
const insertEvent = `INSERT INTO application_events (application_id, round, status, reason, message)
	VALUES ($1, $2, $3, $4, $5)`

func (s *Store) event(ctx context.Context, q pgx.Tx, a *Application) error {
	_, err := q.Exec(ctx, insertEvent, a.ID, a.Round, a.Status, a.Reason, a.Message)
	return err
}

// ApplicationListStale returns applications in status whose last change is
// older than before, oldest first: work whose task was lost (the enqueue
// failed, or the worker died on its last attempt).
func (s *Store) ApplicationListStale(ctx context.Context, status string, before time.Time, limit int) ([]*Application, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+applicationColumns+` FROM applications
		WHERE status = $1 AND updated_at < $2 ORDER BY updated_at LIMIT $3`, status, before, limit)
	apps, err := pgx.CollectRows(rows, pgx.RowToAddrOfStructByPos[Application])
	return apps, wrap(err, "list stale %s applications", status)
}
