package fulltext

import (
	"sync"
	"unicode"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/german"

	"github.com/careerkit/careerkit/shared/text"
)

// Lang is a language a text is read in.
type Lang int

const (
	English Lang = iota
	German
)

// maxWordBytes is the longest word indexed: longer runs are hashes, encoded
// data or run-together text nobody searches for.
const maxWordBytes = 64

// lexemes caches the lexeme of each word seen, per language: a posting's words
// are mostly words seen before, and a hit costs one map lookup and no
// allocation. It is bounded, so hostile text cannot grow it without limit.
var lexemes = [2]struct {
	sync.RWMutex
	m map[string]string
}{{m: map[string]string{}}, {m: map[string]string{}}}

const lexemeCacheSize = 200000

// lexeme returns the indexed form of the lowercased word w in lang, "" when
// it is not indexed (a stop word, or too long).
func lexeme(w []byte, lang Lang) string {
	if len(w) == 0 || len(w) > maxWordBytes {
		return ""
	}
	c := &lexemes[lang]
	c.RLock()
	l, ok := c.m[string(w)]
	c.RUnlock()
	if ok {
		return l
	}
	word := string(w)
	l = readWord(word, lang)
	c.Lock()
	if len(c.m) >= lexemeCacheSize {
		c.m = make(map[string]string, lexemeCacheSize)
	}
	c.m[word] = l
	c.Unlock()
	return l
}

// readWord is lexeme without the cache.
func readWord(w string, lang Lang) string {
	if lang == German {
		if germanStop[w] {
			return ""
		}
		return germanStem(w)
	}
	if englishStop[w] {
		return ""
	}
	return text.Stem(w)
}

func germanStem(w string) string {
	if !lettersOnly(w) {
		return w
	}
	env := snowballstem.NewEnv(w)
	german.Stem(env)
	return env.Current()
}

// lettersOnly reports whether w is letters (and the marks of decomposed
// letters) alone: the German stemmer is for words, not codes.
func lettersOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) {
			return false
		}
	}
	return true
}
