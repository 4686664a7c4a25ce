package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"time"
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
	_, err = s.pool.Exec(ctx, `INSERT INTO dashboard_sessions (token_hash, account_id, csrf_token, expires_at)
		VALUES ($1, $2, $3, $4)`, tokenHash(token), accountID, csrf, sess.ExpiresAt)
	if err != nil {
		return "", nil, wrap(err, "create session for %s", accountID)
	}
	return token, sess, nil
}

// SessionGet returns the live session behind a cookie token and its account; an
// unknown or expired token is ErrNotFound.
func (s *Store) SessionGet(ctx context.Context, token string) (*Session, *Account, error) {
	var sess Session
	var a Account
	err := s.pool.QueryRow(ctx, `SELECT s.account_id, s.csrf_token, s.expires_at,
			a.id, a.email, a.plan, a.password_hash, a.referral_code, a.referred_by, a.created_at,
			a.email_confirmed_at, a.email_confirm_token
		FROM dashboard_sessions s JOIN accounts a ON a.id = s.account_id
		WHERE s.token_hash = $1 AND s.expires_at > now()`, tokenHash(token)).
		Scan(&sess.AccountID, &sess.CSRFToken, &sess.ExpiresAt,
			&a.ID, &a.Email, &a.Plan, &a.PasswordHash, &a.ReferralCode, &a.ReferredBy, &a.CreatedAt,
			&a.EmailConfirmedAt, &a.EmailConfirmToken)
	if err != nil {
		return nil, nil, wrap(err, "get session")
	}
	return &sess, &a, nil
}

// SessionDelete ends the session behind a cookie token; an unknown token is not an error.
func (s *Store) SessionDelete(ctx context.Context, token string) error {
	_, err := s.pool.Exec(ctx, "DELETE FROM dashboard_sessions WHERE token_hash = $1", tokenHash(token))
	return wrap(err, "delete session")
}

// SessionDeleteExpired removes sessions past their expiry and returns how many.
func (s *Store) SessionDeleteExpired(ctx context.Context) (int64, error) {
	tag, err := s.pool.Exec(ctx, "DELETE FROM dashboard_sessions WHERE expires_at <= now()")
	if err != nil {
		return 0, wrap(err, "delete expired sessions")
	}
	return tag.RowsAffected(), nil
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
