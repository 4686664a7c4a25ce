package api

import (
	"time"

	"github.com/gin-gonic/gin"
)

func (s *Server) buildResume(c *gin.Context) {
	var req buildResumeRequest
	if err := decodeJSON(c, &req); err != nil {
		writeError(c, err)
		return
	}
	if err := req.validate(time.Now().UTC()); err != nil {
		writeError(c, err)
		return
	}
	req.normalize()
	if s.svc.Resumes == nil {
		notImplemented(c, "build-resume")
		return
	}
	res, err := s.svc.Resumes.Build(c.Request.Context(), callerOf(c).AccountID,
		ResumeBuild{Resume: req.Resume, Template: req.Template, Paper: req.Paper})
	if err != nil {
		writeError(c, err)
		return
	}
	ok(c, res)
}
