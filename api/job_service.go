package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/jobsearch"
)

// jobService answers search-jobs from the job index.
type jobService struct {
	search *jobsearch.Service
}

// NewJobService returns the JobService backed by the job index.
func NewJobService(s *jobsearch.Service) JobService { return jobService{search: s} }

// Search implements JobService.
func (j jobService) Search(ctx context.Context, q SearchQuery) (*jobsearch.Result, error) {
	return j.search.Search(ctx, q)
}
