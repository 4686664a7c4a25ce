package render

import (
	"errors"
	"fmt"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/workers/browser"
)

// Sentinels for the ways a render can fail without being the caller's fault.
// PDF returns them wrapped in an *apperr.Error (KindUnavailable, with a retry
// hint and a code of the catalogue, shared/apperr/codes.go) that reaches the
// client unchanged, so errors.Is works and nobody re-codes them on the way.
var (
	// ErrBusy means no tab came free before the caller's context ended: the
	// browser package's one busy error, which the applying browser returns too.
	ErrBusy = browser.ErrBusy
	// ErrTimeout means the render itself ran past RenderTimeout or the caller's deadline.
	ErrTimeout = errors.New("render timed out")
	// ErrCrashed means the browser or the tab died during the render. The pool
	// has already started a replacement; retrying is safe.
	ErrCrashed = errors.New("browser crashed during render")
	// ErrClosed means the pool was closed.
	ErrClosed = errors.New("render pool closed")
)

// unavailable is the *apperr.Error a render failure reaches the caller as, with
// the sentinel (and the cause, when there is one) in its chain.
func unavailable(code, message string, retryAfter int, sentinel, cause error) error {
	chain := fmt.Errorf("render: %w", sentinel)
	if cause != nil {
		chain = fmt.Errorf("render: %w: %w", sentinel, cause)
	}
	return &apperr.Error{Kind: apperr.KindUnavailable, Code: code, Message: message,
		RetryAfterSeconds: retryAfter, Cause: chain}
}

// busyError is returned when the queue wait ends.
func busyError(cause error) error {
	return unavailable("renderer_busy", "every resume renderer is busy; retry in a few seconds", 2, ErrBusy, cause)
}

// timeoutError is returned when a render overruns.
func timeoutError(cause error) error {
	return unavailable("renderer_timeout",
		"rendering the PDF took too long; retry, and if it keeps failing shorten the resume", 2, ErrTimeout, cause)
}

// crashedError is returned for renders in flight when the browser or tab died.
func crashedError(cause error) error {
	return unavailable("renderer_unavailable", "the resume renderer restarted while rendering; retry now", 1, ErrCrashed, cause)
}

// closedError is returned after Close.
func closedError() error {
	return unavailable("renderer_unavailable", "the resume renderer is shutting down; retry in a second (another worker takes it)", 1, ErrClosed, nil)
}
