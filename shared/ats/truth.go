package ats

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

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
	"card": "cert", "cards": "cert",
	"license": "licen", "licensed": "licen", "licence": "licen", "licenses": "licen", "licences": "licen", "licensure": "licen",
}

// acronymFiller are the small words an acronym skips ("Bachelor of Science").
var acronymFiller = set([]string{"of", "and", "in", "for", "the", "&"})

// quantityRe is a number or an amount: "400k", "$28", "12,000", "40%", "3+".
var quantityRe = regexp.MustCompile(`^[$€£¥]?\d[\d.,]*(k|m|b|bn|%|\+|x)?$`)

// clockRe is a time or a range of them: "7am-4pm", "9:30am", "8-5".
var clockRe = regexp.MustCompile(`^\d{1,2}(:\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?(-\d{1,2}(:\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?)?$`)

// measure reports a keyword that is a number, an amount, a lone letter or
// a schedule: a measure the posting states, not something a resume can
// show. A bare number after a name is part of the name ("OSHA 10",
// "Windows 11").
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
		if scheduleDay(w) {
			return true
		}
		if clockRe.MatchString(w) && strings.ContainsAny(w, "apm:-") {
			return true
		}
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

// units are the nouns a number counts when it measures time, distance or
// weight: "5 days", "50 lbs", "12 hours". (Not people: "Windows 11 users"
// names Windows 11.)
var units = set([]string{
	"second", "seconds", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "day", "days",
	"night", "nights", "week", "weeks", "wk", "wks", "month", "months", "year", "years", "yr", "yrs",
	"shift", "shifts", "weekend", "weekends", "time", "times", "am", "pm",
	"mile", "miles", "mi", "km", "kilometers", "feet", "ft", "foot", "inch", "inches", "meter", "meters", "yards",
	"lb", "lbs", "pound", "pounds", "kg", "kilograms", "ton", "tons", "ounce", "ounces", "oz",
	"percent",
})

// cutMeasure reports a keyword ending on a bare number that the posting
// writes before a unit: "Durham 5" of "On-site in Durham 5 days" is a place
// and a count of days, where "Windows 11" and "OSHA 10" are names.
func cutMeasure(k Keyword, jd string) bool {
	words := strings.Fields(k.Name)
	if k.Kind == KindSkill || len(words) < 2 || !isNumber(words[len(words)-1]) || jd == "" {
		return false
	}
	lower, name := strings.ToLower(jd), strings.ToLower(k.Name)
	for i := 0; ; {
		at := strings.Index(lower[i:], name)
		if at < 0 {
			return false
		}
		i += at + len(name)
		if i < len(lower) && lower[i] != ' ' {
			continue // "Windows 110"
		}
		next := strings.Fields(lower[i:])
		if len(next) > 0 {
			if _, unit := units[strings.Trim(next[0], ".,;:)(")]; unit {
				return true
			}
		}
	}
}

// weekdays name the days of a schedule; days abbreviates them.
var (
	weekdays = set([]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"})
	days = set([]string{"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"})
)

// scheduleDay reports a word of a work schedule: a day of the week
// ("Monday-Friday", "Saturdays") or a range of abbreviated days ("Mon-Fri").
func scheduleDay(w string) bool {
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '–' || r == '/' })
	abbrev := len(parts) >= 2
	for _, p := range parts {
		p = strings.Trim(p, ".,;:")
		if _, ok := weekdays[p]; ok {
			return true
		}
		if _, ok := days[p]; !ok {
			abbrev = false
		}
	}
	return abbrev
}

// payTerm reports a keyword the posting writes only right before an amount
// of money: "OTE $75k", "Stipend $500": it names pay, which no resume shows.
// lower is the posting in lower case.
func payTerm(k Keyword, lower string) bool {
	if k.Kind == KindSkill || lower == "" {
		return false
	}
	name := strings.ToLower(k.Name)
	seen := false
	for i := 0; ; {
		at := strings.Index(lower[i:], name)
		if at < 0 {
			return seen
		}
		start := i + at
		i = start + len(name)
		if i < len(lower) && isWordByte(lower[i]) || start > 0 && isWordByte(lower[start-1]) {
			continue // inside a longer word
		}
		rest := strings.TrimLeft(lower[i:], " ")
		if r, _ := utf8.DecodeRuneInString(rest); !strings.ContainsRune("$€£¥", r) {
			return false
		}
		seen = true
	}
}

func isWordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

// fragment reports a keyword read across a clause or list boundary of the
// posting ("targets, manage" of "hit sales and payroll targets, manage
// inventory"): no skill phrase holds a comma, a semicolon or a colon. A
// named skill is the vocabulary's and stays.
func fragment(k Keyword) bool {
	return k.Kind != KindSkill && strings.ContainsAny(k.Name, ",;:")
}

// dropQuantities removes numbers and units from the keywords, the names
// the posting cut from a measure (cutMeasure), and fragments of its clauses.
func dropQuantities(ks []Keyword, jd string) []Keyword {
	out := ks[:0]
	lower := strings.ToLower(jd)
	for _, k := range ks {
		if !measure(k) && !cutMeasure(k, jd) && !fragment(k) && !payTerm(k, lower) {
			out = append(out, k)
		}
	}
	return out
}

// resumeLine is one line of the resume with its tokens, where it stands,
// whether it shows a keyword in use or only lists it, and whether it names a
// credential held (a certificates entry), which then needs no credential noun.
type resumeLine struct {
	toks       []token
	words      []token // toks less function words (reworded.go)
	loc        string
	shown      bool
	credential bool
}

// equivalents marks the keywords the resume shows in an equivalent form, or
// meets inside a longer keyword, as satisfied, with the evidence they earn.
func (a *Analyzer) equivalents(st *stemmer, r *model.Resume, ks []Keyword) {
	var lines []resumeLine
	var buf []text.Token
	var toks, all []token // all holds every line's tokens; lines slice it
	type span struct{ from, to int }
	var spans []span
	add := func(s, loc string, shown, credential bool) {
		for line := range strings.Lines(s) {
			buf, toks = a.tokenizeLine(st, line, buf, toks)
			spans = append(spans, span{len(all), len(all) + len(toks)})
			all = append(all, toks...)
			lines = append(lines, resumeLine{loc: loc, shown: shown, credential: credential})
		}
	}
	add(r.Summary, "summary", true, false)
	add(r.TargetRole, "target_role", true, false)
	for i, e := range r.Experience {
		add(e.Title, fmt.Sprintf("experience[%d].title", i), true, false)
		for j, b := range e.Bullets {
			add(b, fmt.Sprintf("experience[%d].bullets[%d]", i, j), true, false)
		}
	}
	for i, s := range r.Skills {
		add(s, fmt.Sprintf("skills[%d]", i), false, false)
	}
	for i, e := range r.Education {
		add(strings.Join([]string{e.Degree, e.Field, e.School}, " "), fmt.Sprintf("education[%d]", i), false, false)
	}
	for _, t := range sectionTexts(r) {
		add(t.text, t.loc, t.shown, strings.HasPrefix(t.loc, "certificates["))
	}
	stemTokens(st, all)
	// An irregular past form stands for its verb: "Troubleshot" shows
	// "troubleshooting".
	for i := range all {
		if b := a.verbs.verbs.irregularBase(all[i].text); b != "" {
			all[i].stem = st.stem(b)
		}
	}
	for i, sp := range spans {
		lines[i].toks = all[sp.from:sp.to]
		lines[i].words = contentTokens(lines[i].toks)
	}
	seen := wordPrefixes(lines)
	var want []token
	// A spoken language other than English the resume names.
	spoken := ""
	for _, k := range ks {
		if k.Matched && k.Category == "language_spoken" && !strings.EqualFold(k.Name, "english") {
			spoken = k.Name
		}
	}
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.SatisfiedBy != "" {
			continue
		}
		buf, want = a.tokenizeLine(st, k.Name, buf, want)
		stemTokens(st, want)
		if len(want) == 0 {
			continue
		}
		for _, l := range lines {
			// A named skill's words are match's to find. A single word
			// written in lower case is a common word, and a spoken
			// language is named by its word: any form of it shows it.
			plain := k.Kind != KindSkill
			if len(want) == 1 {
				plain = !startsUpper(k.Name) || k.Category == "language_spoken"
			}
			if span, ok := showsAll(want, l, plain); ok {
				k.SatisfiedBy = span
				k.Locations = append(k.Locations, l.loc)
				ev := evidenceListed
				if l.shown {
					ev = evidenceShown
				}
				k.equiv = max(k.equiv, ev)
			}
		}
		// A phrase in the resume's own words: its words in another
		// order and form (reworded.go). A named skill is match's.
		if k.SatisfiedBy == "" && k.Kind != KindSkill {
			words := contentTokens(want)
			for _, l := range lines {
				if l.loc == "target_role" {
					continue // the job applied for, not evidence
				}
				if span, ok := reworded(words, l); ok {
					if k.SatisfiedBy == "" {
						k.SatisfiedBy = span
					}
					k.Locations = append(k.Locations, l.loc)
					k.equiv = max(k.equiv, lineEvidence(l))
				}
			}
		}
		// Another name ESCO gives the same skill (alike.go).
		if k.SatisfiedBy == "" {
			if by, in := a.showsAlike(st, want, lines, seen); by != "" {
				k.SatisfiedBy = by
				for _, l := range in {
					k.Locations = append(k.Locations, l.loc)
					k.equiv = max(k.equiv, lineEvidence(l))
				}
			}
		}
		// A generic head adds nothing to what it heads: "OFAC
		// requirements" is shown where OFAC is. (Not so the things done in
		// a field, genericHeads: "new-employee setup" shows no "employee
		// questions".)
		if n := len(want); k.SatisfiedBy == "" && n > 1 && emptyHead(want[n-1].text) {
			core := want[:n-1]
			coreWords := contentTokens(core)
			for _, l := range lines {
				if l.loc == "target_role" {
					continue
				}
				span, ok := showsAll(core, l, true)
				if !ok {
					span, ok = reworded(coreWords, l)
				}
				if ok {
					ev := evidenceListed
					if l.shown {
						ev = evidenceShown
					}
					if k.SatisfiedBy == "" {
						k.SatisfiedBy = span
					}
					k.Locations = append(k.Locations, l.loc)
					k.equiv = max(k.equiv, ev)
				}
			}
		}
		if k.SatisfiedBy == "" {
			if by, loc := levelShown(want, r, spoken); by != "" {
				k.SatisfiedBy, k.Locations, k.equiv = by, append(k.Locations, loc), evidenceListed
			}
		}
	}
	a.coordinated(st, r.JobDescription, lines, ks)
	a.cats.meet(lines, ks)
	words := make([][]string, len(ks))
	for i, k := range ks {
		words[i] = strings.Fields(strings.ToLower(k.Name))
	}
	for changed := true; changed; {
		changed = false
		for i := range ks {
			k := &ks[i]
			if k.Matched || k.SatisfiedBy != "" {
				continue
			}
			for j, o := range ks {
				if o.Name == k.Name || !(o.Matched || o.SatisfiedBy != "") {
					continue
				}
				// A keyword inside a longer one that is met ("Cerner" of
				// "Cerner charting", met by Epic in "Epic or Cerner
				// charting"), or a member of an any-of list another member
				// of which is met by an equivalent.
				if containsWords(words[j], words[i]) || slices.Contains(k.AnyOf, o.Name) {
					k.SatisfiedBy = o.Name
					if !o.Matched {
						k.SatisfiedBy = o.SatisfiedBy
					}
					k.equiv = max(k.equiv, o.equiv, o.Evidence)
					changed = true
					break
				}
			}
		}
	}
}

// lineEvidence is what a line earns a keyword it shows: a bullet, the
// summary or a title show it in use; a skills entry only lists it.
func lineEvidence(l resumeLine) float64 {
	if l.shown {
		return evidenceShown
	}
	return evidenceListed
}

// showsAll reports whether line holds every token of want and returns the
// words of line that do. With an equivalent form among them (a credential
// noun in another form, an acronym spelled out or abbreviated, an agent noun
// for its verb) the words may stand in any order within a few words of each
// other; with plain words only, which match left to the index when they
// stand together, a phrase that is not a named skill is shown by its words in
// order a word or two apart ("retail and hospital pharmacy" shows "retail
// pharmacy"; "crane crew for overhead welds" does not show "overhead
// cranes"), and a lower-case word by any form of it ("Coached" shows
// "coaching").
func showsAll(want []token, line resumeLine, plain bool) (string, bool) {
	var usedBuf [8]string
	used := usedBuf[:0]
	var spelled []int // where an acronym of want starts in line
	lo, hi, prev, equiv, ordered := len(line.toks), -1, -1, false, true
	for i := 0; i < len(want); i++ {
		w := want[i]
		if n, raw, at := abbreviated(want[i:], line.toks); n > 0 {
			used = append(used, raw)
			lo, hi, equiv = min(lo, at), max(hi, at+1), true
			ordered = ordered && at > prev && (prev < 0 || at-prev <= 3)
			prev = at
			i += n - 1
			continue
		}
		if f, cred := credentialForms[w.text]; cred && line.credential && !otherCredential(line.toks, f, spelled) {
			equiv = true // a certificates entry is a credential held
			continue
		}
		raw, at, eq := showsToken(w, line.toks, prev, len(want) > 1)
		if at < 0 {
			return "", false
		}
		if eq && acronym(w.raw) {
			spelled = append(spelled, at) // "Certified Public Accountant" spells CPA
		}
		used = append(used, raw)
		lo, hi, equiv = min(lo, at), max(hi, at+1), equiv || eq
		ordered = ordered && at > prev && (prev < 0 || at-prev <= 3)
		prev = at
	}
	switch {
	case len(used) == 0:
		return "", false
	case equiv && hi-lo <= len(want)+2:
	case line.credential && hi-lo <= len(want)+2:
		// A certificates entry names one credential, often inverted:
		// "Commercial Driver's License, Class A" shows "Class A
		// commercial driver's license".
	case plain && len(want) > 1 && ordered:
	case plain && len(want) == 1:
	default:
		return "", false
	}
	return strings.Join(used, " "), true
}

// otherCredential reports a credential noun of another kind in line: a
// certification does not show a licence. Words that spell out an acronym of
// the keyword are its name, not a credential noun ("Certified" of
// "Certified Public Accountant" for "CPA license").
func otherCredential(line []token, kind string, spelled []int) bool {
	for i, t := range line {
		if f, ok := credentialForms[t.text]; ok && f != kind && !slices.Contains(spelled, i) {
			return true
		}
	}
	return false
}

// showsToken finds w in line as the same word, another form of the same
// credential noun, the agent noun of its verb ("teacher" for "teaching"), or
// an acronym's words spelled out; of several places it takes the first after
// prev, so a phrase is read where its words stand together. It returns the
// words found, where, and whether the form was an equivalent one.
func showsToken(w token, line []token, prev int, phrase bool) (string, int, bool) {
	wf, wCred := credentialForms[w.text]
	raw, at, eq := "", -1, false
	take := func(r string, i int, e bool) {
		// The first place after prev, else the first place.
		if at < 0 || i > prev && (at <= prev || i < at) {
			raw, at, eq = r, i, e
		}
	}
	for i, t := range line {
		if wCred {
			if f, ok := credentialForms[t.text]; ok && f == wf {
				take(t.raw, i, t.text != w.text)
				continue
			}
		}
		switch {
		case t.text == w.text || t.stem == w.stem:
			take(t.raw, i, false)
		case agentNoun(t.stem, w.stem) || agentNoun(w.stem, t.stem):
			take(t.raw, i, true)
		case phrase && derived(t.stem, w.stem):
			take(t.raw, i, true) // "Reconciled balance sheet accounts"
		case phrase && w.text == "multi" && isNumber(t.text) && i+1 < len(line) && line[i+1].before == '-':
			take(t.raw, i, true) // "12-line" is a "multi-line" phone system
		}
	}
	if acronym(w.raw) {
		if r, from, _ := spelledOut(strings.ToLower(w.raw), line); from >= 0 {
			take(r, from, true)
		}
	}
	return raw, at, eq
}

// derived reports two stems of one word family, within a phrase:
// "reconcil" (reconciled) and "reconcili" (reconciliations). The shorter
// must be long enough to name the family on its own.
func derived(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 7 && strings.HasPrefix(b, a) && len(b)-len(a) <= 3
}

// agentNoun reports whether noun is the agent noun of stem verb: "teacher"
// of "teach", "hygienist" of "hygien" (hygiene).
func agentNoun(noun, verb string) bool {
	// The noun is the verb, or the verb less its final "e", and a suffix of
	// two or three letters: most pairs of words differ in length otherwise,
	// and matching reads every pair of a resume's and a posting's words.
	if len(verb) < 4 || len(noun) <= len(verb) || len(noun) > len(verb)+3 {
		return false
	}
	for _, suf := range agentSuffixes {
		base, ok := strings.CutSuffix(noun, suf)
		if ok && (base == verb || len(base)+1 == len(verb) && verb[len(base)] == 'e' && strings.HasPrefix(verb, base)) {
			return true
		}
	}
	return false
}

var agentSuffixes = []string{"er", "or", "ist"}

// abbreviated finds a run of two or more capitalised words opening want
// whose initials the line writes as one acronym ("National Electrical Code"
// as "NEC"), and returns how many words of want it covers and where.
func abbreviated(want, line []token) (int, string, int) {
	var initials strings.Builder
	n, best := 0, 0
	for n < len(want) {
		t := want[n]
		if _, skip := acronymFiller[t.text]; skip && n > 0 {
			n++
			continue
		}
		if !capitalWord(t.raw) {
			break
		}
		initials.WriteByte(t.text[0])
		n++
		if initials.Len() >= 2 {
			best = n
		}
	}
	if best == 0 {
		return 0, "", 0
	}
	// Try the longest run first: "National Electrical Code" before
	// "National Electrical".
	for k := best; k >= 2; k-- {
		var ac strings.Builder
		for _, t := range want[:k] {
			if _, skip := acronymFiller[t.text]; !skip {
				ac.WriteByte(t.text[0])
			}
		}
		for i, t := range line {
			if acronym(t.raw) && strings.ToLower(t.raw) == ac.String() && ac.Len() >= 2 {
				return k, t.raw, i
			}
		}
	}
	return 0, "", 0
}

// emptyHeads are nouns that name no skill of their own after one: "OFAC
// requirements", "scheduling skills", "sales experience".
var emptyHeads = set([]string{"requirement", "requirements", "skill", "skills", "experience", "knowledge",
	"proficiency", "expertise", "familiarity", "background", "ability", "abilities", "understanding"})

func emptyHead(w string) bool {
	_, ok := emptyHeads[w]
	return ok
}

// degreeLevels are the levels of degree a posting asks for, from the words
// it uses, and the abbreviations a resume writes them with.
var degreeLevels = []struct {
	words   []string
	abbrevs []string
}{
	{[]string{"associate", "associates"}, []string{"aa", "as", "aas", "aab", "aat", "aos"}},
	{[]string{"bachelor", "bachelors", "undergraduate"}, []string{"ba", "bs", "bsc", "beng", "bba", "bsn", "bfa", "bed", "ab"}},
	{[]string{"master", "masters", "graduate"}, []string{"ma", "ms", "msc", "meng", "mba", "msn", "mfa", "med", "mph", "mpa"}},
	{[]string{"doctorate", "doctoral", "phd"}, []string{"phd", "dphil", "edd", "md", "dnp", "pharmd", "jd"}},
}

// squashDegree writes "B.S." and "B S" as "BS".
var squashDegree = strings.NewReplacer(".", "", " ", "")

// levelShown reports a degree the posting asks for by level ("Bachelor's
// degree") that an education entry holds, or one above it, and a spoken
// language requirement ("bilingual") the languages section meets.
func levelShown(want []token, r *model.Resume, spoken string) (string, string) {
	if len(want) == 1 && (want[0].text == "degree" || want[0].text == "degrees") {
		// "degree" alone: any degree an education entry holds.
		for i, e := range r.Education {
			deg := strings.ToLower(squashDegree.Replace(e.Degree))
			for _, lv := range degreeLevels {
				if slices.Contains(lv.abbrevs, deg) || slices.ContainsFunc(lv.words, func(s string) bool { return strings.Contains(deg, s) }) {
					return e.Degree, fmt.Sprintf("education[%d].degree", i)
				}
			}
		}
	}
	for _, w := range want {
		switch w.text {
		case "bilingual", "multilingual":
			if n := len(r.Languages); n >= 2 || n == 1 && !strings.EqualFold(strings.TrimSpace(r.Languages[0].Language), "english") {
				return r.Languages[0].Language, "languages[0].language"
			}
			if spoken != "" {
				return spoken, "skills"
			}
		}
		for lv, d := range degreeLevels {
			if !slices.Contains(d.words, strings.TrimSuffix(w.text, "'s")) {
				continue
			}
			if lv == 0 && !slices.ContainsFunc(want, func(t token) bool { return t.stem == "degre" || t.text == "degree" }) {
				continue // "associate" alone is a job title
			}
			for i, e := range r.Education {
				deg := strings.ToLower(squashDegree.Replace(e.Degree))
				for above := lv; above < len(degreeLevels); above++ {
					up := degreeLevels[above]
					if slices.Contains(up.abbrevs, deg) || slices.ContainsFunc(up.words, func(s string) bool { return strings.Contains(deg, s) }) {
						return e.Degree, fmt.Sprintf("education[%d].degree", i)
					}
				}
			}
		}
	}
	return "", ""
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
		for j < len(line) && n < len(ac) {
			t := line[j]
			if _, skip := acronymFiller[t.text]; skip && n > 0 {
				j++
				continue
			}
			if t.text == "" || t.text[0] != ac[n] || !capitalWord(t.raw) {
				break
			}
			n++
			j++
		}
		if n == len(ac) {
			words := make([]string, 0, j-i)
			for _, t := range line[i:j] {
				words = append(words, t.raw)
			}
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

// containsWords reports whether the words in run inside the words o.
func containsWords(o, in []string) bool {
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
