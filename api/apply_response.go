package api

import (
	"encoding/json"
	"net/url"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/store"
)

// applicationConfirmation is the auto-apply response plus what an
// agent needs to act on a status other than submitted.
type applicationConfirmation struct {
	Status         string     `json:"status"`
	ConfirmationID string     `json:"confirmation_id"`
	Company        string     `json:"company"`
	JobTitle       string     `json:"job_title"`
	AppliedAt      *time.Time `json:"applied_at"`
	TrackingURL    string     `json:"tracking_url"`
	NextSteps      string     `json:"next_steps"`
	JobID          string     `json:"job_id"`
	DryRun         bool       `json:"dry_run"`
	// Reason is a machine code for needs_input and failed, and for an attempt
	// in flight that waits for an unreachable site (site_unavailable); Message
	// says it in words.
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
	// Questions are, for needs_input, the required questions to answer.
	Questions []applicationQuestion `json:"questions,omitempty"`
	// WouldSend is, for a dry run, every value that would be submitted.
	WouldSend json.RawMessage `json:"would_send,omitempty"`
	// CoverLetterAttachedAs is how the cover letter went with the form: text, file or none.
	CoverLetterAttachedAs string `json:"cover_letter_attached_as,omitempty"`
}

// applicationQuestion is one form question as the worker read and answered it.
type applicationQuestion = model.ApplicationQuestion

// applicationTracking is GET /v1/applications/{id}.
type applicationTracking struct {
	ConfirmationID string `json:"confirmation_id"`
	Status         string `json:"status"`
	Reason         string `json:"reason,omitempty"`
	Message        string `json:"message,omitempty"`
	DryRun         bool   `json:"dry_run"`
	// Company and JobTitle repeat job.company and job.title at the top level,
	// as the auto-apply answer has them.
	Company     string                   `json:"company"`
	JobTitle    string                   `json:"job_title"`
	Job         trackedJob               `json:"job"`
	UserEmail   string                   `json:"user_email"`
	ResumeURL   string                   `json:"resume_url"`
	AppliedAt   *time.Time               `json:"applied_at"`
	CreatedAt   time.Time                `json:"created_at"`
	UpdatedAt   time.Time                `json:"updated_at"`
	Attempts    int                      `json:"attempts"`
	Timeline    []store.ApplicationEvent `json:"timeline"`
	CoverLetter *trackedLetter           `json:"cover_letter"`
	Questions   []applicationQuestion    `json:"questions"`
	Answers     json.RawMessage          `json:"answers"`
	Sent        json.RawMessage          `json:"sent"`
	TrackingURL string                   `json:"tracking_url"`
	NextSteps   string                   `json:"next_steps"`
}

type trackedJob struct {
	JobID    string `json:"job_id"`
	Title    string `json:"title"`
	Company  string `json:"company"`
	Board    string `json:"board"`
	ApplyURL string `json:"apply_url"`
}

type trackedLetter struct {
	Text       string `json:"text"`
	AttachedAs string `json:"attached_as"`
}

func (s *applyService) trackingURL(id string) string {
	return s.baseURL + "/v1/applications/" + id
}

func (s *applyService) confirmation(a *store.Application) *applicationConfirmation {
	c := &applicationConfirmation{Status: a.Status, ConfirmationID: a.ID, Company: a.Company, JobTitle: a.JobTitle,
		AppliedAt: utc(a.SubmittedAt), TrackingURL: s.trackingURL(a.ID), NextSteps: nextSteps(a), JobID: a.JobID,
		DryRun: a.DryRun, CoverLetterAttachedAs: a.CoverLetterAs}
	if a.Status == store.ApplicationNeedsInput || a.Status == store.ApplicationFailed || !a.Terminal() && a.Reason != "" {
		// In flight with a reason: the site cannot be reached now and the
		// attempt is retried in the background (site_unavailable).
		c.Reason, c.Message = a.Reason, a.Message
	}
	if a.Status == store.ApplicationNeedsInput {
		for _, q := range questionsOf(a) {
			if q.Problem != "" {
				c.Questions = append(c.Questions, q)
			}
		}
	}
	if a.Status == store.ApplicationDryRun {
		c.WouldSend = a.Fields
	}
	return c
}

// tracking is GET /v1/applications/{id} for a and its timeline.
func (s *applyService) tracking(a *store.Application, timeline []store.ApplicationEvent) *applicationTracking {
	t := &applicationTracking{ConfirmationID: a.ID, Status: a.Status, Reason: a.Reason, Message: a.Message, DryRun: a.DryRun,
		Company: a.Company, JobTitle: a.JobTitle,
		Job:       trackedJob{JobID: a.JobID, Title: a.JobTitle, Company: a.Company, Board: a.Board, ApplyURL: a.ApplyURL},
		UserEmail: a.UserEmail, ResumeURL: s.baseURL + resume.URLPath(a.ResumeID),
		AppliedAt: utc(a.SubmittedAt), CreatedAt: a.CreatedAt.UTC(), UpdatedAt: a.UpdatedAt.UTC(), Attempts: a.Attempts,
		Timeline: timeline, Questions: questionsOf(a), Answers: a.Answers, Sent: a.Fields,
		TrackingURL: s.trackingURL(a.ID), NextSteps: nextSteps(a)}
	if t.Questions == nil {
		t.Questions = []applicationQuestion{}
	}
	if a.CoverLetter != "" {
		t.CoverLetter = &trackedLetter{Text: a.CoverLetter, AttachedAs: a.CoverLetterAs}
	}
	return t
}

func questionsOf(a *store.Application) []applicationQuestion {
	var qs []applicationQuestion
	_ = json.Unmarshal(a.Questions, &qs)
	return qs
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// nextSteps is honest free text about what happens next, per status and board.
func nextSteps(a *store.Application) string {
	email, co := a.UserEmail, a.Company
	switch a.Status {
	case store.ApplicationQueued, store.ApplicationSubmitting:
		return "An apply worker is submitting the application now. Poll tracking_url (free of charge) for the outcome; nothing needs doing meanwhile, and calling auto-apply again for this job will not submit twice."
	case store.ApplicationNeedsInput:
		return "Nothing was submitted. Answer the questions listed in questions and call POST /v1/auto-apply again with the same job_id, putting each answer in answers.questions under the question's id; the application then continues from where it stopped."
	case store.ApplicationDryRun:
		return "Dry run: nothing was sent. would_send lists every value the form would receive; call POST /v1/auto-apply again without dry_run to submit it."
	case store.ApplicationFailed:
		return failedSteps(a)
	}
	switch a.Board {
	case "greenhouse":
		return "Greenhouse has passed the application to " + co + "'s hiring team. Companies hiring through Greenhouse usually reply within 1 to 3 weeks, by email to " + email + "; many never reply to applications they decline. Greenhouse offers candidates no status page, so tracking_url shows what Careerkit did, not the company's decision."
	case "lever":
		return "Lever has delivered the application to " + co + "'s recruiters and normally emails a receipt to " + email + ". Replies usually come within 1 to 3 weeks, by email; there is no candidate status page, so tracking_url shows what Careerkit did, not the company's decision."
	case "recruitee":
		return "Recruitee has created the application in " + co + "'s hiring pipeline and emails its confirmation to " + email + ". Replies come by email, usually within 1 to 3 weeks; tracking_url shows what Careerkit did, not the company's decision."
	case "ashby":
		return "Ashby has delivered the application to " + co + "'s recruiting team. Replies come by email to " + email + ", usually within 1 to 3 weeks; tracking_url shows what Careerkit did, not the company's decision."
	}
	return "The application went through " + co + "'s own form at " + hostOf(a.ApplyURL) + ". When and whether they reply is up to " + co + "; watch " + email + " for a confirmation or a reply."
}

func failedSteps(a *store.Application) string {
	switch a.Reason {
	case "outcome_uncertain", "site_error", "site_rejected":
		return "Submit was pressed once and will never be pressed again by Careerkit. Look for a confirmation email at " + a.UserEmail + " before applying by hand at " + a.ApplyURL + ", so the company does not receive the application twice."
	case "job_closed":
		return "The posting is closed; nothing was submitted. Search for other open jobs."
	case "needs_account":
		return "Nothing was submitted: " + a.Company + " hires through Workday, which takes applications only from a candidate account on its own site. Open " + a.ApplyURL + ", create the account (an email address and a password, then the confirmation email), and apply there with the resume from resume_url; Careerkit cannot create the account for you."
	case "apply_by_hand":
		return "Nothing was submitted: this board accepts applications only through its own hosted form (its API needs the employer's key). Open " + a.ApplyURL + " and apply there with the resume from resume_url; the answers you gave Careerkit are the ones to paste."
	case "site_unavailable", "resume_unavailable":
		return "Nothing was submitted. Call POST /v1/auto-apply again later to retry (with a new resume_url from POST /v1/build-resume if the resume expired)."
	}
	return "Nothing was submitted, and Careerkit cannot submit this form (" + a.Reason + "). Apply yourself at " + a.ApplyURL + "."
}

func hostOf(raw string) string {
	if u, err := url.Parse(raw); err == nil && u.Host != "" {
		return u.Host
	}
	return raw
}
