package api

import (
	"github.com/gin-gonic/gin"
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
	res, err := s.svc.Profiles.Optimize(c.Request.Context(), ProfileRequest(req))
	if err != nil {
		_ = c.Error(err)
		return
	}
	ok(c, res)
}
