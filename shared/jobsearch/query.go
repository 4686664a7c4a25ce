package jobsearch

import (
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// Defaults of a search-jobs request, written once: the API's
// validation and the MCP tool apply them through Query.
const (
	DefaultLocation   = jobindex.LocationRemote
	DefaultMaxResults = 10
	MaxMaxResults     = 50
)

// Query is a search-jobs request: the one type from the HTTP handler and the MCP
// tool to the index (the API validates it; Search applies the defaults).
type Query struct {
	// Query is the text in web-search syntax: words, "quoted phrases", OR, -word.
	Query string `json:"query"`
	// Location is a city, region or country ("New York", "Portland, ME",
	// "Georgia", "Germany"), a remote phrase ("remote", "Remote (US)",
	// "Remote - EMEA"), or "anywhere"; "" means remote.
	Location string `json:"location"`
	// JobType is one of model.JobTypes, or "" for any.
	JobType string `json:"job_type"`
	// SalaryMin is the minimum annual salary in USD, nil for no salary filter.
	SalaryMin *float64 `json:"salary_min"`
	// MaxResults is 1-50; 0 means DefaultMaxResults.
	MaxResults int `json:"max_results"`
}

// withDefaults returns q with its defaults applied.
func (q Query) withDefaults() Query {
	if q.Location == "" {
		q.Location = DefaultLocation
	}
	q.JobType = model.NormalizeJobType(q.JobType)
	if q.MaxResults <= 0 {
		q.MaxResults = DefaultMaxResults
	}
	return q
}

// indexQuery is the index query of q at w.
func indexQuery(q Query, w jobindex.Where) store.JobQuery {
	sq := store.JobQuery{Text: q.Query, JobType: q.JobType, SalaryMinUSD: q.SalaryMin}
	if !w.Anywhere {
		sq.Local, sq.Remote = w.Local, w.Remote
	}
	return sq
}
