package apperr

import (
	"errors"
	"fmt"
)

// Kind classifies an error for the transport layer.
type Kind int

// The kinds of error a client can see. KindInternal is the zero value on purpose:
// an error nobody classified is a server fault.
const (
	KindInternal Kind = iota
	KindMalformed
	KindInvalid
	KindUnauthenticated
	KindForbidden
	KindNotFound
	KindConflict
	KindGone
	KindPaymentRequired
	KindRateLimited
	KindTooLarge
	KindUnsupportedMedia
	KindNotImplemented
	KindUnavailable
	KindMethodNotAllowed
	// KindClientClosed is a client that went away before the answer (499).
	KindClientClosed
)

// Error is a client-facing error: a stable machine code, an actionable message and,
// when one field is at fault, its JSON path (for example "experience[0].start_date").
type Error struct {
	Kind    Kind
	Code    string
	Message string
	Field   string
	// Details carries optional structured extras (suggestions, alternatives) that the
	// API copies into the error body.
	Details map[string]any
	// RetryAfterSeconds is set on rate-limit and unavailable errors when a retry time is known.
	RetryAfterSeconds int
	// Cause is the wrapped internal error; it is logged, never shown to clients.
	Cause error
}

// Error implements error.
func (e *Error) Error() string {
	msg := e.Code + ": " + e.Message
	if e.Field != "" {
		msg = e.Code + " (" + e.Field + "): " + e.Message
	}
	if e.Cause != nil {
		msg += ": " + e.Cause.Error()
	}
	return msg
}

// Unwrap returns the internal cause.
func (e *Error) Unwrap() error { return e.Cause }

// WithDetail returns e with one more structured detail.
func (e *Error) WithDetail(key string, value any) *Error {
	if e.Details == nil {
		e.Details = map[string]any{}
	}
	e.Details[key] = value
	return e
}

// WithCause returns e wrapping cause.
func (e *Error) WithCause(cause error) *Error {
	e.Cause = cause
	return e
}

// New builds an error of any kind.
func New(kind Kind, code, format string, args ...any) *Error {
	return &Error{Kind: kind, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid reports a value that failed validation (HTTP 422), naming the field path.
func Invalid(field, format string, args ...any) *Error {
	return &Error{Kind: KindInvalid, Code: "invalid_field", Field: field, Message: fmt.Sprintf(format, args...)}
}

// Required reports a missing required field (HTTP 422).
func Required(field, hint string) *Error {
	msg := field + " is required"
	if hint != "" {
		msg += ": " + hint
	}
	return &Error{Kind: KindInvalid, Code: "missing_field", Field: field, Message: msg}
}

// NotFound reports a missing resource (HTTP 404).
func NotFound(code, format string, args ...any) *Error {
	return &Error{Kind: KindNotFound, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Conflict reports a state conflict (HTTP 409).
func Conflict(code, format string, args ...any) *Error {
	return &Error{Kind: KindConflict, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Unavailable reports a dependency that is down or too slow (HTTP 503).
func Unavailable(code, format string, args ...any) *Error {
	return &Error{Kind: KindUnavailable, Code: code, Message: fmt.Sprintf(format, args...)}
}

// As returns the *Error in err's chain, if any.
func As(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}

// IsKind reports whether err carries an *Error of the given kind.
func IsKind(err error, kind Kind) bool {
	e, ok := As(err)
	return ok && e.Kind == kind
}
