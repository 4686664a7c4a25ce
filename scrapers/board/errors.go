package board

import (
	"errors"
	"fmt"
	"net/http"
	"time"
)

// Sentinel causes, matched with errors.Is on any error this package returns.
var (
	// ErrHTML: the board answered a web page (a login wall, an error page, a CDN
	// challenge) where its API sends JSON.
	ErrHTML = errors.New("board answered HTML, not JSON")
	// ErrNotJSON: the body is neither a JSON object nor an array.
	ErrNotJSON = errors.New("board answered something that is not JSON")
	// ErrNotXML: an XML board (Personio) answered something that is not XML.
	ErrNotXML = errors.New("board answered something that is not XML")
	// ErrEmptyBody: the board answered 2xx with nothing in the body.
	ErrEmptyBody = errors.New("board answered an empty body")
	// ErrTooLarge: the body exceeds HTTPConfig.MaxBodyBytes.
	ErrTooLarge = errors.New("board answered a body over the size limit")
	// ErrTimeout: the board did not answer in time on any attempt.
	ErrTimeout = errors.New("board did not answer in time")
	// ErrDecode: the JSON does not have the board's published shape, or is cut short.
	ErrDecode = errors.New("decode")
	// ErrNotFound: the board answered 404 or 410, usually an unknown company token.
	ErrNotFound = errors.New("board or posting not found")
	// ErrRateLimited: the board answered 429 on every attempt or asked to wait
	// longer than HTTPConfig.MaxRetryAfter.
	ErrRateLimited = errors.New("rate limited by the board")
	// ErrStatus: any other non-2xx answer.
	ErrStatus = errors.New("unexpected HTTP status")
)

// Error is a failed fetch of one source: "board: greenhouse:smarterdx: <cause>".
type Error struct {
	Source string // source key, e.g. "greenhouse:smarterdx"
	Err    error
}

// Error implements error.
func (e *Error) Error() string { return "board: " + e.Source + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// StatusError is a non-2xx answer, after retries when the status was retryable.
type StatusError struct {
	URL      string
	Code     int
	Attempts int
	// RetryAfter is the wait the board asked for on a 429 or 503, 0 if none.
	RetryAfter time.Duration
}

// Error implements error.
func (e *StatusError) Error() string {
	msg := fmt.Sprintf("GET %s: status %d %s", e.URL, e.Code, http.StatusText(e.Code))
	if e.Attempts > 1 {
		msg += fmt.Sprintf(" after %d attempts", e.Attempts)
	}
	if e.RetryAfter > 0 {
		msg += fmt.Sprintf("; board asks to retry after %s", e.RetryAfter)
	}
	return msg
}

// Is matches ErrNotFound, ErrRateLimited or ErrStatus by code.
func (e *StatusError) Is(target error) bool {
	switch target {
	case ErrNotFound:
		return e.Code == http.StatusNotFound || e.Code == http.StatusGone
	case ErrRateLimited:
		return e.Code == http.StatusTooManyRequests
	case ErrStatus:
		return true
	}
	return false
}

// DecodeError is a body that did not decode into the board's published shape.
type DecodeError struct {
	URL string
	Err error
}

// Error implements error: "decode: unexpected end of JSON input".
func (e *DecodeError) Error() string { return "decode: " + e.Err.Error() }

// Unwrap returns the JSON error.
func (e *DecodeError) Unwrap() error { return e.Err }

// Is matches ErrDecode.
func (e *DecodeError) Is(target error) bool { return target == ErrDecode }
