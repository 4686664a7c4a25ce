package resume

import (
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// Headings of the JSON Resume sections beyond the four core ones, as printed.
const (
	HeadingProjects     = "Projects"
	HeadingVolunteer    = "Volunteer Experience"
	HeadingCertificates = "Certifications"
	HeadingAwards       = "Awards"
	HeadingLanguages    = "Languages"
)

// Sections of the extra headings, as ParseCheck reports them.
const (
	SectionProjects     = "projects"
	SectionVolunteer    = "volunteer"
	SectionCertificates = "certificates"
	SectionAwards       = "awards"
	SectionLanguages    = "languages"
)

// entryView is one dated entry of an extra section: a project, a volunteer
// role, a certificate or an award. Head and Sub print on its first line
// ("Name, Issuer"), Dates at the right margin, Summary and Bullets below.
type entryView struct {
	Head, Sub, Dates text
	Summary          text
	Bullets          []text
}

// skillGroupView is one labelled run of skills: "Welding: SMAW, GTAW".
type skillGroupView struct {
	Label  text
	Skills []text
}

func (e entryView) empty() bool {
	return e.Head.Value+e.Sub.Value+e.Dates.Value+e.Summary.Value == "" && len(e.Bullets) == 0
}

// extraSections lays out projects, volunteer work, certificates, awards and
// languages, in input order.
func (l *layout) extraSections(r model.Resume) {
	for i, p := range r.Projects {
		at := fmt.Sprintf("projects[%d].", i)
		e := entryView{Head: field(at+"name", p.Name), Dates: text{Value: DateRange(p.StartDate, p.EndDate), Field: at + "start_date"},
			Summary: field(at+"description", p.Description), Bullets: bullets(at, p.Highlights)}
		if !e.empty() {
			l.Projects = append(l.Projects, e)
		}
	}
	for i, v := range r.Volunteer {
		at := fmt.Sprintf("volunteer[%d].", i)
		e := entryView{Head: field(at+"position", v.Position), Sub: field(at+"organization", v.Organization),
			Dates:   text{Value: DateRange(v.StartDate, v.EndDate), Field: at + "start_date"},
			Summary: field(at+"summary", v.Summary), Bullets: bullets(at, v.Highlights)}
		if !e.empty() {
			l.Volunteer = append(l.Volunteer, e)
		}
	}
	for i, c := range r.Certificates {
		at := fmt.Sprintf("certificates[%d].", i)
		e := entryView{Head: field(at+"name", c.Name), Sub: field(at+"issuer", c.Issuer), Dates: field(at+"date", FormatDate(c.Date))}
		if !e.empty() {
			l.Certificates = append(l.Certificates, e)
		}
	}
	for i, a := range r.Awards {
		at := fmt.Sprintf("awards[%d].", i)
		e := entryView{Head: field(at+"title", a.Title), Sub: field(at+"awarder", a.Awarder), Dates: field(at+"date", FormatDate(a.Date)),
			Summary: field(at+"summary", a.Summary)}
		if !e.empty() {
			l.Awards = append(l.Awards, e)
		}
	}
	for i, g := range r.Languages {
		v := strings.TrimSpace(g.Language)
		if f := strings.TrimSpace(g.Fluency); f != "" {
			v += " (" + f + ")"
		}
		l.Languages = append(l.Languages, nonEmpty(field(fmt.Sprintf("languages[%d]", i), v))...)
	}
}

// bullets lays out the highlights of an entry at path prefix at.
func bullets(at string, hs []string) []text {
	var out []text
	for j, h := range hs {
		out = append(out, nonEmpty(field(fmt.Sprintf("%shighlights[%d]", at, j), h))...)
	}
	return out
}

// skillGroups splits the skills, printed in display order, into the labelled
// runs of r.SkillGroups; skills past the last group are returned apart. A
// tailored order reorders skills within their group, never across groups.
func skillGroups(r model.Resume, order []int) ([]skillGroupView, []text) {
	groupOf := make([]int, len(r.Skills))
	for i := range groupOf {
		groupOf[i] = -1
	}
	at := 0
	for g, sg := range r.SkillGroups {
		for k := 0; k < sg.Count && at < len(r.Skills); k++ {
			groupOf[at] = g
			at++
		}
	}
	views := make([]skillGroupView, len(r.SkillGroups))
	for g, sg := range r.SkillGroups {
		views[g].Label = field(fmt.Sprintf("skill_groups[%d].name", g), sg.Name)
	}
	var rest []text
	for _, i := range order {
		t := nonEmpty(field(fmt.Sprintf("skills[%d]", i), r.Skills[i]))
		if g := groupOf[i]; g >= 0 {
			views[g].Skills = append(views[g].Skills, t...)
		} else {
			rest = append(rest, t...)
		}
	}
	out := views[:0]
	for _, v := range views {
		if len(v.Skills) > 0 {
			out = append(out, v)
		}
	}
	return out, rest
}

// eachExtraField calls fn for every printed string of the extra sections and
// the skill groups' names, as eachField does for the core ones.
func eachExtraField(r model.Resume, fn func(field, value string) error) error {
	var fields [][2]string
	add := func(at string, kv ...string) {
		for i := 0; i+1 < len(kv); i += 2 {
			fields = append(fields, [2]string{at + kv[i], kv[i+1]})
		}
	}
	highlights := func(at string, hs []string) {
		for j, h := range hs {
			add(at, fmt.Sprintf("highlights[%d]", j), h)
		}
	}
	for i, g := range r.SkillGroups {
		add(fmt.Sprintf("skill_groups[%d].", i), "name", g.Name)
	}
	for i, p := range r.Projects {
		at := fmt.Sprintf("projects[%d].", i)
		add(at, "name", p.Name, "description", p.Description, "start_date", p.StartDate, "end_date", p.EndDate)
		highlights(at, p.Highlights)
	}
	for i, v := range r.Volunteer {
		at := fmt.Sprintf("volunteer[%d].", i)
		add(at, "organization", v.Organization, "position", v.Position, "start_date", v.StartDate, "end_date", v.EndDate, "summary", v.Summary)
		highlights(at, v.Highlights)
	}
	for i, c := range r.Certificates {
		add(fmt.Sprintf("certificates[%d].", i), "name", c.Name, "issuer", c.Issuer, "date", c.Date)
	}
	for i, a := range r.Awards {
		add(fmt.Sprintf("awards[%d].", i), "title", a.Title, "awarder", a.Awarder, "date", a.Date, "summary", a.Summary)
	}
	for i, g := range r.Languages {
		add(fmt.Sprintf("languages[%d].", i), "language", g.Language, "fluency", g.Fluency)
	}
	for _, f := range fields {
		if err := fn(f[0], f[1]); err != nil {
			return err
		}
	}
	return nil
}
