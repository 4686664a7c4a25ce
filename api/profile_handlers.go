package api

import (
	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/writing"
)

func (s *Server) optimizeProfile(c *gin.Context) {
	var req optimizeProfileRequest
	if err := decodeJSON(c, &req); err != nil {
		_ = c.Error(err)
		return
	}
	if err := req.validate(); err != nil {
		_ = c.Error(err)
		return
	}
	if s.svc.Profiles == nil {
		notImplemented(c, "optimize-profile")
		return
	}
	var (
		res *writing.Profile
		err error
	)
	if fs, ok := s.svc.Profiles.(profileFactsService); ok {
		res, err = fs.OptimizeFacts(c.Request.Context(), writing.ProfileInput{
			CurrentTitle: req.CurrentTitle, TargetRole: req.TargetRole, Skills: req.Skills, Tone: req.Tone,
			Experience: req.Experience, Summary: req.Summary, Achievements: req.Achievements,
			YearsExperience: req.YearsExperience,
		})
	} else {
		res, err = s.svc.Profiles.Optimize(c.Request.Context(), ProfileRequest{
			CurrentTitle: req.CurrentTitle, TargetRole: req.TargetRole, Skills: req.Skills, Tone: req.Tone,
		})
	}
	if err != nil {
		_ = c.Error(err)
		return
	}
	ok(c, res)
}
