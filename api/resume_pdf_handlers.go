package api

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// getResumePDF serves a rendered resume at its capability URL. It needs no API key:
// the 256-bit id is the credential, so the URL can be handed to auto-apply, to an
// applicant tracking system or to a recruiter. It stops working at expires_at.
func (s *Server) getResumePDF(c *gin.Context) {
	if id, ok := resumeIDOf(c.Param("file"), ".json"); ok {
		s.getResumeJSON(c, id)
		return
	}
	f, err := resumeFiles{store: s.store, blobs: s.blobs}.Get(c.Request.Context(), c.Param("file"))
	if err != nil {
		_ = c.Error(err)
		return
	}
	c.Header("Content-Disposition", fmt.Sprintf(`inline; filename="%s"`, strings.ReplaceAll(f.Filename, `"`, "")))
	c.Header("Cache-Control", "private, max-age=3600")
	c.Header("X-Robots-Tag", "noindex, nofollow")
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Referrer-Policy", "no-referrer")
	c.Data(http.StatusOK, "application/pdf", f.PDF)
}
