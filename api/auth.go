package api

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apikey"
	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/store"
)

const (
	headerAPIKey = "X-API-Key"
	ctxCaller    = "caller"
)

// Caller is the authenticated account behind a request.
type Caller struct {
	AccountID string
	KeyID     string
	Plan      string
	// EmailConfirmed: a free-plan account uses its allowance only once its
	// email address is confirmed.
	EmailConfirmed bool
}

// keyLookup is the store method auth needs; declared here so tests of other
// middleware can construct a Server without a database.
type keyLookup interface {
	APIKeyOwner(ctx context.Context, hash []byte) (*store.KeyOwner, error)
}

// keyCache remembers key lookups briefly so a busy key costs one query per TTL.
// The TTL bounds how long a revoked key keeps working on another replica.
type keyCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	entries map[string]keyCacheEntry
}

type keyCacheEntry struct {
	owner   *store.KeyOwner // nil: unknown key
	expires time.Time
}

func newKeyCache(ttl time.Duration) *keyCache {
	return &keyCache{ttl: ttl, entries: map[string]keyCacheEntry{}}
}

func (kc *keyCache) get(hash string, now time.Time) (keyCacheEntry, bool) {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	e, ok := kc.entries[hash]
	if !ok || now.After(e.expires) {
		return keyCacheEntry{}, false
	}
	return e, true
}

func (kc *keyCache) put(hash string, owner *store.KeyOwner, now time.Time) {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	if len(kc.entries) > 100_000 {
		kc.entries = map[string]keyCacheEntry{}
	}
	kc.entries[hash] = keyCacheEntry{owner: owner, expires: now.Add(kc.ttl)}
}

// authMiddleware requires a valid, unrevoked X-API-Key on every /v1 request.
func (s *Server) authMiddleware(c *gin.Context) {
	caller, err := s.authenticate(c.Request.Context(), c.GetHeader(headerAPIKey))
	if err != nil {
		writeError(c, err)
		return
	}
	c.Set(ctxCaller, caller)
	c.Next()
}

func (s *Server) authenticate(ctx context.Context, key string) (*Caller, error) {
	if key == "" {
		return nil, apperr.New(apperr.KindUnauthenticated, "missing_api_key",
			"send your API key in the X-API-Key header; create one in the dashboard at /dashboard")
	}
	invalid := apperr.New(apperr.KindUnauthenticated, "invalid_api_key",
		"the API key in X-API-Key is unknown or revoked; create a new key in the dashboard at /dashboard")
	if !apikey.WellFormed(key) {
		return nil, invalid
	}
	hash := apikey.Hash(key)
	now := time.Now()
	entry, ok := s.keys.get(string(hash), now)
	if !ok {
		owner, err := s.keyStore.APIKeyOwner(ctx, hash)
		switch {
		case errors.Is(err, store.ErrNotFound):
			owner = nil
		case err != nil:
			e := apperr.Unavailable("database_unavailable", "the key store is unavailable for a moment, so nothing was done and nothing was billed; retry in a few seconds")
			e.RetryAfterSeconds = apperr.OutageRetrySeconds
			return nil, e.WithCause(err)
		}
		s.keys.put(string(hash), owner, now)
		entry.owner = owner
	}
	o := entry.owner
	if o == nil || o.RevokedAt != nil || !apikey.Equal(o.Hash, hash) {
		return nil, invalid
	}
	return &Caller{AccountID: o.AccountID, KeyID: o.KeyID, Plan: o.Plan, EmailConfirmed: o.EmailConfirmed}, nil
}

// callerOf returns the authenticated caller; authMiddleware guarantees one on /v1.
func callerOf(c *gin.Context) *Caller {
	v, _ := c.Get(ctxCaller)
	caller, _ := v.(*Caller)
	return caller
}
