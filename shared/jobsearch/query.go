package jobsearch

import (
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/store"
)

// Query is a validated search-jobs request (the API validates and defaults it).
type Query struct {
	// Text is the query in web-search syntax: words, "quoted phrases", OR, -word.
	Text string
	// Location is a city, state, country or "remote"; "" means remote.
	Location string
	// JobType is one of model.JobTypes, or "" for any.
	JobType string
	// SalaryMin is the minimum annual salary in USD, nil for no salary filter.
	SalaryMin *float64
	// MaxResults is 1-50; 0 means 10.
	MaxResults int
}

// where is a query location resolved into the index's terms.
type where struct {
	// places are the keys of the asked place; none for a remote-only search.
	places []string
}

// resolveLocation reads a location: "remote" and remote phrases mean remote jobs
// only; anything else is a place whose jobs come with the remote ones.
func resolveLocation(loc string) where {
	loc = strings.TrimSpace(loc)
	if loc == "" || strings.EqualFold(loc, "remote") {
		return where{}
	}
	p := normalize.ParseLocation(loc)
	if p.Remote {
		return where{}
	}
	return where{places: store.PlaceQueryKeys(p)}
}

// storeQuery is the index query of q.
func storeQuery(q Query, w where) store.JobQuery {
	return store.JobQuery{
		Text:         q.Text,
		Remote:       true,
		Places:       w.places,
		JobType:      strings.ToLower(q.JobType),
		SalaryMinUSD: q.SalaryMin,
	}
}
