package ats

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// The keyword filter reads a whole candidate keyword, after the reader has
// proposed it and the tagger has read its words, and decides whether a
// recruiter would screen for it. What a word tagger cannot see is the
// candidate as one thing: that it is a lone generic word ("reports", "water"),
// a plural of people ("bus drivers"), a piece of a sentence with a verb
// inside it or ending on one ("engineers rely", "equipment maintained"), or
// a word every trade's tasks use; and how far the tagger read its words as
// knowledge (a tool, a subject) rather than as a skill (something done,
// which a recruiter's screen rarely names); and how the tagger read the span
// whole: whether its head word is what the tagger reads as knowledge
// ("hydraulic schematics") or only a modifier is ("premium lenses"), and
// whether its tags cover the span (spanEvidence). It is a logistic
// regression over such traits (data/keyword_filter.json.gz), learnt by
// ./gen/tagger from SkillSpan's train split (a candidate on an annotated
// knowledge span is a keyword, one off every span is not), the development
// set's must and must-not lists and the judged keywords of the sets of
// FilterJudgedSets (testdata/fresh to fresh6 and train1); and it reads how
// the posting introduces a candidate: asked for as such ("experience with
// X") or named only inside duties (extraction.context).

// keywordFilter holds the weights of the traits a candidate shows.
type keywordFilter struct {
	w         map[string]float64
	threshold float64
	t         traitWeights // w laid out by trait, read once at load
}

// FilterFile is the shape of data/keyword_filter.json.gz.
type FilterFile struct {
	// Weights of the traits (candidate.traits); "bias" is always on.
	Weights map[string]float64 `json:"weights"`
	// Threshold: a candidate scoring below it is dropped.
	Threshold float64 `json:"threshold"`
}

func readFilter(raw []byte) (*keywordFilter, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("ats: keyword filter: %w", err)
	}
	var f FilterFile
	if err := json.NewDecoder(zr).Decode(&f); err != nil {
		return nil, fmt.Errorf("ats: keyword filter: %w", err)
	}
	return newKeywordFilter(f.Weights, f.Threshold), nil
}

func newKeywordFilter(w map[string]float64, threshold float64) *keywordFilter {
	f := &keywordFilter{w: w, threshold: threshold}
	f.t.read(w)
	return f
}

// EncodeFilter writes f as readFilter reads it: JSON (keys sorted), gzip
// without a timestamp.
func EncodeFilter(f FilterFile) []byte {
	raw, _ := json.Marshal(f)
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	_, _ = zw.Write(raw)
	_ = zw.Close()
	return out.Bytes()
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// candKind is the reader's kind of a candidate, as the filter tells them.
type candKind uint8

const (
	candSkill candKind = iota
	candTerm
	candTagged
	candWords // candWords + a phraseKind: words, lexicon, proper, code
	candLexicon
	candProper
	candCode
	nCandKinds
)

// candKindName names the kinds in the traits.
var candKindName = [nCandKinds]string{"skill", "term", "tagged", "words", "lexicon", "proper", "code"}

// Shapes of a candidate's surface (surfaceShape).
const (
	shapeLower uint8 = iota
	shapeCaps
	shapeCap
	shapeMixedCaps
	shapeMixed
	nShapes
)

var shapeName = [nShapes]string{"lower", "caps", "cap", "mixedcaps", "mixed"}

// Buckets of genericness (genericBucket) and of the tagger's margin
// (marginBucket), and the importances (importance).
var (
	genericName    = [...]string{"0", "5", "20", "50", "100", "200", "400"}
	marginName     = [...]string{"<-20", "<0", "<10", "<20", "<40", "<80", "80+"}
	leanName       = [...]string{"<-20", "<-5", "<0", "<5", "<20", "20+"}
	importanceName = [...]string{ImportanceRequired, ImportancePreferred, ImportanceMentioned}
)

const (
	nGeneric     = len(genericName)
	nMargins     = len(marginName)
	nLeans       = len(leanName)
	nImportances = len(importanceName)
)

// candidate is what the filter reads of a candidate: its kind, how many
// words, how it is written, what the lexicons know of its words, how
// generic its words are across O*NET's occupations, whether it names
// people, how sure the tagger was, how often and where the posting names
// it. traits names it; keywordFilter.score weighs it without naming it.
type candidate struct {
	kind          candKind
	n             int // words
	listed        bool
	count         int // mentions
	imp           uint8
	shape         uint8
	gen, genLeast uint8 // genericness of the head word, of the least generic word
	plural, short bool  // one word: a lower-case plural; two letters or fewer
	letter        bool  // one word of one letter ("C" of "Schedule C")
	lexterm       bool
	product       bool
	verbFirst     bool
	verbInside    bool
	verbForm      bool // opens with a verb in any form the verb lexicon knows
	tailVerb      bool // ends with a verb's form: "engineers rely", "equipment maintained"
	tailPast      bool // that form is a past participle ("stocked", "site inspected")
	stopInside    bool
	commonHead    bool
	people        bool
	digit         bool
	margin        uint8
	lean          uint8 // how far the tagger read its words as knowledge rather than a skill
	capped        bool
	head          string // stem of the head word
	fragment      bool
	fragmentShort bool // a fragment of three characters or fewer
	// How the tagger read the span whole (spanEvidence): the margin of its
	// head word and of its least word, and how far its tags cover it.
	spanRead          bool
	headMargin, least uint8
	cover             uint8
	// How the posting introduces it (mention.asked): asked for as such at
	// a mention, or named only inside duties.
	asked, duty bool
}

// traits names what c shows, in the order score adds their weights; the
// trainer learns a weight per name.
func (c *candidate) traits(out []string) []string {
	kind, sh := candKindName[c.kind], shapeName[c.shape]
	out = append(out, "bias", "kind:"+kind, "n:"+strconv.Itoa(min(c.n, 4)), kind+"/n:"+strconv.Itoa(min(c.n, 3)))
	if c.listed {
		out = append(out, "listed")
	}
	out = append(out, "count:"+strconv.Itoa(min(c.count, 3)), "imp:"+importanceName[c.imp])
	out = append(out, "shape:"+sh, "shape/n:"+sh+strconv.Itoa(min(c.n, 2)))
	if c.n == 0 {
		return out
	}
	out = append(out, "gen:"+genericName[c.gen], "genleast:"+genericName[c.genLeast])
	if c.n == 1 {
		out = append(out, "one/gen:"+genericName[c.gen]+"/"+sh)
		if c.plural {
			out = append(out, "one/plural")
		}
		if c.short {
			out = append(out, "one/short")
		}
		if c.letter {
			out = append(out, "one/letter")
		}
	}
	if c.lexterm {
		out = append(out, "lexterm", "lexterm/n:"+strconv.Itoa(min(c.n, 2)))
	}
	if c.product {
		out = append(out, "product")
	}
	if c.verbFirst {
		out = append(out, "verb:first")
	}
	if c.verbInside {
		out = append(out, "verb:inside")
	}
	if c.verbForm {
		out = append(out, "verb:form")
	}
	if c.tailVerb {
		out = append(out, "verb:tail", "verb:tail/n:"+strconv.Itoa(min(c.n, 2)))
	}
	if c.tailPast {
		out = append(out, "verb:tailpast")
	}
	if c.stopInside {
		out = append(out, "stop:inside")
	}
	if c.commonHead {
		out = append(out, "common:head")
	}
	if c.people {
		out = append(out, "people", "people/"+sh)
	}
	if c.digit {
		out = append(out, "digit")
	}
	out = append(out, "margin:"+marginName[c.margin], "margin/kind:"+marginName[c.margin]+"/"+kind)
	out = append(out, "lean:"+leanName[c.lean], "lean/n:"+leanName[c.lean]+"/"+strconv.Itoa(min(c.n, 3)))
	if c.capped {
		out = append(out, "capped")
	}
	// The head word itself: what the labelled postings say of it.
	out = append(out, "head:"+c.head)
	if c.fragment {
		out = append(out, "fragment", "fragment/n:"+strconv.Itoa(min(c.n, 2)))
		if c.fragmentShort {
			out = append(out, "fragment/short")
		}
	}
	if c.spanRead {
		out = append(out, "hmargin:"+marginName[c.headMargin], "lmargin:"+marginName[c.least],
			"cover:"+coverName[c.cover], "cover/kind:"+coverName[c.cover]+"/"+kind)
	}
	if c.asked {
		out = append(out, "ctx:asked", "ctx:asked/"+kind)
	}
	if c.duty {
		out = append(out, "ctx:duty", "ctx:duty/"+kind, "ctx:duty/"+sh)
	}
	return out
}

// traitWeights are the filter's weights by trait, each name candidate.traits
// can give read once from the model, so scoring a candidate builds no name.
type traitWeights struct {
	bias                   float64
	kind                   [nCandKinds]float64
	n                      [5]float64
	kindN                  [nCandKinds][4]float64
	listed                 float64
	count                  [4]float64
	imp                    [nImportances]float64
	shape                  [nShapes]float64
	shapeN                 [nShapes][3]float64
	gen, genLeast          [nGeneric]float64
	oneGen                 [nGeneric][nShapes]float64
	onePlural, oneShort    float64
	oneLetter              float64
	lexterm                float64
	lextermN               [3]float64
	product                float64
	verbFirst, verbInside  float64
	verbForm, tailPast     float64
	tailVerb               float64
	tailVerbN              [3]float64
	stopInside, commonHead float64
	people                 float64
	peopleShape            [nShapes]float64
	digit                  float64
	margin                 [nMargins]float64
	marginKind             [nMargins][nCandKinds]float64
	lean                   [nLeans]float64
	leanN                  [nLeans][4]float64
	capped                 float64
	head                   map[string]float64 // by the head word's stem
	fragment               float64
	fragmentN              [3]float64
	fragmentShort          float64
	headMargin, least      [nMargins]float64
	cover                  [nCovers]float64
	coverKind              [nCovers][nCandKinds]float64
	asked, duty            float64
	askedKind, dutyKind    [nCandKinds]float64
	dutyShape              [nShapes]float64
	w                      map[string]float64 // the rest: a count above 3 cannot be, but is read by name
}

// read lays out w by trait. A name the model lacks weighs 0, as it does
// in w.
func (t *traitWeights) read(w map[string]float64) {
	t.w = w
	itoa := strconv.Itoa
	t.bias = w["bias"]
	for k, kind := range candKindName {
		t.kind[k] = w["kind:"+kind]
		for n := range t.kindN[k] {
			t.kindN[k][n] = w[kind+"/n:"+itoa(n)]
		}
	}
	for n := range t.n {
		t.n[n] = w["n:"+itoa(n)]
	}
	t.listed = w["listed"]
	for c := range t.count {
		t.count[c] = w["count:"+itoa(c)]
	}
	for i, imp := range importanceName {
		t.imp[i] = w["imp:"+imp]
	}
	for s, sh := range shapeName {
		t.shape[s] = w["shape:"+sh]
		for n := range t.shapeN[s] {
			t.shapeN[s][n] = w["shape/n:"+sh+itoa(n)]
		}
		t.peopleShape[s] = w["people/"+sh]
	}
	for g, gen := range genericName {
		t.gen[g] = w["gen:"+gen]
		t.genLeast[g] = w["genleast:"+gen]
		for s, sh := range shapeName {
			t.oneGen[g][s] = w["one/gen:"+gen+"/"+sh]
		}
	}
	t.onePlural, t.oneShort, t.oneLetter = w["one/plural"], w["one/short"], w["one/letter"]
	t.lexterm = w["lexterm"]
	for n := range t.lextermN {
		t.lextermN[n] = w["lexterm/n:"+itoa(n)]
	}
	t.product = w["product"]
	t.verbFirst, t.verbInside = w["verb:first"], w["verb:inside"]
	t.verbForm, t.tailVerb, t.tailPast = w["verb:form"], w["verb:tail"], w["verb:tailpast"]
	for n := range t.tailVerbN {
		t.tailVerbN[n] = w["verb:tail/n:"+itoa(n)]
	}
	t.stopInside, t.commonHead = w["stop:inside"], w["common:head"]
	t.people = w["people"]
	t.digit = w["digit"]
	for b, m := range marginName {
		t.margin[b] = w["margin:"+m]
		for k, kind := range candKindName {
			t.marginKind[b][k] = w["margin/kind:"+m+"/"+kind]
		}
	}
	for b, l := range leanName {
		t.lean[b] = w["lean:"+l]
		for n := range t.leanN[b] {
			t.leanN[b][n] = w["lean/n:"+l+"/"+itoa(n)]
		}
	}
	t.capped = w["capped"]
	t.head = map[string]float64{}
	for name, v := range w {
		if stem, ok := strings.CutPrefix(name, "head:"); ok {
			t.head[stem] = v
		}
	}
	t.fragment = w["fragment"]
	for n := range t.fragmentN {
		t.fragmentN[n] = w["fragment/n:"+itoa(n)]
	}
	t.fragmentShort = w["fragment/short"]
	for b, m := range marginName {
		t.headMargin[b], t.least[b] = w["hmargin:"+m], w["lmargin:"+m]
	}
	for c, cv := range coverName {
		t.cover[c] = w["cover:"+cv]
		for k, kind := range candKindName {
			t.coverKind[c][k] = w["cover/kind:"+cv+"/"+kind]
		}
	}
	t.asked, t.duty = w["ctx:asked"], w["ctx:duty"]
	for k, kind := range candKindName {
		t.askedKind[k], t.dutyKind[k] = w["ctx:asked/"+kind], w["ctx:duty/"+kind]
	}
	for s, sh := range shapeName {
		t.dutyShape[s] = w["ctx:duty/"+sh]
	}
}

// score is the log-odds that c is a keyword: the weights of the traits it
// shows added in the order candidate.traits names them, so that it is the
// very sum of the named weights.
func (f *keywordFilter) score(c *candidate) float64 {
	t := &f.t
	s := 0.0
	s += t.bias
	s += t.kind[c.kind]
	s += t.n[min(c.n, 4)]
	s += t.kindN[c.kind][min(c.n, 3)]
	if c.listed {
		s += t.listed
	}
	if n := min(c.count, 3); n >= 0 {
		s += t.count[n]
	} else {
		s += t.w["count:"+strconv.Itoa(n)]
	}
	s += t.imp[c.imp]
	s += t.shape[c.shape]
	s += t.shapeN[c.shape][min(c.n, 2)]
	if c.n == 0 {
		return s
	}
	s += t.gen[c.gen]
	s += t.genLeast[c.genLeast]
	if c.n == 1 {
		s += t.oneGen[c.gen][c.shape]
		if c.plural {
			s += t.onePlural
		}
		if c.short {
			s += t.oneShort
		}
		if c.letter {
			s += t.oneLetter
		}
	}
	if c.lexterm {
		s += t.lexterm
		s += t.lextermN[min(c.n, 2)]
	}
	if c.product {
		s += t.product
	}
	if c.verbFirst {
		s += t.verbFirst
	}
	if c.verbInside {
		s += t.verbInside
	}
	if c.verbForm {
		s += t.verbForm
	}
	if c.tailVerb {
		s += t.tailVerb
		s += t.tailVerbN[min(c.n, 2)]
	}
	if c.tailPast {
		s += t.tailPast
	}
	if c.stopInside {
		s += t.stopInside
	}
	if c.commonHead {
		s += t.commonHead
	}
	if c.people {
		s += t.people
		s += t.peopleShape[c.shape]
	}
	if c.digit {
		s += t.digit
	}
	s += t.margin[c.margin]
	s += t.marginKind[c.margin][c.kind]
	s += t.lean[c.lean]
	s += t.leanN[c.lean][min(c.n, 3)]
	if c.capped {
		s += t.capped
	}
	s += t.head[c.head]
	if c.fragment {
		s += t.fragment
		s += t.fragmentN[min(c.n, 2)]
		if c.fragmentShort {
			s += t.fragmentShort
		}
	}
	if c.spanRead {
		s += t.headMargin[c.headMargin]
		s += t.least[c.least]
		s += t.cover[c.cover]
		s += t.coverKind[c.cover][c.kind]
	}
	if c.asked {
		s += t.asked
		s += t.askedKind[c.kind]
	}
	if c.duty {
		s += t.duty
		s += t.dutyKind[c.kind]
		s += t.dutyShape[c.shape]
	}
	return s
}

// candidateScratch is what reading the candidates of one posting reuses.
type candidateScratch struct {
	words, lower []string
	key          []byte
}

// readCandidate reads a candidate as the filter does (see candidate); low
// is surface in lower case.
func (a *Analyzer) readCandidate(kind candKind, surface, low string, m *mention, sc *candidateScratch) candidate {
	sc.words = appendFilterFields(sc.words[:0], surface)
	words := sc.words
	n := len(words)
	c := candidate{kind: kind, n: n, listed: m.listed, count: m.count, imp: importanceIndex(m.best), shape: surfaceShape(words)}
	if n == 0 {
		return c
	}
	sc.lower = lowerWords(sc.lower[:0], words, low)
	lower := sc.lower
	head := lower[n-1]
	// Genericness of the head word and of the least generic word.
	least := math.MaxInt
	for _, w := range lower[:n-1] {
		least = min(least, a.lex.generic[w])
	}
	gen := a.lex.generic[head]
	c.gen, c.genLeast = genericBucket(gen), genericBucket(min(least, gen))
	if n == 1 {
		c.plural = c.shape == shapeLower && strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss")
		c.short = utf8.RuneCountInString(head) <= 2
		c.letter = utf8.RuneCountInString(head) == 1
	}
	key := sc.key[:0]
	for i, w := range lower {
		if i > 0 {
			key = append(key, ' ')
		}
		key = append(key, a.stemWord(w)...)
	}
	sc.key = key
	_, c.lexterm = a.lex.terms[string(key)]
	for _, w := range lower {
		if a.lex.isProduct(w) {
			c.product = true
			break
		}
	}
	c.verbFirst = a.lex.isVerb(lower[0])
	c.verbForm = lowerInitial(words[0]) && a.verbs.verbs.has(lower[0])
	// The last word a verb's form, not its -ing noun nor a term: the
	// candidate ends where a clause's verb is, or is that verb.
	if lowerInitial(words[n-1]) && !strings.HasSuffix(head, "ing") && !a.lex.isTerm(a.stemWord(head)) && a.verbs.verbs.has(head) {
		c.tailVerb = true
		c.tailPast = strings.HasSuffix(head, "ed")
	}
	for _, w := range lower[1:] {
		if a.lex.isVerb(w) && !a.lex.isTerm(a.stemWord(w)) {
			c.verbInside = true
			break
		}
	}
	for _, w := range lower {
		if text.IsStopWord(w) {
			c.stopInside = true
			break
		}
	}
	c.commonHead = a.lex.isCommon(head)
	c.people = people(head)
	c.digit = strings.ContainsAny(surface, "0123456789")
	c.margin = marginBucket(m.margin)
	c.lean = leanBucket(m.lean)
	c.capped = m.capped > 0 && m.lowered == 0
	c.head = a.stemWord(head)
	c.fragment = m.fragment
	c.fragmentShort = utf8.RuneCountInString(surface) <= 3
	c.asked = m.asked
	c.duty = m.duties > 0 && m.others == 0 && !m.asked
	if m.span.set && kind != candSkill {
		// A skill of the list is the list's; how the tagger reads a span
		// tells of the spans the reader proposes.
		c.spanRead = true
		c.headMargin, c.least, c.cover = marginBucket(m.span.head), marginBucket(m.span.least), m.span.cover
	}
	return c
}

// clauseTail reports a candidate of plain words that ends on a participle
// after its noun, no term of the lexicon: the end of a clause the reader cut
// into, not a thing ("frame board merchandised", "license issued").
func (c *candidate) clauseTail() bool {
	return c.tailPast && c.n > 1 && !c.lexterm && (c.kind == candWords || c.kind == candTagged)
}

func lowerInitial(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// appendFilterFields appends the words of a candidate's surface: runs
// between spaces, slashes and commas.
func appendFilterFields(dst []string, s string) []string {
	from := -1
	for i, r := range s {
		if unicode.IsSpace(r) || r == '/' || r == ',' {
			if from >= 0 {
				dst = append(dst, s[from:i])
				from = -1
			}
		} else if from < 0 {
			from = i
		}
	}
	if from >= 0 {
		dst = append(dst, s[from:])
	}
	return dst
}

// filterTrim is what a word of a candidate is read without.
const filterTrim = ".,;:()\"'’"

// lowerWords appends each word trimmed and in lower case. A surface in
// ASCII has its words where its lower case (low) has them; the rest are
// lowered as strings.ToLower does.
func lowerWords(dst []string, words []string, low string) []string {
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if w[i] >= utf8.RuneSelf {
				for _, w := range words {
					dst = append(dst, strings.ToLower(strings.Trim(w, filterTrim)))
				}
				return dst
			}
		}
	}
	n := len(dst)
	dst = appendFilterFields(dst, low)
	for i := n; i < len(dst); i++ {
		dst[i] = strings.Trim(dst[i], filterTrim)
	}
	return dst
}

// stemWord is the stem of one lower-case word as the lexicon keys it.
func (a *Analyzer) stemWord(w string) string {
	if s, ok := a.stems[w]; ok {
		return s
	}
	return a.cache.stem(w)
}

// surfaceShape tells how a candidate is written: lower, Cap (each word
// capitalised), CAPS, mixed.
func surfaceShape(words []string) uint8 {
	lower, capd, caps := 0, 0, 0
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case isUpperWord(w) && utf8.RuneCountInString(w) > 1:
			caps++
		case unicode.IsUpper(r):
			capd++
		case unicode.IsLower(r):
			lower++
		}
	}
	switch {
	case lower == len(words):
		return shapeLower
	case caps == len(words):
		return shapeCaps
	case capd == len(words):
		return shapeCap
	case caps > 0:
		return shapeMixedCaps
	}
	return shapeMixed
}

// importanceIndex is importance(w) as an index of importanceName.
func importanceIndex(w float64) uint8 {
	switch importance(w) {
	case ImportanceRequired:
		return 0
	case ImportancePreferred:
		return 1
	}
	return 2
}

// genericBucket is an index of genericName: "0", "5", "20", "50", "100",
// "200", "400" occupations.
func genericBucket(n int) uint8 {
	switch {
	case n == 0:
		return 0
	case n < 20:
		return 1
	case n < 50:
		return 2
	case n < 100:
		return 3
	case n < 200:
		return 4
	case n < 400:
		return 5
	}
	return 6
}

// marginBucket is an index of marginName: "<-20", "<0", "<10", "<20",
// "<40", "<80", "80+".
func marginBucket(m float32) uint8 {
	switch {
	case m < -20:
		return 0
	case m < 0:
		return 1
	case m < 10:
		return 2
	case m < 20:
		return 3
	case m < 40:
		return 4
	case m < 80:
		return 5
	}
	return 6
}

// leanBucket is an index of leanName: "<-20", "<-5", "<0", "<5", "<20",
// "20+".
func leanBucket(v float32) uint8 {
	switch {
	case v < -20:
		return 0
	case v < -5:
		return 1
	case v < 0:
		return 2
	case v < 5:
		return 3
	case v < 20:
		return 4
	}
	return 5
}

// people reports a head word naming people: a plural of a word ending as
// doers do ("drivers", "adjusters", "therapists", "assistants").
func people(w string) bool {
	if _, ok := occupationHeads[w]; ok {
		return true
	}
	s, plural := strings.CutSuffix(w, "s")
	if !plural || strings.HasSuffix(s, "s") {
		return false
	}
	if _, ok := occupationHeads[s]; ok {
		return true
	}
	for _, suf := range []string{"er", "or", "ist", "ian", "ant", "ent", "ee"} {
		if strings.HasSuffix(s, suf) && len(s) > len(suf)+2 {
			return true
		}
	}
	return false
}

// maxMargin is the largest margin of toks[from:to], or 0 without a tagger.
func maxMargin(margins []float32, from, to int) float32 {
	if len(margins) == 0 {
		return 0
	}
	m := float32(math.Inf(-1))
	for _, v := range margins[from:to] {
		m = max(m, v)
	}
	return m
}

// principles marks the candidates no posting asks for whatever the data
// says: the employer's own name, a place, a schedule ("4x10", "12-hour
// shifts"), the job hired for and people O*NET titles name ("bus
// drivers"). Another title O*NET lists is no trait of the filter: as one
// it cost roles postings ask for ("serve as charge nurse") and removed no
// junk the other traits leave. It notes for the filter a fragment of a
// longer name the posting never writes alone ("NXT" of a product called
// "… Edge NXT", but "Toast" of "Toast POS" names the product).
func (a *Analyzer) principles(ks []Keyword, ms []*mention, lows []string, own map[string]struct{}, hired map[string]bool, plain string) []bool {
	drop := make([]bool, len(ks))
	var lowPlain string
	names := allNamesCache(make([]int8, len(ks)))
	for i, k := range ks {
		m := ms[i]
		if m.cred {
			continue // a licence is read whole with its qualifiers
		}
		if _, mine := own[lows[i]]; mine && k.Kind != KindSkill && startsUpper(k.Name) {
			drop[i] = true
			continue
		}
		if a.everyTrade(lows[i], m) {
			drop[i] = true
			continue
		}
		if schedule(lows[i]) {
			drop[i] = true
			continue
		}
		if k.Kind != KindSkill && startsUpper(k.Name) && a.placeWords(k.Name, lows[i]) {
			drop[i] = true
			continue
		}
		if a.occs != nil && !isCode(k.Name) && a.knownTitle(k.Name) {
			words := strings.Fields(lows[i])
			if within(words, hired) || k.Kind != KindSkill && people(words[len(words)-1]) && strings.HasSuffix(lows[i], "s") {
				// The job hired for (its title's words: "Machinist",
				// "Civil Engineer II") or people ("bus drivers"): who,
				// not what.
				drop[i] = true
				continue
			}
		}
		// A fragment of a name: every mention of it sits inside a longer
		// name ("NXT" of "Raiser's Edge NXT"). What the skill list or the
		// lexicon knows by itself stands alone ("Snowflake", "payroll").
		if k.Kind == KindSkill || a.lex.isTerm(k.stem) || a.lex.isProduct(lows[i]) {
			continue
		}
		inside := 0
		for j := range ks {
			if j != i && len(lows[j]) > len(lows[i]) && holdsWords(lows[j], lows[i]) && names.of(j, ks[j].Name) {
				if lowPlain == "" {
					lowPlain = strings.ToLower(plain)
				}
				inside += countWords(lowPlain, lows[j])
			}
		}
		if inside > 0 {
			if lowPlain == "" {
				lowPlain = strings.ToLower(plain)
			}
			if countWords(lowPlain, lows[i]) <= inside {
				ms[i].fragment = true
				if utf8.RuneCountInString(lows[i]) <= 2 {
					drop[i] = true // "G" of "G and M codes", "3D" of "Civil 3D"
				}
			}
		}
	}
	return drop
}

// placeWords reports a capitalised name that is a place and no term of
// the trade: a country, a state or province, a city. key is name in lower
// case.
func (a *Analyzer) placeWords(name, key string) bool {
	if a.geo == nil {
		return false
	}
	if a.lex.isTerm(key) || !strings.Contains(key, " ") && a.lex.isProduct(key) {
		return false
	}
	if _, ok := a.geo.Country(name); ok {
		return true
	}
	if _, ok := regions[key]; ok {
		return true
	}
	return len(a.geo.Divisions(name, "")) > 0 || a.geo.IsCityName(name)
}

// regions are parts of a country named by their direction, which the
// gazetteer does not hold.
var regions = set([]string{"midwest", "northeast", "northwest", "southeast", "southwest", "pacific northwest",
	"new england", "mid-atlantic", "gulf coast", "east coast", "west coast", "upper midwest", "sun belt"})

// holdsWords reports that long holds short as whole words.
func holdsWords(long, short string) bool {
	for i := 0; ; {
		j := strings.Index(long[i:], short)
		if j < 0 {
			return false
		}
		j += i
		if wordEdge(long, j-1) && wordEdge(long, j+len(short)) {
			return true
		}
		i = j + 1
	}
}

// countWords counts the whole-word occurrences of w in s.
func countWords(s, w string) int {
	n := 0
	for i := 0; i < len(s); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			break
		}
		j += i
		if wordEdge(s, j-1) && wordEdge(s, j+len(w)) {
			n++
		}
		i = j + max(len(w), 1)
	}
	return n
}

// wordEdge reports that s[i] is not part of a word (or lies outside s).
func wordEdge(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80)
}

// schedule reports a shift pattern or a working time, every word of it:
// "4x10", "12-hour shifts", "Monday-Friday", "weekends", "rotating nights".
func schedule(low string) bool {
	named, number, unit := false, false, false
	for w := range strings.FieldsFuncSeq(low, scheduleSep) {
		if _, ok := scheduleWords[w]; ok {
			named = true
			continue
		}
		if _, ok := scheduleUnits[w]; ok {
			unit = true
			continue
		}
		if x := strings.IndexAny(w, "x×"); x > 0 && x < len(w)-1 && isNumber(w[:x]) && isNumber(strings.TrimLeft(w[x:], "x×")) {
			named = true // 4x10
			continue
		}
		if isNumber(w) {
			number = true
			continue
		}
		if !text.IsStopWord(w) {
			return false
		}
	}
	return named || number && unit
}

// calendarDate reports a day of the year, every word of it a month or a
// number: "April 15", "15 April", "Jan. 31" (a deadline, no skill).
func calendarDate(low string) bool {
	named, number := false, false
	for w := range strings.FieldsFuncSeq(low, scheduleSep) {
		w = strings.TrimSuffix(w, ".")
		switch {
		case has(monthNames, w):
			named = true
		case isNumber(w) || ordinal(w):
			number = true
		default:
			return false
		}
	}
	return named && number
}

var monthNames = set([]string{"january", "february", "march", "april", "may", "june", "july", "august", "september",
	"october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"})

// ordinal reports a number written as an ordinal: "1st", "15th".
func ordinal(w string) bool {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if n, ok := strings.CutSuffix(w, suf); ok && isNumber(n) {
			return true
		}
	}
	return false
}

// levelNumeral reports a Roman numeral alone, as a level or a grade is
// written ("II" of "Firefighter I and II"): a number, no keyword. "IV" is
// left out: alone it is intravenous.
func levelNumeral(name string) bool {
	switch name {
	case "II", "III", "VI", "VII", "VIII", "IX", "XI", "XII":
		return true
	}
	return false
}

func scheduleSep(r rune) bool {
	return r == ' ' || r == '-' || r == '–' || r == '—' || r == '/' || r == ','
}

// scheduleWords name a working time by themselves; scheduleUnits only
// beside them or a number ("12-hour", "first shift").
var scheduleWords = set([]string{"shift", "shifts", "weekend", "weekends", "overtime", "monday", "tuesday", "wednesday",
	"thursday", "friday", "saturday", "sunday", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
	"saturdays", "sundays", "nights", "overnight", "overnights", "evenings", "weekdays",
	"rotating", "graveyard", "holidays", "pto"})

var scheduleUnits = set([]string{"day", "days", "week", "weeks", "hour", "hours", "time", "full", "part", "on", "call",
	"am", "pm", "first", "second", "third", "1st", "2nd", "3rd", "morning", "mornings", "evening", "night", "daily",
	"weekly", "split", "swing", "per", "a", "schedule", "schedules", "basis"})

// employerNames notes the names an employer calls itself by anywhere in a
// posting: "At <Name>, we", "Join <Name>", "About <Name>", "<Name> is an
// equal opportunity employer".
func employerNames(toks []token, own map[string]struct{}) {
	for i := 0; i < len(toks); i++ {
		t := toks[i].text
		from := -1
		switch {
		case (t == "at" || t == "join" || t == "about") && i+1 < len(toks) && startsUpper(toks[i+1].raw) && (i == 0 || t == "join"):
			from = i + 1
		case t == "is" && i+2 < len(toks) && (toks[i+1].text == "an" || toks[i+1].text == "a") && toks[i+2].text == "equal":
			// the capitalised run before "is"
			j := i
			for j > 0 && startsUpper(toks[j-1].raw) {
				j--
			}
			if j < i {
				addNames(toks[j:i], own)
			}
			continue
		}
		if from < 0 {
			continue
		}
		j := from
		for j < len(toks) && j-from < maxPhraseWords && (startsUpper(toks[j].raw) || j > from && joined(toks, j)) {
			j++
		}
		addNames(toks[from:j], own)
	}
}

// addNames notes a name and each run of two or more of its words ("Pine
// Valley Schools", "Valley Schools"; not "Schools").
func addNames(toks []token, own map[string]struct{}) {
	if len(toks) > 0 {
		own[lowerKey(toks)] = struct{}{}
	}
	for a := range toks {
		for b := a + 2; b <= len(toks); b++ {
			own[lowerKey(toks[a:b])] = struct{}{}
		}
	}
}

// allNamesCache holds allNames of each candidate once asked: 0 not yet, 1
// all names, -1 not.
type allNamesCache []int8

func (c allNamesCache) of(i int, s string) bool {
	if c[i] == 0 {
		c[i] = -1
		if allNames(s) {
			c[i] = 1
		}
	}
	return c[i] > 0
}

// allNames reports a phrase every word of which is written as a name or a
// code: "Raiser's Edge NXT", "AutoCAD Civil 3D".
func allNames(s string) bool {
	for w := range strings.FieldsSeq(s) {
		if !nameLike(w) && !isNumber(w) {
			return false
		}
	}
	return true
}

// everyTradeOccupations is how many O*NET occupations' tasks must use a word
// for it to say nothing of a trade alone.
var everyTradeOccupations = 100

// everyTrade reports a lone word the tasks of every kind of work use
// ("reports", "machines", "testing", "design"), written as a word rather
// than a name: it names no skill a recruiter could screen for by itself.
func (a *Analyzer) everyTrade(low string, m *mention) bool {
	if strings.ContainsAny(low, " -/") || m.capped > 0 || a.lex.isProduct(low) {
		return false
	}
	return a.lex.generic[low] >= everyTradeOccupations
}

// within reports that every word of a phrase, plurals folded, is in set.
func within(words []string, set map[string]bool) bool {
	if len(set) == 0 {
		return false
	}
	for _, w := range words {
		if !set[strings.TrimSuffix(w, "s")] {
			return false
		}
	}
	return true
}

// knownTitle reports a title O*NET lists, a level after it set aside
// ("Civil Engineer II").
func (a *Analyzer) knownTitle(name string) bool {
	if a.occs.KnownTitle(name) {
		return true
	}
	if i := strings.LastIndexByte(name, ' '); i > 0 {
		switch strings.ToLower(strings.Trim(name[i+1:], ".")) {
		case "i", "ii", "iii", "iv", "1", "2", "3", "sr", "senior", "jr", "junior", "lead":
			return a.occs.KnownTitle(name[:i])
		}
	}
	return false
}
