package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/apikey"
	"github.com/careerkit/careerkit/shared/db/dbsqlc"
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
	k, err := s.q.APIKeyCreate(ctx, s.pool, dbsqlc.APIKeyCreateParams{AccountID: accountID, Name: name,
		Prefix: apikey.Display(secret), Hash: apikey.Hash(secret)})
	if err != nil {
		return nil, "", wrap(err, "create key for %s", accountID)
	}
	return (*APIKey)(k), secret, nil
}

// APIKeyList returns an account's keys, newest first, revoked ones included.
func (s *Store) APIKeyList(ctx context.Context, accountID string) ([]APIKey, error) {
	rows, err := s.q.APIKeyList(ctx, s.pool, accountID)
	if err != nil {
		return nil, wrap(err, "list keys of %s", accountID)
	}
	keys := make([]APIKey, len(rows))
	for i, r := range rows {
		keys[i] = APIKey(*r)
	}
	return keys, nil
}

// APIKeyRevoke revokes a key of account. Revoking twice is not an error; a key of
// another account is ErrNotFound.
func (s *Store) APIKeyRevoke(ctx context.Context, accountID, keyID string) error {
	n, err := s.q.APIKeyRevoke(ctx, s.pool, dbsqlc.APIKeyRevokeParams{ID: keyID, AccountID: accountID})
	if err == nil && n == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "revoke key %s", keyID)
}

// APIKeyOwner looks a key up by its hash and returns its owner. The caller still
// compares hashes in constant time and checks RevokedAt.
func (s *Store) APIKeyOwner(ctx context.Context, hash []byte) (*KeyOwner, error) {
	o, err := s.q.APIKeyOwner(ctx, s.pool, hash)
	if err != nil {
		return nil, wrap(err, "key owner")
	}
	return (*KeyOwner)(o), nil
}

// APIKeyTouch records use of keys; called in batches, never on the request path.
func (s *Store) APIKeyTouch(ctx context.Context, keyIDs []string, at time.Time) error {
	return wrap(s.q.APIKeyTouch(ctx, s.pool, dbsqlc.APIKeyTouchParams{At: at, Ids: keyIDs}), "touch keys")
}
