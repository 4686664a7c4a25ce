package fulltext

import (
	"maps"
	"sync"
	"sync/atomic"
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
// are mostly words seen before, and a hit costs one map lookup, no lock and no
// allocation (the index's writers build documents on every core at once, and
// a shared lock's counter cost them a third of each lookup). It is bounded, so
// hostile text cannot grow it without limit.
var lexemes [2]lexemeCache

const lexemeCacheSize = 200000

// lexemeCache is a map read without locking: readers see an immutable map,
// words new to it wait in a locked one until enough have come to publish a
// new immutable map with them (a copy every eighth growth, so each word is
// copied a few times at most).
type lexemeCache struct {
	read  atomic.Pointer[map[string]string]
	mu    sync.Mutex
	dirty map[string]string
}

func (c *lexemeCache) get(w []byte) (string, bool) {
	if m := c.read.Load(); m != nil {
		if l, ok := (*m)[string(w)]; ok {
			return l, true
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.dirty[string(w)]; ok {
		return l, true
	}
	// The word may have been published since the read above: publishing holds
	// the lock.
	if m := c.read.Load(); m != nil {
		l, ok := (*m)[string(w)]
		return l, ok
	}
	return "", false
}

func (c *lexemeCache) put(w, l string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dirty == nil {
		c.dirty = make(map[string]string)
	}
	c.dirty[w] = l
	var read map[string]string
	if m := c.read.Load(); m != nil {
		read = *m
	}
	if len(c.dirty) < max(256, len(read)/8) {
		return
	}
	next := c.dirty
	if len(read)+len(c.dirty) <= lexemeCacheSize {
		next = make(map[string]string, len(read)+len(c.dirty))
		maps.Copy(next, read)
		maps.Copy(next, c.dirty)
	}
	c.read.Store(&next)
	c.dirty = nil
}

// lexeme returns the indexed form of the lowercased word w in lang, "" when
// it is not indexed (a stop word, or too long).
func lexeme(w []byte, lang Lang) string {
	if len(w) == 0 || len(w) > maxWordBytes {
		return ""
	}
	c := &lexemes[lang]
	if l, ok := c.get(w); ok {
		return l
	}
	word := string(w)
	l := readWord(word, lang)
	c.put(word, l)
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
