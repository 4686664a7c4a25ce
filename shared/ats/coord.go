package ats

import (
	"slices"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/text"
)

// The posting's own grammar says what else meets a keyword. Three
// constructions name alternatives to it:
//
//   - an "or" list: the members of "A, B or C" are alternatives, whatever
//     words each carries ("Intune or SCCM endpoint management": Intune meets
//     "SCCM" and "SCCM endpoint management"; "help desk or desktop support
//     experience"). The first member starts after the last preposition,
//     article, number or phrase-cutting word before it ("2+ years of help
//     desk"); a shared head after the last member ("endpoint management")
//     may be left out;
//   - a pair of single words joined by a slash: "SDR/BDR";
//   - examples of a category: a parenthesis or a "such as" / "including" /
//     "e.g." list right after the keyword, a word or two apart ("EHR
//     experience (Epic, athenahealth or eClinicalWorks)", "ticketing systems
//     such as ServiceNow"): any example the resume shows shows the category.
//
// A member is only read as a name when it is short (four words at most) and
// not made of generic words alone ("related field", "equivalent experience").
// A parenthesis opening with "or" ("(or willingness to obtain)"), holding
// prose ("(no more than 2 moving violations in 3 years)") or a single name
// (a gloss: "federal courts (CM/ECF)") gives no examples, nor does one after
// a degree or credential, which it qualifies ("Bachelor's degree (nursing or
// biology)").

// genericMember are words that, alone, name no skill a resume could show.
var genericMember = set([]string{
	"or", "and", "another", "any", "other", "a", "an", "the", "similar", "equivalent", "comparable",
	"related", "relevant", "field", "fields", "experience", "knowledge", "skills", "skill", "ability",
	"willingness", "years", "year", "etc", "e.g", "eg", "i.e", "ie", "such", "as", "like", "including",
	"preferred", "required", "plus", "bonus", "tools", "systems", "software", "platforms", "degree",
	"equivalency", "combination", "education", "training", "obtain", "more", "less", "least", "same",
})

// exampleOpeners open a list of examples: "such as", "including", "e.g.".
var exampleOpeners = set([]string{"such", "as", "including", "like", "e.g", "eg", "e", "g", "i.e", "ie", "especially", "particularly"})

// memberTrim are the words the first member of a list starts after.
var memberTrim = set([]string{"a", "an", "the", "any", "either", "in", "of", "with", "on", "for", "using", "from", "at", "to", "by", "via", "have", "has", "including", "such", "as", "like"})

// maxMemberWords bounds a member read as a name; maxExampleWords the whole
// parenthesis read as a list of examples.
const (
	maxMemberWords  = 4
	maxExampleWords = 16
)

type tokSpan struct{ from, to int }

// postingLines holds the posting's lines that can hold a list of
// alternatives or examples, tokenized on first use: only a line that holds
// an unmet keyword's first word is ever read.
type postingLines struct {
	raw, lower []string
	toks       [][]token
	done       []bool
}

func newPostingLines(jd string) *postingLines {
	p := &postingLines{}
	for line := range strings.Lines(jd) {
		if !strings.ContainsAny(line, "(/") && !strings.Contains(line, " or ") && !strings.Contains(line, " OR ") &&
			!strings.Contains(line, "such as") && !strings.Contains(line, "ncluding") && !strings.Contains(line, " like ") &&
			!strings.Contains(line, "e.g") {
			continue // no list of alternatives or examples
		}
		p.raw = append(p.raw, line)
		p.lower = append(p.lower, strings.ToLower(line))
	}
	p.toks, p.done = make([][]token, len(p.raw)), make([]bool, len(p.raw))
	return p
}

// mentions reports a line that holds w, lower case.
func (p *postingLines) mentions(w string) bool {
	for _, l := range p.lower {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// firstWord returns the first run of letters and digits of s, lower case.
func firstWord(s string) string {
	from := -1
	for i, r := range s {
		alnum := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case alnum && from < 0:
			from = i
		case !alnum && from >= 0:
			return strings.ToLower(s[from:i])
		}
	}
	if from < 0 {
		return ""
	}
	return strings.ToLower(s[from:])
}

// line returns the tokens of line i, stemmed.
func (p *postingLines) line(a *Analyzer, st *stemmer, i int, buf []text.Token) []token {
	if !p.done[i] {
		var toks []token
		_, toks = a.tokenizeLine(st, p.raw[i], buf, nil)
		stemTokens(st, toks)
		p.toks[i], p.done[i] = toks, true
	}
	return p.toks[i]
}

// coordinated marks the keywords still unmet that the resume meets through
// an alternative or an example the posting names with them.
func (a *Analyzer) coordinated(st *stemmer, jd string, lines []resumeLine, ks []Keyword) {
	if strings.TrimSpace(jd) == "" {
		return
	}
	var posting *postingLines
	var buf []text.Token
	var want []token
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.SatisfiedBy != "" {
			continue
		}
		if posting == nil {
			posting = newPostingLines(a.readable(jd)) // the lines extract read
			if len(posting.raw) == 0 {
				return
			}
		}
		if first := firstWord(k.Name); first == "" || !posting.mentions(first) {
			continue
		}
		buf, want = a.tokenizeLine(st, k.Name, buf, want)
		if len(want) == 0 {
			continue
		}
		for li := range posting.raw {
			if !strings.Contains(posting.lower[li], want[0].text) {
				continue
			}
			pl := posting.line(a, st, li, buf)
			for _, at := range occurrences(pl, want) {
				var cands []tokSpan
				if !credentialName(want) {
					cands = examples(pl, at.to)
				}
				cands = append(cands, alternatives(pl, at)...)
				if k.Category != "language_spoken" { // "Bilingual English/Vietnamese" asks for both
					cands = append(cands, slashed(pl, at)...)
				}
				for _, c := range cands {
					if by, loc, ev := shownBy(pl[c.from:c.to], lines); by != "" {
						if k.SatisfiedBy == "" {
							k.SatisfiedBy = by
						}
						if !slices.Contains(k.Locations, loc) {
							k.Locations = append(k.Locations, loc)
						}
						k.equiv = max(k.equiv, ev)
					}
				}
			}
		}
	}
}

// credentialName reports a degree or credential, whose parenthesis
// qualifies it rather than giving examples of it: "Bachelor's degree
// (nursing, biology or a related field)" is not shown by "nursing home",
// "RN license (Texas or compact)" not by Texas.
func credentialName(want []token) bool {
	for _, w := range want {
		if _, ok := credentialForms[w.text]; ok {
			return true
		}
		switch strings.TrimSuffix(w.text, "'s") {
		case "degree", "degrees", "diploma", "bachelor", "bachelors", "master", "masters", "doctorate", "credential", "credentials":
			return true
		}
	}
	return false
}

// shownBy reports the resume line that shows the member toks, with the
// words that do and the evidence it earns.
func shownBy(toks []token, lines []resumeLine) (string, string, float64) {
	by, loc, ev := "", "", 0.0
	for _, l := range lines {
		if l.loc == "target_role" {
			continue // what the person applies for, not what they have
		}
		if span, ok := showsAll(toks, l, true); ok {
			e := evidenceListed
			if l.shown {
				e = evidenceShown
			}
			if e > ev {
				by, loc, ev = span, l.loc, e
			}
		}
	}
	return by, loc, ev
}

// occurrences finds want's words in line, case aside.
func occurrences(line, want []token) []tokSpan {
	var out []tokSpan
	for i := 0; i+len(want) <= len(line); i++ {
		ok := true
		for j, w := range want {
			if t := line[i+j]; t.text != w.text && t.light != w.light {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, tokSpan{i, i + len(want)})
		}
	}
	return out
}

// boundary reports a clause or list break before t.
func boundary(t token) bool {
	return strings.IndexByte(",;:()[]/.!?|", t.before) >= 0
}

// sep reports a word between list members or ending one: a conjunction,
// or a preposition, which opens a complement rather than another word of the
// member ("SMAW or FCAW welding on structural steel": structural steel is
// what is welded, not a process). "of" between capitalised words is part of
// a name ("Bachelor of Science").
func sep(line []token, i int) bool {
	t := line[i]
	if conj(t) {
		return true
	}
	if !preposition(t.text) {
		return false
	}
	return !(t.text == "of" && i > 0 && i+1 < len(line) && startsUpper(line[i-1].raw) && startsUpper(line[i+1].raw))
}

func conj(t token) bool {
	return t.text == "or" || t.text == "and" || t.text == "and/or" || t.text == "nor"
}

// examples returns the examples a parenthesis or a "such as" list gives of
// the words ending at end: up to two words may stand between ("EHR
// experience (Epic ...)").
func examples(line []token, end int) []tokSpan {
	from, opener := -1, false
	for j := end; j < len(line) && j <= end+2; j++ {
		t := line[j]
		if t.before == '(' {
			from = j
			break
		}
		if boundary(t) || conj(t) {
			return nil
		}
		if t.text == "such" && j+1 < len(line) && line[j+1].text == "as" || t.text == "including" || t.text == "like" {
			from = j
			break
		}
	}
	if from < 0 || conj(line[from]) {
		return nil // "(or willingness to obtain)"
	}
	for from < len(line) {
		if _, ok := exampleOpeners[line[from].text]; !ok {
			break
		}
		from, opener = from+1, true
	}
	to := from
	for to < len(line) {
		t := line[to]
		if to > from && strings.IndexByte(");.:", t.before) >= 0 {
			break
		}
		to++
	}
	if to-from > maxExampleWords {
		return nil
	}
	var out []tokSpan
	members, start := 0, from
	for j := from; j <= to; j++ {
		if j < to && !(j > start && boundary(line[j]) && line[j].before != '/') && !conj(line[j]) && line[j].text != "etc" {
			continue
		}
		if j > start {
			if j-start > maxMemberWords {
				return nil // prose, not a list of names
			}
			members++
			if named(line[start:j]) {
				out = append(out, tokSpan{start, j})
			}
		}
		start = j
		if j < to && (conj(line[j]) || line[j].text == "etc") {
			start = j + 1
		}
	}
	if members < 2 && !opener {
		return nil // "federal courts (CM/ECF)": a gloss, not an example
	}
	return out
}

// alternatives returns the other members of an "or" list that holds at.
func alternatives(line []token, at tokSpan) []tokSpan {
	// The member holding at runs from the break before it to the break
	// after it.
	from := at.from
	for from > 0 && !boundary(line[from]) && !sep(line, from-1) {
		from--
	}
	to := at.to
	for to < len(line) && !boundary(line[to]) && !sep(line, to) {
		to++
	}
	var members []tokSpan
	or := false
	// Leftwards: each member before ends at a comma or an "or".
	for from > 0 {
		end := from
		switch prev := line[from-1]; {
		case prev.text == "or" && !(boundary(prev) && prev.before != ','):
			or, end = true, from-1
		case line[from].before == ',' && !sep(line, from-1):
		default:
			end = 0
		}
		if end == 0 {
			break
		}
		start := end - 1
		for start > 0 && !boundary(line[start]) && !sep(line, start-1) {
			start--
		}
		members = append(members, tokSpan{start, end})
		from = start
	}
	// Rightwards: each member after starts past a comma or an "or".
	for to < len(line) {
		t := line[to]
		start := -1
		switch {
		case boundary(t) && t.before != ',':
		case t.text == "or":
			or, start = true, to+1
		case t.before == ',' && !sep(line, to):
			start = to
		}
		if start < 0 || start >= len(line) {
			break
		}
		end := start + 1
		for end < len(line) && !boundary(line[end]) && !sep(line, end) {
			end++
		}
		members = append(members, tokSpan{start, end})
		to = end
	}
	if !or {
		return nil
	}
	last := to // the end of the list's last member
	var out []tokSpan
	for _, m := range members {
		// The first member starts after a preposition, an article, a
		// number or a word that cuts a phrase ("2+ years of help desk",
		// "5+ years commercial or industrial").
		for j := m.to - 1; j > m.from; j-- {
			_, trim := memberTrim[line[j-1].text]
			_, cut := phraseBreaks[line[j-1].text] // "years", "experience", "strong"
			if trim || cut || isNumber(line[j-1].text) || quantityRe.MatchString(line[j-1].text) {
				m.from = j
				break
			}
		}
		// A shared head may follow the last member: any name it opens
		// with counts ("SCCM" of "SCCM endpoint management").
		shortest := m.from + 1
		if m.to != last {
			shortest = m.to
		}
		for end := m.to; end >= shortest; end-- {
			if end-m.from <= maxMemberWords && named(line[m.from:end]) && (end == m.to || end-m.from > 1 || productLike(line[m.from].raw)) {
				out = append(out, tokSpan{m.from, end})
			}
		}
	}
	return out
}

// slashed returns the other side of a pair of single words joined by a
// slash, which is a choice ("SDR/BDR", as anyOf reads "Cypress/Playwright"):
// not of a longer slashed run ("TCP/IP/DNS").
func slashed(line []token, at tokSpan) []tokSpan {
	if at.to-at.from != 1 {
		return nil
	}
	joined := func(i int) bool { return i > 0 && i < len(line) && line[i].before == '/' }
	i := at.from
	switch {
	case joined(i) && !joined(i-1) && !joined(i+1):
		return []tokSpan{{i - 1, i}}
	case joined(i+1) && !joined(i) && !joined(i+2):
		return []tokSpan{{i + 1, i + 2}}
	}
	return nil
}

// productLike reports a word written as a product's name: an acronym
// ("SCCM") or a capital inside it ("PowerShell"), not a capitalised word
// opening a line ("Active Maine RN license").
func productLike(raw string) bool {
	return acronym(raw) || len(raw) > 1 && strings.ToLower(raw[1:]) != raw[1:]
}

// named reports a member that can name something a resume shows: words
// beyond generic ones, and no number.
func named(toks []token) bool {
	if len(toks) == 0 || len(toks) > maxMemberWords {
		return false
	}
	content := false
	for _, t := range toks {
		if quantityRe.MatchString(t.text) {
			return false
		}
		if _, g := genericMember[t.text]; !g && len(t.text) >= 2 {
			content = true
		}
	}
	return content
}
