package ats

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// A resume often shows a posting's phrase in its own words: the same content
// words in another order and another form ("Scheduled patients" for
// "patient scheduling", "Inspected sewer lines" for "sewer line
// inspection"). Such a phrase is shown when one line holds every content
// word of it, each as some form of the same word, close together. Close
// means the words stand side by side, allowing one other content word for
// every two of the phrase's beyond the first: "crane crew for overhead
// welds" does not show "overhead cranes".

// maxRewordWords bounds the search for the closest placement of a phrase's
// words; longer keywords are sentences, not skills.
const maxRewordWords = 6

// reworded reports whether line shows the content words of a phrase
// (contentTokens) in any order and form, and returns the line's words that
// do, in the line's order.
func reworded(words []token, line resumeLine) (string, bool) {
	if len(words) < 2 || len(words) > maxRewordWords {
		return "", false
	}
	lineWords := line.words
	if lineWords == nil {
		lineWords = contentTokens(line.toks)
	}
	// Most lines lack a word: find out before placing any.
	for _, w := range words {
		if !slices.ContainsFunc(lineWords, func(t token) bool { return sameWord(w, t) }) {
			return "", false
		}
	}
	places := make([][]int, len(words))
	for i, w := range words {
		for j, t := range lineWords {
			if sameWord(w, t) {
				places[i] = append(places[i], j)
			}
		}
		if len(places[i]) == 0 {
			return "", false
		}
	}
	best, pick := closest(places)
	if best > len(words)+(len(words)-1)/2 {
		return "", false
	}
	lo := pick[0]
	for _, p := range pick {
		lo = min(lo, p)
	}
	used := make([]string, 0, len(pick))
	for j := lo; j < lo+best; j++ {
		for _, p := range pick {
			if p == j {
				used = append(used, lineWords[j].raw)
				break
			}
		}
	}
	return strings.Join(used, " "), true
}

// contentTokens drops function words and bare punctuation: "inspection of
// sewer lines" reads as inspection, sewer, lines.
func contentTokens(toks []token) []token {
	out := make([]token, 0, len(toks))
	for _, t := range toks {
		if t.text == "" || text.IsStopWord(t.text) || !hasLetter(t.text) {
			continue
		}
		out = append(out, t)
	}
	return out
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r > 0x7f {
			return true
		}
	}
	return false
}

// sameWord reports two forms of one word: an inflection (one stem), a
// derivation ("reconciled", "reconciliations"), an agent noun ("teacher",
// "teaching") or another form of a credential noun.
func sameWord(w, t token) bool {
	if t.text == w.text || t.stem == w.stem {
		return true
	}
	if f, ok := credentialForms[w.text]; ok {
		return credentialForms[t.text] == f
	}
	return derived(t.stem, w.stem) || agentNoun(t.stem, w.stem) || agentNoun(w.stem, t.stem)
}

// closest picks one place per word, each place once, with the smallest span
// (last place - first + 1), and returns the span and the places.
func closest(places [][]int) (int, []int) {
	best := -1
	var bestPick []int
	pick := make([]int, len(places))
	var walk func(i int)
	walk = func(i int) {
		if i == len(places) {
			lo, hi := pick[0], pick[0]
			for _, p := range pick {
				lo, hi = min(lo, p), max(hi, p)
			}
			if span := hi - lo + 1; best < 0 || span < best {
				best, bestPick = span, append(bestPick[:0], pick...)
			}
			return
		}
		for _, p := range places[i] {
			taken := false
			for _, q := range pick[:i] {
				taken = taken || q == p
			}
			if !taken {
				pick[i] = p
				walk(i + 1)
			}
		}
	}
	walk(0)
	if best < 0 {
		return 1 << 30, nil
	}
	return best, bestPick
}
