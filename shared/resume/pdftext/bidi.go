package pdftext

import (
	"slices"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// visualToLogical puts the right-to-left runs of one line, which a PDF holds in
// visual order (left to right as drawn), back in reading order, for a line whose
// base direction is left to right (as every resume line is). A run starts and
// ends with a right-to-left letter and holds no left-to-right letter; it is
// reversed, then the numbers inside it, which are drawn left to right, are
// reversed back and mirrored brackets are swapped. Arabic presentation forms
// (shaped glyphs) become the letters they stand for.
//
// Digits at the edge of a run are ambiguous in visual order ("2020 <rtl>" draws
// the same whether the number came before or after the words), so they stay
// where they are drawn; Check compares right-to-left fields word by word.
func visualToLogical(line string) string {
	rs := []rune(line)
	if !slices.ContainsFunc(rs, IsRTL) {
		return line
	}
	for i := 0; i < len(rs); {
		if !IsRTL(rs[i]) {
			i++
			continue
		}
		end, last := i, i
		for end < len(rs) && !isStrongLTR(rs[end]) {
			if IsRTL(rs[end]) {
				last = end
			}
			end++
		}
		run := rs[i : last+1]
		slices.Reverse(run)
		fixNumbersAndBrackets(run)
		i = last + 1
	}
	return norm.NFKC.String(string(rs))
}

// fixNumbersAndBrackets re-reverses digit groups and mirrors brackets in a run
// that was just reversed.
func fixNumbersAndBrackets(run []rune) {
	for i := 0; i < len(run); {
		if !unicode.IsDigit(run[i]) {
			if m, ok := mirrored[run[i]]; ok {
				run[i] = m
			}
			i++
			continue
		}
		j := i
		for j < len(run) && (unicode.IsDigit(run[j]) || (isNumberSeparator(run[j]) && j+1 < len(run) && unicode.IsDigit(run[j+1]))) {
			j++
		}
		slices.Reverse(run[i:j])
		i = j
	}
}

// mirrored pairs the bracket glyphs a right-to-left run draws mirrored.
var mirrored = map[rune]rune{
	'(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«',
}

// isNumberSeparator reports characters that stay inside a number (1,000.50, 12:30, 2020/21).
func isNumberSeparator(r rune) bool {
	return r == '.' || r == ',' || r == ':' || r == '/' || r == '٫' || r == '٬'
}

// IsRTL reports letters of right-to-left scripts, shaped forms included.
func IsRTL(r rune) bool {
	switch {
	case r >= 0x0590 && r <= 0x08FF, // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic
		r >= 0xFB1D && r <= 0xFDFF, r >= 0xFE70 && r <= 0xFEFF, // presentation forms
		r >= 0x10800 && r <= 0x10FFF, r >= 0x1E800 && r <= 0x1EFFF:
		return unicode.IsLetter(r)
	}
	return false
}

// isStrongLTR reports letters that force left-to-right order.
func isStrongLTR(r rune) bool {
	return unicode.IsLetter(r) && !IsRTL(r)
}
