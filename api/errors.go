package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/store"
)

// statusClientClosed is nginx's convention for a client that went away.
const statusClientClosed = 499

// errorBody is the one error shape of the API.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code      string         `json:"code"`
	Message   string         `json:"message"`
	Field     string         `json:"field,omitempty"`
	RequestID string         `json:"request_id,omitempty"`
	Details   map[string]any `json:"details,omitempty"`
}

var kindStatus = map[apperr.Kind]int{
	apperr.KindMalformed:        http.StatusBadRequest,
	apperr.KindInvalid:          http.StatusUnprocessableEntity,
	apperr.KindUnauthenticated:  http.StatusUnauthorized,
	apperr.KindForbidden:        http.StatusForbidden,
	apperr.KindNotFound:         http.StatusNotFound,
	apperr.KindConflict:         http.StatusConflict,
	apperr.KindGone:             http.StatusGone,
	apperr.KindPaymentRequired:  http.StatusPaymentRequired,
	apperr.KindRateLimited:      http.StatusTooManyRequests,
	apperr.KindTooLarge:         http.StatusRequestEntityTooLarge,
	apperr.KindUnsupportedMedia: http.StatusUnsupportedMediaType,
	apperr.KindNotImplemented:   http.StatusNotImplemented,
	apperr.KindUnavailable:      http.StatusServiceUnavailable,
	apperr.KindMethodNotAllowed: http.StatusMethodNotAllowed,
	apperr.KindInternal:         http.StatusInternalServerError,
	apperr.KindClientClosed:     statusClientClosed,
}

// classify turns any error into a client-facing *apperr.Error. Errors nobody
// classified become a 500 whose message hides the cause; dependency failures that
// the packages below report with sentinels become 503 with a retry hint.
func classify(err error) *apperr.Error {
	if ae, ok := apperr.As(err); ok {
		return ae
	}
	if ae := apperr.Outage(err); ae != nil {
		return ae
	}
	switch {
	case errors.Is(err, context.Canceled):
		return &apperr.Error{Kind: apperr.KindClientClosed, Code: "client_closed_request", Message: "the client closed the request", Cause: err}
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, events.ErrTimeout):
		return &apperr.Error{Kind: apperr.KindUnavailable, Code: "timeout", Message: "the service took too long to answer; retry in a few seconds", RetryAfterSeconds: 5, Cause: err}
	case errors.Is(err, events.ErrWorkerLost):
		return &apperr.Error{Kind: apperr.KindUnavailable, Code: "worker_unavailable", Message: "the worker handling this request stopped answering (restarted or lost); nothing was billed, retry in a few seconds", RetryAfterSeconds: 5, Cause: err}
	case errors.Is(err, events.ErrNoWorker):
		return &apperr.Error{Kind: apperr.KindUnavailable, Code: "worker_unavailable", Message: "no worker is available to process this request; retry in a few seconds", RetryAfterSeconds: 5, Cause: err}
	case errors.Is(err, store.ErrNotFound):
		return &apperr.Error{Kind: apperr.KindNotFound, Code: "not_found", Message: "the requested resource does not exist", Cause: err}
	}
	return &apperr.Error{Kind: apperr.KindInternal, Code: "internal_error", Message: "an unexpected error occurred; it has been logged, retry later or report the request_id", Cause: err}
}

// statusOf maps a kind to its HTTP status.
func statusOf(ae *apperr.Error) int {
	if s, ok := kindStatus[ae.Kind]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// writeError renders err in the API's error shape and logs server-side causes.
func writeError(c *gin.Context, err error) {
	ae := classify(err)
	status := statusOf(ae)
	ctx := c.Request.Context()
	log := logging.From(ctx)
	switch {
	case status >= 500 && status != 501:
		log.ErrorContext(ctx, "request failed", slog.Int("status", status), slog.String("code", ae.Code), slog.Any("error", err))
	case ae.Cause != nil:
		log.InfoContext(ctx, "request refused", slog.Int("status", status), slog.String("code", ae.Code), slog.Any("error", ae.Cause))
	}
	if ae.RetryAfterSeconds > 0 {
		c.Header("Retry-After", strconv.Itoa(ae.RetryAfterSeconds))
	}
	if status == http.StatusUnauthorized {
		c.Header("WWW-Authenticate", challenge(c.Request.URL.Path, ae.Code))
	}
	c.AbortWithStatusJSON(status, errorBody{Error: errorDetail{
		Code: ae.Code, Message: ae.Message, Field: ae.Field,
		RequestID: requestID(c), Details: ae.Details,
	}})
}

// errorMiddleware renders the last error a handler attached with c.Error: the
// one place where handler errors become responses (middlewares that refuse a
// request before the handler write theirs with writeError directly).
func errorMiddleware(c *gin.Context) {
	c.Next()
	if len(c.Errors) > 0 && !c.Writer.Written() {
		writeError(c, c.Errors.Last().Err)
	}
}

// challenge is the WWW-Authenticate of a 401 (RFC 9110 §11.6.1): /mcp takes
// the key as a bearer token, as MCP clients send it; /v1 in X-API-Key.
func challenge(path, code string) string {
	scheme := `ApiKey realm="careerkit", header="X-API-Key"`
	if path == "/mcp" {
		scheme = `Bearer realm="careerkit"`
	}
	if code == "invalid_api_key" {
		scheme += `, error="invalid_token"`
	}
	return scheme
}
