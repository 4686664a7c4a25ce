package api

import (
	"github.com/gin-gonic/gin"
)

func (s *Server) searchJobsGet(c *gin.Context) {
	params, err := queryParams(c, searchParams...)
	if err != nil {
		_ = c.Error(err)
		return
	}
	q, err := searchFromParams(params)
	if err != nil {
		_ = c.Error(err)
		return
	}
	s.searchJobs(c, q)
}

// searchJobsPost accepts the JSON form that one published example uses.
func (s *Server) searchJobsPost(c *gin.Context) {
	var body searchBody
	if err := decodeJSON(c, &body); err != nil {
		_ = c.Error(err)
		return
	}
	q, err := body.query()
	if err != nil {
		_ = c.Error(err)
		return
	}
	s.searchJobs(c, q)
}

func (s *Server) searchJobs(c *gin.Context, q SearchQuery) {
	if s.svc.Jobs == nil {
		notImplemented(c, "search-jobs")
		return
	}
	res, err := s.svc.Jobs.Search(c.Request.Context(), q)
	if err != nil {
		_ = c.Error(err)
		return
	}
	ok(c, res)
}
