package api

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/ratelimit"
)

const (
	headerRequestID = "X-Request-Id"
	ctxRequestID    = "request_id"
	ctxCallID       = "call_id"
	// maxBodyBytes is the largest request body the API reads.
	maxBodyBytes = 1 << 20
)

// requestIDMiddleware accepts a sane X-Request-Id or makes one, echoes it, and puts
// a request-scoped logger carrying it into the request context. The client's id
// is for tracing only: billing and the free allowance key every call on a call id
// the server makes (callID), so a replayed X-Request-Id is never a free call.
func (s *Server) requestIDMiddleware(c *gin.Context) {
	id := c.GetHeader(headerRequestID)
	if !validRequestID(id) {
		id = newRequestID()
	}
	call := ratelimit.NewCallID(time.Now())
	c.Set(ctxRequestID, id)
	c.Set(ctxCallID, call)
	c.Header(headerRequestID, id)
	ctx := events.WithRequestID(c.Request.Context(), id)
	ctx = logging.With(ctx, s.log.With(slog.String("request_id", id), slog.String("call_id", call)))
	c.Request = c.Request.WithContext(ctx)
	c.Next()
}

func validRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for _, r := range id {
		if r < 0x21 || r > 0x7e {
			return false
		}
	}
	return true
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func requestID(c *gin.Context) string {
	return c.GetString(ctxRequestID)
}

// callID is this call's own id, made by the server: the key of its usage event
// and of its free-allowance claim.
func callID(c *gin.Context) string {
	return c.GetString(ctxCallID)
}

// recoverMiddleware turns a panic into a logged 500 in the API's error shape.
func recoverMiddleware(c *gin.Context) {
	defer func() {
		if r := recover(); r != nil {
			if r == http.ErrAbortHandler {
				panic(r)
			}
			ctx := c.Request.Context()
			logging.From(ctx).ErrorContext(ctx, "panic", slog.Any("panic", r), slog.String("stack", string(debug.Stack())))
			if !c.Writer.Written() {
				writeError(c, fmt.Errorf("panic: %v", r))
			}
			c.Abort()
		}
	}()
	c.Next()
}

// accessLogMiddleware logs one line per request and feeds the metrics.
func (s *Server) accessLogMiddleware(c *gin.Context) {
	start := time.Now()
	c.Next()
	elapsed := time.Since(start)
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	status := c.Writer.Status()
	observeRequest(route, c.Request.Method, status, elapsed)
	if route == "/healthz" || route == "/metrics" {
		return
	}
	ctx := c.Request.Context()
	logging.From(ctx).LogAttrs(ctx, slog.LevelInfo, "http request",
		slog.String("method", c.Request.Method), slog.String("route", route),
		slog.Int("status", status), slog.Duration("elapsed", elapsed),
		slog.Int("bytes", c.Writer.Size()))
}

// bodyLimitMiddleware refuses bodies over maxBodyBytes with 413 and caps the reader
// so a lying Content-Length cannot make the server read more.
func bodyLimitMiddleware(c *gin.Context) {
	if c.Request.ContentLength > maxBodyBytes {
		writeError(c, apperr.New(apperr.KindTooLarge, "body_too_large",
			"the request body is %d bytes; the limit is %d bytes (1 MiB): shorten long fields such as job_description", c.Request.ContentLength, maxBodyBytes))
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxBodyBytes)
	c.Next()
}

func retryAfter(c *gin.Context, seconds int) {
	c.Header("Retry-After", strconv.Itoa(seconds))
}
