package resume

import (
	"fmt"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

// Document is one resume to render: the candidate's data, the rendering options
// and the tailoring the ATS engine chose. Tailoring only reorders: every bullet
// and skill of the input is printed once, nothing is added or dropped.
type Document struct {
	Resume model.Resume `json:"resume"`
	// Template is model.TemplateClassic (the default when empty) or model.TemplateModern.
	Template string `json:"template,omitempty"`
	// Paper is model.PaperLetter (the default when empty) or model.PaperA4. The HTML
	// does not depend on it; the renderer prints at this size.
	Paper string `json:"paper,omitempty"`
	// BulletOrder[i] orders the bullets of Resume.Experience[i]: the listed input
	// indices come first, in that order, and the others follow in input order.
	// A nil or short slice means input order for the experiences it does not cover.
	BulletOrder [][]int `json:"bullet_order,omitempty"`
	// SkillOrder orders Resume.Skills the same way.
	SkillOrder []int `json:"skill_order,omitempty"`
	// Tailor is TailorNone (the default: the user's order is kept) or
	// TailorReorder (bullets and skills that match the posting move first).
	Tailor string `json:"tailor,omitempty"`
}

// Tailoring modes of Document.Tailor.
const (
	TailorNone    = "none"
	TailorReorder = "reorder"
)

// TailorModes lists the valid tailor values, the default first.
var TailorModes = []string{TailorNone, TailorReorder}

// Reorders reports whether the posting may reorder the user's bullets and skills.
func (d Document) Reorders() bool { return d.Tailor == TailorReorder }

// TemplateName returns the template to use, applying the default.
func (d Document) TemplateName() string {
	if d.Template == "" {
		return model.ResumeTemplates[0]
	}
	return d.Template
}

// PaperName returns the paper size to print on, applying the default.
func (d Document) PaperName() string {
	if d.Paper == "" {
		return model.PaperSizes[0]
	}
	return d.Paper
}

// Validate reports whether d can be rendered into a PDF an ATS reads back as
// typed. Bad client input comes back as an *apperr.Error naming the field (422);
// an invalid tailoring order is a bug in the caller and comes back as a plain error.
// The request's shape (required fields, date formats, sizes) is the API's to check.
func (d Document) Validate() error {
	if errs := d.CheckOptions(); len(errs) > 0 {
		return errs[0]
	}
	if len(d.BulletOrder) > len(d.Resume.Experience) {
		return fmt.Errorf("resume: bullet order has %d entries for %d experiences", len(d.BulletOrder), len(d.Resume.Experience))
	}
	for i, listed := range d.BulletOrder {
		if _, err := displayOrder(len(d.Resume.Experience[i].Bullets), listed); err != nil {
			return fmt.Errorf("resume: bullet order of experience[%d]: %w", i, err)
		}
	}
	if _, err := displayOrder(len(d.Resume.Skills), d.SkillOrder); err != nil {
		return fmt.Errorf("resume: skill order: %w", err)
	}
	coverage, err := d.coverage()
	if err != nil {
		return err
	}
	return eachField(d.Resume, func(field, value string) error {
		return checkDrawable(field, value, coverage)
	})
}

// coverage returns the characters the fonts of d's template can draw.
func (d Document) coverage() (runeSet, error) {
	assets, err := loadFonts()
	if err != nil {
		return nil, err
	}
	return assets.coverage[d.TemplateName()], nil
}

// displayOrder returns the order in which n items are printed: the listed
// indices first, then every other index in input order. It refuses an index out
// of range or listed twice, so an order can only permute.
func displayOrder(n int, listed []int) ([]int, error) {
	out := make([]int, 0, n)
	seen := make([]bool, n)
	for _, i := range listed {
		if i < 0 || i >= n {
			return nil, fmt.Errorf("index %d out of range [0,%d)", i, n)
		}
		if seen[i] {
			return nil, fmt.Errorf("index %d listed twice", i)
		}
		seen[i] = true
		out = append(out, i)
	}
	for i := range n {
		if !seen[i] {
			out = append(out, i)
		}
	}
	return out, nil
}

// eachField calls fn with the JSON path and value of every string that is printed
// on the resume, in a fixed order. job_description is matched, never printed.
func eachField(r model.Resume, fn func(field, value string) error) error {
	top := []struct{ field, value string }{
		{"user_name", r.UserName}, {"target_role", r.TargetRole}, {"email", r.Email},
		{"phone", r.Phone}, {"location", r.Location}, {"summary", r.Summary},
	}
	for _, f := range top {
		if err := fn(f.field, f.value); err != nil {
			return err
		}
	}
	for i, link := range r.Links {
		if err := fn(fmt.Sprintf("links[%d]", i), link); err != nil {
			return err
		}
	}
	for i, e := range r.Experience {
		p := fmt.Sprintf("experience[%d].", i)
		for _, f := range [][2]string{{"title", e.Title}, {"company", e.Company}, {"location", e.Location}, {"start_date", e.StartDate}, {"end_date", e.EndDate}} {
			if err := fn(p+f[0], f[1]); err != nil {
				return err
			}
		}
		for j, b := range e.Bullets {
			if err := fn(fmt.Sprintf("%sbullets[%d]", p, j), b); err != nil {
				return err
			}
		}
	}
	for i, e := range r.Education {
		p := fmt.Sprintf("education[%d].", i)
		for _, f := range [][2]string{{"school", e.School}, {"degree", e.Degree}, {"field", e.Field}, {"year", e.Year}} {
			if err := fn(p+f[0], f[1]); err != nil {
				return err
			}
		}
	}
	for i, s := range r.Skills {
		if err := fn(fmt.Sprintf("skills[%d]", i), s); err != nil {
			return err
		}
	}
	return eachExtraField(r, fn)
}

// CheckOptions reports every unsupported print option (template, tailor,
// paper), each naming its field. The API checks a request with it, and
// Validate with the rest of the document, so the valid values and their
// messages are written once.
func (d Document) CheckOptions() []*apperr.Error {
	var errs []*apperr.Error
	if !slices.Contains(model.ResumeTemplates, d.TemplateName()) {
		errs = append(errs, apperr.Invalid("template", "template %q is not supported; use one of %s, or omit it for %s",
			d.Template, strings.Join(model.ResumeTemplates, ", "), model.ResumeTemplates[0]))
	}
	if d.Tailor != "" && !slices.Contains(TailorModes, d.Tailor) {
		errs = append(errs, apperr.Invalid("tailor", "tailor %q is not supported; use none (keep your order, the default) or reorder (bullets and skills matching the posting first)", d.Tailor))
	}
	if !slices.Contains(model.PaperSizes, d.PaperName()) {
		errs = append(errs, apperr.Invalid("paper", "paper %q is not supported; use one of %s, or omit it for %s",
			d.Paper, strings.Join(model.PaperSizes, ", "), model.PaperSizes[0]))
	}
	return errs
}
