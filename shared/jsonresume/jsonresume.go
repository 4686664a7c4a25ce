// Package jsonresume maps JSON Resume v1.0.0 documents (jsonresume.org/schema)
// to and from Careerkit's resume model. Only what a one-page ATS resume
// prints is mapped: basics (name, label, email, phone, url, summary,
// location, profiles), work, education and skills; the other sections
// (volunteer, awards, publications, …) are accepted and listed in Ignored.
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
	// Other sections are kept to be reported, never printed.
	Volunteer    json.RawMessage `json:"volunteer,omitempty"`
	Awards       json.RawMessage `json:"awards,omitempty"`
	Certificates json.RawMessage `json:"certificates,omitempty"`
	Publications json.RawMessage `json:"publications,omitempty"`
	Languages    json.RawMessage `json:"languages,omitempty"`
	Interests    json.RawMessage `json:"interests,omitempty"`
	References   json.RawMessage `json:"references,omitempty"`
	Projects     json.RawMessage `json:"projects,omitempty"`
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

// Ignored lists the sections of r that are accepted but not printed.
func (r *Resume) Ignored() []string {
	var out []string
	for name, raw := range map[string]json.RawMessage{"volunteer": r.Volunteer, "awards": r.Awards,
		"certificates": r.Certificates, "publications": r.Publications, "languages": r.Languages,
		"interests": r.Interests, "references": r.References, "projects": r.Projects} {
		if s := strings.TrimSpace(string(raw)); s != "" && s != "null" && s != "[]" {
			out = append(out, name)
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
	for _, s := range r.Skills {
		if strings.TrimSpace(s.Name) != "" {
			m.Skills = append(m.Skills, s.Name)
		}
		m.Skills = append(m.Skills, s.Keywords...)
	}
	return m
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
	if len(m.Skills) > 0 {
		r.Skills = []Skill{{Name: "Skills", Keywords: m.Skills}}
	}
	return r
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
