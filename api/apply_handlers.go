package api

import (
	"net/http"
	"regexp"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/application"
)

var confirmationIDRe = regexp.MustCompile(`^[A-Za-z0-9_-]{8,64}$`)

func (s *Server) autoApply(c *gin.Context) {
	var req autoApplyRequest
	if err := decodeJSON(c, &req); err != nil {
		_ = c.Error(err)
		return
	}
	if err := req.validate(); err != nil {
		_ = c.Error(err)
		return
	}
	idem := c.GetHeader("Idempotency-Key")
	if len(idem) > 200 {
		_ = c.Error(apperr.Invalid("Idempotency-Key", "the Idempotency-Key header is %d characters; the limit is 200", len(idem)))
		return
	}
	if s.svc.Applies == nil {
		notImplemented(c, "auto-apply")
		return
	}
	var answers application.Answers
	if req.Answers != nil {
		answers = *req.Answers
	}
	caller := callerOf(c)
	res, err := s.svc.Applies.Apply(c.Request.Context(), caller.AccountID, ApplyRequest{
		JobID: req.JobID, ResumeURL: req.ResumeURL, UserEmail: req.UserEmail,
		AutoGenerateCoverLetter: *req.AutoGenerateCoverLetter, Answers: answers,
		DryRun: req.DryRun, IdempotencyKey: idem, Billing: s.applicationBilling(c),
	})
	if res != nil && res.ClaimHeld {
		c.Set(ctxClaimHeld, true) // even with an error: the queued round may still be submitted
	}
	if err != nil {
		_ = c.Error(err)
		return
	}
	status := http.StatusOK
	if res.InFlight {
		status = http.StatusAccepted
	}
	c.JSON(status, res.Confirmation)
}

func (s *Server) getApplication(c *gin.Context) {
	id := c.Param("id")
	if !confirmationIDRe.MatchString(id) {
		_ = c.Error(apperr.NotFound("application_not_found",
			"no application has confirmation_id %q; use the confirmation_id returned by POST /v1/auto-apply", truncate(id, 80)))
		return
	}
	if s.svc.Applies == nil {
		notImplemented(c, "application tracking")
		return
	}
	res, err := s.svc.Applies.Get(c.Request.Context(), callerOf(c).AccountID, id)
	if err != nil {
		_ = c.Error(err)
		return
	}
	ok(c, res)
}
