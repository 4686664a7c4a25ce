package writing

import (
	"regexp"
	"strings"
	"unicode"
)

// The lint pass: sentences that read as a template's seams rather
// than as written by a careful person. Every generated sentence is checked;
// one that fails is dropped and the next alternative is rendered instead.
// hint is a literal every match contains, so the regexp runs only when it
// could match: the lint pass sits on the hot path of every profile.
var lintRules = []struct {
	name, hint string
	re         *regexp.Regexp
}{
	// "Documented care using Patient Education, critical care, Mechanical ventilation"
	{"using-list", "using", regexp.MustCompile(`\busing\s+[^.;:]+,\s*[^.;:]+`)},
	// "… using ACLS and CCRN." tacked on at the end of a sentence.
	{"using-tail", "using", regexp.MustCompile(`\busing\s+\S+(\s+\S+)?\s+and\s+\S+(\s+\S+)?[.!]?$`)},
	{"focus-join", ";", regexp.MustCompile(`(?i);\s*focus:`)},
	// "…to stakeholders, for business stakeholders."
	{"for-tail", " for ", regexp.MustCompile(`,\s+for\s+[a-z]+(\s+[a-z]+)?\s+(stakeholders|teams|customers|partners|users|clients)[.!]?$`)},
	{"with-view-of", "view of", regexp.MustCompile(`(?i)with a long-term view of`)},
	// A degree written without its final period: "B.A in", "M.S degree".
	{"degree-period", ".", regexp.MustCompile(`\b[A-Z]\.[A-Z](\s|,|;|$)`)},
	{"double-space", "  ", regexp.MustCompile(`\S  +\S`)},
	{"empty-list", "", regexp.MustCompile(`(,\s*,|:\s*[.;]|\(\s*\))`)},
}

// lintText returns the names of the rules one sentence or field breaks.
func lintText(s string) []string {
	var out []string
	for _, part := range splitSentences(s) {
		for _, r := range lintRules {
			if r.hint != "" && !strings.Contains(part, r.hint) {
				continue
			}
			if r.re.MatchString(part) {
				out = append(out, r.name)
			}
		}
	}
	return out
}

// lintOK reports whether s passes every sentence rule.
func lintOK(s string) bool { return len(lintText(s)) == 0 }

// splitSentences cuts text into sentences at ., ! or ? followed by a space and
// a capital, and at line breaks, so "B.A. in Economics" or ".NET" stay whole.
func splitSentences(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		start := 0
		rs := []rune(line)
		for i := 0; i < len(rs); i++ {
			if (rs[i] == '.' || rs[i] == '!' || rs[i] == '?') && i+2 < len(rs) && rs[i+1] == ' ' && unicode.IsUpper(rs[i+2]) && !abbrevBefore(rs, i) {
				out = append(out, strings.TrimSpace(string(rs[start:i+1])))
				start = i + 2
			}
		}
		if s := strings.TrimSpace(string(rs[start:])); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// abbrevBefore reports whether the period at i ends a one-letter abbreviation
// ("B.A." or "J. Smith"), which does not end a sentence.
func abbrevBefore(rs []rune, i int) bool {
	return i >= 1 && unicode.IsLetter(rs[i-1]) && (i == 1 || !unicode.IsLetter(rs[i-2]))
}

// repeatedPhrase returns a phrase of five or more words that occurs in two
// different sentences of texts, or "". A profile that says "now pursuing Senior
// Backend Engineer roles" twice reads as a template.
func repeatedPhrase(texts ...string) string {
	const n = 5
	seen := map[string]int{}
	sent := 0
	for _, t := range texts {
		for _, s := range splitSentences(t) {
			sent++
			words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			local := map[string]bool{}
			for i := 0; i+n <= len(words); i++ {
				g := strings.Join(words[i:i+n], " ")
				if local[g] {
					continue
				}
				local[g] = true
				if prev, ok := seen[g]; ok && prev != sent {
					return g
				}
				seen[g] = sent
			}
		}
	}
	return ""
}

// firstWord returns the lowercased first word of a bullet, its opening verb.
func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(strings.Trim(f[0], ".,;:"))
}
