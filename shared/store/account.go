package store

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
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

const accountColumns = "id, email, plan, password_hash, referral_code, referred_by, created_at, email_confirmed_at, email_confirm_token"

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
	rows, err := s.pool.Query(ctx, `INSERT INTO accounts (email, plan, password_hash, referral_code, referred_by,
		email_confirmed_at, email_confirm_token)
		VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::text IS NULL THEN now() END, $6) RETURNING `+accountColumns,
		strings.TrimSpace(p.Email), p.Plan, p.PasswordHash, newReferralCode(), p.ReferredBy, token)
	if err != nil {
		return nil, wrap(err, "create account %s", p.Email)
	}
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByName[Account])
	return a, wrap(err, "create account %s", p.Email)
}

// AccountGetByID returns one account.
func (s *Store) AccountGetByID(ctx context.Context, id string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE id = $1", id)
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByName[Account])
	return a, wrap(err, "get account %s", id)
}

// AccountGetByEmail returns the account with that email, case-insensitively.
func (s *Store) AccountGetByEmail(ctx context.Context, email string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE lower(email) = lower($1)", strings.TrimSpace(email))
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByName[Account])
	return a, wrap(err, "get account by email")
}

// AccountGetByReferralCode resolves a referral link.
func (s *Store) AccountGetByReferralCode(ctx context.Context, code string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE referral_code = $1", code)
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByName[Account])
	return a, wrap(err, "get account by referral code")
}

// AccountSetPlan changes an account's plan.
func (s *Store) AccountSetPlan(ctx context.Context, id, plan string) error {
	tag, err := s.pool.Exec(ctx, "UPDATE accounts SET plan = $2 WHERE id = $1", id, plan)
	if err != nil {
		return wrap(err, "set plan %s", id)
	}
	if tag.RowsAffected() == 0 {
		return wrap(pgx.ErrNoRows, "set plan %s", id)
	}
	return nil
}

func newReferralCode() string {
	b := make([]byte, 10)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// AccountConfirmEmail confirms the address of the account whose link carries
// token and returns the account. An unknown or used token is ErrNotFound.
func (s *Store) AccountConfirmEmail(ctx context.Context, token string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, `UPDATE accounts SET email_confirmed_at = now(), email_confirm_token = NULL
		WHERE email_confirm_token = $1 RETURNING `+accountColumns, token)
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByName[Account])
	return a, wrap(err, "confirm email")
}

func newConfirmToken() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}
