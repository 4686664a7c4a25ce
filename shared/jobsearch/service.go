package jobsearch

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

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

// Search runs q and returns the best max_results jobs by match_score. A place
// the gazetteer does not know and no posting names is an *apperr.Error naming
// location, with suggestions.
//
// A search no posting fully matches looks its words up in the vocabulary of the
// indexed titles: when a correction finds postings ("sofware enginer" →
// "software engineer"), those are returned with DidYouMean set and a hint
// saying so.
func (s *Service) Search(ctx context.Context, q Query) (*Result, error) {
	start := time.Now()
	res, err := s.search(ctx, q)
	if err != nil || res.TotalResults > 0 {
		return res, err
	}
	fixed, err := s.correct(ctx, q.Query)
	if err != nil || fixed == "" {
		return res, err
	}
	q.Query = fixed
	again, err := s.search(ctx, q)
	if err != nil || again.TotalResults == 0 {
		return res, err
	}
	again.DidYouMean = fixed
	hint := fmt.Sprintf("no posting matches %q; showing matches for %q", res.Query, fixed)
	if again.Hint != "" {
		hint += "; " + again.Hint
	}
	again.Hint = hint
	again.SearchTimeMS = int(time.Since(start).Milliseconds())
	return again, nil
}

// correct returns the query with each plain word no indexed title has replaced
// by the most similar one that a title has, "" when there is nothing to
// correct. A query with phrases or operators is left as it is.
func (s *Service) correct(ctx context.Context, text string) (string, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) == 0 || strings.ContainsAny(text, `"-`) {
		return "", nil
	}
	for _, f := range fields {
		if !plainWordRe.MatchString(f) || f == "or" {
			return "", nil
		}
	}
	fixes, err := s.store.JobWordsCorrect(ctx, fields)
	if err != nil {
		return "", fmt.Errorf("jobsearch: %w", err)
	}
	changed := false
	for i, f := range fixes {
		if f != "" && f != fields[i] {
			fields[i], changed = f, true
		}
	}
	if !changed {
		return "", nil
	}
	return strings.Join(fields, " "), nil
}

// plainWordRe is a word of letters and digits only.
var plainWordRe = regexp.MustCompile(`^[\p{L}\p{N}]+$`)

// search runs q once.
func (s *Service) search(ctx context.Context, q Query) (*Result, error) {
	start := time.Now()
	q = q.withDefaults()
	w := jobindex.ResolveWhere(q.Location)
	reading, err := s.readLocation(ctx, q.Location, w)
	if err != nil {
		return nil, err
	}
	sq := indexQuery(q, w)
	// Twice the page, at least 50, of the most recent title matches: enough for the
	// score to reorder, few enough to read fast on common words.
	sq.Candidates = max(50, 2*q.MaxResults)
	m, err := s.store.JobSearch(ctx, sq)
	if err != nil {
		return nil, fmt.Errorf("jobsearch: %w", err)
	}
	ask := Ask{Place: reading.Mode == ModePlace, Anywhere: w.Anywhere, SalaryMin: q.SalaryMin}
	ranked, dropped := rank(m.Candidates, s.now(), ask)
	res := &Result{Query: q.Query, TotalResults: m.Total, TotalEstimated: m.TotalEstimated, Location: reading}
	if !m.TotalEstimated && m.Total <= len(m.Candidates) {
		// Every match was ranked: the count leaves out what the floor dropped.
		res.TotalResults = m.Total - dropped
	}
	near := 0
	if len(ranked) < q.MaxResults && !m.TotalEstimated {
		if ranked, near, err = s.addNear(ctx, q, sq, m.Candidates, ranked, ask); err != nil {
			return nil, err
		}
	}
	best := ranked[:min(q.MaxResults, len(ranked))]
	res.NearMatches = max(0, near-(len(ranked)-len(best)))
	if res.Jobs, err = s.listings(ctx, q, best); err != nil {
		return nil, err
	}
	if len(res.Jobs) < q.MaxResults && !m.TotalEstimated {
		if err := s.explainHidden(ctx, q, sq, res); err != nil {
			return nil, err
		}
	}
	if res.NearMatches > 0 {
		h := fmt.Sprintf("the last %d %s every word but one in the title", res.NearMatches,
			map[bool]string{true: "result has", false: "results have"}[res.NearMatches == 1])
		res.Hint = strings.TrimPrefix(res.Hint+"; "+h, "; ")
	}
	res.SearchTimeMS = int(time.Since(start).Milliseconds())
	return res, nil
}

// listings reads the winners and dresses them for the response: score, the
// passage that matched, where they are and how they are worked.
func (s *Service) listings(ctx context.Context, q Query, best []scored) ([]model.JobListing, error) {
	ids := make([]string, len(best))
	scores := make(map[string]int, len(best))
	for i, c := range best {
		ids[i] = c.ID
		scores[c.ID] = MatchScore(c.score)
	}
	jobs, err := s.store.JobResults(ctx, ids, q.Query)
	if err != nil {
		return nil, fmt.Errorf("jobsearch: %w", err)
	}
	out := make([]model.JobListing, 0, len(jobs))
	for i := range jobs {
		j := &jobs[i].Job
		l := j.Listing(scores[j.ID])
		if h := jobs[i].Headline; h != "" {
			l.DescriptionSnippet = h
		}
		placeFields(&l, jobindex.OfJob(j))
		out = append(out, l)
	}
	return out, nil
}

// placeFields sets a listing's places, workplace and remote scope.
func placeFields(l *model.JobListing, loc jobindex.Location) {
	for _, p := range loc.Places {
		l.Places = append(l.Places, model.ListingPlace{City: p.City, Region: p.Region, Country: p.Country})
	}
	l.Workplace = loc.Workplace
	if loc.Remote {
		l.RemoteScope = append(l.RemoteScope, loc.RemoteScope...)
		if len(loc.RemoteScope) == 0 {
			l.RemoteScope = append(l.RemoteScope, "anywhere")
		}
	}
}

// addNear adds, after the full matches of a short page, the postings whose
// title has every word of the query but one ("key account manager" finds an
// "Account Manager"), ranked among themselves; it returns how many it added.
func (s *Service) addNear(ctx context.Context, q Query, sq store.JobQuery, matched []store.JobCandidate,
	ranked []scored, ask Ask) ([]scored, int, error) {
	subsets := nearSubsets(q.Query)
	if len(subsets) == 0 {
		return ranked, 0, nil
	}
	exclude := make([]string, len(matched))
	for i, c := range matched {
		exclude[i] = c.ID
	}
	cands, err := s.store.JobTitleNear(ctx, sq, subsets, exclude, q.MaxResults-len(ranked))
	if err != nil {
		return nil, 0, fmt.Errorf("jobsearch: %w", err)
	}
	near := rankNear(cands, s.now(), ask)
	return append(ranked, near...), len(near), nil
}

// nearSubsets are the query's words less one each, for a query of two to six
// plain words; none for a query with phrases or operators.
func nearSubsets(text string) []string {
	words := strings.Fields(strings.ToLower(text))
	if len(words) < 2 || len(words) > 6 || strings.ContainsAny(text, `"-`) {
		return nil
	}
	for _, w := range words {
		if !plainWordRe.MatchString(w) || w == "or" {
			return nil
		}
	}
	out := make([]string, 0, len(words))
	for i := range words {
		rest := append(append([]string{}, words[:i]...), words[i+1:]...)
		out = append(out, strings.Join(rest, " "))
	}
	return out
}
