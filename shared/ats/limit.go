package ats

import (
	"fmt"
	"slices"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

// Limits of one analysis. They bound the work of a request; the API enforces its
// own body size first.
const (
	MaxJobDescriptionBytes = 1 << 20
	MaxExperience          = 100
	MaxBulletsPerEntry     = 200
	MaxBullets             = 1000
	MaxSkills              = 500
	MaxFieldBytes          = 16 << 10
)

func checkLimits(r *model.Resume) error {
	if n := len(r.JobDescription); n > MaxJobDescriptionBytes {
		return tooLarge("job_description", "job_description is %d KB; the limit is %d KB: send the posting text only, without page chrome", n>>10, MaxJobDescriptionBytes>>10)
	}
	if n := len(r.Experience); n > MaxExperience {
		return tooLarge("experience", "experience has %d entries; the limit is %d: keep the most recent and relevant roles", n, MaxExperience)
	}
	if n := len(r.Skills); n > MaxSkills {
		return tooLarge("skills", "skills has %d entries; the limit is %d: list the skills that matter for the target role", n, MaxSkills)
	}
	total := 0
	for i, e := range r.Experience {
		if n := len(e.Bullets); n > MaxBulletsPerEntry {
			return tooLarge(fmt.Sprintf("experience[%d].bullets", i), "experience[%d].bullets has %d bullets; the limit is %d per entry (3 to 8 read best)", i, n, MaxBulletsPerEntry)
		}
		total += len(e.Bullets)
		for j, b := range e.Bullets {
			if len(b) > MaxFieldBytes {
				return tooLarge(fmt.Sprintf("experience[%d].bullets[%d]", i, j), "experience[%d].bullets[%d] is %d bytes; the limit is %d: one bullet is one or two sentences", i, j, len(b), MaxFieldBytes)
			}
		}
	}
	if total > MaxBullets {
		return tooLarge("experience", "experience has %d bullets in all; the limit is %d", total, MaxBullets)
	}
	if len(r.Summary) > MaxFieldBytes {
		return tooLarge("summary", "summary is %d bytes; the limit is %d: two to four sentences read best", len(r.Summary), MaxFieldBytes)
	}
	return checkSectionLimits(r)
}

func tooLarge(field, format string, args ...any) error {
	return &apperr.Error{Kind: apperr.KindTooLarge, Code: "field_too_large", Field: field, Message: fmt.Sprintf(format, args...)}
}

// cleanResume strips markup and control characters from every text field.
func cleanResume(r model.Resume) model.Resume {
	r.UserName, r.Email, r.Phone = clean(r.UserName), clean(r.Email), clean(r.Phone)
	r.TargetRole, r.Summary, r.Location = clean(r.TargetRole), clean(r.Summary), clean(r.Location)
	r.Links = cleanAll(r.Links)
	r.Skills = cleanAll(r.Skills)
	r.Experience = slices.Clone(r.Experience)
	for i, e := range r.Experience {
		e.Company, e.Title = clean(e.Company), clean(e.Title)
		e.StartDate, e.EndDate = clean(e.StartDate), clean(e.EndDate)
		e.Bullets = cleanAll(e.Bullets)
		r.Experience[i] = e
	}
	r.Education = slices.Clone(r.Education)
	for i, e := range r.Education {
		r.Education[i] = model.Education{School: clean(e.School), Degree: clean(e.Degree), Field: clean(e.Field), Year: clean(e.Year)}
	}
	cleanSections(&r)
	return r
}

func cleanAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = clean(s)
	}
	return out
}
