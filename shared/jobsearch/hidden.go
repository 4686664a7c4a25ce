package jobsearch

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/store"
)

// hiddenCap is how far the matches a filter hides are counted.
const hiddenCap = 1000

// explainHidden, for a page that is not full, counts the matches each filter
// alone hid (the search again without it) and says how to see them: an empty
// page is never silent.
func (s *Service) explainHidden(ctx context.Context, q Query, sq store.JobQuery, total int, res *Result) error {
	type filter struct {
		name  string
		drop  func(*store.JobQuery)
		hint  func(n int) string
		apply bool
	}
	filters := []filter{
		{"location", func(x *store.JobQuery) { x.Local, x.Remote = nil, nil }, func(n int) string {
			if res.Location.Mode == ModeRemote {
				return fmt.Sprintf("%s on-site or hybrid: search location=anywhere, or name a place", matches(n))
			}
			return fmt.Sprintf("%s elsewhere: search location=anywhere", matches(n))
		}, len(sq.Local)+len(sq.Remote) > 0},
		{"job_type", func(x *store.JobQuery) { x.JobType = "" }, func(n int) string {
			return fmt.Sprintf("%s of other job types: leave out job_type", matches(n))
		}, sq.JobType != ""},
		{"salary_min", func(x *store.JobQuery) { x.SalaryMinUSD = nil }, func(n int) string {
			return fmt.Sprintf("%s without a published USD salary reaching %s: lower or leave out salary_min",
				matches(n), strconv.FormatFloat(*q.SalaryMin, 'f', -1, 64))
		}, sq.SalaryMinUSD != nil},
	}
	var applied []filter
	var wider []store.JobQuery
	for _, f := range filters {
		if f.apply {
			w := sq
			f.drop(&w)
			applied, wider = append(applied, f), append(wider, w)
		}
	}
	counts, err := s.store.JobCounts(ctx, wider, hiddenCap)
	if err != nil {
		return fmt.Errorf("jobsearch: %w", err)
	}
	var hints []string
	for i, f := range applied {
		if hidden := counts[i] - total; hidden > 0 {
			if res.HiddenByFilters == nil {
				res.HiddenByFilters = map[string]int{}
			}
			res.HiddenByFilters[f.name] = hidden
			hints = append(hints, f.hint(hidden))
		}
	}
	res.Hint = strings.Join(hints, "; ")
	return nil
}

// matches says "1 more match" or "N more matches" ("1000+" at the cap).
func matches(n int) string {
	switch {
	case n > hiddenCap-1:
		return strconv.Itoa(hiddenCap) + "+ more matches"
	case n == 1:
		return "1 more match"
	}
	return strconv.Itoa(n) + " more matches"
}
