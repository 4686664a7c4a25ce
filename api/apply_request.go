package api

import (
	"regexp"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/application"
)

// autoApplyRequest is the body of POST /v1/auto-apply plus the optional
// answers to screening questions and dry_run.
type autoApplyRequest struct {
	JobID                   string               `json:"job_id"`
	ResumeURL               string               `json:"resume_url"`
	UserEmail               string               `json:"user_email"`
	AutoGenerateCoverLetter *bool                `json:"auto_generate_cover_letter"`
	Answers                 *application.Answers `json:"answers"`
	DryRun                  bool                 `json:"dry_run"`
}

var jobIDRe = regexp.MustCompile(`^[a-z]+-[A-Za-z0-9._~:-]{1,120}$`)

func (r *autoApplyRequest) validate() error {
	var v checker
	r.JobID = strings.TrimSpace(r.JobID)
	switch {
	case r.JobID == "":
		v.fail("job_id", "job_id is required: pass a job_id from GET /v1/search-jobs, such as greenhouse-5193736007")
	case !jobIDRe.MatchString(r.JobID):
		v.fail("job_id", "job_id %q is not a job id from GET /v1/search-jobs (they look like greenhouse-5193736007)", truncate(r.JobID, 60))
	}
	v.httpURL("resume_url", r.ResumeURL, true)
	v.email("user_email", r.UserEmail, true)
	if a := r.Answers; a != nil {
		v.text("answers.salary_expectation", a.SalaryExpectation, false, 100, false)
		v.text("answers.earliest_start_date", a.EarliestStartDate, false, 40, false)
		v.httpURL("answers.linkedin", a.LinkedIn, false)
		v.httpURL("answers.github", a.GitHub, false)
		v.httpURL("answers.website", a.Website, false)
		v.phone("answers.phone", a.Phone)
		v.text("answers.location", a.Location, false, 200, false)
		if v.count("answers.questions", len(a.Questions), 100, "answers") {
			keys := make([]string, 0, len(a.Questions))
			for q := range a.Questions {
				keys = append(keys, q)
			}
			sort.Strings(keys)
			for _, q := range keys {
				v.text("answers.questions", q, true, 500, false)
				v.text("answers.questions."+truncate(q, 40), a.Questions[q], true, 5_000, true)
			}
		}
	}
	if err := v.err(); err != nil {
		return err
	}
	if r.AutoGenerateCoverLetter == nil {
		t := true
		r.AutoGenerateCoverLetter = &t
	}
	return nil
}
