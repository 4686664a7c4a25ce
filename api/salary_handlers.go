package api

import "github.com/gin-gonic/gin"

func (s *Server) salaryResearch(c *gin.Context) {
	params, err := queryParams(c, salaryParams...)
	if err != nil {
		_ = c.Error(err)
		return
	}
	q, err := salaryFromParams(params)
	if err != nil {
		_ = c.Error(err)
		return
	}
	if s.svc.Salaries == nil {
		notImplemented(c, "salary-research")
		return
	}
	res, err := s.svc.Salaries.Research(c.Request.Context(), q)
	if err != nil {
		_ = c.Error(err)
		return
	}
	ok(c, res)
}
