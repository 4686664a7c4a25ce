package ats

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// ESCO names many skills more than one way ("perform dental radiographs",
// "take dental x-rays"), and says so: a resume that shows one of a
// concept's names shows the keyword that is another. Only a name of two
// content words or more stands for a keyword of as many, and it must be shown in one
// line (in the resume's own order and form, reworded.go), so a lone common
// word never meets a phrase.

// alikeIndex maps the stems of each name to the groups holding it.
func alikeIndex(st *stemmer, groups [][]string) map[string][]int {
	by := make(map[string][]int, 4*len(groups))
	var sb strings.Builder
	for g, names := range groups {
		for _, n := range names {
			sb.Reset()
			for i, w := range text.Tokens(n) {
				if i > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteString(st.stem(w))
			}
			if key := sb.String(); key != "" {
				by[key] = append(by[key], g)
			}
		}
	}
	return by
}

// alikeNames returns the other names ESCO gives the concepts named by the
// words want: those of two content words or more. A single word names too
// little to tell which concept it is ("payroll" is the object of a dozen).
func (lx *lexicon) alikeNames(want []token) []string {
	if len(contentTokens(want)) < 2 {
		return nil
	}
	key := stemKey(want)
	var out []string
	for _, g := range lx.alikeBy[key] {
		for _, n := range lx.alike[g] {
			if len(strings.Fields(n)) >= 2 && n != lowerKey(want) && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// showsAlike reports a line that shows another of ESCO's names for want,
// and the line's words that do.
func (a *Analyzer) showsAlike(st *stemmer, want []token, lines []resumeLine, seen map[string]bool) (string, []resumeLine) {
	var buf []text.Token
	var alt []token
	for _, n := range a.lex.alikeNames(want) {
		buf, alt = a.tokenizeLine(st, n, buf, alt[:0])
		stemTokens(st, alt)
		words := contentTokens(alt)
		if len(words) < 2 || slices.ContainsFunc(words, func(t token) bool { return !seen[wordPrefix(t)] }) {
			continue
		}
		var by string
		var in []resumeLine
		for _, l := range lines {
			if l.loc == "target_role" {
				continue
			}
			if span, ok := reworded(words, l); ok {
				if by == "" {
					by = span
				}
				in = append(in, l)
			}
		}
		if by != "" {
			return by, in
		}
	}
	return "", nil
}

// wordPrefix is what every form sameWord takes a word for shares with it:
// the first three letters of its stem, or its credential noun's fold.
func wordPrefix(t token) string {
	if f, ok := credentialForms[t.text]; ok {
		return f
	}
	if len(t.stem) > 3 {
		return t.stem[:3]
	}
	return t.stem
}

// wordPrefixes holds the wordPrefix of every content word of lines: a name
// with a word outside it is shown by no line.
func wordPrefixes(lines []resumeLine) map[string]bool {
	seen := map[string]bool{}
	for _, l := range lines {
		for _, t := range l.words {
			seen[wordPrefix(t)] = true
		}
	}
	return seen
}
