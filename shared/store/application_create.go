package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// ApplicationLimits are the guards checked when a real (not dry-run) application
// is created. Zero values disable a guard.
type ApplicationLimits struct {
	// DailyCap is the most applications an account may create in 24 hours.
	DailyCap int
	// CompanyMax is the most applications to one company (by name, ignoring
	// case) within CompanyWindow.
	CompanyMax    int
	CompanyWindow time.Duration
}

// Limit names of ApplicationLimitError.
const (
	LimitDaily   = "daily"
	LimitCompany = "company"
)

// ApplicationLimitError is returned by ApplicationCreate when a guard refuses the
// application.
type ApplicationLimitError struct {
	Limit  string
	Max    int
	Window time.Duration
	// RetryAt is when the oldest counted application leaves the window.
	RetryAt time.Time
}

// Error implements error.
func (e *ApplicationLimitError) Error() string {
	return fmt.Sprintf("store: %s application limit of %d per %s reached (free again at %s)",
		e.Limit, e.Max, e.Window, e.RetryAt.Format(time.RFC3339))
}

// ApplicationCreateParams are the inputs of ApplicationCreate.
type ApplicationCreateParams struct {
	AccountID         string
	JobID             string
	Board             string
	Company           string
	JobTitle          string
	ApplyURL          string
	ResumeID          string
	UserEmail         string
	CoverLetterWanted bool
	Answers           json.RawMessage
	DryRun            bool
	RequestHash       []byte
	// IdempotencyKey, when set, is remembered with RequestHash in the same transaction.
	IdempotencyKey string
	Limits         ApplicationLimits
	Billing        ApplicationBilling
}

// applicationLockClass namespaces the per-account advisory lock that serialises
// the guards' count and the insert (two-key form: its own lock space).
const applicationLockClass = 7302

// ApplicationCreate inserts a queued application and its first timeline event.
// It holds a per-account lock while it checks the guards, so concurrent requests
// cannot overshoot them. An existing application for the same (account, job,
// dry_run), or an Idempotency-Key already used, is ErrConflict: the caller loads
// the existing one.
func (s *Store) ApplicationCreate(ctx context.Context, p ApplicationCreateParams) (*Application, error) {
	id, err := NewApplicationID()
	if err != nil {
		return nil, err
	}
	if len(p.Answers) == 0 {
		p.Answers = json.RawMessage("{}")
	}
	var a *Application
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, hashtext($2))", applicationLockClass, p.AccountID); err != nil {
			return fmt.Errorf("lock: %w", err)
		}
		if !p.DryRun {
			if err := checkLimits(ctx, tx, p); err != nil {
				return err
			}
		}
		rows, err := tx.Query(ctx, `INSERT INTO applications (id, account_id, job_id, board, company, job_title,
			apply_url, resume_id, user_email, cover_letter_wanted, answers, dry_run, request_hash,
			billing_claim, billing_key_id, price_cents, billing_free)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING `+applicationColumns,
			id, p.AccountID, p.JobID, p.Board, p.Company, p.JobTitle, p.ApplyURL, p.ResumeID, p.UserEmail,
			p.CoverLetterWanted, p.Answers, p.DryRun, p.RequestHash,
			p.Billing.Claim, p.Billing.KeyID, p.Billing.PriceCents, p.Billing.Free)
		if err != nil {
			return err
		}
		if a, err = pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Application]); err != nil {
			return err
		}
		if p.IdempotencyKey != "" {
			if _, err := tx.Exec(ctx, `INSERT INTO application_requests (account_id, idempotency_key, request_hash, application_id)
				VALUES ($1, $2, $3, $4)`, p.AccountID, p.IdempotencyKey, p.RequestHash, a.ID); err != nil {
				return err
			}
		}
		return s.event(ctx, tx, a)
	})
	if err != nil {
		var limit *ApplicationLimitError
		if errors.As(err, &limit) {
			return nil, limit
		}
		return nil, wrap(err, "create application for job %s", p.JobID)
	}
	return a, nil
}

func checkLimits(ctx context.Context, tx pgx.Tx, p ApplicationCreateParams) error {
	if p.Limits.DailyCap > 0 {
		if err := checkLimit(ctx, tx, LimitDaily, p.Limits.DailyCap, 24*time.Hour, `SELECT count(*), min(created_at)
			FROM applications WHERE account_id = $1 AND NOT dry_run AND created_at > now() - make_interval(secs => $2)`, p.AccountID); err != nil {
			return err
		}
	}
	if p.Limits.CompanyMax > 0 && p.Limits.CompanyWindow > 0 {
		return checkLimit(ctx, tx, LimitCompany, p.Limits.CompanyMax, p.Limits.CompanyWindow, `SELECT count(*), min(created_at)
			FROM applications WHERE account_id = $1 AND NOT dry_run AND created_at > now() - make_interval(secs => $2)
			AND lower(company) = lower($3)`, p.AccountID, p.Company)
	}
	return nil
}

func checkLimit(ctx context.Context, tx pgx.Tx, name string, max int, window time.Duration, query string, accountID string, extra ...any) error {
	var n int
	var oldest *time.Time
	args := append([]any{accountID, window.Seconds()}, extra...)
	if err := tx.QueryRow(ctx, query, args...).Scan(&n, &oldest); err != nil {
		return fmt.Errorf("count %s applications: %w", name, err)
	}
	if n < max {
		return nil
	}
	retry := time.Now().Add(window)
	if oldest != nil {
		retry = oldest.Add(window)
	}
	return &ApplicationLimitError{Limit: name, Max: max, Window: window, RetryAt: retry.UTC()}
}

// ApplicationByIdempotencyKey returns the application an Idempotency-Key was first
// used for, and that request's hash.
func (s *Store) ApplicationByIdempotencyKey(ctx context.Context, accountID, key string) (*Application, []byte, error) {
	var appID string
	var hash []byte
	err := s.pool.QueryRow(ctx, `SELECT application_id, request_hash FROM application_requests
		WHERE account_id = $1 AND idempotency_key = $2`, accountID, key).Scan(&appID, &hash)
	if err != nil {
		return nil, nil, wrap(err, "get idempotency key")
	}
	a, err := s.ApplicationGetByID(ctx, appID)
	return a, hash, err
}

// ApplicationRememberKey records an Idempotency-Key for an existing application.
// A key already recorded is kept as it was (the first request wins).
func (s *Store) ApplicationRememberKey(ctx context.Context, accountID, key string, hash []byte, appID string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO application_requests (account_id, idempotency_key, request_hash, application_id)
		VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, accountID, key, hash, appID)
	return wrap(err, "remember idempotency key")
}
