package resume

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Section headings, exactly as printed: the names ATS parsers look for.
const (
	HeadingSummary    = "Summary"
	HeadingExperience = "Experience"
	HeadingEducation  = "Education"
	HeadingSkills     = "Skills"
)

// text is one printed string and the JSON path of the input it came from.
type text struct {
	Value string
	Field string
}

// maxMarginDate is the longest date printed at the right margin beside its
// role ("Sep 2021 – Present" is 18 characters). The API only lets real dates
// through; a longer string, from another caller, goes on a line of its own,
// since beside a role that wraps too the two would be read interleaved.
const maxMarginDate = 24

// AtMargin reports a date short enough for the right margin.
func (t text) AtMargin() bool { return utf8.RuneCountInString(t.Value) <= maxMarginDate }

// jobView is one experience entry as printed.
type jobView struct {
	Title, Company, Location, Dates text
	Bullets                         []text
}

// schoolView is one education entry as printed.
type schoolView struct {
	School, Year, Degree, Field text
}

// layout is the resume as printed, in reading order. The HTML template and the
// parse check both walk it, so what is checked is exactly what was printed.
type layout struct {
	Template string
	Name     text
	Contact  []text
	Summary  text
	Jobs     []jobView
	Schools  []schoolView
	// SkillGroups print before the ungrouped Skills.
	SkillGroups  []skillGroupView
	Skills       []text
	Projects     []entryView
	Volunteer    []entryView
	Certificates []entryView
	Awards       []entryView
	Languages    []text
}

// buildLayout applies the tailoring orders and drops empty strings and entries.
// d must have passed Validate.
func buildLayout(d Document) (layout, error) {
	r := d.Resume
	l := layout{
		Template: d.TemplateName(),
		// The target role is what the person applies for, not a title they
		// hold: it is not printed under the name.
		Name:    field("user_name", r.UserName),
		Summary: field("summary", r.Summary),
	}
	l.Contact = nonEmpty(field("email", r.Email), field("phone", r.Phone), field("location", r.Location))
	for i, link := range r.Links {
		l.Contact = append(l.Contact, nonEmpty(field(fmt.Sprintf("links[%d]", i), link))...)
	}
	for i, e := range r.Experience {
		var listed []int
		if i < len(d.BulletOrder) {
			listed = d.BulletOrder[i]
		}
		order, err := displayOrder(len(e.Bullets), listed)
		if err != nil {
			return layout{}, fmt.Errorf("resume: bullet order of experience[%d]: %w", i, err)
		}
		p := fmt.Sprintf("experience[%d].", i)
		job := jobView{
			Title:    field(p+"title", e.Title),
			Company:  field(p+"company", e.Company),
			Location: field(p+"location", e.Location),
			Dates:    text{Value: DateRange(e.StartDate, e.EndDate), Field: p + "start_date"},
		}
		for _, j := range order {
			job.Bullets = append(job.Bullets, nonEmpty(field(fmt.Sprintf("%sbullets[%d]", p, j), e.Bullets[j]))...)
		}
		if job.Title.Value+job.Company.Value+job.Location.Value+job.Dates.Value != "" || len(job.Bullets) > 0 {
			l.Jobs = append(l.Jobs, job)
		}
	}
	for i, e := range r.Education {
		p := fmt.Sprintf("education[%d].", i)
		s := schoolView{
			School: field(p+"school", e.School), Year: field(p+"year", e.Year),
			Degree: field(p+"degree", e.Degree), Field: field(p+"field", e.Field),
		}
		if s.School.Value+s.Year.Value+s.Degree.Value+s.Field.Value != "" {
			l.Schools = append(l.Schools, s)
		}
	}
	order, err := displayOrder(len(r.Skills), d.SkillOrder)
	if err != nil {
		return layout{}, fmt.Errorf("resume: skill order: %w", err)
	}
	l.SkillGroups, l.Skills = skillGroups(r, order)
	l.extraSections(r)
	return l, nil
}

// field cleans one input string for printing. Soft hyphens are dropped: where
// Chromium breaks a line at one it prints a real hyphen, which the text would
// not contain.
func field(path, value string) text {
	value = strings.TrimSpace(strings.ReplaceAll(value, "\u00AD", ""))
	return text{Value: value, Field: path}
}

// nonEmpty keeps the texts that print something.
func nonEmpty(ts ...text) []text {
	out := ts[:0:0]
	for _, t := range ts {
		if strings.TrimFunc(t.Value, func(r rune) bool { return isSpace(r) || isInvisible(r) }) != "" {
			out = append(out, t)
		}
	}
	return out
}
