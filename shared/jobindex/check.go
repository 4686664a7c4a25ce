package jobindex

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/model"
)

var (
	jobIDRe   = regexp.MustCompile(`^[a-z]+-`)
	boardRe   = regexp.MustCompile(`^[a-z]{2,30}$`)
	countryRe = regexp.MustCompile(`^[A-Z]{2}$`)
	currRe    = regexp.MustCompile(`^[A-Z]{3}$`)
)

// maxSalary is the largest annual amount numeric(14, 2) holds with room to spare.
const maxSalary = 1e11

// Check reports why the index would refuse j (the jobs table's CHECK
// constraints, migration 00002), so a scrape can skip one malformed posting
// instead of failing the whole source.
func Check(j *model.Job) error {
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("jobindex: job %q: %s: %s", j.ID, field, fmt.Sprintf(format, args...))
	}
	switch {
	case !jobIDRe.MatchString(j.ID) || len(j.ID) > 200:
		return bad("id", "want <board>-<id>, at most 200 bytes")
	case !boardRe.MatchString(j.Board):
		return bad("board", "want 2-30 lower-case letters, got %q", j.Board)
	case j.BoardJobID == "" || len(j.BoardJobID) > 150:
		return bad("board_job_id", "want 1-150 bytes")
	case j.SourceKey == "" || len(j.SourceKey) > 200:
		return bad("source_key", "want 1-200 bytes")
	case strings.TrimSpace(j.Title) == "" || utf8.RuneCountInString(j.Title) > 500:
		return bad("title", "want 1-500 characters")
	case utf8.RuneCountInString(j.Company) > 300:
		return bad("company", "want at most 300 characters")
	case utf8.RuneCountInString(j.Location) > 2000:
		return bad("location", "want at most 2000 characters")
	case j.Country != "" && !countryRe.MatchString(j.Country):
		return bad("country", "want an ISO 3166-1 alpha-2 code, got %q", j.Country)
	case !slices.Contains([]string{"", model.WorkplaceRemote, model.WorkplaceHybrid, model.WorkplaceOnSite}, j.Workplace):
		return bad("workplace", "got %q", j.Workplace)
	case j.JobType != "" && !slices.Contains(model.JobTypes, j.JobType):
		return bad("job_type", "want one of %s, got %q", strings.Join(model.JobTypes, ", "), j.JobType)
	case j.SalaryCurrency != "" && !currRe.MatchString(j.SalaryCurrency):
		return bad("salary_currency", "want an ISO 4217 code, got %q", j.SalaryCurrency)
	case !slices.Contains([]string{"", "hour", "day", "week", "month", "year"}, j.SalaryPeriod):
		return bad("salary_period", "got %q", j.SalaryPeriod)
	case badAmount(j.SalaryMin) || badAmount(j.SalaryMax):
		return bad("salary", "amounts must be between 0 and %.0f", maxSalary)
	case j.SalaryMin != nil && j.SalaryMax != nil && *j.SalaryMin > *j.SalaryMax:
		return bad("salary", "minimum %.2f above maximum %.2f", *j.SalaryMin, *j.SalaryMax)
	case utf8.RuneCountInString(j.Snippet) > 1000:
		return bad("description_snippet", "want at most 1000 characters")
	case !strings.HasPrefix(j.ApplyURL, "http://") && !strings.HasPrefix(j.ApplyURL, "https://") || len(j.ApplyURL) > 2000:
		return bad("apply_url", "want an http(s) URL of at most 2000 bytes")
	case j.DedupeKey == "" || utf8.RuneCountInString(j.DedupeKey) > 1000:
		return bad("dedupe_key", "want 1-1000 characters")
	}
	return nil
}

func badAmount(v *float64) bool { return v != nil && (*v < 0 || *v > maxSalary || *v != *v) }
