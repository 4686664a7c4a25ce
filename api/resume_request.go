package api

import (
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/jsonresume"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/text"
)

// buildResumeRequest is the body of POST /v1/build-resume plus the
// rendering options template and paper.
type buildResumeRequest struct {
	model.Resume
	Template string `json:"template"`
	Paper    string `json:"paper"`
	// Tailor is none (default: keep the user's order) or reorder.
	Tailor string `json:"tailor"`
	// JSONResume is a JSON Resume v1.0.0 document sent instead of the resume
	// fields.
	JSONResume *jsonresume.Resume `json:"json_resume"`
}

// Limits on build-resume input, documented in the OpenAPI document.
const (
	maxNameLen        = 200
	maxJobDescLen     = 400_000 // a 50,000-word posting is about 350,000 characters
	maxSummaryLen     = 3_000
	maxExperience     = 50
	maxBulletsPerJob  = 200
	maxBulletLen      = 1_000
	maxEducation      = 20
	maxSkills         = 200
	maxSkillLen       = 100
	maxLinks          = 10
	earliestResumeYea = 1940
)

func (r *buildResumeRequest) validate(now time.Time) error {
	var v checker
	v.text("user_name", r.UserName, true, maxNameLen, false)
	v.email("email", r.Email, true)
	v.text("target_role", r.TargetRole, true, maxNameLen, false)
	v.phone("phone", r.Phone)
	v.text("job_description", r.JobDescription, false, maxJobDescLen, true)
	v.text("summary", r.Summary, false, maxSummaryLen, true)
	v.text("location", r.Location, false, maxNameLen, false)
	if v.count("links", len(r.Links), maxLinks, "links") {
		for i, l := range r.Links {
			v.httpURL(idx("links", i), l, true)
		}
	}
	if v.count("experience", len(r.Experience), maxExperience, "entries") {
		for i := range r.Experience {
			validateExperience(&v, idx("experience", i), &r.Experience[i], now)
		}
	}
	if v.count("education", len(r.Education), maxEducation, "entries") {
		for i, e := range r.Education {
			f := idx("education", i)
			v.text(f+".school", e.School, true, maxNameLen, false)
			v.text(f+".degree", e.Degree, false, maxNameLen, false)
			v.text(f+".field", e.Field, false, maxNameLen, false)
			validYear(&v, f+".year", e.Year, now)
		}
	}
	if v.count("skills", len(r.Skills), maxSkills, "skills") {
		for i, s := range r.Skills {
			v.text(idx("skills", i), s, true, maxSkillLen, false)
		}
	}
	validateSections(&v, &r.Resume)
	for _, e := range r.document().CheckOptions() {
		v.add(e)
	}
	return v.err()
}

// repair turns the C1 control characters of Windows punctuation decoded as
// Latin-1 (U+0092 for ’), common in pasted postings and resumes, back into
// the characters they stood for, before validation refuses other controls.
func (r *buildResumeRequest) repair() {
	fix := text.RepairC1
	all := func(ss []string) {
		for i := range ss {
			ss[i] = fix(ss[i])
		}
	}
	r.UserName, r.TargetRole, r.JobDescription = fix(r.UserName), fix(r.TargetRole), fix(r.JobDescription)
	r.Summary, r.Location, r.Phone = fix(r.Summary), fix(r.Location), fix(r.Phone)
	all(r.Skills)
	for i := range r.Experience {
		e := &r.Experience[i]
		e.Company, e.Title, e.Location = fix(e.Company), fix(e.Title), fix(e.Location)
		all(e.Bullets)
	}
	for i := range r.Education {
		e := &r.Education[i]
		e.School, e.Degree, e.Field = fix(e.School), fix(e.Degree), fix(e.Field)
	}
	repairSections(&r.Resume)
}

// document is the resume to print with the request's options, as the render
// worker receives it.
func (r *buildResumeRequest) document() resume.Document {
	return resume.Document{Resume: r.Resume, Template: r.Template, Paper: strings.ToLower(r.Paper), Tailor: strings.ToLower(r.Tailor)}
}

// normalize fills defaults after validation succeeded.
func (r *buildResumeRequest) normalize() {
	if r.Template == "" {
		r.Template = model.ResumeTemplates[0]
	}
	r.Paper = strings.ToLower(r.Paper)
	if r.Paper == "" {
		r.Paper = model.PaperSizes[0]
	}
	r.Email = strings.TrimSpace(r.Email)
	for i := range r.Experience {
		if strings.EqualFold(strings.TrimSpace(r.Experience[i].EndDate), model.Present) {
			r.Experience[i].EndDate = model.Present
		}
	}
}

func validateExperience(v *checker, f string, e *model.Experience, now time.Time) {
	v.text(f+".company", e.Company, true, maxNameLen, false)
	v.text(f+".title", e.Title, true, maxNameLen, false)
	v.text(f+".location", e.Location, false, maxNameLen, false)
	start, okStart := parseYearMonth(v, f+".start_date", e.StartDate, true, now)
	end := strings.TrimSpace(e.EndDate)
	switch {
	case end == "":
		// A missing end date reads as a current job only when the caller says so.
		v.fail(f+".end_date", "%s.end_date is required: send YYYY-MM, or the word Present for a current job", f)
	case strings.EqualFold(end, model.Present):
	default:
		endT, okEnd := parseYearMonth(v, f+".end_date", end, true, now)
		if okStart && okEnd && endT.Before(start) {
			v.fail(f+".end_date", "%s.end_date (%s) is before start_date (%s); swap them or fix the year", f, end, e.StartDate)
		}
	}
	if v.count(f+".bullets", len(e.Bullets), maxBulletsPerJob, "bullets") {
		for j, b := range e.Bullets {
			v.text(idx(f+".bullets", j), b, true, maxBulletLen, false)
		}
	}
}

func parseYearMonth(v *checker, field, value string, required bool, now time.Time) (time.Time, bool) {
	value = strings.TrimSpace(value)
	if value == "" {
		if required {
			v.fail(field, "%s is required in the form YYYY-MM, for example 2021-03", field)
		}
		return time.Time{}, false
	}
	if !yearMonth.MatchString(value) {
		v.fail(field, "%s must be a month in the form YYYY-MM, for example 2021-03; got %q", field, truncate(value, 40))
		return time.Time{}, false
	}
	t, _ := time.Parse("2006-01", value)
	if t.After(now.AddDate(1, 0, 0)) {
		v.fail(field, "%s (%s) is more than a year in the future", field, value)
		return time.Time{}, false
	}
	return t, true
}

func validYear(v *checker, field, value string, now time.Time) {
	value = strings.TrimSpace(value)
	if value == "" {
		return
	}
	if !fourDigit.MatchString(value) {
		v.fail(field, "%s must be a four-digit year as a string, for example \"2019\"; got %q", field, truncate(value, 40))
		return
	}
	if y := atoi(value); y < earliestResumeYea || y > now.Year()+8 {
		v.fail(field, "%s must be between %d and %d; got %s", field, earliestResumeYea, now.Year()+8, value)
	}
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}
