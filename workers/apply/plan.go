package apply

import (
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// Question is one question of an application form as the applier read it, and
// how it was answered (the one definition, shared with the API).
type Question = model.ApplicationQuestion

// fill is one planned change to the form.
type fill struct {
	f      *field
	op     string // set, select_many, click, resume, letter_file
	value  string
	values []string
	refs   []string
}

// plan is what will be filled, and what could not be.
type plan struct {
	fills     []fill
	questions []Question
	missing   []Question
	// letterField is the field the cover letter goes to ("" if none) and letterAs
	// how: text or file.
	letterAs string
}

// makePlan answers every question of the form from the applicant alone. A
// question is answered only from the caller's explicit answer, a fact of the
// resume or request, or, for demographic questions, the form's own "decline to
// answer" option; anything else is left blank, and if it is required the
// question is returned in missing.
func makePlan(b *Board, fields []field, a *Applicant, letter string) plan {
	var p plan
	for i := range fields {
		f := &fields[i]
		q := Question{ID: f.ID(), Label: f.Label, Type: f.Type(), Required: f.Required, Options: f.optionLabels()}
		k := classify(b, f)
		var fl *fill
		var problem string
		if v, ok := a.lookup(f); ok && f.Kind != "file" {
			fl, problem = answerWith(f, v)
			q.AnsweredFrom = "answers.questions"
		} else {
			fl, problem, q.AnsweredFrom = p.answerFact(f, k, a, letter)
		}
		switch {
		case fl != nil:
			p.fills = append(p.fills, *fl)
			q.Answer = shown(fl)
		case f.Value != "" && f.Kind != "file":
			q.Answer, q.AnsweredFrom = f.Value, "site_default"
		default:
			q.AnsweredFrom = ""
			if f.Required {
				if problem == "" {
					problem = "required, and nothing in the resume or answers says it: " + hint(k, q.ID)
				}
				q.Problem = problem
				p.missing = append(p.missing, q)
			}
		}
		p.questions = append(p.questions, q)
	}
	if p.letterAs == "" {
		p.letterAs = "none"
	}
	return p
}

// answerFact answers f from the fact it asks for.
func (p *plan) answerFact(f *field, k fact, a *Applicant, letter string) (*fill, string, string) {
	switch k {
	case factResume:
		return &fill{f: f, op: "resume"}, "", "resume_url"
	case factCoverLetter:
		if letter == "" || p.letterAs != "" {
			return nil, "", ""
		}
		if f.Kind == "file" {
			if letterFormat(f.Accept) == "" {
				return nil, "the form takes the cover letter only as " + f.Accept + ", which we cannot produce; " + hint(factUnknown, f.ID()), ""
			}
			p.letterAs = "file"
			return &fill{f: f, op: "letter_file"}, "", "cover_letter"
		}
		if !f.textual() {
			return nil, "", ""
		}
		p.letterAs = "text"
		return &fill{f: f, op: "set", value: letter}, "", "cover_letter"
	case factDemographic:
		for _, o := range f.Options {
			if declineRe.MatchString(o.Label) {
				fl, _ := answerWith(f, o.Label)
				return fl, "", "decline_option"
			}
		}
		return nil, "a demographic question without a \"decline to answer\" option: we never answer it for you; " + hint(factUnknown, f.ID()), ""
	case factUnknown:
		return nil, "", ""
	}
	if f.Kind == "file" {
		return nil, "", ""
	}
	text, yes, src := a.fact(k)
	if yes != nil {
		text = "No"
		if *yes {
			text = "Yes"
		}
	}
	if text == "" {
		return nil, "", ""
	}
	fl, problem := answerWith(f, text)
	if fl == nil {
		return nil, problem + "; " + hint(k, f.ID()), ""
	}
	return fl, "", src
}

// answerWith turns a text answer into a fill of f, or says why it does not fit.
func answerWith(f *field, v string) (*fill, string) {
	v = strings.TrimSpace(v)
	switch f.Kind {
	case "file":
		return nil, "a file question; only the resume and the cover letter can be uploaded"
	case "select", "radio":
		o, ok := matchOption(f.Options, v)
		if !ok {
			return nil, fmt.Sprintf("%q is not one of the options (%s)", v, strings.Join(f.optionLabels(), ", "))
		}
		if f.Kind == "select" {
			return &fill{f: f, op: "set", value: o.Value}, ""
		}
		return &fill{f: f, op: "click", refs: []string{o.Ref}}, ""
	case "multi_select", "multi_select_checkbox":
		var picked []option
		for _, part := range splitChoices(v, f.Options) {
			o, ok := matchOption(f.Options, part)
			if !ok {
				return nil, fmt.Sprintf("%q is not one of the options (%s); separate several with \";\"", part, strings.Join(f.optionLabels(), ", "))
			}
			picked = append(picked, o)
		}
		fl := &fill{f: f}
		for _, o := range picked {
			fl.values, fl.refs = append(fl.values, o.Value), append(fl.refs, o.Ref)
		}
		fl.op = "click"
		if f.Kind == "multi_select" {
			fl.op = "select_many"
		}
		return fl, ""
	case "checkbox":
		switch normText(v) {
		case "yes", "true", "y", "1", "checked", "agree", "i agree", "accept":
			return &fill{f: f, op: "click", refs: []string{f.Options[0].Ref}}, ""
		case "no", "false", "n", "0", "unchecked":
			return nil, ""
		}
		return nil, fmt.Sprintf("%q is not yes or no (a checkbox)", v)
	case "number":
		n := numberIn(v)
		if n == "" {
			return nil, fmt.Sprintf("%q is not a number, and the form asks for one", v)
		}
		return &fill{f: f, op: "set", value: n}, ""
	case "date":
		if !isoDate.MatchString(v) {
			return nil, fmt.Sprintf("%q is not a date as YYYY-MM-DD, and the form asks for one", v)
		}
	}
	return &fill{f: f, op: "set", value: v}, ""
}

// shown is how a fill is reported back.
func shown(fl *fill) string {
	switch fl.op {
	case "resume":
		return "(the resume PDF)"
	case "letter_file":
		return "(the cover letter, as a file)"
	case "click", "select_many":
		var labels []string
		for _, o := range fl.f.Options {
			for i, r := range fl.refs {
				if (r != "" && o.Ref == r) || (fl.op == "select_many" && o.Value == fl.values[i]) {
					labels = append(labels, o.Label)
				}
			}
		}
		return strings.Join(labels, "; ")
	}
	if fl.f.Kind == "select" {
		for _, o := range fl.f.Options {
			if o.Value == fl.value {
				return o.Label
			}
		}
	}
	return fl.value
}
