package metering

import (
	"fmt"
	"time"
)

// The billable endpoints, named by their path without /v1/.
const (
	EndpointBuildResume     = "build-resume"
	EndpointSearchJobs      = "search-jobs"
	EndpointAutoApply       = "auto-apply"
	EndpointSalaryResearch  = "salary-research"
	EndpointOptimizeProfile = "optimize-profile"
)

// Endpoints returns the billable endpoints in the order of the interface document.
func Endpoints() []string {
	return []string{EndpointBuildResume, EndpointSearchJobs, EndpointAutoApply, EndpointSalaryResearch, EndpointOptimizeProfile}
}

// Prices maps an endpoint to its price per call in US cents.
type Prices map[string]int64

// FormatUSD renders cents as a decimal amount of dollars: 5 is "0.05".
func FormatUSD(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// MonthOf returns the calendar month (UTC) containing t as [from, to).
func MonthOf(t time.Time) (time.Time, time.Time) {
	t = t.UTC()
	from := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return from, from.AddDate(0, 1, 0)
}

// ParseMonth parses a month written YYYY-MM into its first instant (UTC).
func ParseMonth(s string) (time.Time, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil {
		return time.Time{}, fmt.Errorf("metering: month %q is not YYYY-MM (example: 2026-03)", s)
	}
	return t.UTC(), nil
}
