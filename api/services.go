package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/writing"
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

// ResumeService builds resume PDFs and serves them back.
type ResumeService interface {
	Build(ctx context.Context, accountID string, doc resume.Document) (*resumeResult, error)
}

// JobService searches the job index.
type JobService interface {
	Search(ctx context.Context, q SearchQuery) (*jobsearch.Result, error)
}

// ApplyService submits and tracks applications.
type ApplyService interface {
	Apply(ctx context.Context, accountID string, req ApplyRequest) (*ApplyResult, error)
	Get(ctx context.Context, accountID, confirmationID string) (*applicationTracking, error)
}

// ApplyResult is the answer to an auto-apply call.
type ApplyResult struct {
	Confirmation *applicationConfirmation
	// InFlight is true when the application had not finished by the deadline
	// (answered 202 Accepted).
	InFlight bool
	// ClaimHeld: the call's free-allowance claim now belongs to the round it
	// queued (application.Result.ClaimHeld).
	ClaimHeld bool
}

// ApplyRequest is a validated auto-apply request.
type ApplyRequest = application.Request

// SalaryService answers salary benchmarks.
type SalaryService interface {
	Research(ctx context.Context, q SalaryQuery) (*salary.Result, error)
}

// ProfileService writes profile text.
type ProfileService interface {
	Optimize(ctx context.Context, req ProfileRequest) (*writing.Profile, error)
}

// ProfileRequest is a validated optimize-profile request: the spec's fields
// and, optionally, the person's own facts (experience, summary, achievements,
// years of experience) that bullets are rewritten from.
type ProfileRequest = writing.ProfileInput
