package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// Services are the capabilities behind the /v1 routes. A nil service makes its
// route answer 501 not_implemented after validation, so clients can already code
// against the contract.
type Services struct {
	Resumes  ResumeService
	Jobs     JobService
	Applies  ApplyService
	Salaries SalaryService
	Profiles ProfileService
}

// ResumeBuild is a validated build-resume request.
type ResumeBuild struct {
	Resume   model.Resume
	Template string
	Paper    string
}

// ResumeService builds resume PDFs and serves them back.
type ResumeService interface {
	Build(ctx context.Context, accountID string, req ResumeBuild) (any, error)
}

// JobService searches the job index.
type JobService interface {
	Search(ctx context.Context, q SearchQuery) (any, error)
}

// ApplyService submits and tracks applications.
type ApplyService interface {
	Apply(ctx context.Context, accountID string, req ApplyRequest) (*ApplyResult, error)
	Get(ctx context.Context, accountID, confirmationID string) (any, error)
}

// ApplyResult is the answer to an auto-apply call.
type ApplyResult struct {
	Confirmation *applicationConfirmation
	// InFlight is true when the application had not finished by the deadline
	// (answered 202 Accepted).
	InFlight bool
	// ClaimHeld is true when the call queued a new round of a real application,
	// which now holds the call's free-allowance claim until a worker knows
	// whether it was submitted. Repeats, replays and dry runs hold nothing.
	ClaimHeld bool
}

// ApplyRequest is a validated auto-apply request.
type ApplyRequest struct {
	JobID                   string
	ResumeURL               string
	UserEmail               string
	AutoGenerateCoverLetter bool
	Answers                 map[string]any
	DryRun                  bool
	IdempotencyKey          string
	// Billing is what a submission of the round this call queues will cost.
	Billing store.ApplicationBilling
}

// SalaryService answers salary benchmarks.
type SalaryService interface {
	Research(ctx context.Context, q SalaryQuery) (any, error)
}

// ProfileService writes profile text.
type ProfileService interface {
	Optimize(ctx context.Context, req ProfileRequest) (any, error)
}

// ProfileRequest is a validated optimize-profile request.
type ProfileRequest struct {
	CurrentTitle string
	TargetRole   string
	Skills       []string
	Tone         string
}
