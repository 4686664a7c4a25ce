package apply

import "errors"

// Outcome statuses: the application statuses an attempt can end in.
const (
	StatusSubmitted  = "submitted"
	StatusNeedsInput = "needs_input"
	StatusFailed     = "failed"
	StatusDryRun     = "dry_run"
)

// Reasons of needs_input and failed outcomes (the application's reason field).
const (
	ReasonMissingAnswers   = "missing_answers"
	ReasonCaptcha          = "captcha_required"
	ReasonLogin            = "login_required"
	ReasonJobClosed        = "job_closed"
	ReasonNoForm           = "no_application_form"
	ReasonNoSubmit         = "no_submit_button"
	ReasonFormChanged      = "form_changed"
	ReasonFormValidation   = "form_validation"
	ReasonBlockedURL       = "blocked_url"
	ReasonSiteRejected     = "site_rejected"
	ReasonSiteError        = "site_error"
	ReasonSiteUnavailable  = "site_unavailable"
	ReasonOutcomeUncertain = "outcome_uncertain"
	ReasonResumeGone       = "resume_unavailable"
	ReasonInternal         = "internal_error"
)

// ErrNotClaimed is returned by a BeforePress hook when the application may not
// be pressed because another attempt already claimed the press; Apply then
// returns it, and the attempt ends without recording anything.
var ErrNotClaimed = errors.New("apply: submit not claimed")

// SentField is one value filled into the form: what was sent, or for a dry
// run what would be.
type SentField struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	Value string `json:"value"`
}

// Outcome is how an application attempt ended.
type Outcome struct {
	Status  string
	Reason  string
	Message string
	// Questions are every question read, with the answer given.
	Questions []Question
	// Missing are the required questions that need the caller's answer.
	Missing []Question
	// Fields are the values filled in.
	Fields []SentField
	// CoverLetterAs is how the cover letter was attached: text, file or none.
	CoverLetterAs string
	// Pressed reports that submit was pressed in this attempt.
	Pressed bool
	// letter is the cover letter text written for the application.
	letter string
}

func failed(reason, message string) Outcome {
	return Outcome{Status: StatusFailed, Reason: reason, Message: message}
}

// TransientError is an attempt that failed before anything was pressed, for a
// reason that may pass (site down, browser crash): the task is retried.
type TransientError struct {
	Reason string
	Err    error
}

// Error implements error.
func (e *TransientError) Error() string { return e.Reason + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *TransientError) Unwrap() error { return e.Err }

func transient(reason string, err error) error { return &TransientError{Reason: reason, Err: err} }
