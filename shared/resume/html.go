package resume

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"sync"

	"github.com/careerkit/careerkit/shared/model"
)

//go:embed templates/resume.html.tmpl templates/resume.css
var templateFiles embed.FS

// headData fills the "head" template, executed once.
type headData struct {
	Fonts template.CSS
	CSS   template.CSS
}

// bodyData fills the "body" template, executed per resume.
type bodyData struct {
	Headings struct {
		Summary, Experience, Education, Skills               string
		Projects, Volunteer, Certificates, Awards, Languages string
	}
	L layout
}

// sectionData fills the "section" template: one extra section's entries.
type sectionData struct {
	Class, Heading string
	Entries        []entryView
}

var templateFuncs = template.FuncMap{
	"section": func(class, heading string, entries []entryView) sectionData {
		return sectionData{Class: class, Heading: heading, Entries: entries}
	},
}

// parsed holds the body template and the rendered head, built once.
type parsed struct {
	tmpl *template.Template
	head []byte
}

var loadTemplate = sync.OnceValues(func() (*parsed, error) {
	tmpl, err := template.New("resume.html.tmpl").Funcs(templateFuncs).ParseFS(templateFiles, "templates/resume.html.tmpl")
	if err != nil {
		return nil, fmt.Errorf("resume: parse template: %w", err)
	}
	css, err := templateFiles.ReadFile("templates/resume.css")
	if err != nil {
		return nil, fmt.Errorf("resume: read css: %w", err)
	}
	assets, err := loadFonts()
	if err != nil {
		return nil, err
	}
	// Both values are our own constants (no user input reaches CSS), so they are
	// marked safe; every user string goes through html/template's escaping.
	var head bytes.Buffer
	if err := tmpl.ExecuteTemplate(&head, "head", headData{Fonts: template.CSS(assets.css), CSS: template.CSS(css)}); err != nil {
		return nil, fmt.Errorf("resume: execute head: %w", err)
	}
	return &parsed{tmpl: tmpl, head: head.Bytes()}, nil
})

// RenderHTML returns d as one self-contained HTML document: fonts embedded as
// data: URIs, a CSP that lets nothing load and no script run, every user string
// escaped by html/template. The <head> is identical for every resume (see
// workers/render: the pool keeps it loaded). It validates d first, so bad input
// comes back as an *apperr.Error naming the field.
func RenderHTML(d Document) ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	p, err := loadTemplate()
	if err != nil {
		return nil, err
	}
	l, err := buildLayout(d)
	if err != nil {
		return nil, err
	}
	v := bodyData{L: l}
	v.Headings.Summary, v.Headings.Experience = HeadingSummary, HeadingExperience
	v.Headings.Education, v.Headings.Skills = HeadingEducation, HeadingSkills
	v.Headings.Projects, v.Headings.Volunteer = HeadingProjects, HeadingVolunteer
	v.Headings.Certificates, v.Headings.Awards, v.Headings.Languages = HeadingCertificates, HeadingAwards, HeadingLanguages
	buf := bytes.NewBuffer(make([]byte, 0, len(p.head)+32<<10))
	buf.Write(p.head)
	if err := p.tmpl.ExecuteTemplate(buf, "body", v); err != nil {
		return nil, fmt.Errorf("resume: execute template: %w", err)
	}
	return buf.Bytes(), nil
}

// WarmupHTML returns a small placeholder resume with the standard head, for
// render.Options.Warmup: tabs that load it print real resumes by swapping only
// the body from their first render on.
func WarmupHTML() ([]byte, error) {
	return RenderHTML(Document{Resume: model.Resume{
		UserName: "Warm Up", Email: "warmup@example.com", TargetRole: "Engineer",
		Experience: []model.Experience{{Company: "Example", Title: "Engineer", StartDate: "2020-01", EndDate: model.Present,
			Bullets: []string{"Keeps the fonts loaded."}}},
		Skills: []string{"Go"},
	}})
}
