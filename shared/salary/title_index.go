package salary

import (
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
	"github.com/careerkit/careerkit/shared/text"
)

// Title sources, as bits of titleEntry.sources.
const (
	srcAlternate uint8 = 1 << iota
	srcShort
	srcReported
	srcDirectMatch
	srcONetOccupation
	srcOEWSOccupation
)

var sourceNames = []struct {
	bit  uint8
	name string
}{
	{srcDirectMatch, "soc_direct_match"},
	{srcOEWSOccupation, "oews_occupation_title"},
	{srcONetOccupation, "onet_occupation_title"},
	{srcReported, "onet_reported_title"},
	{srcAlternate, "onet_alternate_title"},
	{srcShort, "onet_short_title"},
}

// titleEntry is one known job title attached to one classification code.
type titleEntry struct {
	text    string
	code    string // O*NET-SOC, SOC or OEWS code the source gives
	occ     int32  // index into Dataset.occupations
	sources uint8
	stems   []int32 // content stems without seniority words, sorted
	weight  float32 // sum of the stems' IDF
}

// titleIndex answers exact-key and token-overlap lookups over every known title.
type titleIndex struct {
	norm     *normalizer
	entries  []titleEntry
	exact    map[string][]int32 // key -> entries
	stemID   map[string]int32
	idf      []float32
	postings [][]int32 // stem id -> entries containing it
	words    []vocabWord
	wordSet  map[string]struct{}
	// wordsByFirst indexes words by their first byte for spelling correction.
	wordsByFirst map[byte][]int32
	maxIDF       float32
	// acc pools the per-query score accumulators (one float per entry).
	acc sync.Pool
}

// vocabWord is a title word and how many titles use it, for spelling suggestions.
type vocabWord struct {
	word  string
	count int32
}

func buildTitleIndex(norm *normalizer, groups []snapshot.TitleGroup, occs []occupation, occIdx map[string]int) *titleIndex {
	const expected = 80000
	ix := &titleIndex{norm: norm, exact: make(map[string][]int32, expected), stemID: map[string]int32{},
		entries: make([]titleEntry, 0, expected)}
	type entryKey struct{ text, code string }
	seen := make(map[entryKey]int32, expected)
	add := func(textValue, code string, occ int, src uint8) {
		k := entryKey{textValue, code}
		if i, ok := seen[k]; ok {
			ix.entries[i].sources |= src
			return
		}
		seen[k] = int32(len(ix.entries))
		ix.entries = append(ix.entries, titleEntry{text: textValue, code: code, occ: int32(occ), sources: src})
	}
	for i, o := range occs {
		add(o.title, o.code, i, srcOEWSOccupation)
	}
	for _, g := range groups {
		oi := occIdx[g.Occupation]
		if len(g.Code) > 7 {
			add(g.CodeTitle, g.Code, oi, srcONetOccupation)
		}
		lists := []struct {
			titles []string
			src    uint8
		}{{g.Alternate, srcAlternate}, {g.Short, srcShort}, {g.Reported, srcReported}, {g.DirectMatch, srcDirectMatch}}
		for _, l := range lists {
			for _, t := range l.titles {
				add(t, g.Code, oi, l.src)
			}
		}
	}
	wordCount := make(map[string]int32, 20000)
	var df []int32
	for i := range ix.entries {
		e := &ix.entries[i]
		tokens := tokenizeTitle(e.text)
		for _, w := range tokens {
			if _, ok := norm.stems[w]; !ok {
				norm.stems[w] = text.Stem(w)
				norm.light[w] = singular(w)
			}
			wordCount[w]++
		}
		full := norm.exactKey(tokens)
		ix.exact[full] = appendUnique(ix.exact[full], int32(i))
		if strings.ContainsAny(e.text, "([") {
			if bare := norm.exactKey(tokenizeTitle(stripParens(e.text))); bare != full {
				ix.exact[bare] = appendUnique(ix.exact[bare], int32(i))
			}
		}
		rest, _, _ := norm.stripSeniority(tokens)
		// Stem IDs follow first appearance; entries come in a fixed order, so
		// the IDs are deterministic.
		for _, st := range norm.contentStems(rest) {
			id, ok := ix.stemID[st]
			if !ok {
				id = int32(len(df))
				ix.stemID[st] = id
				df = append(df, 0)
			}
			df[id]++
			e.stems = append(e.stems, id)
		}
		slices.Sort(e.stems)
	}
	delete(ix.exact, "")
	n := float64(len(ix.entries))
	ix.idf = make([]float32, len(df))
	ix.postings = make([][]int32, len(df))
	for id, c := range df {
		ix.idf[id] = float32(math.Log(1 + n/float64(c)))
		ix.postings[id] = make([]int32, 0, c)
	}
	ix.maxIDF = float32(math.Log(1 + n))
	for i := range ix.entries {
		e := &ix.entries[i]
		for _, id := range e.stems {
			e.weight += ix.idf[id]
			ix.postings[id] = append(ix.postings[id], int32(i))
		}
	}
	ix.wordSet = make(map[string]struct{}, len(wordCount))
	for w, c := range wordCount {
		ix.words = append(ix.words, vocabWord{word: w, count: c})
		ix.wordSet[w] = struct{}{}
	}
	sort.Slice(ix.words, func(i, j int) bool { return ix.words[i].word < ix.words[j].word })
	ix.wordsByFirst = map[byte][]int32{}
	for i, w := range ix.words {
		ix.wordsByFirst[w.word[0]] = append(ix.wordsByFirst[w.word[0]], int32(i))
	}
	size := len(ix.entries)
	ix.acc.New = func() any {
		s := make([]float32, size)
		return &s
	}
	return ix
}

func appendUnique(s []int32, v int32) []int32 {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// sourceName returns the most authoritative source of an entry.
func sourceName(bits uint8) string {
	for _, s := range sourceNames {
		if bits&s.bit != 0 {
			return s.name
		}
	}
	return ""
}

// popcount counts the sources of an entry: a title several sources agree on is
// stronger evidence.
func popcount(b uint8) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// displayTitle trims the bracketed aside for suggestions.
func displayTitle(t string) string {
	return strings.Join(strings.Fields(stripParens(t)), " ")
}
