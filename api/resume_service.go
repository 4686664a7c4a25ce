package api

import (
	"context"
	"time"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/resumerender"
)

// resumeService validates a resume and has a render worker analyse, print,
// verify and store it over NATS.
type resumeService struct {
	bus       *events.Bus
	deadline  time.Duration
	retention time.Duration
	baseURL   string
}

// resumeResult is the build-resume response: the interface's fields (from the
// embedded analysis) plus where and how the PDF was made.
type resumeResult struct {
	ResumeURL string `json:"resume_url"`
	*ats.Analysis
	ResumeID  string            `json:"resume_id"`
	ExpiresAt time.Time         `json:"expires_at"`
	Template  string            `json:"template"`
	Paper     string            `json:"paper"`
	SizeBytes int               `json:"size_bytes"`
	PDFCheck  resume.ParseCheck `json:"pdf_check"`
	// Warnings name what was sent but not printed: JSON Resume sections
	// no template prints (publications, interests, references).
	Warnings []string `json:"warnings,omitempty"`
}

// Build has the document printed by a render worker, which validates it whole
// (resume.RenderHTML); the handler checked the request's fields.
func (s *resumeService) Build(ctx context.Context, accountID string, doc resume.Document) (*resumeResult, error) {
	ctx, cancel := context.WithTimeout(ctx, s.deadline)
	defer cancel()
	reply, err := events.Request(ctx, s.bus, resumerender.Endpoint, resumerender.Request{
		AccountID: accountID, Document: doc, Retention: s.retention,
	})
	if err != nil {
		return nil, err
	}
	return &resumeResult{
		ResumeURL: s.baseURL + resume.URLPath(reply.ResumeID),
		Analysis:  &reply.Analysis, ResumeID: reply.ResumeID, ExpiresAt: reply.ExpiresAt,
		Template: doc.TemplateName(), Paper: doc.PaperName(), SizeBytes: reply.SizeBytes, PDFCheck: pdfCheck(reply.ParseCheck),
	}, nil
}

// pdfCheck is the read-back as clients see it: lists are never null.
func pdfCheck(c resume.ParseCheck) resume.ParseCheck {
	if c.Issues == nil {
		c.Issues = []resume.Issue{}
	}
	if c.Sections == nil {
		c.Sections = []resume.SectionRecall{}
	}
	return c
}
