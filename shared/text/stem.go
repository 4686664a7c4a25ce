package text

import (
	"sync"

	"github.com/kljensen/snowball/english"
)

// Stem returns the Snowball (Porter2) English stem of the lowercased token w.
//
// Tokens that are not plain ASCII letters (c++, node.js, k8s, non-Latin words) and
// tokens shorter than three letters come back unchanged: stemming would mangle the
// technical names and the stemmer only knows English.
func Stem(w string) string {
	if len(w) < 3 || !isASCIILower(w) {
		return w
	}
	if len(w) > stemCacheMaxLen {
		return english.Stem(w, false)
	}
	stems.RLock()
	st, ok := stems.m[w]
	stems.RUnlock()
	if ok {
		return st
	}
	st = english.Stem(w, false)
	stems.Lock()
	if len(stems.m) >= stemCacheSize {
		// Forgetting everything at once keeps the cache bounded whatever words
		// callers send; the words that matter are back within a few calls.
		stems.m = make(map[string]string, stemCacheSize)
	}
	stems.m[w] = st
	stems.Unlock()
	return st
}

// The stemmer converts every word to runes and back and allocates as it goes:
// stemming was a sixth of the writing engine's time and most of its garbage,
// and the same few thousand words come back in every request.
const (
	stemCacheSize   = 1 << 16
	stemCacheMaxLen = 32
)

var stems = struct {
	sync.RWMutex
	m map[string]string
}{m: make(map[string]string, stemCacheSize)}

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
