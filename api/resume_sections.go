package api

import (
	"strings"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

// Limits on the extra resume sections, documented in the OpenAPI document.
const (
	maxSectionEntries = 30
	maxHighlights     = 20
	maxSkillGroups    = 30
)

// validateSections checks skill groups, projects, volunteer work,
// certificates, awards and languages, each failure naming its field.
func validateSections(v *checker, r *model.Resume) {
	if v.count("skill_groups", len(r.SkillGroups), maxSkillGroups, "groups") {
		total := 0
		for i, g := range r.SkillGroups {
			f := idx("skill_groups", i)
			v.text(f+".name", g.Name, false, maxSkillLen, false)
			if g.Count < 1 {
				v.fail(f+".count", "%s.count must be at least 1: the number of skills, from where the previous group ended, that the group names", f)
			}
			total += max(g.Count, 0)
		}
		if total > len(r.Skills) {
			v.fail("skill_groups", "skill_groups name %d skills but skills has %d; each group's count covers the next skills in order", total, len(r.Skills))
		}
	}
	if v.count("projects", len(r.Projects), maxSectionEntries, "entries") {
		for i, p := range r.Projects {
			f := idx("projects", i)
			v.text(f+".name", p.Name, true, maxNameLen, false)
			v.text(f+".description", p.Description, false, maxBulletLen, false)
			sectionDate(v, f+".start_date", p.StartDate, false)
			sectionDate(v, f+".end_date", p.EndDate, true)
			highlights(v, f, p.Highlights)
		}
	}
	if v.count("volunteer", len(r.Volunteer), maxSectionEntries, "entries") {
		for i, e := range r.Volunteer {
			f := idx("volunteer", i)
			v.text(f+".organization", e.Organization, true, maxNameLen, false)
			v.text(f+".position", e.Position, false, maxNameLen, false)
			v.text(f+".summary", e.Summary, false, maxBulletLen, false)
			sectionDate(v, f+".start_date", e.StartDate, false)
			sectionDate(v, f+".end_date", e.EndDate, true)
			highlights(v, f, e.Highlights)
		}
	}
	if v.count("certificates", len(r.Certificates), maxSectionEntries, "entries") {
		for i, c := range r.Certificates {
			f := idx("certificates", i)
			v.text(f+".name", c.Name, true, maxNameLen, false)
			v.text(f+".issuer", c.Issuer, false, maxNameLen, false)
			sectionDate(v, f+".date", c.Date, false)
		}
	}
	if v.count("awards", len(r.Awards), maxSectionEntries, "entries") {
		for i, a := range r.Awards {
			f := idx("awards", i)
			v.text(f+".title", a.Title, true, maxNameLen, false)
			v.text(f+".awarder", a.Awarder, false, maxNameLen, false)
			v.text(f+".summary", a.Summary, false, maxBulletLen, false)
			sectionDate(v, f+".date", a.Date, false)
		}
	}
	if v.count("languages", len(r.Languages), maxSectionEntries, "entries") {
		for i, l := range r.Languages {
			f := idx("languages", i)
			v.text(f+".language", l.Language, true, maxSkillLen, false)
			v.text(f+".fluency", l.Fluency, false, maxSkillLen, false)
		}
	}
}

func highlights(v *checker, f string, hs []string) {
	if v.count(f+".highlights", len(hs), maxHighlights, "highlights") {
		for j, h := range hs {
			v.text(idx(f+".highlights", j), h, true, maxBulletLen, false)
		}
	}
}

// sectionDate checks an optional date of an extra section: YYYY-MM, a year
// alone (certificates and awards are often dated by year), or Present for an
// end date.
func sectionDate(v *checker, field, value string, end bool) {
	value = strings.TrimSpace(value)
	if value == "" || yearMonth.MatchString(value) || fourDigit.MatchString(value) || end && strings.EqualFold(value, model.Present) {
		return
	}
	hint := ""
	if end {
		hint = ", or Present"
	}
	v.fail(field, "%s must be a month in the form YYYY-MM (for example 2021-03) or a year (2021)%s; got %q", field, hint, truncate(value, 40))
}

// repairSections does for the extra sections what repair does for the core ones.
func repairSections(r *model.Resume) {
	fix := text.RepairC1
	all := func(ss []string) {
		for i := range ss {
			ss[i] = fix(ss[i])
		}
	}
	for i := range r.SkillGroups {
		r.SkillGroups[i].Name = fix(r.SkillGroups[i].Name)
	}
	for i := range r.Projects {
		p := &r.Projects[i]
		p.Name, p.Description = fix(p.Name), fix(p.Description)
		all(p.Highlights)
	}
	for i := range r.Volunteer {
		e := &r.Volunteer[i]
		e.Organization, e.Position, e.Summary = fix(e.Organization), fix(e.Position), fix(e.Summary)
		all(e.Highlights)
	}
	for i := range r.Certificates {
		c := &r.Certificates[i]
		c.Name, c.Issuer = fix(c.Name), fix(c.Issuer)
	}
	for i := range r.Awards {
		a := &r.Awards[i]
		a.Title, a.Awarder, a.Summary = fix(a.Title), fix(a.Awarder), fix(a.Summary)
	}
	for i := range r.Languages {
		l := &r.Languages[i]
		l.Language, l.Fluency = fix(l.Language), fix(l.Fluency)
	}
}
