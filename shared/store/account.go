package store

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Plans an account can be on.
const (
	PlanFree = "free"
	PlanPaid = "paid"
)

// Account is a customer.
type Account struct {
	ID           string    `json:"id" db:"id"`
	Email        string    `json:"email" db:"email"`
	Plan         string    `json:"plan" db:"plan"`
	PasswordHash *string   `json:"-" db:"password_hash"`
	ReferralCode string    `json:"referral_code" db:"referral_code"`
	ReferredBy   *string   `json:"referred_by,omitempty" db:"referred_by"`
	CreatedAt    time.Time `json:"created_at" db:"created_at"`
	// EmailConfirmedAt is when the owner proved the address is theirs; the free
	// allowance is used only by confirmed accounts.
	EmailConfirmedAt *time.Time `json:"email_confirmed_at,omitempty" db:"email_confirmed_at"`
	// EmailConfirmToken is the secret of the confirmation link while unconfirmed.
	EmailConfirmToken *string `json:"-" db:"email_confirm_token"`
}

// Confirmed reports whether the account's email address is confirmed.
func (a *Account) Confirmed() bool { return a.EmailConfirmedAt != nil }

// AccountCreateParams are the inputs of AccountCreate.
type AccountCreateParams struct {
	Email        string
	Plan         string
	PasswordHash *string
	ReferredBy   *string
	// Unconfirmed creates the account with a confirmation token instead of a
	// confirmed address (a self-service sign-up).
	Unconfirmed bool
}

// AccountCreate inserts an account with a fresh referral code. A duplicate email is ErrConflict.
func (s *Store) AccountCreate(ctx context.Context, p AccountCreateParams) (*Account, error) {
	if p.Plan == "" {
		p.Plan = PlanFree
	}
	var token *string
	if p.Unconfirmed {
		t := newConfirmToken()
		token = &t
	}
	a, err := s.q.AccountCreate(ctx, s.pool, dbsqlc.AccountCreateParams{Email: strings.TrimSpace(p.Email), Plan: p.Plan,
		PasswordHash: p.PasswordHash, ReferralCode: newReferralCode(), ReferredBy: p.ReferredBy, EmailConfirmToken: token})
	return accountOf(a, err, "create account %s", p.Email)
}

// AccountGetByID returns one account.
func (s *Store) AccountGetByID(ctx context.Context, id string) (*Account, error) {
	a, err := s.q.AccountGetByID(ctx, s.pool, id)
	return accountOf(a, err, "get account %s", id)
}

// AccountGetByEmail returns the account with that email, case-insensitively.
func (s *Store) AccountGetByEmail(ctx context.Context, email string) (*Account, error) {
	a, err := s.q.AccountGetByEmail(ctx, s.pool, strings.TrimSpace(email))
	return accountOf(a, err, "get account by email")
}

// AccountGetByReferralCode resolves a referral link.
func (s *Store) AccountGetByReferralCode(ctx context.Context, code string) (*Account, error) {
	a, err := s.q.AccountGetByReferralCode(ctx, s.pool, code)
	return accountOf(a, err, "get account by referral code")
}

// AccountSetPlan changes an account's plan.
func (s *Store) AccountSetPlan(ctx context.Context, id, plan string) error {
	n, err := s.q.AccountSetPlan(ctx, s.pool, dbsqlc.AccountSetPlanParams{ID: id, Plan: plan})
	if err == nil && n == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "set plan %s", id)
}

// AccountConfirmEmail confirms the address of the account whose link carries
// token and returns the account. An unknown or used token is ErrNotFound.
func (s *Store) AccountConfirmEmail(ctx context.Context, token string) (*Account, error) {
	a, err := s.q.AccountConfirmEmail(ctx, s.pool, &token)
	return accountOf(a, err, "confirm email")
}

// accountOf converts a generated row: the two structs have the same fields, so
// a column added by a migration fails to compile here until Account has it.
func accountOf(a *dbsqlc.Account, err error, format string, args ...any) (*Account, error) {
	if err != nil {
		return nil, wrap(err, format, args...)
	}
	return (*Account)(a), nil
}

func newReferralCode() string {
	b := make([]byte, 10)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

func newConfirmToken() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}
