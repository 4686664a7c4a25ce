package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Session is a dashboard log-in.
type Session struct {
	AccountID string
	// CSRFToken is the value every form of this session must post back.
	CSRFToken string
	ExpiresAt time.Time
}

// SessionCreate starts a session for account lasting ttl and returns the cookie
// token (shown once: only its hash is stored).
func (s *Store) SessionCreate(ctx context.Context, accountID string, ttl time.Duration) (string, *Session, error) {
	token, err := randomToken()
	if err != nil {
		return "", nil, err
	}
	csrf, err := randomToken()
	if err != nil {
		return "", nil, err
	}
	sess := &Session{AccountID: accountID, CSRFToken: csrf, ExpiresAt: time.Now().Add(ttl).UTC().Truncate(time.Microsecond)}
	err = s.q.SessionCreate(ctx, s.pool, dbsqlc.SessionCreateParams{TokenHash: tokenHash(token), AccountID: accountID,
		CsrfToken: csrf, ExpiresAt: sess.ExpiresAt})
	if err != nil {
		return "", nil, wrap(err, "create session for %s", accountID)
	}
	return token, sess, nil
}

// SessionGet returns the live session behind a cookie token and its account; an
// unknown or expired token is ErrNotFound.
func (s *Store) SessionGet(ctx context.Context, token string) (*Session, *Account, error) {
	r, err := s.q.SessionGet(ctx, s.pool, tokenHash(token))
	if err != nil {
		return nil, nil, wrap(err, "get session")
	}
	a := Account(r.Account)
	return &Session{AccountID: r.AccountID, CSRFToken: r.CsrfToken, ExpiresAt: r.ExpiresAt}, &a, nil
}

// SessionDelete ends the session behind a cookie token; an unknown token is not an error.
func (s *Store) SessionDelete(ctx context.Context, token string) error {
	return wrap(s.q.SessionDelete(ctx, s.pool, tokenHash(token)), "delete session")
}

// SessionDeleteExpired removes sessions past their expiry and returns how many.
func (s *Store) SessionDeleteExpired(ctx context.Context) (int64, error) {
	n, err := s.q.SessionDeleteExpired(ctx, s.pool)
	return n, wrap(err, "delete expired sessions")
}

// randomToken returns 256 random bits, URL-safe.
func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("store: random token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// tokenHash is the stored form of a session token; like API keys, the token is
// uniformly random, so an unsalted SHA-256 is enough and keeps lookups indexed.
func tokenHash(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}
