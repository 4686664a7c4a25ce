package ats

import (
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// Phrase candidates are what a recruiter would underline in a duty or
// requirement line that the skill list does not know: the objects of its
// verbs ("cardiac rhythms", "bank reconciliations"), codes and acronyms
// ("BCMA", "SOX 404", "EPA 608 Universal", "I-9"), product and standard names
// written with capitals ("Cerner", "ServiceTitan", "WIDA ACCESS"), and the
// labour-market lexicon's terms inside longer runs ("refrigeration cycle").
//
// A line is cut into runs of content words at punctuation, function words,
// adverbs and bare numbers; a hyphen joins ("check-in", "high-flow"). A run
// that opens a clause loses its verb ("Interpret cardiac rhythms"), then
// leading modifiers ("strong", "continuous") and trailing generic heads
// ("experience", "skills") go. What is left, one to four words, is a
// candidate of one of four kinds, weighed by how surely it names a skill.
type phraseKind uint8

const (
	phraseWords   phraseKind = iota // lower-case words
	phraseLexicon                   // a term of the O*NET/ESCO lexicon
	phraseProper                    // capitalised mid-sentence: a product, a standard
	phraseCode                      // an acronym or a code: BCMA, SOX 404, 3PL
)

// phraseBase is how much a candidate of each kind counts before the line's
// weight; plain words count more as a list item or a verb's object than
// loose in a sentence ("busy season").
var phraseBase = [...]float64{phraseWords: 0.4, phraseLexicon: 0.8, phraseProper: 0.85, phraseCode: 0.9}

const listedWords = 0.7

func phraseWeight(k phraseKind, listed bool) float64 {
	if k == phraseWords && listed {
		return listedWords
	}
	return phraseBase[k]
}

// maxPhraseWords bounds a candidate; longer runs yield only what they hold.
const maxPhraseWords = 4

// phrase is one candidate mention.
type phraseHit struct {
	key  string // stems joined by spaces
	name string // as written
	kind phraseKind
	from int // tokens [from, to) of the line
	to   int
	// listed reports an item of a list or the object of a verb ("three-way
	// match, ...", "manage central lines"), what a recruiter underlines.
	listed bool
}

// phrases calls fn for every candidate of one weighted line; src is the line
// the tokens were read from.
func (a *Analyzer) phrases(src string, toks []token, fn func(phraseHit)) {
	strip := stripVerb // how the next run treats a verb opening it
	listSep := false   // the last cut was a list separator
	people := false    // inside "coordinate with X, Y and Z": teammates, not skills
	motion := false    // the clause moves someone or something: "transport patients to CT"
	lastVerb := false  // the last run was a verb alone: "Prepare and format ..."
	for i := 0; i < len(toks); {
		if _, ok := motionVerbs[toks[i].text]; ok {
			motion = true
		}
		if brk, opens := a.breaks(toks, i); brk {
			t := toks[i].text
			people = (people && (t == "and" || t == "or")) || ((t == "with" || t == "to") && i > 0 && peopleVerb(toks[i-1].text)) ||
				(t == "to" && motion) // where to is a place, not a skill
			switch {
			case (t == "and" || t == "or") && lastVerb:
				strip = stripAlways // "Prepare and format board materials": both verbs
			case (t == "and" || t == "or") && strip == keepVerb && toks[i].before != ',':
				// "benefits administration and open enrollment": a bare
				// "and" after a noun joins another noun, unless the word is
				// plainly a verb ("and administer medications").
				strip = stripPlainVerb
			case opens:
				strip = stripVerb
			case preposition(t):
				strip = keepVerb // "understanding of print production"
			}
			lastVerb = lastVerb && (t == "and" || t == "or")
			listSep = t == "and" || t == "or" || t == "&"
			if t == "of" && !people {
				a.ofTerm(src, toks, i, fn)
			}
			i++
			continue
		}
		if i > 0 && cutBefore(toks, i) {
			switch toks[i].before {
			case ',', '/':
				listSep = true
			case ';', '.', ':', '!', '?':
				people, motion, listSep = false, false, true
			default:
				people = false
			}
		}
		j := i + 1
		for j < len(toks) && !cutBefore(toks, j) && !toks[j-1].poss {
			if brk, _ := a.breaks(toks, j); brk {
				break
			}
			j++
		}
		listed := listSep || j < len(toks) && (listCut(toks, j) || toks[j].text == "and" || toks[j].text == "or" || askedHead(toks[j].text))
		lastVerb = false
		if !people {
			lastVerb = a.run(src, toks, i, j, strip, listed, fn)
		}
		// "Draw and analyse ...": a line opening with one capitalised word
		// and "and" opens with two verbs.
		lastVerb = lastVerb || j == i+1 && (i == 0 || sentenceStart(toks, i)) && startsUpper(toks[i].raw) && !isCode(toks[i].raw)
		strip = keepVerb
		if j >= len(toks) || opensClause(toks, j) {
			strip = stripVerb
		}
		listSep = false
		i = j
	}
}

// askedHead reports a word after which the run before it is what the posting
// asks for: "2+ years of bartending experience", "forklift skills".
func askedHead(w string) bool {
	switch w {
	case "experience", "skills", "knowledge", "expertise", "background", "proficiency", "familiarity", "certification", "certificate":
		return true
	}
	return false
}

// breaks reports whether toks[i] cuts a run, and whether a run after it opens
// a clause ("and", "or", "to" before a verb).
func (a *Analyzer) breaks(toks []token, i int) (brk, opens bool) {
	t := toks[i]
	if joined(toks, i) || (i+1 < len(toks) && joined(toks, i+1)) {
		return false, false
	}
	if isUpperWord(t.raw) {
		return false, false // US, IT, OR in capitals are names
	}
	if len(t.raw) == 1 && startsUpper(t.raw) && i > 0 && nameLike(toks[i-1].raw) && !cutBefore(toks, i) {
		return false, false // "CDL Class A", "Medicare Part B"
	}
	switch {
	case t.text == "and" || t.text == "or" || t.text == "to" || t.text == "&":
		return true, true
	case text.IsStopWord(t.text):
		return true, false
	case isNumber(t.text) && (i == 0 || !nameLike(toks[i-1].raw)):
		return true, false
	case adverb(t.text):
		return true, false
	}
	_, ok := phraseBreaks[t.text]
	return ok, false
}

// run turns toks[from:to] into candidates; it reports a run that was a verb
// alone ("Prepare" in "Prepare and format").
func (a *Analyzer) run(src string, toks []token, from, to int, strip verbRule, listed bool, fn func(phraseHit)) bool {
	lineStart := from == 0 || sentenceStart(toks, from)
	object := false // the run is what a verb acts on
	if a.verbOpens(toks, from, to, strip) {
		from++
		lineStart, object = false, true
		for from < to && joined(toks, from) {
			from++
		}
		if from >= to {
			return true
		}
	}
trim:
	for from < to {
		switch {
		case a.place(toks[from], to-from > 1):
			from++ // "Maine RN license": the licence, wherever it is held
			if from < to && to-from > 1 && divisionWord(toks[from].text) {
				from++ // "Washington State Journey Level Plumber certificate"
			}
		case a.leading(toks[from]) && !joined(toks, from+min(1, to-from-1)):
			from++ // "Active", "continuous"
		default:
			break trim
		}
		lineStart = false
	}
	for to-from > 1 && trailing(toks, from, to-1) && !joined(toks, to-1) {
		to--
	}
	if from >= to {
		return false
	}
	if to-from == 1 && gerundWithObject(toks, from) {
		return false // "hitting a net retention target", "turning it into a plan"
	}
	if to-from > maxPhraseWords {
		a.inner(src, toks, from, to, fn)
		return false
	}
	if !a.emit(src, toks, from, to, lineStart, listed || object, fn) {
		a.inner(src, toks, from, to, fn)
		return false
	}
	if to-from > 1 {
		a.inner(src, toks, from, to, fn)
	}
	// "Title III compliance", "Pantone specifications": the name before
	// the common words that follow it.
	if p := namePrefix(toks, from, to); p > from && p < to {
		a.emit(src, toks, from, p, lineStart, listed || object, fn)
	}
	// "kaizen events", "detailed itineraries": a pair of words holding one
	// the lexicon knows as a skill or tool, and no common word.
	if to-from == 2 && !a.lex.isTerm(stemKey(toks[from:to])) {
		for _, i := range []int{from, from + 1} {
			if t := toks[i]; a.lex.isTerm(t.stem) && !a.lex.isCommon(t.text) && !joined(toks, i) && !joined(toks, i+1) {
				a.emit(src, toks, i, i+1, false, true, fn)
			}
		}
	}
	// "guest check-in": the compound a word qualifies.
	if k := compoundStart(toks, to); k > from && k < to-1 {
		a.emit(src, toks, k, to, false, listed || object, fn)
	}
	// "Full-cycle accounts payable", "Month-end journal entries": the thing
	// without the compound that qualifies it.
	if k := compoundEnd(toks, from); k > from+1 && k < to {
		a.emit(src, toks, k, to, false, listed || object, fn)
	}
	// "packaged rooftop units": the thing without the participle that
	// describes it.
	if to-from > 2 && participle(toks[from]) {
		a.emit(src, toks, from+1, to, false, listed || object, fn)
	}
	// "workers' compensation claims", "collections calls": the field
	// without the generic thing done in it.
	if to-from > 1 && genericHead(toks[to-1]) && !joined(toks, to-1) {
		a.emit(src, toks, from, to-1, lineStart, true, fn)
	}
	return false
}

// emit reports toks[from:to] when it is a candidate.
func (a *Analyzer) emit(src string, toks []token, from, to int, lineStart, listed bool, fn func(phraseHit)) bool {
	kind, ok := a.classify(toks[from:to], lineStart, listed)
	if !ok {
		return false
	}
	key := stemKey(toks[from:to])
	if kind == phraseWords && a.lex.isTerm(key) {
		kind = phraseLexicon
	}
	fn(phraseHit{key: key, name: src[toks[from].start:nameEnd(toks[to-1])], kind: kind, from: from, to: to, listed: listed})
	return true
}

// namePrefix returns the end of the capitalised words or codes opening
// toks[from:to], or from when the run does not open with one.
func namePrefix(toks []token, from, to int) int {
	p := from
	for p < to && (startsUpper(toks[p].raw) || isCode(toks[p].raw) || p > from && isNumber(toks[p].text)) {
		if _, ok := categoryCodes[toks[p].text]; ok && p > from && p == to-1 {
			break // "Toast POS", "Epic EHR": the product, then its kind
		}
		p++
	}
	return p
}

// compoundStart returns the start of the hyphenated compound ending at
// toks[to-1].
func compoundStart(toks []token, to int) int {
	k := to - 1
	for k > 0 && joined(toks, k) {
		k--
	}
	return k
}

// compoundEnd returns the end of the hyphenated compound opening at toks[from].
func compoundEnd(toks []token, from int) int {
	k := from + 1
	for k < len(toks) && joined(toks, k) {
		k++
	}
	return k
}

// inner reports what a run too long (or too plain) to be one candidate holds:
// lexicon terms, the longest first wherever they stand ("air pressure tests"
// holds "pressure tests"), and codes.
func (a *Analyzer) inner(src string, toks []token, from, to int, fn func(phraseHit)) {
	var taken uint64 // tokens already reported, relative to from (runs are short)
	for k := min(a.lex.maxWords, to-from, maxPhraseWords); k >= 2; k-- {
		for i := from; i+k <= to && i-from+k <= 64; i++ {
			if k == to-from || taken&spanBits(i-from, k) != 0 {
				continue // the run itself was reported, or overlaps a longer term
			}
			if key := stemKey(toks[i : i+k]); a.lex.isTerm(key) {
				fn(phraseHit{key: key, name: src[toks[i].start:nameEnd(toks[i+k-1])], kind: phraseLexicon, from: i, to: i + k})
				taken |= spanBits(i-from, k)
			}
		}
	}
	for i := from; i < to; i++ {
		t := toks[i]
		if !isCode(t.raw) || joined(toks, i) || joined(toks, i+1) || roman(t.raw) || money(t) {
			continue
		}
		if !(i == from && to-from == 1) {
			fn(phraseHit{key: t.stem, name: src[t.start:nameEnd(t)], kind: phraseCode, from: i, to: i + 1})
		}
		// A code and its version or level: "WCAG 2.1", "OSHA 10", "SOX 404".
		if i+1 < to && isNumber(toks[i+1].text) && !(i == from && to-from == 2) {
			fn(phraseHit{key: stemKey(toks[i : i+2]), name: src[t.start:nameEnd(toks[i+1])], kind: phraseCode, from: i, to: i + 2})
		}
	}
}

func spanBits(off, n int) uint64 {
	if off >= 64 {
		return 0
	}
	return (uint64(1)<<n - 1) << off
}

// classify says what kind of candidate a run is, or false when it is not
// one: a lone common word, a verb, a word at a sentence's start.
func (a *Analyzer) classify(toks []token, lineStart, listed bool) (phraseKind, bool) {
	codes, capped := 0, 0
	for i, t := range toks {
		switch {
		case isCode(t.raw):
			codes++
		case startsUpper(t.raw) && !(i == 0 && lineStart):
			capped++
		}
	}
	switch {
	case codes > 0 && len(toks) == 1 && a.country(toks[0].raw):
		return 0, false // "US", "UK": where, not what
	case codes > 0:
		return phraseCode, true
	case capped == len(toks) && len(toks) == 1 && a.lex.isCommon(toks[0].text) && !a.lex.isProduct(toks[0].text):
		return 0, false // "Housekeeping and Engineering": departments, not skills
	case capped == len(toks):
		return phraseProper, true
	case capped > 0 && startsUpper(toks[len(toks)-1].raw):
		return phraseProper, true // "Cornerstone OnDemand", "Title VII" after a cut
	}
	if len(toks) == 1 {
		t := toks[0]
		if lineStart && startsUpper(t.raw) && !a.lex.isProduct(t.text) {
			return 0, false
		}
		if _, stop := a.stopTerms[t.stem]; stop || a.lex.isVerb(t.text) || utf8.RuneCountInString(t.text) < 4 {
			return 0, false
		}
		if !listed && a.verbForm(t) && !a.lex.isTerm(t.stem) && !a.lex.isTerm(t.text) {
			return 0, false // "hitting", "turning": a verb, not a listed function like "receiving"
		}
		if !a.lex.isTerm(t.stem) && !listed {
			// One plain word counts when the labour market names a skill,
			// tool or field so ("telemetry", "payroll", "forklift"), or
			// as an item of a list ("superheat, subcooling"); not a loose
			// "efficient" or "rationale".
			return 0, false
		}
		for _, r := range t.text {
			if !unicode.IsLetter(r) {
				return 0, false
			}
		}
		return phraseWords, true
	}
	for i, t := range toks {
		if _, stop := a.stopTerms[t.stem]; !stop || joined(toks, i) || joined(toks, i+1) {
			return phraseWords, true // a hyphenated compound is one word: "new-hire orientation"
		}
	}
	return 0, false // every word generic: "business needs"
}

// ofTerm reports a lexicon term joined by the "of" at toks[i], which cuts
// runs: "bill of lading", "bill of materials", "theory of constraints". One or
// two words on each side, none of them a break, and no punctuation between.
func (a *Analyzer) ofTerm(src string, toks []token, i int, fn func(phraseHit)) {
	for l := 2; l >= 1; l-- {
		for r := 2; r >= 1; r-- {
			from, to := i-l, i+1+r
			if from < 0 || to > len(toks) || !a.plainSpan(toks, from, i) || !a.plainSpan(toks, i+1, to) || cutBefore(toks, i) || cutBefore(toks, i+1) {
				continue
			}
			if key := stemKey(toks[from:to]); a.lex.isTerm(key) {
				fn(phraseHit{key: key, name: src[toks[from].start:nameEnd(toks[to-1])], kind: phraseLexicon, from: from, to: to, listed: true})
				return
			}
		}
	}
}

// plainSpan reports toks[from:to] as content words of one run.
func (a *Analyzer) plainSpan(toks []token, from, to int) bool {
	for j := from; j < to; j++ {
		if brk, _ := a.breaks(toks, j); brk || j > from && cutBefore(toks, j) {
			return false
		}
	}
	return true
}
