package resume

import (
	"strings"
	"unicode"
)

// matcher finds printed fields in extracted text, in order.
type matcher struct {
	text   string // the extracted text, normalized and squashed
	cursor int    // byte offset just past the last field found in order
}

// matchResult is the outcome for one field.
type matchResult struct {
	found, inOrder    bool
	words, wordsFound int
}

func newMatcher(pdfText string) *matcher {
	return &matcher{text: squash(normalize(pdfText))}
}

// find looks for value after the cursor, then anywhere, then word by word.
func (m *matcher) find(value string) matchResult {
	n := normalize(value)
	words := wordsOf(n)
	res := matchResult{words: len(words)}
	if len(words) == 0 {
		return res
	}
	key := squash(n)
	if hasRTL(n) {
		return m.findWords(rtlWords(words), len(key), res)
	}
	if i := strings.Index(m.text[m.cursor:], key); i >= 0 {
		m.cursor += i + len(key)
		res.found, res.inOrder, res.wordsFound = true, true, len(words)
		return res
	}
	if strings.Contains(m.text, key) {
		res.found, res.wordsFound = true, len(words)
		return res
	}
	res.wordsFound = m.countAnywhere(words)
	return res
}

// findWords matches a right-to-left field: each word must appear in a window
// around the cursor. The window reaches back a little because a number or a
// neighbouring field can be drawn on the other side of a right-to-left run.
func (m *matcher) findWords(words []string, keyLen int, res matchResult) matchResult {
	start := max(0, m.cursor-keyLen-64)
	end := min(len(m.text), m.cursor+2*keyLen+256)
	window := m.text[start:end]
	furthest := m.cursor
	for _, w := range words {
		if i := strings.Index(window, w); i >= 0 {
			res.wordsFound++
			furthest = max(furthest, start+i+len(w))
		}
	}
	if res.wordsFound == len(words) {
		m.cursor = furthest
		res.found, res.inOrder = true, true
		return res
	}
	res.wordsFound = m.countAnywhere(words)
	res.found = res.wordsFound == len(words)
	return res
}

// countAnywhere counts the words present anywhere in the text.
func (m *matcher) countAnywhere(words []string) int {
	n := 0
	for _, w := range words {
		if strings.Contains(m.text, w) {
			n++
		}
	}
	return n
}

// rtlWords trims the punctuation around the words of a right-to-left field:
// brackets and quotes next to a right-to-left run can be drawn on either side
// of it, so only the words themselves are compared.
func rtlWords(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if t := strings.TrimFunc(w, unicode.IsPunct); t != "" {
			out = append(out, t)
		}
	}
	return out
}
