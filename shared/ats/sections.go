package ats

import (
	"fmt"
	"slices"

	"github.com/careerkit/careerkit/shared/model"
)

// MaxSectionEntries bounds the entries of each extra section (projects,
// volunteer work, certificates, awards, languages) one analysis reads.
const MaxSectionEntries = 100

// sectionUnit is one piece of an extra section: where it stands, and
// whether it shows a keyword in use (a project's or volunteer role's
// description, a certificate or award held) or only lists it (a language, a
// skill group's name).
type sectionUnit struct {
	unit
	loc   string
	shown bool
	in    place
}

// sectionText is one string of an extra section before indexing.
type sectionText struct {
	loc, text string
	shown     bool
	where     place
	// list marks an entry that names one thing (a certificate, a language):
	// read leniently, as a skills entry is, and a credential by its place.
	list bool
}

// sectionTexts lists the extra sections' strings in reading order.
func sectionTexts(r *model.Resume) []sectionText {
	var out []sectionText
	add := func(where place, shown bool, loc, s string) {
		if s != "" {
			out = append(out, sectionText{loc: loc, text: s, shown: shown, where: where})
		}
	}
	entry := func(where place, shown bool, loc, s string) {
		add(where, shown, loc, s)
		if n := len(out); n > 0 && out[n-1].loc == loc {
			out[n-1].list = true
		}
	}
	for i, p := range r.Projects {
		at := fmt.Sprintf("projects[%d]", i)
		add(inProjects, true, at+".name", p.Name)
		add(inProjects, true, at+".description", p.Description)
		for j, h := range p.Highlights {
			add(inProjects, true, fmt.Sprintf("%s.highlights[%d]", at, j), h)
		}
	}
	for i, v := range r.Volunteer {
		at := fmt.Sprintf("volunteer[%d]", i)
		add(inProjects, true, at+".position", v.Position)
		add(inProjects, true, at+".summary", v.Summary)
		for j, h := range v.Highlights {
			add(inProjects, true, fmt.Sprintf("%s.highlights[%d]", at, j), h)
		}
	}
	for i, c := range r.Certificates {
		entry(inCredentials, true, fmt.Sprintf("certificates[%d].name", i), c.Name)
	}
	for i, a := range r.Awards {
		at := fmt.Sprintf("awards[%d]", i)
		add(inCredentials, true, at+".title", a.Title)
		add(inCredentials, true, at+".summary", a.Summary)
	}
	for i, l := range r.Languages {
		entry(inCredentials, false, fmt.Sprintf("languages[%d].language", i), l.Language)
	}
	for i, g := range r.SkillGroups {
		entry(inSkills, false, fmt.Sprintf("skill_groups[%d].name", i), g.Name)
	}
	return out
}

// checkSectionLimits bounds the extra sections as checkLimits does the rest.
func checkSectionLimits(r *model.Resume) error {
	for _, s := range []struct {
		name string
		n    int
	}{{"projects", len(r.Projects)}, {"volunteer", len(r.Volunteer)}, {"certificates", len(r.Certificates)},
		{"awards", len(r.Awards)}, {"languages", len(r.Languages)}, {"skill_groups", len(r.SkillGroups)}} {
		if s.n > MaxSectionEntries {
			return tooLarge(s.name, "%s has %d entries; the limit is %d", s.name, s.n, MaxSectionEntries)
		}
	}
	for _, t := range sectionTexts(r) {
		if len(t.text) > MaxFieldBytes {
			return tooLarge(t.loc, "%s is %d bytes; the limit is %d", t.loc, len(t.text), MaxFieldBytes)
		}
	}
	return nil
}

// cleanSections strips markup and control characters from the extra
// sections, as cleanResume does for the rest; the slices are copied.
func cleanSections(r *model.Resume) {
	r.Projects = slices.Clone(r.Projects)
	for i, p := range r.Projects {
		p.Name, p.Description, p.Highlights = clean(p.Name), clean(p.Description), cleanAll(p.Highlights)
		r.Projects[i] = p
	}
	r.Volunteer = slices.Clone(r.Volunteer)
	for i, v := range r.Volunteer {
		v.Position, v.Summary, v.Highlights = clean(v.Position), clean(v.Summary), cleanAll(v.Highlights)
		r.Volunteer[i] = v
	}
	r.Certificates = slices.Clone(r.Certificates)
	for i, c := range r.Certificates {
		c.Name = clean(c.Name)
		r.Certificates[i] = c
	}
	r.Awards = slices.Clone(r.Awards)
	for i, a := range r.Awards {
		a.Title, a.Summary = clean(a.Title), clean(a.Summary)
		r.Awards[i] = a
	}
	r.Languages = slices.Clone(r.Languages)
	for i, l := range r.Languages {
		l.Language = clean(l.Language)
		r.Languages[i] = l
	}
	r.SkillGroups = slices.Clone(r.SkillGroups)
	for i, g := range r.SkillGroups {
		g.Name = clean(g.Name)
		r.SkillGroups[i] = g
	}
}
