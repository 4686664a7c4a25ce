package api

import (
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
)

// JobTypes are the spec's job_type values (2.9): the model's, one definition.
var JobTypes = model.JobTypes

// SearchQuery is a search-jobs request: the job index's own query type, so the
// handler, the MCP tool and the index share one definition and one set of
// defaults.
type SearchQuery = jobsearch.Query

// searchBody is the POST form of search-jobs; numbers may arrive as JSON numbers.
type searchBody struct {
	Query      string   `json:"query"`
	Location   string   `json:"location"`
	JobType    string   `json:"job_type"`
	SalaryMin  *float64 `json:"salary_min"`
	MaxResults *int     `json:"max_results"`
}

var searchParams = []string{"query", "location", "job_type", "salary_min", "max_results"}

func searchFromParams(p map[string]string) (SearchQuery, error) {
	q := SearchQuery{Query: p["query"], Location: p["location"], JobType: p["job_type"]}
	var v checker
	var err error
	if q.MaxResults, err = intParam(p, "max_results", jobsearch.DefaultMaxResults); err != nil {
		v.add(err.(*apperr.Error))
	}
	if q.SalaryMin, err = floatParam(p, "salary_min"); err != nil {
		v.add(err.(*apperr.Error))
	}
	if len(v.errs) > 0 {
		return q, v.err()
	}
	return q, validateSearch(&q)
}

func (b searchBody) query() (SearchQuery, error) {
	q := SearchQuery{Query: b.Query, Location: b.Location, JobType: b.JobType, SalaryMin: b.SalaryMin, MaxResults: jobsearch.DefaultMaxResults}
	if b.MaxResults != nil {
		q.MaxResults = *b.MaxResults
	}
	return q, validateSearch(&q)
}

// validateSearch checks q and applies the defaults.
func validateSearch(q *SearchQuery) error {
	var v checker
	v.text("query", q.Query, true, 200, false)
	v.text("location", q.Location, false, 200, false)
	q.JobType = model.NormalizeJobType(q.JobType) // "Part-Time", "full_time"
	v.enum("job_type", q.JobType, JobTypes)
	if q.SalaryMin != nil && (*q.SalaryMin < 0 || *q.SalaryMin > 10_000_000) {
		v.fail("salary_min", "salary_min must be an annual amount in USD between 0 and 10000000; got %s", strconv.FormatFloat(*q.SalaryMin, 'f', -1, 64))
	}
	if q.MaxResults < 1 || q.MaxResults > jobsearch.MaxMaxResults {
		v.fail("max_results", "max_results must be between 1 and %d (default %d); got %d",
			jobsearch.MaxMaxResults, jobsearch.DefaultMaxResults, q.MaxResults)
	}
	if err := v.err(); err != nil {
		return err
	}
	q.Query = strings.TrimSpace(q.Query)
	q.Location = strings.TrimSpace(q.Location)
	if q.Location == "" {
		q.Location = jobsearch.DefaultLocation
	}
	return nil
}
