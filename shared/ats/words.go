package ats

import (
	"github.com/careerkit/careerkit/shared/text"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The word classes the phrase reader cuts and trims runs with: function and
// generic words, adverbs, verbs of people and motion, codes, names, places.

// Words that cut a run though they are not stop words.
var phraseBreaks = set([]string{
	"including", "include", "includes", "included", "using", "plus", "e.g", "i.e", "etc", "vs",
	"ideally", "preferably", "especially", "required", "preferred", "needed", "necessary",
	"strongly", "desired", "minimum", "maximum", "year", "years", "month", "months", "week",
	"weeks", "day", "days", "hours", "hour", "per", "able", "willing", "willingness", "ability",
	"experience", "experienced", "knowledge", "proficiency", "proficient", "familiarity",
	"familiar", "understanding", "skills", "skill", "comfortable", "expertise", "exposure",
	"background", "demonstrated", "proven", "strong", "excellent", "solid", "working",
	"hands-on", "record", "plus", "bonus", "nice", "similar", "related", "relevant",
	"equivalent", "other", "new", "within", "following", "minute", "minutes", "seconds",
	"january", "february", "march", "april", "june", "july", "august", "september", "october",
	"november", "december", "sure", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "weekends",
})

// genericHeads are the things done in a field rather than the field: a
// recruiter asks for "collections", not "collections calls".
var genericHeads = set([]string{
	"calls", "claims", "requests", "modules", "handoff", "handoffs", "activities", "initiatives",
	"efforts", "projects", "matters", "questions", "issues", "needs", "purposes", "topics", "items",
})

// genericHead reports a generic last word of a run.
func genericHead(t token) bool {
	if startsUpper(t.raw) {
		return false
	}
	_, ok := genericHeads[t.text]
	return ok
}

// categoryCodes name the kind of a product that follows its name.
var categoryCodes = set([]string{
	"pos", "crm", "erp", "ehr", "emr", "lms", "ats", "hris", "wms", "tms", "bas", "cms", "cad", "mes",
})

// Leading words a candidate loses: determiners, generic qualities, quantities.
var phraseLeading = set([]string{
	"active", "additional", "advanced", "all", "any", "appropriate", "basic", "clear",
	"complex", "continuous", "current", "daily", "effective", "every", "general", "good",
	"great", "high-quality", "key", "large", "monthly", "multiple", "overall", "own",
	"primary", "prior", "quality", "regular", "several", "small", "strong", "typical",
	"valid", "various", "weekly", "whole", "accurate", "timely", "detailed", "thorough", "annual", "basic", "full",
	"best", "top", "unit", "on-site", "onsite", "in-house",
	"high", "expert", "skilled", "competent", "confident", "reliable", "fluent", "interactive",
	// quantities: "two eLearning projects", "40 lb kegs"
	"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve",
	"dozens", "lb", "lbs", "pounds", "kg", "ft", "feet", "inches", "tons", "miles",
})

// Trailing words a candidate loses: the generic head of "X experience".
var phraseTrailing = set([]string{
	"experience", "skills", "skill", "knowledge", "ability", "abilities", "proficiency",
	"background", "familiarity", "understanding", "expertise", "exposure", "tools", "tool",
	"work", "tasks", "duties", "principles", "practices", "concepts", "methods", "techniques",
	"processes", "procedures", "program", "programs", "role", "roles", "team", "teams",
	"credential", "credentials", "designation", "strategies", "strategy", "standards", "protocols",
	"target", "targets", "goal", "goals",
})

// kindHeads name a product's kind; they go only after a name ("Kronos
// system", "ICD-10 classification system"), for "design system" and
// "building automation systems" are what they name.
var kindHeads = set([]string{
	"tools", "tool", "software", "platform", "platforms", "system", "systems", "environment", "environments",
})

// listCut reports a list separator before toks[j].
func listCut(toks []token, j int) bool {
	if !cutBefore(toks, j) {
		return false
	}
	switch toks[j].before {
	case ',', ';', '/', ':':
		return true
	}
	return false
}

// peopleVerb reports a verb whose "with" or "to" introduces people:
// "coordinate with housekeeping and engineering", "report to the Controller".
func peopleVerb(w string) bool {
	_, ok := peopleVerbs[w]
	return ok
}

// motionVerbs take someone or something somewhere: what follows "to" is a
// destination.
var motionVerbs = set([]string{
	"transport", "transports", "transporting", "escort", "escorts", "escorting", "deliver",
	"delivers", "delivering", "drive", "drives", "driving", "travel", "travels", "traveling",
	"travelling", "commute", "relocate", "move", "moves", "moving", "ship", "ships", "shipping",
})

var peopleVerbs = set([]string{
	"coordinate", "coordinates", "coordinating", "collaborate", "collaborates", "collaborating",
	"partner", "partners", "partnering", "liaise", "liaises", "liaising", "communicate",
	"communicates", "communicating", "report", "reports", "reporting", "escalate", "escalates",
	"escalating", "alongside",
})

// adverb reports an -ly adverb: "quickly", "promptly", not "supply" or
// "assembly".
func adverb(w string) bool {
	if !strings.HasSuffix(w, "ly") || len(w) <= 4 {
		return false
	}
	_, noun := lyWords[w]
	return !noun
}

// lyWords end in -ly without being adverbs.
var lyWords = set([]string{
	"supply", "assembly", "family", "anomaly", "monopoly", "rally", "reply", "apply", "comply",
	"rely", "multiply", "butterfly", "elderly", "italy", "july", "ally", "jelly", "underbelly",
	"daily", "weekly", "monthly", "quarterly", "yearly", "hourly", "early", "friendly", "costly",
	"homely", "lovely", "orderly", "likely", "only", "holy",
})

// cutBefore reports punctuation between toks[j-1] and toks[j] that ends a run.
func cutBefore(toks []token, j int) bool {
	if joined(toks, j) {
		return false
	}
	b := toks[j].before
	return !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= utf8.RuneSelf || b == '+' || b == '#' || b == '\'')
}

// opensClause reports whether a run after the cut before toks[j] opens a clause.
func opensClause(toks []token, j int) bool {
	switch toks[j].before {
	case ';', ':', '.', '!', '?', ',', '(':
		return true
	}
	return false
}

// joined reports toks[i] hyphenated to toks[i-1] with no space ("check-in").
func joined(toks []token, i int) bool {
	return i > 0 && i < len(toks) && toks[i].before == '-' && toks[i-1].end+1 == toks[i].start
}

// verbForm reports a lower-case -ing or -ed form of a lexicon verb
// ("owning", "analysing", "monitored").
func (a *Analyzer) verbForm(t token) bool {
	if startsUpper(t.raw) {
		return false
	}
	w := t.text
	var base string
	switch {
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		base = w[:len(w)-3]
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		base = w[:len(w)-2]
	default:
		return false
	}
	if a.lex.isVerb(base) || a.lex.isVerb(base+"e") {
		return true
	}
	n := len(base) // doubled consonant: "hitting", "planned"
	return n > 2 && base[n-1] == base[n-2] && a.lex.isVerb(base[:n-1])
}

// place reports a capitalised place name (a country, state or city); alone,
// a product's name ("Manhattan") is not taken for a place.
func (a *Analyzer) place(t token, before bool) bool {
	if !startsUpper(t.raw) || isUpperWord(t.raw) || (!before && a.lex.isProduct(t.text)) {
		return false
	}
	g := a.geo
	if _, ok := g.Country(t.raw); ok {
		return true
	}
	return len(g.Divisions(t.raw, "")) > 0 || g.IsCityName(t.raw)
}

func divisionWord(w string) bool {
	return w == "state" || w == "county" || w == "city" || w == "province"
}

// country reports a country's two-letter code ("US", "UK").
func (a *Analyzer) country(raw string) bool {
	if len(raw) != 2 {
		return false
	}
	_, ok := a.geo.Country(raw)
	return ok || raw == "UK" || raw == "EU"
}

// roman reports a Roman numeral ("II", "VII"): a level, not a skill on its own.
func roman(raw string) bool {
	return strings.Trim(raw, "IVXL") == "" && len(raw) <= 4
}

// money reports an amount written as a code ("$6M", "£40k").
func money(t token) bool {
	return t.before == '$' || t.before == 0xa3 || t.before == 0xac || isNumber(t.text[:1]) && len(t.text) <= 4 && strings.ContainsAny(t.text[len(t.text)-1:], "km")
}

func (a *Analyzer) leading(t token) bool {
	if startsUpper(t.raw) && isCode(t.raw) {
		return false
	}
	_, ok := phraseLeading[t.text]
	return ok || isNumber(t.text)
}

// trailing reports a generic head toks[i] that a candidate toks[from:i+1]
// loses.
func trailing(toks []token, from, i int) bool {
	t := toks[i]
	if startsUpper(t.raw) {
		return false
	}
	if _, ok := kindHeads[t.text]; ok {
		return slices.ContainsFunc(toks[from:i], func(t token) bool { return nameLike(t.raw) })
	}
	_, ok := phraseTrailing[t.text]
	return ok
}

// sentenceStart reports toks[i] opening a sentence inside a line.
func sentenceStart(toks []token, i int) bool {
	b := toks[i].before
	return b == '.' || b == '!' || b == '?' || b == ':' || b == '-' && !joined(toks, i) || b == 0
}

// isCode reports an acronym, a code or a camel-cased name: two or more capitals
// (BCMA, KPIs, HubSpot), or letters and digits together (3PL, 1099s, S/4HANA).
func isCode(raw string) bool {
	upper, letters, digits := 0, 0, 0
	for _, r := range raw {
		switch {
		case unicode.IsUpper(r):
			upper++
			letters++
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		}
	}
	return upper >= 2 || (letters > 0 && digits > 0)
}

func isUpperWord(raw string) bool {
	n := 0
	for _, r := range raw {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}

// nameLike reports a word a number may follow as part of a name ("SOX 404",
// "Microsoft 365", "Title VII").
func nameLike(raw string) bool { return startsUpper(raw) || isCode(raw) }

func startsUpper(raw string) bool {
	r, _ := utf8.DecodeRuneInString(raw)
	return unicode.IsUpper(r)
}

func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= '0' && r <= '9' || r == '.' || r == ',') {
			return false
		}
	}
	return true
}

// stemKey joins the stems of toks with spaces: a phrase's identity.
func stemKey(toks []token) string { return joinTokens(toks, func(t token) string { return t.stem }) }

// lowerKey joins the lower-case words of toks with spaces.
func lowerKey(toks []token) string { return joinTokens(toks, func(t token) string { return t.text }) }

func joinTokens(toks []token, part func(token) string) string {
	if len(toks) == 1 {
		return part(toks[0])
	}
	n := len(toks) - 1
	for _, t := range toks {
		n += len(part(t))
	}
	var sb strings.Builder
	sb.Grow(n) // one allocation: keys are built for every phrase candidate
	for i, t := range toks {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(part(t))
	}
	return sb.String()
}

// quantity reports an amount written as a word: "65K", "10k+", "1st", "3rd".
func quantity(raw string) bool {
	i := 0
	for i < len(raw) && raw[i] >= '0' && raw[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	switch strings.ToLower(strings.TrimSuffix(raw[i:], "+")) {
	case "", "k", "m", "st", "nd", "rd", "th":
		return true
	}
	return false
}

// titleHead reports a word that ends a job title ("Backend Developer",
// "Site Reliability Engineer"): a title names who is hired, not a skill.
func titleHead(t token) bool {
	_, ok := occupationHeads[t.light]
	return ok
}

var occupationHeads = set([]string{"developer", "engineer", "administrator", "manager", "designer", "architect",
	"recruiter", "analyst", "consultant", "scientist", "officer", "director", "technician", "specialist",
	"lead", "coordinator", "assistant", "representative", "intern", "programmer", "researcher", "professional"})

// placeName reports a run that names a place and nothing a posting could ask
// for: a country, a state or province, a city ("Levallois"), or a county
// ("Cook County"). A place is where the job is, never a skill.
func (a *Analyzer) placeName(toks []token, name string) bool {
	if !startsUpper(toks[0].raw) {
		return false
	}
	if len(toks) >= 2 && divisionWord(toks[len(toks)-1].text) {
		return true
	}
	key := stemKey(toks)
	if a.lex.isTerm(key) || len(toks) == 1 && a.lex.isProduct(toks[0].text) {
		return false
	}
	if _, ok := a.geo.Country(name); ok {
		return true
	}
	return len(a.geo.Divisions(name, "")) > 0 || a.geo.IsCityName(name)
}

// shouted reports a run of everyday words in capitals ("BUT BE CAREFUL",
// "NO THIRD PARTY AGENCIES"): emphasis, not acronyms.
func (a *Analyzer) shouted(toks []token) bool {
	for _, t := range toks {
		if !isUpperWord(t.raw) || !isLetters(t.text) || len(t.text) < 3 {
			return false
		}
		if !text.IsStopWord(t.text) && !a.lex.isCommon(t.text) && !a.lex.isVerb(t.text) {
			return false
		}
	}
	return true
}
