package api

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/store"
)

var resumeFileRe = regexp.MustCompile(`^([0-9a-f]{64})\.pdf$`)

// getResumePDF serves a rendered resume at its capability URL. It needs no API key:
// the 256-bit id is the credential, so the URL can be handed to auto-apply, to an
// applicant tracking system or to a recruiter. It stops working at expires_at.
func (s *Server) getResumePDF(c *gin.Context) {
	notFound := apperr.NotFound("resume_not_found",
		"no resume at this URL: it never existed or has expired; build a new one with POST /v1/build-resume")
	m := resumeFileRe.FindStringSubmatch(c.Param("file"))
	if m == nil {
		writeError(c, notFound)
		return
	}
	ctx := c.Request.Context()
	meta, err := s.store.ResumeGetByID(ctx, m[1])
	if errors.Is(err, store.ErrNotFound) {
		writeError(c, notFound)
		return
	}
	if err != nil {
		writeError(c, err)
		return
	}
	pdf, err := s.blobs.Get(ctx, "resumes/"+m[1]+".pdf")
	if errors.Is(err, blob.ErrNotFound) {
		writeError(c, notFound)
		return
	}
	if err != nil {
		writeError(c, err)
		return
	}
	c.Header("Content-Disposition", fmt.Sprintf(`inline; filename="%s"`, strings.ReplaceAll(meta.Filename, `"`, "")))
	c.Header("Cache-Control", "private, max-age=3600")
	c.Header("X-Robots-Tag", "noindex, nofollow")
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Referrer-Policy", "no-referrer")
	c.Data(http.StatusOK, "application/pdf", pdf)
}
