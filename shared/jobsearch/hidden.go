package jobsearch

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/store"
)

// hiddenCap is how far the matches a filter hides are counted.
const hiddenCap = 1000

// floor is the relevance floor of rank, for the counts.
var floor = store.RelevanceFloor{Text: WeightText, Title: WeightTitle, Min: RelevanceFloor}

// explainHidden, for a page that is not full, counts what each filter hid and
// says why and how to see it: an empty page is never silent. Every count is of
// the matches the search without that filter would show (above the same
// relevance floor), less those shown; the location's are split into remote
// postings outside the area asked and postings on-site or hybrid elsewhere,
// the salary's into postings paid below salary_min and postings with no annual
// USD pay to compare.
func (s *Service) explainHidden(ctx context.Context, q Query, sq store.JobQuery, res *Result) error {
	shown := sq
	qs := []store.JobQuery{shown}
	at := map[string]int{}
	add := func(name string, edit func(*store.JobQuery)) {
		w := sq
		edit(&w)
		at[name] = len(qs)
		qs = append(qs, w)
	}
	located := len(sq.Local)+len(sq.Remote) > 0
	allRemote := slices.Equal(sq.Remote, []string{jobindex.FacetRemote})
	if located {
		add("anywhere", func(w *store.JobQuery) { w.Local, w.Remote = nil, nil })
		if !allRemote {
			add("remote", func(w *store.JobQuery) { w.Remote = append(append([]string{}, w.Remote...), jobindex.FacetRemote) })
		}
	}
	if sq.JobType != "" {
		add("job_type", func(w *store.JobQuery) { w.JobType = "" })
	}
	if sq.SalaryMinUSD != nil {
		add("salary_any", func(w *store.JobQuery) { w.SalaryMinUSD = nil })
		add("salary_paid", func(w *store.JobQuery) { w.SalaryMinUSD, w.PaidUSD = nil, true })
	}
	if len(qs) == 1 {
		return nil
	}
	counts, err := s.store.JobCounts(ctx, qs, floor, hiddenCap)
	if err != nil {
		return fmt.Errorf("jobsearch: %w", err)
	}
	base := counts[0]
	more := func(name string) int {
		if i, ok := at[name]; ok {
			return max(counts[i]-base, 0)
		}
		return 0
	}
	hidden := map[string]int{}
	var hints []string
	if located {
		all := more("anywhere")
		hidden["location"] = all
		switch {
		case allRemote:
			if all > 0 {
				hints = append(hints, matches(all)+" on-site or hybrid: search location=anywhere, or name a place")
			}
		default:
			remote := more("remote")
			if remote > 0 {
				hints = append(hints, fmt.Sprintf("%s remote outside %s: search location=remote", matches(remote), area(q, res)))
			}
			if onsite := all - remote; onsite > 0 {
				hints = append(hints, matches(onsite)+" on-site or hybrid elsewhere: search location=anywhere")
			}
		}
	}
	if n := more("job_type"); n > 0 {
		hidden["job_type"] = n
		hints = append(hints, fmt.Sprintf("%s of other job types than %s: leave out job_type", matches(n), q.JobType))
	}
	if sq.SalaryMinUSD != nil {
		any, paid := more("salary_any"), more("salary_paid")
		hidden["salary_min"] = any
		want := strconv.FormatFloat(*q.SalaryMin, 'f', -1, 64)
		if paid > 0 {
			hints = append(hints, fmt.Sprintf("%s paid below salary_min %s a year: lower salary_min", matches(paid), want))
		}
		if n := any - paid; n > 0 {
			hints = append(hints, matches(n)+" with no annual USD pay to compare (none published, another currency, "+
				"or no period stated): leave out salary_min")
		}
	}
	for k, v := range hidden {
		if v == 0 {
			delete(hidden, k)
		}
	}
	if len(hidden) > 0 {
		res.HiddenByFilters = hidden
	}
	res.Hint = strings.Join(hints, "; ")
	return nil
}

// remoteLeadRe is the remote wording of a scoped location: "Remote (US)",
// "remote in Europe", "Remote - EMEA".
var remoteLeadRe = regexp.MustCompile(`(?i)^\s*(fully\s+)?remote\s*(in|from|within|-|–|:)?\s*`)

// area names the place a located search asked, for a hint.
func area(q Query, res *Result) string {
	if len(res.Location.Places) > 0 && res.Location.Places[0].Label != "" {
		return res.Location.Places[0].Label
	}
	a := strings.Trim(remoteLeadRe.ReplaceAllString(q.Location, ""), " ()[]")
	if a == "" {
		return "the area asked"
	}
	return a
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
