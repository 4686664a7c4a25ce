package ats

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// Keyword kinds.
const (
	KindSkill = "skill" // a known skill of the vocabulary (data/skills.json)
	KindTerm  = "term"  // a salient non-skill word repeated in the description
)

// Keyword importances, from the section a keyword was found in.
const (
	ImportanceRequired  = "required"
	ImportancePreferred = "preferred"
	ImportanceMentioned = "mentioned"
)

// Keyword is one keyword of the match target and whether the resume has it.
type Keyword struct {
	// Name is the skill's canonical name, or the term as first written.
	Name string `json:"name"`
	// Kind is KindSkill or KindTerm.
	Kind string `json:"kind"`
	// Category is the skill's category in skills.json ("cloud", "sales", ...).
	Category string `json:"category,omitempty"`
	// Importance is ImportanceRequired, ImportancePreferred or ImportanceMentioned.
	Importance string `json:"importance"`
	// Weight is the keyword's share in keyword_match_percentage (see doc.go).
	Weight float64 `json:"weight"`
	// Count is the number of mentions in weighted lines of the description.
	Count int `json:"count"`
	// Matched reports that the resume mentions the keyword.
	Matched bool `json:"matched"`
	// FoundIn lists where: skills, experience, titles, summary, education.
	FoundIn []string `json:"found_in,omitempty"`

	skill int    // vocabulary index for skills, -1 for terms
	stem  string // stem for terms
	first int    // token position of the first mention, for stable ranking
}

// Extraction limits: postings repeat themselves, and a match against 40 keywords
// already separates resumes well.
const (
	maxSkills     = 30
	maxTerms      = 10
	termWeight    = 0.35 // a salient word counts about a third of a skill
	minTermCount  = 3
	minTermLength = 3
)

type mention struct {
	count   int
	best    float64
	first   int
	surface string
	capped  int // mentions capitalised mid-sentence (proper nouns: company names)
	lower   int // mentions in lower case mid-sentence
}

func (m *mention) add(w float64, pos int) {
	if m.count == 0 {
		m.first = pos
	}
	m.count++
	m.best = max(m.best, w)
}

// extract returns the keywords of a job description, best first.
func (a *Analyzer) extract(st *stemmer, jd string) []Keyword {
	skills := map[int]*mention{}
	terms := map[string]*mention{}
	kind := kindGeneral
	pos := 0
	var buf []text.Token
	var toks []token
	var used []bool
	for line := range strings.Lines(text.FromHTML(jd)) {
		buf, toks = a.tokenizeLine(st, line, buf, toks)
		if len(toks) == 0 {
			continue
		}
		if k, rest, ok := a.inlineHeading(st, line); ok {
			// "Requirements: Go, SQL" opens a section on the same line.
			kind = k
			buf, toks = a.tokenizeLine(st, rest, buf, toks)
		} else if k, ok := a.cues.heading(line, toks); ok {
			kind = k
			continue
		}
		w := a.cues.lineWeight(kind, toks)
		if w == 0 {
			pos += len(toks)
			continue
		}
		stemTokens(st, toks)
		used = slices.Grow(used[:0], len(toks))[:len(toks)]
		clear(used)
		a.vocab.scan(toks, false, func(h skillHit) {
			m := skills[h.skill]
			if m == nil {
				m = &mention{}
				skills[h.skill] = m
			}
			m.add(w, pos+h.from)
			for j := h.from; j < h.to; j++ {
				used[j] = true
			}
		})
		if w >= sectionWeight[kindPreferred] {
			a.collectTerms(terms, toks, used, w, pos)
		}
		pos += len(toks)
	}
	return a.rank(skills, terms)
}

// inlineHeading splits "Heading: content" lines.
func (a *Analyzer) inlineHeading(st *stemmer, line string) (sectionKind, string, bool) {
	head, rest, ok := strings.Cut(line, ":")
	if !ok || strings.TrimSpace(rest) == "" || len(head) > 80 {
		return 0, "", false
	}
	_, ht := a.tokenizeLine(st, head, nil, nil)
	k, ok := a.cues.heading(head, ht)
	return k, rest, ok
}

// collectTerms counts the candidate non-skill words of one line.
func (a *Analyzer) collectTerms(terms map[string]*mention, toks []token, used []bool, w float64, pos int) {
	for j, t := range toks {
		if used[j] || !a.termCandidate(t) {
			continue
		}
		m := terms[t.stem]
		if m == nil {
			m = &mention{surface: t.text}
			terms[t.stem] = m
		}
		m.add(w, pos+j)
		if j > 0 && t.before != '.' && t.before != '!' && t.before != '?' {
			r, _ := utf8.DecodeRuneInString(t.raw)
			if unicode.IsUpper(r) {
				m.capped++
			} else {
				m.lower++
			}
		}
	}
}

func (a *Analyzer) termCandidate(t token) bool {
	if utf8.RuneCountInString(t.text) < minTermLength || text.IsStopWord(t.text) {
		return false
	}
	if _, stop := a.stopTerms[t.stem]; stop {
		return false
	}
	for _, r := range t.text {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// rank turns the mentions into weighted keywords and keeps the best.
func (a *Analyzer) rank(skills map[int]*mention, terms map[string]*mention) []Keyword {
	ks := make([]Keyword, 0, len(skills))
	for id, m := range skills {
		sk := a.vocab.skills[id]
		ks = append(ks, Keyword{Name: sk.name, Kind: KindSkill, Category: sk.category,
			Importance: importance(m.best), Weight: round2(sk.weight * m.best * damp(m.count)),
			Count: m.count, skill: id, first: m.first})
	}
	ts := make([]Keyword, 0, len(terms))
	for stem, m := range terms {
		if m.count < minTermCount || (m.capped > 0 && m.lower == 0) {
			continue
		}
		ts = append(ts, Keyword{Name: m.surface, Kind: KindTerm, Importance: importance(m.best),
			Weight: round2(termWeight * m.best * damp(m.count)), Count: m.count, skill: -1, stem: stem, first: m.first})
	}
	sortKeywords(ks)
	sortKeywords(ts)
	out := append(ks[:min(len(ks), maxSkills)], ts[:min(len(ts), maxTerms)]...)
	sortKeywords(out)
	return out
}

func sortKeywords(ks []Keyword) {
	slices.SortFunc(ks, func(a, b Keyword) int {
		if c := cmp.Compare(b.Weight, a.Weight); c != 0 {
			return c
		}
		if c := cmp.Compare(a.first, b.first); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
}

// damp rewards repetition a little: 1, 1.25, 1.5 for one, two, three or more mentions.
func damp(count int) float64 { return 1 + 0.25*float64(min(count-1, 2)) }

func importance(w float64) string {
	switch {
	case w >= sectionWeight[kindRequired]:
		return ImportanceRequired
	case w == sectionWeight[kindPreferred]:
		return ImportancePreferred
	}
	return ImportanceMentioned
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }
