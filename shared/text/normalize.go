package text

import "strings"

// Normalize returns the canonical comparison form of s: its tokens joined by single
// spaces. "  Senior  Node.JS Engineer!" and "senior node.js engineer" normalise
// alike, as do "Full-Stack" and "full stack".
func Normalize(s string) string {
	return strings.Join(Tokens(s), " ")
}

// Key returns the stemmed, stop-word-free form of s, for matching phrases that
// differ only in inflection or filler words ("Managed the teams" and "manage team").
func Key(s string) string {
	toks := ContentWords(s)
	for i, t := range toks {
		toks[i] = Stem(t)
	}
	return strings.Join(toks, " ")
}
