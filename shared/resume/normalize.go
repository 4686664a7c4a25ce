package resume

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/careerkit/careerkit/shared/resume/pdftext"
)

// normalize makes printed input and extracted text comparable: compatibility
// forms folded (ligatures, full-width letters, Arabic shaped forms), invisible
// characters and bidi controls (pdftotext wraps right-to-left runs in them)
// dropped, every run of whitespace one space.
func normalize(s string) string {
	s = norm.NFKC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := true
	for _, r := range s {
		switch {
		case isInvisible(r), isBidiControl(r):
		case isSpace(r):
			if !space {
				b.WriteByte(' ')
				space = true
			}
		default:
			b.WriteRune(r)
			space = false
		}
	}
	return strings.TrimSuffix(b.String(), " ")
}

// squash drops the spaces of a normalized string. Comparing squashed forms
// ignores where lines wrapped and where an extractor guessed word gaps.
func squash(s string) string {
	return strings.ReplaceAll(s, " ", "")
}

// isGarbled reports characters that mean a glyph was not mapped back to text:
// the replacement character, private-use code points, controls, noncharacters.
func isGarbled(r rune) bool {
	switch r {
	case '\n', '\t', '\r', '\f':
		return false
	case unicode.ReplacementChar:
		return true
	}
	return unicode.IsControl(r) || unicode.Is(unicode.Co, r) || isNoncharacter(r)
}

// hasRTL reports whether s holds right-to-left letters.
func hasRTL(s string) bool {
	return strings.IndexFunc(s, pdftext.IsRTL) >= 0
}
