package application

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/store"
)

// resumeID accepts only resume URLs this deployment issued; the service never
// fetches a URL it was given.
func (s *Service) resumeID(raw string) (string, error) {
	if id, ok := resume.IDFromURL(raw, append([]string{s.o.BaseURL}, s.o.AcceptedBases...)...); ok {
		return id, nil
	}
	return "", apperr.Invalid("resume_url", "resume_url must be a resume_url returned by POST /v1/build-resume (%s/v1/resumes/<id>.pdf); other URLs are never fetched", s.o.BaseURL)
}

// requestHash fingerprints what the caller asked for, for Idempotency-Key
// checks and to tell a repeat from new answers.
func requestHash(req Request, resumeID string, answers json.RawMessage) []byte {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%t\x00%t\x00", req.JobID, resumeID, strings.ToLower(req.UserEmail),
		req.AutoGenerateCoverLetter, req.DryRun)
	h.Write(answers)
	return h.Sum(nil)
}

func limitError(l *store.ApplicationLimitError) error {
	wait := max(int(time.Until(l.RetryAt).Seconds())+1, 1)
	var e *apperr.Error
	if l.Limit == store.LimitDaily {
		e = apperr.Conflict("daily_application_cap", "this account has created %d applications in the last 24 hours, the daily cap; the next one is possible at %s (in %d s)",
			l.Max, l.RetryAt.Format(time.RFC3339), wait)
	} else {
		e = apperr.Conflict("company_application_limit", "this account has applied to %d roles at this company within %s, the most allowed, so employers do not see a burst of applications; the next one is possible at %s",
			l.Max, strings.TrimSuffix(strings.TrimSuffix(l.Window.String(), "0s"), "0m"), l.RetryAt.Format(time.RFC3339))
	}
	e.RetryAfterSeconds = wait
	return e.WithDetail("limit", l.Max).WithDetail("window_seconds", int64(l.Window/time.Second)).
		WithDetail("retry_at", l.RetryAt.Format(time.RFC3339))
}
