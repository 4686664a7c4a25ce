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
// inside it, or a word every trade's tasks use. It is a logistic regression
// over such traits (data/keyword_filter.json.gz), learnt by ./gen/tagger from
// SkillSpan's train split (a candidate on an annotated span is a keyword, one
// off every span is not), the development set's must and must-not lists and
// the judged keywords of testdata/fresh.

// keywordFilter holds the weights of the traits a candidate shows.
type keywordFilter struct {
	w         map[string]float64
	threshold float64
}

// FilterFile is the shape of data/keyword_filter.json.gz.
type FilterFile struct {
	// Weights of the traits (filterTraits); "bias" is always on.
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
	return &keywordFilter{w: f.Weights, threshold: f.Threshold}, nil
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

// score is the log-odds that a candidate with these traits is a keyword.
func (f *keywordFilter) score(traits []string) float64 {
	s := 0.0
	for _, t := range traits {
		s += f.w[t]
	}
	return s
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// candidateKind names the reader's kind of a candidate.
const (
	candSkill  = "skill"
	candTerm   = "term"
	candTagged = "tagged"
)

// phraseKindName names the phrase kinds in the order they are declared.
var phraseKindName = [...]string{"words", "lexicon", "proper", "code"}

// filterTraits names what the filter reads of a candidate: its kind, how
// many words, how it is written, what the lexicons know of its words, how
// generic its words are across O*NET's occupations, whether it names people,
// how sure the tagger was, how often and where the posting names it.
func (a *Analyzer) filterTraits(kind string, surface string, m *mention, out []string) []string {
	words := strings.FieldsFunc(surface, func(r rune) bool {
		return unicode.IsSpace(r) || r == '/' || r == ','
	})
	n := len(words)
	lower := make([]string, 0, n)
	for _, w := range words {
		lower = append(lower, strings.ToLower(strings.Trim(w, ".,;:()\"'’")))
	}
	out = append(out, "bias", "kind:"+kind, "n:"+strconv.Itoa(min(n, 4)), kind+"/n:"+strconv.Itoa(min(n, 3)))
	if m.listed {
		out = append(out, "listed")
	}
	out = append(out, "count:"+strconv.Itoa(min(m.count, 3)), "imp:"+importance(m.best))
	sh := surfaceShape(words)
	out = append(out, "shape:"+sh, "shape/n:"+sh+strconv.Itoa(min(n, 2)))
	if n == 0 {
		return out
	}
	head := lower[n-1]
	// Genericness of the head word and of the least generic word.
	least := math.MaxInt
	for _, w := range lower {
		least = min(least, a.lex.generic[w])
	}
	out = append(out, "gen:"+genericBucket(a.lex.generic[head]), "genleast:"+genericBucket(least))
	if n == 1 {
		out = append(out, "one/gen:"+genericBucket(a.lex.generic[head])+"/"+sh)
		if sh == "lower" && strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") {
			out = append(out, "one/plural")
		}
		if utf8.RuneCountInString(head) <= 2 {
			out = append(out, "one/short")
		}
	}
	lexKey := make([]string, 0, n)
	for _, w := range lower {
		lexKey = append(lexKey, a.stemWord(w))
	}
	if a.lex.isTerm(strings.Join(lexKey, " ")) {
		out = append(out, "lexterm", "lexterm/n:"+strconv.Itoa(min(n, 2)))
	}
	for i, w := range lower {
		if a.lex.isProduct(w) {
			out = append(out, "product")
			break
		}
		_ = i
	}
	if a.lex.isVerb(lower[0]) {
		out = append(out, "verb:first")
	}
	for _, w := range lower[1:] {
		if a.lex.isVerb(w) && !a.lex.isTerm(a.stemWord(w)) {
			out = append(out, "verb:inside")
			break
		}
	}
	for _, w := range lower {
		if text.IsStopWord(w) {
			out = append(out, "stop:inside")
			break
		}
	}
	if a.lex.isCommon(head) {
		out = append(out, "common:head")
	}
	if people(head) {
		out = append(out, "people", "people/"+sh)
	}
	if strings.ContainsAny(surface, "0123456789") {
		out = append(out, "digit")
	}
	out = append(out, "margin:"+marginBucket(m.margin), "margin/kind:"+marginBucket(m.margin)+"/"+kind)
	if m.capped > 0 && m.lowered == 0 {
		out = append(out, "capped")
	}
	// The head word itself: what the labelled postings say of it.
	out = append(out, "head:"+a.stemWord(head))
	if m.title {
		out = append(out, "title", "title/"+sh)
	}
	if m.fragment {
		out = append(out, "fragment", "fragment/n:"+strconv.Itoa(min(n, 2)))
		if utf8.RuneCountInString(surface) <= 3 {
			out = append(out, "fragment/short")
		}
	}
	return out
}

// stemWord is the stem of one lower-case word as the lexicon keys it.
func (a *Analyzer) stemWord(w string) string {
	if s, ok := a.stems[w]; ok {
		return s
	}
	return a.cache.stem(w)
}

// surfaceShape names how a candidate is written: lower, Cap (each word
// capitalised), CAPS, mixed.
func surfaceShape(words []string) string {
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
		return "lower"
	case caps == len(words):
		return "caps"
	case capd == len(words):
		return "cap"
	case caps > 0:
		return "mixedcaps"
	}
	return "mixed"
}

func genericBucket(n int) string {
	switch {
	case n == 0:
		return "0"
	case n < 20:
		return "5"
	case n < 50:
		return "20"
	case n < 100:
		return "50"
	case n < 200:
		return "100"
	case n < 400:
		return "200"
	}
	return "400"
}

func marginBucket(m float32) string {
	switch {
	case m < -20:
		return "<-20"
	case m < 0:
		return "<0"
	case m < 10:
		return "<10"
	case m < 20:
		return "<20"
	case m < 40:
		return "<40"
	case m < 80:
		return "<80"
	}
	return "80+"
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
// shifts"). It notes for the filter a job title O*NET lists ("line cook",
// "Bus Drivers": who is hired, unless the posting means a machine by it:
// "order picker") and a fragment of a longer name the posting never writes
// alone ("NXT" of a product called "… Edge NXT", but "Toast" of "Toast POS"
// names the product).
func (a *Analyzer) principles(ks []Keyword, ms []*mention, own map[string]struct{}, hired map[string]bool, plain string) []bool {
	drop := make([]bool, len(ks))
	lows := make([]string, len(ks))
	for i, k := range ks {
		lows[i] = strings.ToLower(k.Name)
	}
	var lowPlain string
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
		if k.Kind != KindSkill && startsUpper(k.Name) && a.placeWords(k.Name) {
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
			ms[i].title = k.Kind != KindSkill
		}
		// A fragment of a name: every mention of it sits inside a longer
		// name ("NXT" of "Raiser's Edge NXT"). What the skill list or the
		// lexicon knows by itself stands alone ("Snowflake", "payroll").
		if k.Kind == KindSkill || a.lex.isTerm(k.stem) || a.lex.isProduct(lows[i]) {
			continue
		}
		inside := 0
		for j := range ks {
			if j != i && len(lows[j]) > len(lows[i]) && allNames(ks[j].Name) && holdsWords(lows[j], lows[i]) {
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
// the trade: a country, a state or province, a city.
func (a *Analyzer) placeWords(name string) bool {
	if a.geo == nil {
		return false
	}
	key := strings.ToLower(name)
	if a.lex.isTerm(key) || !strings.Contains(key, " ") && a.lex.isProduct(key) {
		return false
	}
	if _, ok := a.geo.Country(name); ok {
		return true
	}
	return len(a.geo.Divisions(name, "")) > 0 || a.geo.IsCityName(name)
}

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
	words := strings.FieldsFunc(low, func(r rune) bool { return r == ' ' || r == '-' || r == '/' || r == ',' })
	named, number, unit := false, false, false
	for _, w := range words {
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

// scheduleWords name a working time by themselves; scheduleUnits only
// beside them or a number ("12-hour", "first shift").
var scheduleWords = set([]string{"shift", "shifts", "weekend", "weekends", "overtime", "monday", "tuesday", "wednesday",
	"thursday", "friday", "saturday", "sunday", "nights", "overnight", "overnights", "evenings", "weekdays",
	"rotating", "graveyard", "holidays", "pto"})

var scheduleUnits = set([]string{"day", "days", "week", "weeks", "hour", "hours", "time", "full", "part", "on", "call",
	"am", "pm", "first", "second", "third", "1st", "2nd", "3rd", "morning", "mornings", "evening", "night", "daily",
	"weekly", "split", "swing", "per", "a"})

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

// allNames reports a phrase every word of which is written as a name or a
// code: "Raiser's Edge NXT", "AutoCAD Civil 3D".
func allNames(s string) bool {
	for _, w := range strings.Fields(s) {
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
