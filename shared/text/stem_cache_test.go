package text

import (
	"fmt"
	"sync"
	"testing"

	"github.com/kljensen/snowball/english"
)

// The stem cache answers what the stemmer answers, from many goroutines, and
// stays bounded when callers send more distinct words than it holds.
func TestStemCacheAgreesAndStaysBounded(t *testing.T) {
	words := []string{"engineering", "engineers", "nursing", "managed", "welding", "running", "organisation"}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range stemCacheSize/2 + 1000 {
				w := words[i%len(words)]
				if i%3 == 0 {
					w = fmt.Sprintf("word%cx%d", 'a'+g, i) // digits: not stemmed, not cached
				}
				if i%5 == 0 {
					w = fmt.Sprintf("zq%s", string(rune('a'+i%26))+string(rune('a'+(i/26)%26))+string(rune('a'+(i/676)%26))) + "ing"
				}
				want := w
				if isASCIILower(w) {
					want = english.Stem(w, false)
				}
				if got := Stem(w); got != want {
					t.Errorf("Stem(%q) = %q, want %q", w, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
	stems.RLock()
	defer stems.RUnlock()
	if len(stems.m) > stemCacheSize {
		t.Fatalf("cache holds %d stems, more than %d", len(stems.m), stemCacheSize)
	}
}
