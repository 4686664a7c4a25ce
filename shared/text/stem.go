package text

import "github.com/kljensen/snowball/english"

// Stem returns the Snowball (Porter2) English stem of the lowercased token w.
//
// Tokens that are not plain ASCII letters (c++, node.js, k8s, non-Latin words) and
// tokens shorter than three letters come back unchanged: stemming would mangle the
// technical names and the stemmer only knows English.
func Stem(w string) string {
	if len(w) < 3 || !isASCIILower(w) {
		return w
	}
	return english.Stem(w, false)
}

// StemAll returns the stems of tokens, stemming each distinct token once; postings
// repeat words heavily, so the memo pays for itself.
func StemAll(tokens []string) []string {
	out := make([]string, len(tokens))
	memo := make(map[string]string, len(tokens)/4+1)
	for i, tok := range tokens {
		st, ok := memo[tok]
		if !ok {
			st = Stem(tok)
			memo[tok] = st
		}
		out[i] = st
	}
	return out
}

func isASCIILower(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
