package ats

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

// place is where in the resume a keyword was found (a bit set).
type place uint8

const (
	inSkills place = 1 << iota
	inExperience
	inTitles
	inSummary
	inEducation
	inProjects    // projects and volunteer work
	inCredentials // certificates, awards and languages
)

// placeNames are the JSON names of the places, in bit order.
var placeNames = [...]string{"skills", "experience", "titles", "summary", "education", "projects", "certificates"}

func (p place) names() []string {
	var out []string
	for i, n := range placeNames {
		if p&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// unit is one piece of resume text (a bullet, a skill entry) with the skills
// and stems it holds, for matching and tailoring.
type unit struct {
	skills  []int
	stems   []string
	seq     string // " s1 s2 … " stems in order, lines apart, for phrases
	words   int    // token count, for the length rubric
	opener  string // first token, for the action-verb rubric
	numWord bool   // holds a number word ("doubled", "twelve")
	kw      []int  // indexes of the keywords it mentions, once mark has run
}

func (u unit) hasSkill(id int) bool { return slices.Contains(u.skills, id) }
func (u unit) hasStem(s string) bool {
	_, ok := slices.BinarySearch(u.stems, s)
	return ok
}

// has reports whether the unit mentions k: its skill, its word, or its
// phrase's words in order.
func (u unit) has(k Keyword) bool {
	switch {
	case k.Kind == KindSkill:
		return u.hasSkill(k.skill) || slices.ContainsFunc(k.narrower, u.hasSkill)
	case !strings.Contains(k.stem, " "):
		return u.hasStem(k.stem)
	}
	return strings.Contains(u.seq, " "+k.stem+" ")
}

// resumeIndex holds what the resume says, by skill and by stem.
type resumeIndex struct {
	skills    map[int]place
	stems     map[string]place
	bullets   [][]unit // per experience entry, per bullet
	entries   []unit   // per skills entry
	titles    []unit   // per experience entry
	summary   unit
	education []unit
	sections  []sectionUnit // projects, volunteer work, certificates, awards, languages
}

func (a *Analyzer) indexResume(st *stemmer, r *model.Resume) *resumeIndex {
	ix := &resumeIndex{skills: map[int]place{}, stems: map[string]place{}}
	var buf []text.Token
	var toks []token
	var seq strings.Builder
	add := func(s string, where place, lenient bool) unit {
		var u unit
		seq.Reset()
		for line := range strings.Lines(s) {
			buf, toks = a.tokenizeLine(st, line, buf, toks)
			stemTokens(st, toks)
			if u.words == 0 && len(toks) > 0 {
				u.opener = toks[0].text
			}
			u.words += len(toks)
			a.vocab.scan(toks, lenient, func(h skillHit) {
				ix.skills[h.skill] |= where
				if !slices.Contains(u.skills, h.skill) {
					u.skills = append(u.skills, h.skill)
				}
			})
			seq.WriteString(" |")
			for _, t := range toks {
				seq.WriteByte(' ')
				seq.WriteString(t.stem)
				ix.stems[t.stem] |= where
				u.stems = append(u.stems, t.stem)
				if _, ok := a.verbs.numbers[t.text]; ok {
					u.numWord = true
				}
			}
		}
		seq.WriteByte(' ')
		u.seq = seq.String()
		slices.Sort(u.stems)
		u.stems = slices.Compact(u.stems)
		return u
	}
	for _, s := range r.Skills {
		u := add(s, inSkills, true)
		if id, ok := a.vocab.lookup(st, s); ok && !u.hasSkill(id) {
			ix.skills[id] |= inSkills
			u.skills = append(u.skills, id)
		}
		ix.entries = append(ix.entries, u)
	}
	for _, e := range r.Experience {
		ix.titles = append(ix.titles, add(e.Title, inTitles, false))
		bs := make([]unit, len(e.Bullets))
		for j, b := range e.Bullets {
			bs[j] = add(b, inExperience, false)
		}
		ix.bullets = append(ix.bullets, bs)
	}
	ix.summary = add(r.Summary, inSummary, false)
	for _, ed := range r.Education {
		ix.education = append(ix.education, add(ed.Degree+"\n"+ed.Field, inEducation, false))
	}
	for _, t := range sectionTexts(r) {
		ix.sections = append(ix.sections, sectionUnit{unit: add(t.text, t.where, t.list), loc: t.loc, shown: t.shown, in: t.where})
	}
	return ix
}

// found returns where the resume mentions k, or 0.
func (ix *resumeIndex) found(k Keyword) place {
	switch {
	case k.Kind == KindSkill:
		p := ix.skills[k.skill]
		for _, id := range k.narrower {
			p |= ix.skills[id] // Prometheus and Grafana show observability
		}
		return p
	case !strings.Contains(k.stem, " "):
		return ix.stems[k.stem]
	}
	return ix.marked(k.idx)
}

// marked returns where the keyword of index i was marked.
func (ix *resumeIndex) marked(i int) place {
	var p place
	in := func(u unit) bool { return slices.Contains(u.kw, i) }
	if slices.ContainsFunc(ix.entries, in) {
		p |= inSkills
	}
	for e := range ix.bullets {
		if in(ix.titles[e]) {
			p |= inTitles
		}
		if slices.ContainsFunc(ix.bullets[e], in) {
			p |= inExperience
		}
	}
	if in(ix.summary) {
		p |= inSummary
	}
	if slices.ContainsFunc(ix.education, in) {
		p |= inEducation
	}
	for _, u := range ix.sections {
		if in(u.unit) {
			p |= u.in
		}
	}
	return p
}

// mark records in every unit which keywords it mentions, so evidence,
// tailoring and suggestions read it once instead of matching again.
func (ix *resumeIndex) mark(ks []Keyword) {
	do := func(u *unit) {
		u.kw = u.kw[:0]
		for i, k := range ks {
			if u.has(k) {
				u.kw = append(u.kw, i)
			}
		}
	}
	for i := range ix.entries {
		do(&ix.entries[i])
	}
	for e := range ix.bullets {
		do(&ix.titles[e])
		for j := range ix.bullets[e] {
			do(&ix.bullets[e][j])
		}
	}
	do(&ix.summary)
	for i := range ix.education {
		do(&ix.education[i])
	}
	for i := range ix.sections {
		do(&ix.sections[i].unit)
	}
}

// relevance sums the weights of the keywords a marked unit mentions.
func relevance(u unit, ks []Keyword) float64 {
	var sum float64
	for _, i := range u.kw {
		sum += ks[i].Weight
	}
	return sum
}
