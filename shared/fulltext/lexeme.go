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
// copied a few times at most), or until they have been looked up as often as
// the immutable map has words (as sync.Map promotes its dirty map): a few
// words that never grow into a publication would otherwise take the lock at
// every lookup for good.
type lexemeCache struct {
	read   atomic.Pointer[map[string]string]
	mu     sync.Mutex
	dirty  map[string]string
	misses int // lookups answered by dirty since the last publication
}

func (c *lexemeCache) get(w []byte) (string, bool) {
	if m := c.read.Load(); m != nil {
		if l, ok := (*m)[string(w)]; ok {
			return l, true
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// The word may have been published since the read above: publishing holds
	// the lock.
	read := c.readMap()
	if l, ok := read[string(w)]; ok {
		return l, true
	}
	l, ok := c.dirty[string(w)]
	if ok {
		if c.misses++; c.misses >= max(len(c.dirty), len(read)) {
			c.publish(read)
		}
	}
	return l, ok
}

func (c *lexemeCache) put(w, l string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dirty == nil {
		c.dirty = make(map[string]string)
	}
	c.dirty[w] = l
	if read := c.readMap(); len(c.dirty) >= max(256, len(read)/8) {
		c.publish(read)
	}
}

// readMap is the published map; c.mu is held.
func (c *lexemeCache) readMap() map[string]string {
	if m := c.read.Load(); m != nil {
		return *m
	}
	return nil
}

// publish makes read and the words waiting one immutable map, or only the
// words waiting once the cache is full; c.mu is held.
func (c *lexemeCache) publish(read map[string]string) {
	next := c.dirty
	if len(read)+len(c.dirty) <= lexemeCacheSize {
		next = make(map[string]string, len(read)+len(c.dirty))
		maps.Copy(next, read)
		maps.Copy(next, c.dirty)
	}
	c.read.Store(&next)
	c.dirty, c.misses = nil, 0
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
