package api

import (
	"fmt"
	"time"

	"github.com/gin-gonic/gin"
)

func (s *Server) buildResume(c *gin.Context) {
	var req buildResumeRequest
	if err := decodeJSON(c, &req); err != nil {
		_ = c.Error(err)
		return
	}
	if err := req.fromJSONResume(); err != nil {
		_ = c.Error(err)
		return
	}
	req.repair()
	if err := req.validate(time.Now().UTC()); err != nil {
		if req.JSONResume != nil {
			err = jsonResumePaths(err)
		}
		_ = c.Error(err)
		return
	}
	req.normalize()
	if s.svc.Resumes == nil {
		notImplemented(c, "build-resume")
		return
	}
	res, err := s.svc.Resumes.Build(c.Request.Context(), callerOf(c).AccountID,
		req.document())
	if err != nil {
		_ = c.Error(err)
		return
	}
	if req.JSONResume != nil {
		for _, sec := range req.JSONResume.Ignored() {
			res.Warnings = append(res.Warnings, fmt.Sprintf("json_resume.%s is accepted but not printed: no template has a %s section", sec, sec))
		}
	}
	ok(c, res)
}
