package resume

import (
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/resume/pdftext"
)

// Sections of a resume, as ParseCheck reports them.
const (
	SectionContact    = "contact"
	SectionSummary    = "summary"
	SectionExperience = "experience"
	SectionEducation  = "education"
	SectionSkills     = "skills"
)

// Problems an Issue can report.
const (
	ProblemMissing    = "missing"      // the field's text was not found
	ProblemOutOfOrder = "out_of_order" // found, but not where the layout put it
	ProblemGarbled    = "garbled"      // the text holds unmapped glyphs
	ProblemInvalid    = "invalid"      // the document itself does not render
)

// ParseCheck is what an ATS would recover from a rendered resume, compared with
// what was printed. OK means every heading and field came back whole, in order,
// with no garbled glyph: the PDF is safe to hand out.
type ParseCheck struct {
	OK bool `json:"ok"`
	// Recall is the share of printed words found, over all fields (0..1).
	Recall float64 `json:"recall"`
	// Sections lists the printed sections in order.
	Sections []SectionRecall `json:"sections"`
	// HeadingsInOrder is true when every printed heading was found, in order.
	HeadingsInOrder bool `json:"headings_in_order"`
	// ContactFound is true when the name, the email and the phone (if given) were found.
	ContactFound bool `json:"contact_found"`
	// DatesExpected and DatesFound count printed dates (job ranges, graduation years).
	DatesExpected int `json:"dates_expected"`
	DatesFound    int `json:"dates_found"`
	// Garbled counts replacement, private-use and control characters in the text.
	Garbled int `json:"garbled"`
	// Issues names each field that did not come back cleanly, in layout order.
	Issues []Issue `json:"issues"`
}

// SectionRecall is the recall of one section.
type SectionRecall struct {
	Section string `json:"section"`
	// Fields printed, and found whole and in order.
	Fields      int `json:"fields"`
	FieldsFound int `json:"fields_found"`
	// Words printed, and found (a field found whole counts all its words).
	Words      int `json:"words"`
	WordsFound int `json:"words_found"`
	// Recall is WordsFound / Words (1 for a section with no words).
	Recall float64 `json:"recall"`
}

// Issue is one field that did not come back cleanly.
type Issue struct {
	// Field is the input's JSON path (experience[0].bullets[2]), "" for the
	// document as a whole, or "heading:Experience" for a section heading.
	Field   string `json:"field"`
	Problem string `json:"problem"`
	Detail  string `json:"detail"`
}

// String renders the issue for logs and suggestions.
func (i Issue) String() string {
	if i.Field == "" {
		return i.Problem + ": " + i.Detail
	}
	return fmt.Sprintf("%s: %s: %s", i.Field, i.Problem, i.Detail)
}

// Verify extracts a PDF's text with pdftext.Extract and checks it against d.
func Verify(d Document, pdf []byte) (ParseCheck, string, error) {
	text, err := pdftext.Extract(pdf)
	if err != nil {
		return ParseCheck{}, "", err
	}
	return Check(d, text), text, nil
}

// Check compares the text extracted from d's PDF (by pdftext.Extract, pdftotext or
// any other extractor) with what d's layout printed, the way an ATS parses a
// resume: every heading and field must be found, in layout order, with no
// garbled glyph. Whitespace, line wraps, ligatures and shaped forms are ignored;
// letters, digits and punctuation must match exactly. Right-to-left fields are
// matched word by word near their place, since visual order blurs where numbers
// next to them belong.
func Check(d Document, pdfText string) ParseCheck {
	l, err := buildLayout(d)
	if err != nil {
		return ParseCheck{Issues: []Issue{{Problem: ProblemInvalid, Detail: err.Error()}}}
	}
	m := newMatcher(pdfText)
	pc := ParseCheck{HeadingsInOrder: true, ContactFound: true}
	var words, wordsFound int
	for _, sec := range expectedSections(l) {
		sr := SectionRecall{Section: sec.name}
		for _, it := range sec.items {
			res := m.find(it.text.Value)
			if res.words == 0 {
				continue
			}
			sr.Fields++
			sr.Words += res.words
			sr.WordsFound += res.wordsFound
			if it.date {
				pc.DatesExpected++
				if res.found {
					pc.DatesFound++
				}
			}
			switch {
			case res.found && res.inOrder:
				sr.FieldsFound++
				continue
			case res.found:
				pc.Issues = append(pc.Issues, Issue{Field: it.text.Field, Problem: ProblemOutOfOrder,
					Detail: fmt.Sprintf("%q was found out of reading order", clip(it.text.Value))})
			default:
				pc.Issues = append(pc.Issues, Issue{Field: it.text.Field, Problem: ProblemMissing,
					Detail: fmt.Sprintf("%q was not found in the PDF text (%d of %d words)", clip(it.text.Value), res.wordsFound, res.words)})
			}
			if it.heading {
				pc.HeadingsInOrder = false
			}
			if it.contact {
				pc.ContactFound = false
			}
		}
		sr.Recall = ratio(sr.WordsFound, sr.Words)
		words += sr.Words
		wordsFound += sr.WordsFound
		pc.Sections = append(pc.Sections, sr)
	}
	for _, r := range pdfText {
		if isGarbled(r) {
			pc.Garbled++
		}
	}
	if pc.Garbled > 0 {
		pc.Issues = append(pc.Issues, Issue{Problem: ProblemGarbled,
			Detail: fmt.Sprintf("%d characters came out of the PDF as replacement, private-use or control characters", pc.Garbled)})
	}
	pc.Recall = ratio(wordsFound, words)
	pc.OK = len(pc.Issues) == 0
	return pc
}

// ratio is a/b, or 1 when there is nothing to find.
func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// clip shortens a value quoted in an issue.
func clip(s string) string {
	const max = 60
	if r := []rune(s); len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}

// expectedItem is one printed string the check looks for.
type expectedItem struct {
	text                   text
	heading, date, contact bool
}

// expectedSection is a section's items in layout order.
type expectedSection struct {
	name  string
	items []expectedItem
}

// expectedSections walks the layout in reading order, as the template prints it.
func expectedSections(l layout) []expectedSection {
	heading := func(h string) expectedItem {
		return expectedItem{text: text{Value: h, Field: "heading:" + h}, heading: true}
	}
	plain := func(t text) expectedItem { return expectedItem{text: t} }
	contact := expectedSection{name: SectionContact, items: []expectedItem{
		{text: l.Name, contact: true},
	}}
	for _, c := range l.Contact {
		contact.items = append(contact.items, expectedItem{text: c, contact: c.Field == "email" || c.Field == "phone"})
	}
	out := []expectedSection{contact}
	if l.Summary.Value != "" {
		out = append(out, expectedSection{name: SectionSummary, items: []expectedItem{heading(HeadingSummary), plain(l.Summary)}})
	}
	if len(l.Jobs) > 0 {
		s := expectedSection{name: SectionExperience, items: []expectedItem{heading(HeadingExperience)}}
		for _, j := range l.Jobs {
			s.items = append(s.items, plain(j.Title), plain(j.Company), plain(j.Location), expectedItem{text: j.Dates, date: true})
			for _, b := range j.Bullets {
				s.items = append(s.items, plain(b))
			}
		}
		out = append(out, s)
	}
	out = appendEntries(out, SectionProjects, HeadingProjects, l.Projects, heading)
	out = appendEntries(out, SectionVolunteer, HeadingVolunteer, l.Volunteer, heading)
	if len(l.Schools) > 0 {
		s := expectedSection{name: SectionEducation, items: []expectedItem{heading(HeadingEducation)}}
		for _, e := range l.Schools {
			s.items = append(s.items, plain(e.School), plain(e.Degree), plain(e.Field), expectedItem{text: e.Year, date: true})
		}
		out = append(out, s)
	}
	out = appendEntries(out, SectionCertificates, HeadingCertificates, l.Certificates, heading)
	out = appendEntries(out, SectionAwards, HeadingAwards, l.Awards, heading)
	if len(l.SkillGroups) > 0 || len(l.Skills) > 0 {
		s := expectedSection{name: SectionSkills, items: []expectedItem{heading(HeadingSkills)}}
		for _, g := range l.SkillGroups {
			s.items = append(s.items, plain(g.Label))
			for _, sk := range g.Skills {
				s.items = append(s.items, plain(sk))
			}
		}
		for _, sk := range l.Skills {
			s.items = append(s.items, plain(sk))
		}
		out = append(out, s)
	}
	if len(l.Languages) > 0 {
		s := expectedSection{name: SectionLanguages, items: []expectedItem{heading(HeadingLanguages)}}
		for _, g := range l.Languages {
			s.items = append(s.items, plain(g))
		}
		out = append(out, s)
	}
	return out
}

// appendEntries adds an extra section's items in the order the "entry"
// template prints them.
func appendEntries(out []expectedSection, name, h string, entries []entryView, heading func(string) expectedItem) []expectedSection {
	if len(entries) == 0 {
		return out
	}
	s := expectedSection{name: name, items: []expectedItem{heading(h)}}
	for _, e := range entries {
		s.items = append(s.items, expectedItem{text: e.Head}, expectedItem{text: e.Sub},
			expectedItem{text: e.Dates, date: e.Dates.Value != ""}, expectedItem{text: e.Summary})
		for _, b := range e.Bullets {
			s.items = append(s.items, expectedItem{text: b})
		}
	}
	return append(out, s)
}

// wordsOf splits a normalized string into squashed words.
func wordsOf(s string) []string {
	return strings.Fields(s)
}
