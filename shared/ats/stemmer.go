package ats

import (
	"sync"
	"sync/atomic"

	"github.com/careerkit/careerkit/shared/text"
)

// stemmer stems tokens for one analysis. Snowball stemming dominates the cost of
// long descriptions, so it looks in three places first: its own memo, the
// read-only table of every word the data files use, and the Analyzer's shared
// cache of words seen in earlier requests (bounded, so hostile input cannot grow
// it without limit). Stems are pure functions of the word, so caching never
// changes a result.
type stemmer struct {
	shared map[string]string
	cache  *stemCache
	local  map[string]string
}

func newStemmer(shared map[string]string, cache *stemCache) *stemmer {
	return &stemmer{shared: shared, cache: cache, local: map[string]string{}}
}

func (s *stemmer) stem(tok string) string {
	if st, ok := s.local[tok]; ok {
		return st
	}
	st, ok := s.shared[tok]
	if !ok {
		st = s.cache.stem(tok)
	}
	s.local[tok] = st
	return st
}

func (s *stemmer) stems(toks []string) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = s.stem(t)
	}
	return out
}

// freeze returns the memo as a shared table for later stemmers.
func (s *stemmer) freeze() map[string]string {
	out := make(map[string]string, len(s.shared)+len(s.local))
	for k, v := range s.shared {
		out[k] = v
	}
	for k, v := range s.local {
		out[k] = v
	}
	return out
}

// maxCachedStems bounds the shared cache (about 5 MB at most).
const maxCachedStems = 100_000

// stemCache is a concurrent, bounded, fill-once cache of stems. A nil cache
// just stems.
type stemCache struct {
	m sync.Map
	n atomic.Int64
}

func (c *stemCache) stem(tok string) string {
	if c == nil {
		return text.Stem(tok)
	}
	if st, ok := c.m.Load(tok); ok {
		return st.(string)
	}
	st := text.Stem(tok)
	if c.n.Load() < maxCachedStems {
		if _, loaded := c.m.LoadOrStore(tok, st); !loaded {
			c.n.Add(1)
		}
	}
	return st
}
