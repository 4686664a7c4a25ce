package jobsearch

import (
	"context"
	"fmt"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// Result is the search-jobs response (spec 2.5).
type Result struct {
	Jobs []model.JobListing `json:"jobs"`
	// TotalResults is exact up to store.DefaultJobCountCap matches, the planner's
	// estimate beyond (TotalEstimated; see the package documentation).
	TotalResults   int  `json:"total_results"`
	TotalEstimated bool `json:"total_results_estimated"`
	SearchTimeMS   int  `json:"search_time_ms"`
}

// Service searches the job index. It is safe for concurrent use.
type Service struct {
	store *store.Store
	now   func() time.Time
}

// Option tunes a Service.
type Option func(*Service)

// WithClock sets the clock recency is measured against (tests).
func WithClock(now func() time.Time) Option { return func(s *Service) { s.now = now } }

// New returns a Service over st.
func New(st *store.Store, opts ...Option) *Service {
	s := &Service{store: st, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Search runs q and returns the best max_results jobs by match_score.
func (s *Service) Search(ctx context.Context, q Query) (*Result, error) {
	start := time.Now()
	limit := q.MaxResults
	if limit <= 0 {
		limit = 10
	}
	w := resolveLocation(q.Location)
	sq := storeQuery(q, w)
	// Twice the page, at least 50, of the most recent title matches: enough for the
	// score to reorder, few enough to read fast on common words.
	sq.Candidates = max(50, 2*limit)
	m, err := s.store.JobSearch(ctx, sq)
	if err != nil {
		return nil, fmt.Errorf("jobsearch: %w", err)
	}
	best := rank(m.Candidates, s.now(), len(w.places) > 0)
	best = best[:min(limit, len(best))]
	ids := make([]string, len(best))
	for i, c := range best {
		ids[i] = c.ID
	}
	jobs, err := s.store.JobsByIDs(ctx, ids)
	if err != nil {
		return nil, fmt.Errorf("jobsearch: %w", err)
	}
	scores := make(map[string]int, len(best))
	for _, c := range best {
		scores[c.ID] = MatchScore(c.score)
	}
	res := &Result{Jobs: make([]model.JobListing, 0, len(jobs)), TotalResults: m.Total, TotalEstimated: m.TotalEstimated}
	for i := range jobs {
		res.Jobs = append(res.Jobs, jobs[i].Listing(scores[jobs[i].ID]))
	}
	res.SearchTimeMS = int(time.Since(start).Milliseconds())
	return res, nil
}
