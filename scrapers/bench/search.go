package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/jobsearch"
)

func salary(v float64) *float64 { return &v }

// searchMix is the fixed query mix: very common words, rare ones, phrases, with and
// without location, job_type and salary filters, and a misspelt query.
var searchMix = []jobsearch.Query{
	{Query: "engineer"},
	{Query: "engineers", Location: "San Francisco, CA"},
	{Query: "software engineer", JobType: "fulltime", SalaryMin: salary(150000)},
	{Query: "senior backend engineer", Location: "New York"},
	{Query: "engineer", JobType: "internship", SalaryMin: salary(50000)},
	{Query: "developer", Location: "Austin, TX", JobType: "contract"},
	{Query: "nurse", Location: "Texas"},
	{Query: "data scientist", SalaryMin: salary(120000)},
	{Query: "product manager", Location: "California"},
	{Query: "\"machine learning\""},
	{Query: "account executive", JobType: "contract"},
	{Query: "kubernetes terraform", Location: "Seattle"},
	{Query: "phlebotomy"},
	{Query: "haskell"},
	{Query: "cobol", Location: "Austin"},
	{Query: "zig", SalaryMin: salary(100000)},
	{Query: "barista", Location: "Boise, ID", JobType: "parttime"},
	{Query: "astronaut"},
	// Misspelt: nothing matches, so the words are corrected from the titles'
	// vocabulary (pg_trgm) and the corrected search runs: the cost of typo
	// tolerance.
	{Query: "sofware enginer"},
	// Place-heavy and remote-scope searches: a country and a state of many
	// cities, remote within a region and a country.
	{Query: "sales", Location: "United States"},
	{Query: "engineer", Location: "Texas"},
	{Query: "software engineer", Location: "remote in Europe"},
	{Query: "nurse", Location: "Canada"},
}

// queryStats are the timings of one query of the mix.
type queryStats struct {
	Query     jobsearch.Query
	P50, P99  time.Duration
	Total     int
	Estimated bool
}

// runMix runs each query of the mix warm times untimed, then iterations times, and
// returns the latency percentiles of each.
func runMix(ctx context.Context, svc *jobsearch.Service, iterations, warm int, beforeTimed func(context.Context) error) ([]queryStats, error) {
	out := make([]queryStats, 0, len(searchMix))
	for _, q := range searchMix {
		var res *jobsearch.Result
		var err error
		for range warm {
			if res, err = svc.Search(ctx, q); err != nil {
				return nil, fmt.Errorf("bench: search %q: %w", q.Query, err)
			}
		}
		if err := beforeTimed(ctx); err != nil {
			return nil, err
		}
		times := make([]time.Duration, 0, iterations)
		for range iterations {
			start := time.Now()
			if res, err = svc.Search(ctx, q); err != nil {
				return nil, fmt.Errorf("bench: search %q: %w", q.Query, err)
			}
			times = append(times, time.Since(start))
		}
		slices.Sort(times)
		out = append(out, queryStats{Query: q, P50: percentile(times, 50), P99: percentile(times, 99),
			Total: res.TotalResults, Estimated: res.TotalEstimated})
	}
	return out, nil
}

// percentile returns the p-th percentile of sorted times (nearest rank).
func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (p*len(sorted) + 99) / 100
	return sorted[min(max(i-1, 0), len(sorted)-1)]
}

// printMix writes the mix as a Markdown table.
func printMix(w io.Writer, stats []queryStats) {
	fmt.Fprintln(w, "| query | location | filters | total_results | p50 ms | p99 ms |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	for _, s := range stats {
		var filters []string
		if s.Query.JobType != "" {
			filters = append(filters, "job_type="+s.Query.JobType)
		}
		if s.Query.SalaryMin != nil {
			filters = append(filters, fmt.Sprintf("salary_min=%.0f", *s.Query.SalaryMin))
		}
		loc := s.Query.Location
		if loc == "" {
			loc = "remote"
		}
		total := fmt.Sprint(s.Total)
		if s.Estimated {
			total = "~" + total
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %.1f | %.1f |\n", s.Query.Query, loc, strings.Join(filters, " "),
			total, ms(s.P50), ms(s.P99))
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
