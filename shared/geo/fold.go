package geo

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// letterFolds are Latin letters that do not decompose into a base letter and a
// mark, written the way their ASCII spelling does.
var letterFolds = strings.NewReplacer("ß", "ss", "ø", "o", "Ø", "o", "ł", "l", "Ł", "l", "đ", "d", "Đ", "d",
	"æ", "ae", "Æ", "ae", "œ", "oe", "Œ", "oe", "ı", "i", "þ", "th")

// Fold returns the comparison form of a place name: lower case, accents
// removed, every run of punctuation and spaces one space, "saint"/"st" one word
// ("St. Louis" and "Saint Louis" fold alike), "ü" and "ue" alike is left to the
// alternate names GeoNames lists ("Muenchen").
func Fold(s string) string {
	if !isASCII(s) {
		s = letterFolds.Replace(s)
		// Decomposed, an accented letter is its base letter and marks; the
		// loop below keeps letters and digits only, so the marks fall away.
		s = norm.NFD.String(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		case r == '\'' || r == '’':
			// "Val-d'Or", "Coeur d’Alene": the apostrophe joins.
		default:
			space = true
		}
	}
	out := b.String()
	if strings.HasPrefix(out, "saint ") {
		out = "st " + out[len("saint "):]
	}
	return strings.ReplaceAll(out, " saint ", " st ")
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
