package resume

import (
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/apperr"
)

// supportedScripts is told to clients whose text the fonts cannot draw.
const supportedScripts = "Latin, Greek, Cyrillic, Hebrew, Arabic, Armenian, Georgian, Chinese, Japanese, Korean, Devanagari and Thai letters, common symbols and emoji up to Unicode 9"

// systemScripts are drawn by the Noto fonts installed beside Chromium
// (fonts-noto-core, fonts-noto-cjk), not by the embedded faces.
var systemScripts = []*unicode.RangeTable{
	unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Bopomofo,
	unicode.Devanagari, unicode.Thai,
}

// cjkPunctuation are the CJK symbols and full-width forms Noto CJK draws.
func cjkPunctuation(r rune) bool {
	return (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF) || (r >= 0x31F0 && r <= 0x31FF)
}

// drawable reports a character the embedded faces or the system Noto fonts draw.
func drawable(r rune, coverage runeSet) bool {
	return coverage.has(r) || unicode.IsOneOf(systemScripts, r) || cjkPunctuation(r)
}

// checkDrawable rejects a printed field holding a character that would not come
// back out of the PDF as typed: controls, private-use or replacement characters,
// bidi overrides (an ATS would read the text backwards) and anything none of
// the embedded fonts has a glyph for (Chromium would print an empty box).
func checkDrawable(field, value string, coverage runeSet) error {
	for i, r := range value {
		switch {
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(value[i:]); size <= 1 {
				return apperr.Invalid(field, "%s is not valid UTF-8 at byte %d; send UTF-8 text", field, i)
			}
			return apperr.Invalid(field, "%s contains U+FFFD (a replacement character, usually from a broken encoding); retype that part", field)
		case isSpace(r) || isInvisible(r):
			continue
		case isBidiControl(r):
			return apperr.Invalid(field, "%s contains the bidi control %U, which reorders the printed text so an ATS reads it out of order; remove it", field, r)
		case unicode.IsControl(r) || unicode.Is(unicode.Co, r) || unicode.Is(unicode.Cs, r) || isNoncharacter(r):
			return apperr.Invalid(field, "%s contains %U, a control, private-use or non-character code point an ATS cannot read; remove it", field, r)
		case !drawable(r, coverage):
			return apperr.Invalid(field, "%s contains %q (%U), which the resume fonts cannot draw, so an ATS would read an empty box; remove or transliterate it (supported: %s)",
				field, string(r), r, supportedScripts)
		}
	}
	return nil
}

// isSpace reports whitespace that HTML collapses into word gaps.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\u2028' || r == '\u2029'
}

// isInvisible reports default-ignorable characters that shape or join glyphs but
// print nothing themselves (zero-width joiners, variation selectors, emoji tag
// characters, directional marks, the soft hyphen). They are accepted on input
// and ignored when the PDF text is compared with it.
func isInvisible(r rune) bool {
	switch {
	case r == '\u00AD', r == '\u034F', r == '\u061C', r == '\u180E', r == '\uFEFF':
		return true
	case r >= '\u200B' && r <= '\u200F':
		return true
	case r >= '\u2060' && r <= '\u2064':
		return true
	case r >= '\uFE00' && r <= '\uFE0F':
		return true
	case r >= 0xE0020 && r <= 0xE007F, r >= 0xE0100 && r <= 0xE01EF:
		return true
	}
	return false
}

// isBidiControl reports embeddings, overrides and isolates (not plain marks).
func isBidiControl(r rune) bool {
	return (r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069')
}

// isNoncharacter reports the 66 Unicode noncharacters.
func isNoncharacter(r rune) bool {
	return (r >= 0xFDD0 && r <= 0xFDEF) || r&0xFFFE == 0xFFFE
}
