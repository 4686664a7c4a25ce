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
	ID           string    `json:"id"`
	Email        string    `json:"email"`
	Plan         string    `json:"plan"`
	PasswordHash *string   `json:"-"`
	ReferralCode string    `json:"referral_code"`
	ReferredBy   *string   `json:"referred_by,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
}

// AccountCreateParams are the inputs of AccountCreate.
type AccountCreateParams struct {
	Email        string
	Plan         string
	PasswordHash *string
	ReferredBy   *string
}

const accountColumns = "id, email, plan, password_hash, referral_code, referred_by, created_at"

// AccountCreate inserts an account with a fresh referral code. A duplicate email is ErrConflict.
func (s *Store) AccountCreate(ctx context.Context, p AccountCreateParams) (*Account, error) {
	if p.Plan == "" {
		p.Plan = PlanFree
	}
	rows, err := s.pool.Query(ctx, `INSERT INTO accounts (email, plan, password_hash, referral_code, referred_by)
		VALUES ($1, $2, $3, $4, $5) RETURNING `+accountColumns,
		strings.TrimSpace(p.Email), p.Plan, p.PasswordHash, newReferralCode(), p.ReferredBy)
	if err != nil {
		return nil, wrap(err, "create account %s", p.Email)
	}
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Account])
	return a, wrap(err, "create account %s", p.Email)
}

// AccountGetByID returns one account.
func (s *Store) AccountGetByID(ctx context.Context, id string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE id = $1", id)
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Account])
	return a, wrap(err, "get account %s", id)
}

// AccountGetByEmail returns the account with that email, case-insensitively.
func (s *Store) AccountGetByEmail(ctx context.Context, email string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE lower(email) = lower($1)", strings.TrimSpace(email))
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Account])
	return a, wrap(err, "get account by email")
}

// AccountGetByReferralCode resolves a referral link.
func (s *Store) AccountGetByReferralCode(ctx context.Context, code string) (*Account, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+accountColumns+" FROM accounts WHERE referral_code = $1", code)
	a, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Account])
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
