package writing

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// The no-invention checks. They are applied to every LLM rewrite, and the tests
// apply them to the deterministic text as well.

// digitRuns returns the maximal runs of digits in s ("$1,200" gives 1 and 200).
func digitRuns(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if r >= '0' && r <= '9' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// inventedNumbers returns the numbers of out, as digit runs or number words
// ("twelve", "doubled"), that occur in none of refs.
func (k *knowledge) inventedNumbers(out string, refs ...string) []string {
	known := map[string]bool{}
	words := map[string]bool{}
	for _, r := range refs {
		for _, d := range digitRuns(r) {
			known[d] = true
		}
		for _, t := range text.Tokens(r) {
			words[t] = true
		}
	}
	var bad []string
	for _, d := range digitRuns(out) {
		if !known[d] && !contains(bad, d) {
			bad = append(bad, d)
		}
	}
	for _, t := range text.Tokens(out) {
		if _, isNum := k.lex.numberWords[t]; isNum && !words[t] && !contains(bad, t) {
			bad = append(bad, t)
		}
	}
	return bad
}

// allowedWords is the vocabulary a rewrite may capitalise: the words of the input
// and the draft, of every template, and the common sentence starters.
func (k *knowledge) allowedWords(refs ...string) map[string]struct{} {
	m := make(map[string]struct{}, 512)
	for _, r := range refs {
		for _, t := range text.Tokens(r) {
			m[t] = struct{}{}
		}
	}
	return m
}

// unknownNames returns the capitalised words of out that are neither in allowed,
// nor template words, nor sentence starters. A capitalised word nobody sent is how
// an invented employer, school or product shows up.
func (k *knowledge) unknownNames(out string, allowed map[string]struct{}) []string {
	var bad []string
	for _, w := range capitalisedWords(out) {
		lw := strings.ToLower(w)
		lw = strings.TrimSuffix(strings.TrimSuffix(lw, "'s"), "’s")
		if _, ok := allowed[lw]; ok {
			continue
		}
		if _, ok := k.templateWords[lw]; ok {
			continue
		}
		if _, ok := k.lex.starters[lw]; ok {
			continue
		}
		if !contains(bad, w) {
			bad = append(bad, w)
		}
	}
	return bad
}

// capitalisedWords returns the words of s that start with an upper-case letter.
// Words are split at anything but letters, digits, apostrophes and the marks that
// live inside names (C++, C#, Node.js, R&D, A/B), as text.Tokens does.
func capitalisedWords(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '+' || r == '#' || r == '&' || r == '.' || r == '/')
	}) {
		f = strings.Trim(f, "./'’")
		r, _ := utf8.DecodeRuneInString(f)
		if unicode.IsUpper(r) {
			out = append(out, f)
		}
	}
	return out
}

// missingPhrases returns the phrases whose words do not occur, in order, in s.
func missingPhrases(s string, phrases []string) []string {
	toks := text.Tokens(s)
	var out []string
	for _, p := range phrases {
		if !containsSeq(toks, text.Tokens(p)) {
			out = append(out, p)
		}
	}
	return out
}

// inventedSkills returns the skills and tools of the knowledge base that out
// names and none of refs does: a rewrite that adds "Kubernetes" or "CCRN" to a
// profile claims what the person never said.
func (k *knowledge) inventedSkills(out string, refs ...string) []string {
	have := map[string]bool{}
	for _, f := range k.scanTerms(strings.Join(refs, "\n")) {
		have[f.t.key] = true
	}
	var bad []string
	for _, f := range k.scanTerms(out) {
		if f.t.kind == kindSkill && !have[f.t.key] && !contains(bad, f.t.canon) {
			bad = append(bad, f.t.canon)
		}
	}
	return bad
}
