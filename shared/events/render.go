package events

import (
	"time"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/resume"
)

// RenderRequest asks a render worker to print, verify and store one resume.
type RenderRequest struct {
	AccountID string `json:"account_id"`
	// Document is the validated resume; the worker analyses it and sets the
	// tailoring order itself, so one process owns the whole analysis.
	Document  resume.Document `json:"document"`
	Retention time.Duration   `json:"retention"`
}

// RenderReply describes the stored resume.
type RenderReply struct {
	ResumeID   string            `json:"resume_id"`
	Filename   string            `json:"filename"`
	SizeBytes  int               `json:"size_bytes"`
	ExpiresAt  time.Time         `json:"expires_at"`
	Analysis   ats.Analysis      `json:"analysis"`
	ParseCheck resume.ParseCheck `json:"parse_check"`
	RenderMS   int64             `json:"render_ms"`
}

// RenderResume is served by render workers in the "renderers" queue group.
var RenderResume = Endpoint[RenderRequest, RenderReply]{Subject: "render.resume", Queue: "renderers"}
