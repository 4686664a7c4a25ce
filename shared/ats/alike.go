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
func (a *Analyzer) showsAlike(st *stemmer, want []token, lines []resumeLine) (string, []resumeLine) {
	var buf []text.Token
	var alt []token
	for _, n := range a.lex.alikeNames(want) {
		buf, alt = a.tokenizeLine(st, n, buf, alt[:0])
		stemTokens(st, alt)
		if len(contentTokens(alt)) < 2 {
			continue
		}
		var by string
		var in []resumeLine
		for _, l := range lines {
			span, ok := showsAll(alt, l, true)
			if !ok {
				span, ok = reworded(alt, l)
			}
			if ok {
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
