package fulltext

import (
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// The cache answers what it was given, from any number of goroutines at once,
// before and after a word is published to its lock-free map; past its bound it
// starts again from the newest words instead of growing.
func TestLexemeCacheIsConsistentAndBounded(t *testing.T) {
	t.Parallel()
	var c lexemeCache
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Two goroutines share each half of the words, as writers share words.
			for i := range lexemeCacheSize / 5 {
				w := strconv.Itoa(g%2) + "w" + strconv.Itoa(i)
				if l, ok := c.get([]byte(w)); ok {
					require.Equal(t, "L"+w, l)
					continue
				}
				c.put(w, "L"+w)
				l, ok := c.get([]byte(w))
				require.True(t, ok, w)
				require.Equal(t, "L"+w, l)
			}
		}()
	}
	wg.Wait()
	for half := range 2 {
		for i := range lexemeCacheSize / 5 {
			w := strconv.Itoa(half) + "w" + strconv.Itoa(i)
			l, ok := c.get([]byte(w))
			require.True(t, ok, w)
			require.Equal(t, "L"+w, l)
		}
	}

	for i := range lexemeCacheSize {
		w := "x" + strconv.Itoa(i)
		c.put(w, "L"+w)
	}
	size := len(*c.read.Load()) + len(c.dirty)
	require.LessOrEqual(t, size, lexemeCacheSize+lexemeCacheSize/8)
	last := "x" + strconv.Itoa(lexemeCacheSize-1)
	l, ok := c.get([]byte(last))
	require.True(t, ok, "the newest words are kept")
	require.Equal(t, "L"+last, l)
}

// Words too few to make a publication of their own are published once they
// have been looked up as often as the published map has words, so that a
// steady vocabulary is read without the lock.
func TestLexemeCachePublishesWordsLookedUpOften(t *testing.T) {
	t.Parallel()
	var c lexemeCache
	for i := range 300 {
		c.put("w"+strconv.Itoa(i), "l")
	}
	require.Len(t, *c.read.Load(), 256, "the first 256 words are published together")
	require.Len(t, c.dirty, 44)
	for i := 256; i < 300; i++ {
		_, ok := c.get([]byte("w" + strconv.Itoa(i)))
		require.True(t, ok)
	}
	require.Len(t, c.dirty, 44, "not yet: 44 lookups against 256 published words")
	for range 300 {
		_, ok := c.get([]byte("w299"))
		require.True(t, ok)
	}
	require.Empty(t, c.dirty)
	require.Len(t, *c.read.Load(), 300)
	_, ok := c.get([]byte("w299"))
	require.True(t, ok)
	require.Zero(t, c.misses, "read from the published map")
}
