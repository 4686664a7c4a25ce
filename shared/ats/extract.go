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
	creds   []lineHit // the clause's licences and certifications, whole
	// sure and doubt: skills named as names, and skills named only by an
	// everyday word in lower case ("torch"), which count only beside
	// another skill of their field.
	sure, doubt map[int]bool
	groups      [][]string      // "A, B or C": keys of keywords any one of which will do
	pos         int             // tokens read so far, for ranking by first position
	prior       prior           // the posting's occupation, from its title
	train       bool            // return every candidate with its traits (FilterCandidates)
	hired       map[string]bool // the words of the posting's first line, its title
	lean        []float32       // the clause's words' lean to knowledge (lineContext.lean)
}

// extract returns the keywords of a job description, best first.
func (a *Analyzer) extract(st *stemmer, jd string) []Keyword {
	return a.extractAll(st, jd, false)
}

func (a *Analyzer) extractAll(st *stemmer, jd string, train bool) []Keyword {
	x := &extraction{a: a, train: train, skills: map[int]*mention{}, terms: map[string]*mention{},
		phrases: map[string]*mention{}, own: map[string]struct{}{}, sure: map[int]bool{}, doubt: map[int]bool{}}
	plain := a.readable(jd)
	sv := a.survey(st, plain)
	var tags []uint8
	var margins []float32
	var tc lineContext
	a.lines(st, plain, sv, func(l *postingLine) {
		if len(l.toks) <= maxHeaderTokens && !l.bulleted && !x.prior.known {
			x.prior.readTitle(a.occs, l.src)
		}
		if l.header && l.no > 1 { // the first line is the job's title
			collectNames(l.toks, x.own, false)
		}
		employerNames(l.toks, x.own)
		if l.no == 1 {
			x.hired = map[string]bool{}
			for _, t := range l.toks {
				x.hired[strings.TrimSuffix(t.text, "s")] = true
			}
		}
		if l.blurb {
			// The employer's own business is not a skill asked for
			// ("Pharmacy" in a hospital's blurb); its names are noted.
			collectNames(l.toks, x.own, true)
			x.pos += len(l.toks)
			return
		}
		toks := l.toks
		stemmed := false
		tags = tags[:0]
		off := 0
		// Clauses apart by ";" weigh on their own: "CCRN preferred; BLS and
		// ACLS required".
		for clause := range clauses(toks) {
			w := a.cues.lineWeight(l.kind, clause, l.bulleted)
			if condition(clause) {
				w = 0 // what the employer will check, not what a candidate knows
			}
			if w > 0 {
				if !stemmed {
					stemTokens(st, toks)
					stemmed = true
					tags, margins = a.tagLine(&tc, toks, l, tags, margins)
				}
				x.lean = tc.lean[off : off+len(clause)]
				x.clause(l.src, clause, tags[off:off+len(clause)], margins[off:off+len(clause)], w, !l.header, sv.english, sv.bullets && !l.bulleted && len(toks) > proseTokens)
			}
			x.pos += len(clause)
			off += len(clause)
		}
	})
	x.dropDoubtful()
	return group(a.rank(x.skills, x.phrases, x.terms, x.own, x.hired, plain, x.train), x.groups)
}

// postingLine is one line of a posting as the section reader sees it.
type postingLine struct {
	no       int // 1-based among lines with words
	src      string
	off      int     // byte offset of src in the posting
	toks     []token // not stemmed; valid until the next line
	kind     sectionKind
	header   bool // a short line before the first heading: title, employer, place
	blurb    bool // the employer's introduction: no keyword comes from it
	bulleted bool
}

// lines calls fn for every line of plain that is not a heading, with the
// section it sits in. Prose before the first heading of a posting that has
// headings introduces the employer.
func (a *Analyzer) lines(st *stemmer, plain string, sv posting, fn func(*postingLine)) {
	kind := kindGeneral
	header := true  // short lines before the first heading: title, employer, place
	headed := false // a heading has been seen
	var buf []text.Token
	var l postingLine
	next := 0
	for line := range strings.Lines(plain) {
		start := next
		next += len(line)
		buf, l.toks = a.tokenizeLine(st, line, buf, l.toks)
		if len(l.toks) == 0 {
			continue
		}
		l.no++
		l.src, l.off = line, start
		if k, rest, ok := a.inlineHeading(st, line); ok {
			// "Requirements: Go, SQL" opens a section on the same line.
			kind, header, headed, l.src, l.off = k, false, true, rest, start+len(line)-len(rest)
			buf, l.toks = a.tokenizeLine(st, rest, buf, l.toks)
		} else if k, ok := a.cues.heading(line, l.toks); ok {
			kind, header, headed = k, false, true
			continue
		} else if k, ok := a.cues.capsHeading(l.toks); ok {
			kind, header, headed = k, false, true
			continue
		}
		header = header && l.no <= maxHeaderLines && len(l.toks) <= maxHeaderTokens
		l.header, l.bulleted, l.kind, l.blurb = header, bulleted(line), kind, kind == kindCompany
		if sv.headings && !header && !headed && kind == kindGeneral && len(l.toks) > maxHeaderTokens && !l.bulleted {
			l.kind, l.blurb = kindCompany, true // prose before the first heading introduces the employer
		}
		fn(&l)
	}
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
func (x *extraction) clause(src string, toks []token, tags []uint8, margins []float32, w float64, phrases, english, prose bool) {
	a := x.a
	x.used = slices.Grow(x.used[:0], len(toks))[:len(toks)]
	clear(x.used)
	x.hits = x.hits[:0]
	a.vocab.scan(toks, false, func(h skillHit) {
		if english && !agreed(margins, h.from, h.to, skillMargin) {
			return // the tagger, which reads English, reads no skill here
		}
		if standardCode(toks, h.to) {
			return
		}
		if a.productReading(&x.prior, toks, h) == productDoubt {
			if !x.sure[h.skill] {
				x.doubt[h.skill] = true
			}
		} else {
			x.sure[h.skill], x.doubt[h.skill] = true, false
		}
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
		m.seeMargin(maxMargin(margins, h.from, h.to))
		m.seeLean(maxMargin(x.lean, h.from, h.to))
		m.span.see(tags, margins, h.from, h.to)
		x.context(m, toks, h.from, h.to)
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
	x.creds = x.creds[:0]
	if phrases && english && w >= sectionWeight[kindRequired] {
		x.credentials(src, toks, w) // what a posting requires, not its blurb's awards
	}
	if phrases {
		a.phrases(src, toks, func(h phraseHit) {
			if x.insideCredential(toks, h.from, h.to) || unitAfterNumber(toks, h.from, h.to) || codeCertified(toks[h.from:h.to]) {
				return // "AWS" of "AWS D1.1 certified"; "F" of "120 F"; "CPR certification" is CPR
			}
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
			if quantity(toks[h.from].raw) || titleHead(toks[h.to-1]) || a.placeName(toks[h.from:h.to], h.name) || a.shouted(toks[h.from:h.to]) || a.jobTitle(toks[h.from:h.to], h.name) {
				return // "65K euros", "1st"; "Backend Developer" is who, not what
			}
			need := phraseMargin[h.kind]
			if h.listed {
				need = min(need, listedMargin)
			}
			if h.to-h.from == 1 && isLowerWord(toks[h.from].raw) {
				need = max(need, oneWordMargin)
			}
			if !agreed(margins, h.from, h.to, need) {
				return // the tagger reads it as no skill here ("young bright technical minds")
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
			m.seeMargin(maxMargin(margins, h.from, h.to))
			m.seeLean(maxMargin(x.lean, h.from, h.to))
			m.span.see(tags, margins, h.from, h.to)
			x.context(m, toks, h.from, h.to)
			if m.add(w, x.pos+h.from) {
				m.surface, m.lower = h.name, lowerKey(toks[h.from:h.to])
			}
		})
	}
	if phrases && english && !prose {
		x.taggedSpans(src, toks, tags, margins, w)
	}
	x.groups = anyOf(toks, x.hits, x.groups)
	if w >= sectionWeight[kindPreferred] && english {
		a.collectTerms(x.terms, toks, x.used, tags, margins, x.lean, w, x.pos)
	}
}

// agreed reports that the tagger scores a word of toks[from:to] as a skill
// by at least min over no skill, or that there is no tagger.
func agreed(margins []float32, from, to int, min float32) bool {
	if len(margins) == 0 {
		return true
	}
	for _, m := range margins[from:to] {
		if m >= min {
			return true
		}
	}
	return false
}

// phraseMargin is the margin each kind of phrase needs: the surer the
// reader is of a name, the less the tagger must confirm it.
var phraseMargin = [...]float32{phraseWords: 20, phraseLexicon: 5, phraseProper: 0, phraseCode: -10}

// The margins the tagger must give a skill of the list, a lower-case word
// alone, and a span it finds on its own. Set on SkillSpan's dev split and
// the development set (README › Quality); the tagger's scores are sums of
// perceptron weights, so they are on its own scale.
const (
	skillMargin   float32 = 0
	listedMargin  float32 = 5 // a list item or a verb's object is likelier a skill
	oneWordMargin float32 = 30
	spanMargin    float32 = 20
)

var minPhraseWeight float64

// maxTaggedWords bounds a knowledge span the tagger reports on its own.
const maxTaggedWords = 5

// taggedSpans reports the knowledge spans the tagger marks that no skill
// or phrase of the line covers.
func (x *extraction) taggedSpans(src string, toks []token, tags []uint8, margins []float32, w float64) {
	people := len(toks) // teammates follow "coordinate with", "report to"
	for i := 1; i < len(toks); i++ {
		if t := toks[i].text; (t == "with" || t == "to") && peopleVerb(toks[i-1].text) {
			people = i
			break
		}
	}
	for i := 0; i < len(tags); i++ {
		if tags[i] != tagBK || i > people {
			continue
		}
		j := i + 1
		for j < len(tags) && tags[j] == tagIK {
			j++
		}
		// A list is no one span: "slings, shackles", "abdominal, pelvic"
		// are read item by item.
		from := i
		for k := i + 1; k <= j; k++ {
			if k == j || listItemCut(toks, k) {
				x.taggedSpan(src, toks, tags, margins, from, k, w)
				from = k
			}
		}
		i = j - 1
	}
}

// listItemCut reports a list separator or a bracket before toks[k].
func listItemCut(toks []token, k int) bool {
	if !cutBefore(toks, k) {
		return false
	}
	switch toks[k].before {
	case ',', ';', '(', ')', ':':
		return true
	}
	return false
}

// taggedSpan reports toks[from:to], a knowledge span the tagger marks, unless
// a skill or phrase of the line covers it.
func (x *extraction) taggedSpan(src string, toks []token, tags []uint8, margins []float32, from, to int, w float64) {
	for from < to && (text.IsStopWord(toks[from].text) || isNumber(toks[from].text)) {
		from++
	}
	for to > from && text.IsStopWord(toks[to-1].text) {
		to--
	}
	if to == from || to-from > maxTaggedWords || covered(x.hits, from, to) || quantity(toks[from].raw) || titleHead(toks[to-1]) ||
		x.a.placeName(toks[from:to], src[toks[from].start:toks[to-1].end]) {
		return
	}
	if !agreed(margins, from, to, spanMargin) {
		return
	}
	key := stemKey(toks[from:to])
	x.hits = append(x.hits, lineHit{key: key, from: from, to: to})
	m := x.phrases[key]
	if m == nil {
		m = &mention{}
		x.phrases[key] = m
	}
	kind := phraseWords
	if x.a.lex.isTerm(key) {
		kind = phraseLexicon
	}
	m.kind = max(m.kind, kind)
	m.listed, m.tagged = true, true
	m.seeMargin(maxMargin(margins, from, to))
	m.seeLean(maxMargin(x.lean, from, to))
	m.span.see(tags, margins, from, to)
	x.context(m, toks, from, to)
	if m.add(w, x.pos+from) {
		m.surface, m.lower = src[toks[from].start:nameEnd(toks[to-1])], lowerKey(toks[from:to])
	}
}

// context notes how the clause toks introduces toks[from:to] (see
// mention.asked): a requirement names what it asks for after "experience
// with", "knowledge of", "proficient in", "using" or before "experience",
// "certification"; a duty opens with a verb and names what is acted on,
// which is a tool a screen names ("Operate boom lifts") as often as the
// day's objects ("Check fill weights"). The filter weighs both.
func (x *extraction) context(m *mention, toks []token, from, to int) {
	if from >= 2 && askedBy(toks[from-1].text, toks[from-2].text) || from >= 1 && toks[from-1].text == "using" ||
		to < len(toks) && askedHead(toks[to].text) {
		m.asked = true
	}
	if x.a.dutyClause(toks) {
		m.duties++
	} else {
		m.others++
	}
}

// askedBy reports a preposition after a word that asks for what follows it:
// "experience with", "knowledge of", "proficient in", "certified in".
func askedBy(prep, cue string) bool {
	switch prep {
	case "with", "in", "of", "on":
	default:
		return false
	}
	switch cue {
	case "experience", "experienced", "knowledge", "proficiency", "proficient", "familiarity", "familiar", "skills",
		"skilled", "expertise", "understanding", "certified", "certification", "trained", "training", "background",
		"fluency", "fluent", "comfortable", "competency", "competence", "versed":
		return true
	}
	return false
}

// dutyClause reports a clause opening with a verb in its base or -s form,
// as a duty does ("Install aluminum storefront", "Monitors alarms"); not a
// requirement opening with a word that is also a verb ("Experience with",
// "Working knowledge").
func (a *Analyzer) dutyClause(toks []token) bool {
	if len(toks) == 0 || isCode(toks[0].raw) {
		return false
	}
	w := toks[0].text
	if askedHead(w) || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") {
		return false
	}
	return a.lex.isVerb(w) || a.lex.isVerb(strings.TrimSuffix(w, "s"))
}

// covered reports a hit of the line overlapping [from, to).
func covered(hits []lineHit, from, to int) bool {
	for _, h := range hits {
		if h.from < to && from < h.to {
			return true
		}
	}
	return false
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

// condition reports a clause stating a condition of employment ("must pass
// a pre-employment drug screen and background check", "offer contingent
// upon ...", "subject to a physical"): what the employer will check of a
// hire, no skill to screen resumes for.
func condition(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i].text, toks[i+1].text
		switch {
		case (a == "pass" || a == "passing" || a == "undergo" || a == "complete" && i > 0 && toks[i-1].text == "to") && i+2 < len(toks) && (b == "a" || b == "an" || b == "the") && preEmployment(toks[i+2:]),
			a == "contingent" && (b == "on" || b == "upon"),
			a == "subject" && b == "to" && i+2 < len(toks) && preEmployment(toks[i+2:]):
			return true
		}
	}
	return false
}

// preEmployment reports the checks an employer runs on a hire: a screen,
// a test, a check, a physical, an exam before employment.
func preEmployment(toks []token) bool {
	for i, t := range toks {
		if i > 4 {
			break
		}
		switch t.text {
		case "pre-employment", "preemployment", "background", "drug", "physical", "screening", "screen", "check", "checks":
			return true
		}
	}
	return false
}
