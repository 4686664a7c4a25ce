package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
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
		if err := s.q.ApplicationLock(ctx, tx, dbsqlc.ApplicationLockParams{Class: applicationLockClass, AccountID: p.AccountID}); err != nil {
			return fmt.Errorf("lock: %w", err)
		}
		if !p.DryRun {
			if err := s.checkLimits(ctx, tx, p); err != nil {
				return err
			}
		}
		r, err := s.q.ApplicationInsert(ctx, tx, dbsqlc.ApplicationInsertParams{ID: id, AccountID: p.AccountID, JobID: p.JobID,
			Board: p.Board, Company: p.Company, JobTitle: p.JobTitle, ApplyURL: p.ApplyURL, ResumeID: p.ResumeID,
			UserEmail: p.UserEmail, CoverLetterWanted: p.CoverLetterWanted, Answers: p.Answers, DryRun: p.DryRun,
			RequestHash: p.RequestHash, BillingClaim: p.Billing.Claim, BillingKeyID: p.Billing.KeyID,
			PriceCents: int(p.Billing.PriceCents), BillingFree: p.Billing.Free})
		if err != nil {
			return err
		}
		a = applicationOf(r)
		if p.IdempotencyKey != "" {
			if err := s.q.ApplicationRequestInsert(ctx, tx, dbsqlc.ApplicationRequestInsertParams{AccountID: p.AccountID,
				IdempotencyKey: p.IdempotencyKey, RequestHash: p.RequestHash, ApplicationID: a.ID}); err != nil {
				return err
			}
		}
		if err := s.webhookOutbox(ctx, tx, a); err != nil {
			return err
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

func (s *Store) checkLimits(ctx context.Context, tx pgx.Tx, p ApplicationCreateParams) error {
	if p.Limits.DailyCap > 0 {
		if err := s.checkLimit(ctx, tx, LimitDaily, p.Limits.DailyCap, 24*time.Hour, p.AccountID, nil); err != nil {
			return err
		}
	}
	if p.Limits.CompanyMax > 0 && p.Limits.CompanyWindow > 0 {
		return s.checkLimit(ctx, tx, LimitCompany, p.Limits.CompanyMax, p.Limits.CompanyWindow, p.AccountID, &p.Company)
	}
	return nil
}

// checkLimit counts the account's real applications in window (at company,
// when given) and refuses a new one past max.
func (s *Store) checkLimit(ctx context.Context, tx pgx.Tx, name string, max int, window time.Duration, accountID string, company *string) error {
	r, err := s.q.ApplicationCountSince(ctx, tx, dbsqlc.ApplicationCountSinceParams{AccountID: accountID,
		WindowSeconds: window.Seconds(), Company: company})
	if err != nil {
		return fmt.Errorf("count %s applications: %w", name, err)
	}
	if r.N < max {
		return nil
	}
	return &ApplicationLimitError{Limit: name, Max: max, Window: window, RetryAt: r.Oldest.Add(window).UTC()}
}

// ApplicationByIdempotencyKey returns the application an Idempotency-Key was first
// used for, and that request's hash.
func (s *Store) ApplicationByIdempotencyKey(ctx context.Context, accountID, key string) (*Application, []byte, error) {
	r, err := s.q.ApplicationRequestGet(ctx, s.pool, dbsqlc.ApplicationRequestGetParams{AccountID: accountID, IdempotencyKey: key})
	if err != nil {
		return nil, nil, wrap(err, "get idempotency key")
	}
	a, err := s.ApplicationGetByID(ctx, r.ApplicationID)
	return a, r.RequestHash, err
}

// ApplicationRememberKey records an Idempotency-Key for an existing application.
// A key already recorded is kept as it was (the first request wins).
func (s *Store) ApplicationRememberKey(ctx context.Context, accountID, key string, hash []byte, appID string) error {
	return wrap(s.q.ApplicationRequestRemember(ctx, s.pool, dbsqlc.ApplicationRequestRememberParams{AccountID: accountID,
		IdempotencyKey: key, RequestHash: hash, ApplicationID: appID}), "remember idempotency key")
}
