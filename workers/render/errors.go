package render

import (
	"errors"
	"fmt"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Sentinels for the ways a render can fail without being the caller's fault.
// PDF returns them wrapped in an *apperr.Error (KindUnavailable, with a retry
// hint), so errors.Is works and the API maps them without knowing this package.
var (
	// ErrBusy means no tab came free before the caller's context ended.
	ErrBusy = errors.New("all render tabs busy")
	// ErrTimeout means the render itself ran past RenderTimeout or the caller's deadline.
	ErrTimeout = errors.New("render timed out")
	// ErrCrashed means the browser or the tab died during the render. The pool
	// has already started a replacement; retrying is safe.
	ErrCrashed = errors.New("browser crashed during render")
	// ErrClosed means the pool was closed.
	ErrClosed = errors.New("render pool closed")
)

// busyError is returned when the queue wait ends.
func busyError(cause error) error {
	return &apperr.Error{
		Kind:              apperr.KindUnavailable,
		Code:              "render_busy",
		Message:           "every PDF renderer is busy; retry in a few seconds",
		RetryAfterSeconds: 2,
		Cause:             fmt.Errorf("render: %w: %w", ErrBusy, cause),
	}
}

// timeoutError is returned when a render overruns.
func timeoutError(cause error) error {
	return &apperr.Error{
		Kind:              apperr.KindUnavailable,
		Code:              "render_timeout",
		Message:           "rendering the PDF took too long; retry, and if it keeps failing shorten the resume",
		RetryAfterSeconds: 2,
		Cause:             fmt.Errorf("render: %w: %w", ErrTimeout, cause),
	}
}

// crashedError is returned for renders in flight when the browser or tab died.
func crashedError(cause error) error {
	return &apperr.Error{
		Kind:              apperr.KindUnavailable,
		Code:              "render_crashed",
		Message:           "the PDF renderer restarted while rendering; retry now",
		RetryAfterSeconds: 1,
		Cause:             fmt.Errorf("render: %w: %w", ErrCrashed, cause),
	}
}

// closedError is returned after Close.
func closedError() error {
	return &apperr.Error{
		Kind:    apperr.KindUnavailable,
		Code:    "render_closed",
		Message: "the PDF renderer is shutting down; retry on another worker",
		Cause:   fmt.Errorf("render: %w", ErrClosed),
	}
}
