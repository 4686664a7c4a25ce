package store

import "context"

// JobTwin is the open posting shown for the same job as another one.
type JobTwin struct {
	ID, Title, Company string
}

// JobLiveTwin returns the open posting shown for the same job (same dedupe
// key) as the posting jobID, ErrNotFound when there is none: a closed
// posting's applicants are pointed to it.
func (s *Store) JobLiveTwin(ctx context.Context, jobID string) (*JobTwin, error) {
	r, err := s.q.JobLiveTwinGet(ctx, s.pool, jobID)
	if err != nil {
		return nil, wrap(err, "live twin of job %s", jobID)
	}
	return &JobTwin{ID: r.ID, Title: r.Title, Company: r.Company}, nil
}
