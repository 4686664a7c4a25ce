package normalize

import (
	"strings"
	"unicode/utf8"
)

// SnippetLength is the target length of a description snippet, in characters.
const SnippetLength = 200

// Snippet returns about n characters of text on one line, cut after a whole word
// and ended with "…" when shortened. A single word longer than n is cut mid-word.
func Snippet(text string, n int) string {
	flat := strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(flat) <= n {
		return flat
	}
	cut, count := 0, 0
	for i, r := range flat {
		if r == ' ' {
			cut = i
		}
		if count == n {
			break
		}
		count++
	}
	if cut == 0 {
		runes := []rune(flat)
		return string(runes[:n]) + "…"
	}
	return strings.TrimRight(flat[:cut], ",;:-–—(") + "…"
}
