// Package jsonresume maps JSON Resume v1.0.0 documents (jsonresume.org/schema)
// to and from Careerkit's resume model. Printed: basics (name, label, email,
// phone, url, summary, location, profiles), work, education, skills (a group
// with keywords prints as "Name: keyword, keyword"), projects, volunteer,
// certificates, awards and languages. Publications, interests and references
// are accepted, not printed, and listed by Ignored.
package jsonresume

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// Resume is a JSON Resume v1.0.0 document.
type Resume struct {
	Schema    string          `json:"$schema,omitempty"`
	Basics    Basics          `json:"basics"`
	Work      []Work          `json:"work,omitempty"`
	Education []Education     `json:"education,omitempty"`
	Skills    []Skill         `json:"skills,omitempty"`
	Meta      json.RawMessage `json:"meta,omitempty"`

	Projects     []Project     `json:"projects,omitempty"`
	Volunteer    []Volunteer   `json:"volunteer,omitempty"`
	Certificates []Certificate `json:"certificates,omitempty"`
	Awards       []Award       `json:"awards,omitempty"`
	Languages    []Language    `json:"languages,omitempty"`
	// Other sections are kept to be reported, never printed.
	Publications json.RawMessage `json:"publications,omitempty"`
	Interests    json.RawMessage `json:"interests,omitempty"`
	References   json.RawMessage `json:"references,omitempty"`
}

// Basics is the person.
type Basics struct {
	Name     string    `json:"name"`
	Label    string    `json:"label,omitempty"`
	Image    string    `json:"image,omitempty"`
	Email    string    `json:"email,omitempty"`
	Phone    string    `json:"phone,omitempty"`
	URL      string    `json:"url,omitempty"`
	Summary  string    `json:"summary,omitempty"`
	Location *Location `json:"location,omitempty"`
	Profiles []Profile `json:"profiles,omitempty"`
}

// Location is where the person lives.
type Location struct {
	Address     string `json:"address,omitempty"`
	PostalCode  string `json:"postalCode,omitempty"`
	City        string `json:"city,omitempty"`
	CountryCode string `json:"countryCode,omitempty"`
	Region      string `json:"region,omitempty"`
}

// Profile is an online profile.
type Profile struct {
	Network  string `json:"network,omitempty"`
	Username string `json:"username,omitempty"`
	URL      string `json:"url,omitempty"`
}

// Work is one job.
type Work struct {
	Name        string   `json:"name"`
	Location    string   `json:"location,omitempty"`
	Description string   `json:"description,omitempty"`
	Position    string   `json:"position"`
	URL         string   `json:"url,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	Summary     string   `json:"summary,omitempty"`
	Highlights  []string `json:"highlights,omitempty"`
}

// Education is one course of study.
type Education struct {
	Institution string   `json:"institution"`
	URL         string   `json:"url,omitempty"`
	Area        string   `json:"area,omitempty"`
	StudyType   string   `json:"studyType,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	Score       string   `json:"score,omitempty"`
	Courses     []string `json:"courses,omitempty"`
}

// Skill is a skill with optional keywords.
type Skill struct {
	Name     string   `json:"name"`
	Level    string   `json:"level,omitempty"`
	Keywords []string `json:"keywords,omitempty"`
}

// Project is a project.
type Project struct {
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Highlights  []string `json:"highlights,omitempty"`
	Keywords    []string `json:"keywords,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	URL         string   `json:"url,omitempty"`
	Roles       []string `json:"roles,omitempty"`
	Entity      string   `json:"entity,omitempty"`
	Type        string   `json:"type,omitempty"`
}

// Volunteer is unpaid work.
type Volunteer struct {
	Organization string   `json:"organization"`
	Position     string   `json:"position,omitempty"`
	URL          string   `json:"url,omitempty"`
	StartDate    string   `json:"startDate,omitempty"`
	EndDate      string   `json:"endDate,omitempty"`
	Summary      string   `json:"summary,omitempty"`
	Highlights   []string `json:"highlights,omitempty"`
}

// Certificate is a certification.
type Certificate struct {
	Name   string `json:"name"`
	Date   string `json:"date,omitempty"`
	URL    string `json:"url,omitempty"`
	Issuer string `json:"issuer,omitempty"`
}

// Award is an award.
type Award struct {
	Title   string `json:"title"`
	Date    string `json:"date,omitempty"`
	Awarder string `json:"awarder,omitempty"`
	Summary string `json:"summary,omitempty"`
}

// Language is a spoken language.
type Language struct {
	Language string `json:"language"`
	Fluency  string `json:"fluency,omitempty"`
}

// Ignored lists the sections of r that are accepted but not printed, sorted.
func (r *Resume) Ignored() []string {
	var out []string
	for _, sec := range []struct {
		name string
		raw  json.RawMessage
	}{{"interests", r.Interests}, {"publications", r.Publications}, {"references", r.References}} {
		if s := strings.TrimSpace(string(sec.raw)); s != "" && s != "null" && s != "[]" {
			out = append(out, sec.name)
		}
	}
	return out
}

// ToModel maps r onto the resume model. Dates keep their precision: a JSON
// Resume date "2021-03-15" or "2021-03" becomes "2021-03"; a year alone stays
// a year, which validation then reports at its JSON Resume path (Paths).
func (r *Resume) ToModel() model.Resume {
	m := model.Resume{UserName: r.Basics.Name, Email: r.Basics.Email, Phone: r.Basics.Phone,
		TargetRole: r.Basics.Label, Summary: r.Basics.Summary}
	if l := r.Basics.Location; l != nil {
		m.Location = joinNonEmpty(", ", l.City, l.Region, l.CountryCode)
	}
	if r.Basics.URL != "" {
		m.Links = append(m.Links, r.Basics.URL)
	}
	for _, p := range r.Basics.Profiles {
		if p.URL != "" {
			m.Links = append(m.Links, p.URL)
		}
	}
	for _, w := range r.Work {
		e := model.Experience{Company: w.Name, Title: w.Position, Location: w.Location, StartDate: month(w.StartDate),
			EndDate: month(w.EndDate), Bullets: w.Highlights}
		if e.EndDate == "" {
			e.EndDate = model.Present
		}
		if len(e.Bullets) == 0 && strings.TrimSpace(w.Summary) != "" {
			e.Bullets = []string{w.Summary}
		}
		m.Experience = append(m.Experience, e)
	}
	for _, e := range r.Education {
		year := e.EndDate
		if len(year) > 4 {
			year = year[:4]
		}
		m.Education = append(m.Education, model.Education{School: e.Institution, Degree: e.StudyType, Field: e.Area, Year: year})
	}
	// A skill with keywords is a group: its keywords are the skills, under
	// its name. Skills without keywords follow the groups, unlabelled.
	var single []string
	for _, s := range r.Skills {
		var kws []string
		for _, k := range s.Keywords {
			if strings.TrimSpace(k) != "" {
				kws = append(kws, k)
			}
		}
		switch {
		case len(kws) > 0:
			m.Skills = append(m.Skills, kws...)
			m.SkillGroups = append(m.SkillGroups, model.SkillGroup{Name: s.Name, Count: len(kws)})
		case strings.TrimSpace(s.Name) != "":
			single = append(single, s.Name)
		}
	}
	m.Skills = append(m.Skills, single...)
	r.extrasToModel(&m)
	return m
}

// extrasToModel maps projects, volunteer work, certificates, awards and
// languages; dates keep their precision as for work.
func (r *Resume) extrasToModel(m *model.Resume) {
	for _, p := range r.Projects {
		m.Projects = append(m.Projects, model.Project{Name: p.Name, Description: p.Description,
			StartDate: month(p.StartDate), EndDate: month(p.EndDate), Highlights: p.Highlights})
	}
	for _, v := range r.Volunteer {
		m.Volunteer = append(m.Volunteer, model.Volunteer{Organization: v.Organization, Position: v.Position,
			StartDate: month(v.StartDate), EndDate: month(v.EndDate), Summary: v.Summary, Highlights: v.Highlights})
	}
	for _, c := range r.Certificates {
		m.Certificates = append(m.Certificates, model.Certificate{Name: c.Name, Issuer: c.Issuer, Date: month(c.Date)})
	}
	for _, a := range r.Awards {
		m.Awards = append(m.Awards, model.Award{Title: a.Title, Awarder: a.Awarder, Date: month(a.Date), Summary: a.Summary})
	}
	for _, l := range r.Languages {
		m.Languages = append(m.Languages, model.Language{Language: l.Language, Fluency: l.Fluency})
	}
}

// FromModel maps a built resume back to JSON Resume v1.0.0.
func FromModel(m model.Resume) Resume {
	r := Resume{Schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
		Basics: Basics{Name: m.UserName, Label: m.TargetRole, Email: m.Email, Phone: m.Phone, Summary: m.Summary}}
	if m.Location != "" {
		r.Basics.Location = &Location{City: m.Location}
	}
	for _, l := range m.Links {
		r.Basics.Profiles = append(r.Basics.Profiles, Profile{URL: l})
	}
	for _, e := range m.Experience {
		end := e.EndDate
		if end == model.Present {
			end = ""
		}
		r.Work = append(r.Work, Work{Name: e.Company, Position: e.Title, Location: e.Location, StartDate: e.StartDate, EndDate: end, Highlights: e.Bullets})
	}
	for _, e := range m.Education {
		r.Education = append(r.Education, Education{Institution: e.School, StudyType: e.Degree, Area: e.Field, EndDate: e.Year})
	}
	at := 0
	for _, g := range m.SkillGroups {
		end := min(at+max(g.Count, 0), len(m.Skills))
		r.Skills = append(r.Skills, Skill{Name: g.Name, Keywords: m.Skills[at:end]})
		at = end
	}
	if at < len(m.Skills) {
		r.Skills = append(r.Skills, Skill{Name: "Skills", Keywords: m.Skills[at:]})
	}
	for _, p := range m.Projects {
		r.Projects = append(r.Projects, Project{Name: p.Name, Description: p.Description, StartDate: p.StartDate,
			EndDate: presentless(p.EndDate), Highlights: p.Highlights})
	}
	for _, v := range m.Volunteer {
		r.Volunteer = append(r.Volunteer, Volunteer{Organization: v.Organization, Position: v.Position, StartDate: v.StartDate,
			EndDate: presentless(v.EndDate), Summary: v.Summary, Highlights: v.Highlights})
	}
	for _, c := range m.Certificates {
		r.Certificates = append(r.Certificates, Certificate{Name: c.Name, Issuer: c.Issuer, Date: c.Date})
	}
	for _, a := range m.Awards {
		r.Awards = append(r.Awards, Award{Title: a.Title, Awarder: a.Awarder, Date: a.Date, Summary: a.Summary})
	}
	for _, l := range m.Languages {
		r.Languages = append(r.Languages, Language{Language: l.Language, Fluency: l.Fluency})
	}
	return r
}

// presentless drops "Present": JSON Resume leaves a current end date out.
func presentless(d string) string {
	if d == model.Present {
		return ""
	}
	return d
}

// Paths maps a build-resume field path ("experience[1].start_date") to the
// JSON Resume path it came from ("json_resume.work[1].startDate"), so a
// validation error names the field the caller sent.
func Paths(field string) string {
	replacer := []struct{ from, to string }{
		{"user_name", "basics.name"}, {"email", "basics.email"}, {"phone", "basics.phone"},
		{"target_role", "basics.label"}, {"summary", "basics.summary"}, {"location", "basics.location"},
		{"links", "basics.profiles"}, {"skills", "skills"},
	}
	head, rest, _ := strings.Cut(field, ".")
	name, index, hasIndex := strings.Cut(head, "[")
	switch name {
	case "experience":
		sub := map[string]string{"company": "name", "title": "position", "location": "location", "start_date": "startDate",
			"end_date": "endDate", "bullets": "highlights"}
		out := "json_resume.work"
		if hasIndex {
			out += "[" + index
		}
		if rest != "" {
			k, tail, _ := strings.Cut(rest, "[")
			if v, ok := sub[k]; ok {
				k = v
			}
			out += "." + k
			if tail != "" {
				out += "[" + tail
			}
		}
		return out
	case "education":
		sub := map[string]string{"school": "institution", "degree": "studyType", "field": "area", "year": "endDate"}
		out := "json_resume.education"
		if hasIndex {
			out += "[" + index
		}
		if rest != "" {
			if v, ok := sub[rest]; ok {
				rest = v
			}
			out += "." + rest
		}
		return out
	case "projects", "volunteer", "certificates", "awards", "languages":
		out := "json_resume." + name
		if hasIndex {
			out += "[" + index
		}
		if rest != "" {
			k, tail, _ := strings.Cut(rest, "[")
			if v, ok := map[string]string{"start_date": "startDate", "end_date": "endDate"}[k]; ok {
				k = v
			}
			out += "." + k
			if tail != "" {
				out += "[" + tail
			}
		}
		return out
	case "skill_groups":
		return "json_resume.skills" + strings.TrimPrefix(field, "skill_groups")
	}
	for _, r := range replacer {
		if name == r.from {
			out := "json_resume." + r.to
			if hasIndex {
				out += "[" + index
			}
			if rest != "" {
				out += "." + rest
			}
			return out
		}
	}
	return field
}

func month(d string) string {
	d = strings.TrimSpace(d)
	if len(d) >= 7 {
		return d[:7]
	}
	return d
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// Errorf is a helper for callers' messages about a JSON Resume field.
func Errorf(path, format string, args ...any) string {
	return fmt.Sprintf("%s: %s", path, fmt.Sprintf(format, args...))
}
