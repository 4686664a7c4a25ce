package ats

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// extraction is the state of reading one job description.
type extraction struct {
	a       *Analyzer
	skills  map[int]*mention
	terms   map[string]*mention
	phrases map[string]*mention
	own     map[string]struct{} // the employer's names, from its header and blurb
	used    []bool              // tokens of the clause a skill's own name covers
	hits    []lineHit
	groups  [][]string // "A, B or C": keys of keywords any one of which will do
	pos     int        // tokens read so far, for ranking by first position
}

// extract returns the keywords of a job description, best first.
func (a *Analyzer) extract(st *stemmer, jd string) []Keyword {
	x := &extraction{a: a, skills: map[int]*mention{}, terms: map[string]*mention{},
		phrases: map[string]*mention{}, own: map[string]struct{}{}}
	kind := kindGeneral
	lineNo := 0
	header := true  // short lines before the first heading: title, employer, place
	headed := false // a heading has been seen
	var buf []text.Token
	var toks []token
	plain := a.readable(jd)
	sv := a.survey(st, plain)
	for line := range strings.Lines(plain) {
		buf, toks = a.tokenizeLine(st, line, buf, toks)
		if len(toks) == 0 {
			continue
		}
		lineNo++
		src := line
		if k, rest, ok := a.inlineHeading(st, line); ok {
			// "Requirements: Go, SQL" opens a section on the same line.
			kind, header, headed, src = k, false, true, rest
			buf, toks = a.tokenizeLine(st, rest, buf, toks)
		} else if k, ok := a.cues.heading(line, toks); ok {
			kind, header, headed = k, false, true
			continue
		}
		header = header && lineNo <= maxHeaderLines && len(toks) <= maxHeaderTokens
		lk := kind
		if sv.headings && !header && !headed && kind == kindGeneral && len(toks) > maxHeaderTokens && !bulleted(line) {
			lk = kindCompany // prose before the first heading introduces the employer
		}
		if header && lineNo > 1 { // the first line is the job's title
			collectNames(toks, x.own, false)
		}
		if lk == kindCompany {
			// The employer's own business is not a skill asked for
			// ("Pharmacy" in a hospital's blurb); its names are noted.
			collectNames(toks, x.own, true)
			x.pos += len(toks)
			continue
		}
		stemmed := false
		// Clauses apart by ";" weigh on their own: "CCRN preferred; BLS and
		// ACLS required".
		for clause := range clauses(toks) {
			w := a.cues.lineWeight(lk, clause, bulleted(line))
			if w > 0 {
				if !stemmed {
					stemTokens(st, toks)
					stemmed = true
				}
				x.clause(src, clause, w, !header, sv.english, sv.bullets && !bulleted(line) && len(toks) > proseTokens)
			}
			x.pos += len(clause)
		}
	}
	return group(a.rank(x.skills, x.phrases, x.terms, x.own), x.groups)
}

// proseTokens is the length from which an unbulleted line is a paragraph.
const proseTokens = 20

// clauses yields the parts of a line apart by semicolons.
func clauses(toks []token) func(func([]token) bool) {
	return func(yield func([]token) bool) {
		from := 0
		for i := 1; i <= len(toks); i++ {
			if i == len(toks) || toks[i].before == ';' {
				if !yield(toks[from:i]) {
					return
				}
				from = i
			}
		}
	}
}

// clause reads the keywords of one clause of weight w; phrases are read
// outside the header only.
func (x *extraction) clause(src string, toks []token, w float64, phrases, english, prose bool) {
	a := x.a
	x.used = slices.Grow(x.used[:0], len(toks))[:len(toks)]
	clear(x.used)
	x.hits = x.hits[:0]
	a.vocab.scan(toks, false, func(h skillHit) {
		if prose && !nameLike(toks[h.from].raw) && !nameLike(toks[h.to-1].raw) {
			// A paragraph's lower-case skills narrate the team ("customer
			// dashboards, actuarial models and our data science group");
			// its names ("Snowflake", "HIPAA") still count.
			return
		}
		x.hits = append(x.hits, lineHit{key: skillKey(h.skill), from: h.from, to: h.to})
		if a.vocab.named(h.skill, toks[h.from:h.to]) {
			for j := h.from; j < h.to; j++ {
				x.used[j] = true
			}
		}
		m := x.skills[h.skill]
		if m == nil {
			m = &mention{}
			x.skills[h.skill] = m
		}
		surface := src[toks[h.from].start:toks[h.to-1].end]
		if m.add(w, x.pos+h.from) && !m.canonical {
			// Named as the posting names it where it matters most
			// ("Airflow", "prototypes"), or by its own name when the
			// posting uses that anywhere ("Adobe InDesign").
			m.surface = surface
		}
		if strings.EqualFold(surface, a.vocab.skills[h.skill].name) {
			m.surface, m.canonical = surface, true
		}
	})
	if phrases {
		a.phrases(src, toks, func(h phraseHit) {
			if !english && !allCodes(toks[h.from:h.to]) {
				return
			}
			if prose && (h.kind == phraseWords || h.kind == phraseLexicon && h.to-h.from == 1) {
				// A paragraph narrates ("owns ingestion for customer
				// dashboards, actuarial models and our data science group"):
				// from it only names, codes and the lexicon's multi-word
				// terms are keywords.
				return
			}
			if !slices.Contains(x.used[h.from:h.to], false) {
				return // the skill list's own name for it is reported
			}
			// A narrower name the skill list folds into a broader skill
			// ("accounts payable" under Accounting) is reported as well.
			x.hits = append(x.hits, lineHit{key: h.key, from: h.from, to: h.to})
			m := x.phrases[h.key]
			if m == nil {
				m = &mention{}
				x.phrases[h.key] = m
			}
			m.kind = max(m.kind, h.kind)
			m.listed = m.listed || h.listed
			if m.add(w, x.pos+h.from) {
				m.surface, m.lower = h.name, lowerKey(toks[h.from:h.to])
			}
		})
	}
	x.groups = anyOf(toks, x.hits, x.groups)
	if w >= sectionWeight[kindPreferred] && english {
		a.collectTerms(x.terms, toks, x.used, w, x.pos)
	}
}

// allCodes reports a run of codes and numbers only: "SAP", "ISO 9001".
func allCodes(toks []token) bool {
	for i, t := range toks {
		if !isCode(t.raw) && !(i > 0 && isNumber(t.text)) {
			return false
		}
	}
	return true
}

// posting is what one reading of a whole posting tells before its lines
// are weighed.
type posting struct {
	// headings: the posting has a section heading, so prose before the
	// first one introduces the employer; without one, it is the job.
	headings bool
	// bullets: the posting lists its duties, so its paragraphs narrate.
	bullets bool
	// english: its function words are mostly English ("and", "the") rather
	// than German, Spanish, French or Portuguese ("und", "y", "les"). The
	// phrase reader knows English; elsewhere it would take every capitalised
	// German noun for a product, so only skills and codes are read.
	english bool
}

func (a *Analyzer) survey(st *stemmer, plain string) posting {
	var p posting
	var buf []text.Token
	var toks []token
	en, other := 0, 0
	for line := range strings.Lines(plain) {
		buf = text.AppendScan(buf[:0], line)
		for _, t := range buf {
			if _, ok := foreignWords[t.Text]; ok {
				other++
			} else if text.IsStopWord(t.Text) {
				en++
			}
		}
		p.bullets = p.bullets || bulleted(line)
		if !p.headings && len(buf) <= maxHeadingTokens {
			_, toks = a.tokenizeLine(st, line, nil, toks)
			_, p.headings = a.cues.heading(line, toks)
		}
		if !p.headings && strings.IndexByte(line, ':') >= 0 {
			_, _, p.headings = a.inlineHeading(st, line)
		}
	}
	p.english = en >= other
	return p
}

// foreignWords are common function words of German, Spanish, French and
// Portuguese that English does not use.
var foreignWords = set([]string{
	"und", "der", "die", "das", "mit", "für", "von", "zu", "im", "ein", "eine", "wir", "sie", "ist",
	"auf", "bei", "den", "des", "oder", "ihre", "unser", "unsere", "dich", "du", "sowie", "nicht",
	"y", "el", "los", "las", "del", "con", "para", "por", "una", "que", "es", "su", "sus", "como",
	"et", "le", "les", "du", "pour", "avec", "une", "est", "nous", "vous", "dans", "sur", "aux",
	"não", "com", "uma", "os", "em", "da", "do", "seu", "sua",
})
