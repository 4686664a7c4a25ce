package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/apikey"
)

// APIKey is a stored key: never the secret, only its hash and display prefix.
type APIKey struct {
	ID         string     `json:"id"`
	AccountID  string     `json:"account_id"`
	Name       string     `json:"name"`
	Prefix     string     `json:"prefix"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at,omitempty"`
	RevokedAt  *time.Time `json:"revoked_at,omitempty"`
}

// KeyOwner is what authentication needs to know about a key.
type KeyOwner struct {
	KeyID     string
	AccountID string
	Plan      string
	Hash      []byte
	RevokedAt *time.Time
	// EmailConfirmed: the free allowance is open only to confirmed accounts.
	EmailConfirmed bool
}

const apiKeyColumns = "id, account_id, name, prefix, created_at, last_used_at, revoked_at"

// APIKeyCreate generates a new key for account, stores its hash and returns the
// secret once: it cannot be read back later.
func (s *Store) APIKeyCreate(ctx context.Context, accountID, name string) (*APIKey, string, error) {
	secret, err := apikey.New()
	if err != nil {
		return nil, "", err
	}
	if name == "" {
		name = "default"
	}
	rows, err := s.pool.Query(ctx, `INSERT INTO api_keys (account_id, name, prefix, hash)
		VALUES ($1, $2, $3, $4) RETURNING `+apiKeyColumns,
		accountID, name, apikey.Display(secret), apikey.Hash(secret))
	if err != nil {
		return nil, "", wrap(err, "create key for %s", accountID)
	}
	k, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[APIKey])
	if err != nil {
		return nil, "", wrap(err, "create key for %s", accountID)
	}
	return k, secret, nil
}

// APIKeyList returns an account's keys, newest first, revoked ones included.
func (s *Store) APIKeyList(ctx context.Context, accountID string) ([]APIKey, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+apiKeyColumns+" FROM api_keys WHERE account_id = $1 ORDER BY created_at DESC, id", accountID)
	keys, err := pgx.CollectRows(rows, pgx.RowToStructByPos[APIKey])
	return keys, wrap(err, "list keys of %s", accountID)
}

// APIKeyRevoke revokes a key of account. Revoking twice is not an error; a key of
// another account is ErrNotFound.
func (s *Store) APIKeyRevoke(ctx context.Context, accountID, keyID string) error {
	tag, err := s.pool.Exec(ctx, `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
		WHERE id = $1 AND account_id = $2`, keyID, accountID)
	if err != nil {
		return wrap(err, "revoke key %s", keyID)
	}
	if tag.RowsAffected() == 0 {
		return wrap(pgx.ErrNoRows, "revoke key %s", keyID)
	}
	return nil
}

// APIKeyOwner looks a key up by its hash and returns its owner. The caller still
// compares hashes in constant time and checks RevokedAt.
func (s *Store) APIKeyOwner(ctx context.Context, hash []byte) (*KeyOwner, error) {
	var o KeyOwner
	err := s.pool.QueryRow(ctx, `SELECT k.id, k.account_id, a.plan, k.hash, k.revoked_at, a.email_confirmed_at IS NOT NULL
		FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = $1`, hash).
		Scan(&o.KeyID, &o.AccountID, &o.Plan, &o.Hash, &o.RevokedAt, &o.EmailConfirmed)
	if err != nil {
		return nil, wrap(err, "key owner")
	}
	return &o, nil
}

// APIKeyTouch records use of keys; called in batches, never on the request path.
func (s *Store) APIKeyTouch(ctx context.Context, keyIDs []string, at time.Time) error {
	_, err := s.pool.Exec(ctx, "UPDATE api_keys SET last_used_at = $2 WHERE id = ANY($1::uuid[])", keyIDs, at)
	return wrap(err, "touch keys")
}
