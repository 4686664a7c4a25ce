package jobsearch

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/jobindex"
)

// postingsCap is how far the postings of a place reading are counted.
const postingsCap = 1000

// readLocation reports how location was read. An ambiguous name's readings are
// ordered by their postings; a name the gazetteer does not know must at least be
// a posting's verbatim location, or it is a 422 with suggestions.
func (s *Service) readLocation(ctx context.Context, location string, w jobindex.Where) (LocationReading, error) {
	r := LocationReading{Query: location}
	switch {
	case w.Anywhere:
		r.Mode = ModeAnywhere
		return r, nil
	case len(w.Local) == 0:
		r.Mode = ModeRemote
		return r, nil
	}
	r.Mode = ModePlace
	if w.Unknown {
		n, err := s.store.JobFacetCounts(ctx, [][]string{w.Local}, postingsCap)
		if err != nil {
			return r, fmt.Errorf("jobsearch: %w", err)
		}
		if n[0] == 0 {
			e := apperr.Invalid("location", "location %q is not a place we know and no posting names it: give a city, "+
				"region or country (\"Austin, TX\", \"Bavaria\", \"Germany\"), \"remote\" for remote jobs, or \"anywhere\"", location)
			if sug := geo.Default().Suggest(location, 5); len(sug) > 0 {
				e = e.WithDetail("suggestions", sug)
			}
			return r, e
		}
		r.Places = []PlaceReading{{Label: location, Postings: new(min(n[0], postingsCap))}}
		return r, nil
	}
	if len(w.Readings) < 2 || w.Nested() {
		// One reading, or readings within one another (New York the city and
		// the state): nothing to rank, and no count to pay for.
		for _, rd := range w.Readings {
			r.Places = append(r.Places, PlaceReading{Label: rd.Label})
		}
		return r, nil
	}
	sets := make([][]string, len(w.Readings))
	for i, rd := range w.Readings {
		sets[i] = rd.Local
	}
	counts, err := s.store.JobFacetCounts(ctx, sets, postingsCap)
	if err != nil {
		return r, fmt.Errorf("jobsearch: %w", err)
	}
	for i, rd := range w.Readings {
		r.Places = append(r.Places, PlaceReading{Label: rd.Label, Postings: new(min(counts[i], postingsCap))})
	}
	// Stable: on a tie the gazetteer's best guess stays first.
	slices.SortStableFunc(r.Places, func(a, b PlaceReading) int { return cmp.Compare(*b.Postings, *a.Postings) })
	return r, nil
}
