package ats

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

// A suggestion may only ask for what the resume does not show. Beyond the
// exact and alias matches of match, the resume shows a keyword when one of
// its lines holds every word of it in an equivalent form: a credential noun
// in any of its forms ("AWS D1.1 certified" shows "AWS D1.1 certification"),
// an acronym spelled out ("Registered Nurse" shows "RN"). A keyword inside a
// longer one the resume meets is met with it ("Cerner" of "Epic or Cerner
// charting"). Numbers and units are never keywords to ask for ("400k", "F").

// credentialForms fold the forms of a credential noun to one word.
var credentialForms = map[string]string{
	"certification": "cert", "certifications": "cert", "certified": "cert", "certificate": "cert",
	"certificates": "cert", "cert": "cert", "certs": "cert",
	"license": "licen", "licensed": "licen", "licence": "licen", "licenses": "licen", "licences": "licen", "licensure": "licen",
}

// acronymFiller are the small words an acronym skips ("Bachelor of Science").
var acronymFiller = set([]string{"of", "and", "in", "for", "the", "&"})

// quantityRe is a number or an amount: "400k", "$28", "12,000", "40%", "3+".
var quantityRe = regexp.MustCompile(`^[$€£¥]?\d[\d.,]*(k|m|b|bn|%|\+|x)?$`)

// measure reports a keyword that is a number, an amount or a lone letter:
// a measure the posting states, not something a resume can show. A bare
// number after a name is part of the name ("OSHA 10", "Windows 11").
func measure(k Keyword) bool {
	if k.Kind == KindSkill {
		return false
	}
	words := strings.Fields(k.Name)
	if len(words) == 1 && len([]rune(words[0])) == 1 {
		return true // "F", "C" as a unit
	}
	for i, w := range words {
		w = strings.ToLower(strings.Trim(w, "()"))
		if !quantityRe.MatchString(w) {
			continue
		}
		bare := strings.Trim(w, "0123456789") == ""
		if !bare || i == 0 || !startsUpper(words[i-1]) {
			return true
		}
	}
	return false
}

// dropQuantities removes numbers and units from the keywords.
func dropQuantities(ks []Keyword) []Keyword {
	out := ks[:0]
	for _, k := range ks {
		if !measure(k) {
			out = append(out, k)
		}
	}
	return out
}

// resumeLine is one line of the resume with its tokens, where it stands and
// whether it shows a keyword in use or only lists it.
type resumeLine struct {
	toks  []token
	loc   string
	shown bool
}

// equivalents marks the keywords the resume shows in an equivalent form, or
// meets inside a longer keyword, as satisfied, with the evidence they earn.
func (a *Analyzer) equivalents(st *stemmer, r *model.Resume, ks []Keyword) {
	var lines []resumeLine
	var buf []text.Token
	add := func(s, loc string, shown bool) {
		for line := range strings.Lines(s) {
			var toks []token
			buf, toks = a.tokenizeLine(st, line, buf, nil)
			stemTokens(st, toks)
			lines = append(lines, resumeLine{toks: toks, loc: loc, shown: shown})
		}
	}
	add(r.Summary, "summary", true)
	add(r.TargetRole, "target_role", true)
	for i, e := range r.Experience {
		add(e.Title, fmt.Sprintf("experience[%d].title", i), true)
		for j, b := range e.Bullets {
			add(b, fmt.Sprintf("experience[%d].bullets[%d]", i, j), true)
		}
	}
	for i, s := range r.Skills {
		add(s, fmt.Sprintf("skills[%d]", i), false)
	}
	for i, e := range r.Education {
		add(strings.Join([]string{e.Degree, e.Field, e.School}, " "), fmt.Sprintf("education[%d]", i), false)
	}
	for _, t := range sectionTexts(r) {
		add(t.text, t.loc, t.shown)
	}
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.SatisfiedBy != "" {
			continue
		}
		var want []token
		buf, want = a.tokenizeLine(st, k.Name, buf, nil)
		stemTokens(st, want)
		if len(want) == 0 {
			continue
		}
		for _, l := range lines {
			if span, ok := showsAll(want, l.toks); ok {
				k.SatisfiedBy = span
				k.Locations = append(k.Locations, l.loc)
				ev := evidenceListed
				if l.shown {
					ev = evidenceShown
				}
				k.equiv = max(k.equiv, ev)
			}
		}
	}
	// A keyword inside a longer one that is met: "Cerner" of "Cerner
	// charting", met by Epic in "Epic or Cerner charting".
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.SatisfiedBy != "" {
			continue
		}
		for _, o := range ks {
			if o.Name == k.Name || !(o.Matched || o.SatisfiedBy != "") || !containsWords(o.Name, k.Name) {
				continue
			}
			k.SatisfiedBy = o.Name
			if !o.Matched {
				k.SatisfiedBy = o.SatisfiedBy
			}
			break
		}
	}
}

// showsAll reports whether line holds every token of want, at least one in
// an equivalent form (a plain match is match's to find) and all within a few
// words of each other, and returns the words of line that do.
func showsAll(want, line []token) (string, bool) {
	var used []string
	lo, hi, equiv := len(line), -1, false
	for _, w := range want {
		raw, from, to, eq := showsToken(w, line)
		if from < 0 {
			return "", false
		}
		used = append(used, raw)
		lo, hi, equiv = min(lo, from), max(hi, to), equiv || eq
	}
	if !equiv || hi-lo > len(want)+2 {
		return "", false
	}
	return strings.Join(used, " "), true
}

// showsToken finds w in line as the same word, another form of the same
// credential noun, or an acronym's words spelled out; it returns the words
// found, their token range, and whether the form was an equivalent one.
func showsToken(w token, line []token) (string, int, int, bool) {
	wf, wCred := credentialForms[w.text]
	for i, t := range line {
		if f, ok := credentialForms[t.text]; ok && wCred && f == wf {
			return t.raw, i, i + 1, t.text != w.text
		}
		if t.text == w.text || t.stem == w.stem {
			return t.raw, i, i + 1, false
		}
	}
	if acronym(w.raw) {
		if raw, from, to := spelledOut(strings.ToLower(w.raw), line); from >= 0 {
			return raw, from, to, true
		}
	}
	return "", -1, -1, false
}

// acronym reports an upper-case word of two to six letters ("RN", "CNA").
func acronym(raw string) bool {
	if len(raw) < 2 || len(raw) > 6 {
		return false
	}
	for _, c := range raw {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// spelledOut finds a run of capitalised words in line whose initials spell
// the acronym ac, small words skipped: "Registered Nurse" for "rn".
func spelledOut(ac string, line []token) (string, int, int) {
	for i := range line {
		j, n := i, 0
		var words []string
		for j < len(line) && n < len(ac) {
			t := line[j]
			if _, skip := acronymFiller[t.text]; skip && n > 0 {
				words = append(words, t.raw)
				j++
				continue
			}
			if t.text == "" || t.text[0] != ac[n] || !capitalWord(t.raw) {
				break
			}
			words = append(words, t.raw)
			n++
			j++
		}
		if n == len(ac) {
			return strings.Join(words, " "), i, j
		}
	}
	return "", -1, -1
}

// capitalWord reports a word of three letters or more written "Nurse": not an
// acronym of its own ("ICD"), which never spells out another.
func capitalWord(raw string) bool {
	if len(raw) < 3 || !startsUpper(raw) {
		return false
	}
	return strings.ToLower(raw[1:]) == raw[1:]
}

// containsWords reports whether the words of inner run inside outer.
func containsWords(outer, inner string) bool {
	o, in := strings.Fields(strings.ToLower(outer)), strings.Fields(strings.ToLower(inner))
	if len(in) == 0 || len(in) >= len(o) {
		return false
	}
	for i := 0; i+len(in) <= len(o); i++ {
		match := true
		for j := range in {
			if o[i+j] != in[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}
