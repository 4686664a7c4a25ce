package api

import (
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/salary"
)

// SalaryQuery is a validated salary-research request.
type SalaryQuery struct {
	JobTitle        string
	ExperienceLevel string
	Location        string
	Industry        string
	PayPeriod       string
}

var salaryParams = []string{"job_title", "experience_level", "location", "industry", "pay_period"}

func salaryFromParams(p map[string]string) (SalaryQuery, error) {
	q := SalaryQuery{JobTitle: p["job_title"], ExperienceLevel: strings.ToLower(strings.TrimSpace(p["experience_level"])),
		Location: strings.TrimSpace(p["location"]), Industry: strings.TrimSpace(p["industry"]),
		PayPeriod: strings.ToLower(strings.TrimSpace(p["pay_period"]))}
	var v checker
	v.text("job_title", q.JobTitle, true, 200, false)
	if strings.TrimSpace(q.JobTitle) != "" && !hasLetter(q.JobTitle) {
		v.fail("job_title", "job_title must contain a word, such as Registered Nurse or Software Engineer; got %q", truncate(q.JobTitle, 40))
	}
	v.enum("experience_level", q.ExperienceLevel, salary.ExperienceLevels)
	v.text("location", q.Location, false, 200, false)
	v.text("industry", q.Industry, false, 100, false)
	v.enum("pay_period", q.PayPeriod, []string{"annual", "hour"})
	if err := v.err(); err != nil {
		return q, err
	}
	q.JobTitle = strings.TrimSpace(q.JobTitle)
	if q.Location == "" {
		q.Location = "US"
	}
	return q, nil
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
