package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"log/slog"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/store"
)

const (
	headerIdempotencyKey = "Idempotency-Key"
	// headerIdempotentReplay marks an answer replayed from a key's first response.
	headerIdempotentReplay = "Idempotent-Replayed"
	maxIdempotencyKey      = 200
)

// idempotencyMiddleware gives the POST routes Stripe's Idempotency-Key
// semantics. The first request with a key runs; if it succeeds (2xx) its status
// and body are kept 24 h, and a retry with the same key and the same body gets
// them back without the work being done or billed again. A retry with another
// body (or on another route) is 422 idempotency_key_reused; one that arrives
// while the first is still running is 409 with Retry-After. A first request
// that fails (4xx, 5xx) frees its key: it did nothing, so a retry runs anew.
// Keys are scoped to the account.
func (s *Server) idempotencyMiddleware(c *gin.Context) {
	key := c.GetHeader(headerIdempotencyKey)
	if key == "" {
		c.Next()
		return
	}
	if err := validIdempotencyKey(key); err != nil {
		writeError(c, err)
		return
	}
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		// Let the handler's decoder report it (413 or 400) exactly as without a key.
		c.Request.Body = io.NopCloser(io.MultiReader(bytes.NewReader(body), errReader{err}))
		c.Next()
		return
	}
	c.Request.Body = io.NopCloser(bytes.NewReader(body))
	caller := callerOf(c)
	route := c.Request.Method + " " + c.FullPath()
	hash := requestFingerprint(route, body)
	ctx := c.Request.Context()
	prev, err := s.store.IdempotencyClaim(ctx, caller.AccountID, key, route, hash)
	if err != nil {
		writeError(c, err)
		return
	}
	if prev != nil {
		s.answerFromKey(c, prev, hash)
		return
	}
	rec := &recordingWriter{ResponseWriter: c.Writer}
	c.Writer = rec
	defer func() {
		dctx := context.WithoutCancel(ctx)
		status := rec.Status()
		var err error
		if rec.Written() && status >= 200 && status < 300 {
			err = s.store.IdempotencyComplete(dctx, caller.AccountID, key, hash, status, rec.body.Bytes())
		} else {
			err = s.store.IdempotencyAbandon(dctx, caller.AccountID, key, hash)
		}
		if err != nil {
			// The key stays in flight and is taken over after store.IdempotencyStale.
			logging.From(ctx).WarnContext(ctx, "idempotency key not recorded", slog.Any("error", err))
		}
	}()
	c.Next()
}

// answerFromKey answers a request whose key an earlier request holds.
func (s *Server) answerFromKey(c *gin.Context, prev *store.IdempotencyRecord, hash []byte) {
	switch {
	case !bytes.Equal(prev.RequestHash, hash):
		writeError(c, &apperr.Error{Kind: apperr.KindInvalid, Code: "idempotency_key_reused", Field: headerIdempotencyKey,
			Message: "this Idempotency-Key was already used with a different request body or route (" + prev.Route +
				"); send a new key for a new request, or repeat the first request exactly to get its answer again"})
	case prev.Status == 0:
		e := apperr.Conflict("idempotency_key_in_flight",
			"the first request with this Idempotency-Key is still running; retry in a second to get its answer")
		e.Field = headerIdempotencyKey
		e.RetryAfterSeconds = 1
		writeError(c, e)
	default:
		c.Set(ctxNotBillable, true)
		c.Header(headerIdempotentReplay, "true")
		c.Data(prev.Status, "application/json; charset=utf-8", prev.Body)
		c.Abort()
	}
}

func validIdempotencyKey(key string) error {
	if len(key) > maxIdempotencyKey {
		return apperr.Invalid(headerIdempotencyKey, "the Idempotency-Key header is %d characters; the limit is %d (a UUID is a good key)", len(key), maxIdempotencyKey)
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 0x21 || key[i] > 0x7e {
			return apperr.Invalid(headerIdempotencyKey, "the Idempotency-Key header may hold only printable ASCII without spaces (a UUID is a good key)")
		}
	}
	return nil
}

// requestFingerprint hashes the route and the body. A JSON body is hashed in
// canonical form (keys sorted, no insignificant space), so a client that
// re-serialises the same request is recognised as repeating it.
func requestFingerprint(route string, body []byte) []byte {
	h := sha256.New()
	h.Write([]byte(route))
	h.Write([]byte{0})
	var v any
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if dec.Decode(&v) == nil {
		if canon, err := json.Marshal(v); err == nil {
			body = canon
		}
	}
	h.Write(body)
	return h.Sum(nil)
}

// recordingWriter keeps a copy of the response body for the idempotency key.
type recordingWriter struct {
	gin.ResponseWriter
	body bytes.Buffer
}

func (w *recordingWriter) Write(b []byte) (int, error) {
	w.body.Write(b)
	return w.ResponseWriter.Write(b)
}

func (w *recordingWriter) WriteString(s string) (int, error) {
	w.body.WriteString(s)
	return w.ResponseWriter.WriteString(s)
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }
