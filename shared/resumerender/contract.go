// Package resumerender is the build-resume contract between the API and the
// render workers: the request, the reply and the NATS endpoint they meet on.
// It lives with the capability, so the transport (shared/events) knows nothing
// of resumes or keyword analysis.
package resumerender

import (
	"time"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/resume"
)

// Request asks a render worker to print, verify and store one resume.
type Request struct {
	AccountID string `json:"account_id"`
	// Document is the validated resume; the worker analyses it and sets the
	// tailoring order itself, so one process owns the whole analysis.
	Document  resume.Document `json:"document"`
	Retention time.Duration   `json:"retention"`
}

// Reply describes the stored resume.
type Reply struct {
	ResumeID   string            `json:"resume_id"`
	Filename   string            `json:"filename"`
	SizeBytes  int               `json:"size_bytes"`
	ExpiresAt  time.Time         `json:"expires_at"`
	Analysis   ats.Analysis      `json:"analysis"`
	ParseCheck resume.ParseCheck `json:"parse_check"`
	RenderMS   int64             `json:"render_ms"`
}

// Endpoint is served by render workers in the "renderers" queue group.
var Endpoint = events.Endpoint[Request, Reply]{Subject: "render.resume", Queue: "renderers"}
