package normalize

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// amountRe finds one pay figure: an optional currency, a number written with any
// thousands convention ("120,000", "60.000", "120'000", "60 000"; spaces only when
// every group uses them, so "$150,000 100% remote" stays two numbers), a decimal
// part ("31,2"), an optional multiplier and an optional trailing currency.
var amountRe = regexp.MustCompile(`(?i)(` + currencyPattern + `)?[ \x{00a0}]?` +
	`(\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+|\d+(?:[.,]\d{1,2})?)` +
	`(?:[ \x{00a0}]?(thousand|million|billion|mm|bn|k|m|b))?` +
	`(?:[ \x{00a0}]?(` + currencyPattern + `))?`)

// rangeSepRe is what may stand between the two figures of a range.
var rangeSepRe = regexp.MustCompile(`(?i)^[ \x{00a0}]*(?:-|–|—|~|to|and|bis)[ \x{00a0}]*$`)

// amount is one figure found in pay text; end is the byte offset after it.
type amount struct {
	start, end int
	value      float64
	currency   string
	suffix     string // "k", "m"… as written, lowercased
	hasSuffix  bool
}

// scanAmounts returns every figure of s[from:to] in order, with offsets into s.
// Figures glued to a preceding letter or digit ("H1", "401k" inside a word) are
// skipped.
func scanAmounts(s string, from, to int) []amount {
	var out []amount
	for _, m := range amountRe.FindAllStringSubmatchIndex(s[from:to], -1) {
		for i := range m {
			if m[i] >= 0 {
				m[i] += from
			}
		}
		start, end := m[0], m[1]
		if start > 0 && m[2] < 0 {
			r, _ := utf8.DecodeLastRuneInString(s[:start])
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				continue
			}
		}
		a := amount{start: start, end: end}
		if m[2] >= 0 {
			a.currency = ParseCurrency(s[m[2]:m[3]])
		}
		if m[8] >= 0 {
			a.currency = ParseCurrency(s[m[8]:m[9]])
		}
		if m[6] >= 0 {
			a.suffix = strings.ToLower(s[m[6]:m[7]])
			// A multiplier glued to a word is the word's first letter: "$5 monthly".
			if r, _ := utf8.DecodeRuneInString(s[m[7]:]); unicode.IsLetter(r) {
				a.suffix, a.end = "", m[5]
			}
		}
		v, ok := parseNumber(s[m[4]:m[5]], a.suffix != "")
		if !ok {
			continue
		}
		a.hasSuffix = a.suffix != ""
		switch a.suffix {
		case "k", "thousand":
			v *= 1e3
		case "m", "mm", "million":
			v *= 1e6
		case "b", "bn", "billion":
			v *= 1e9
		}
		a.value = v
		out = append(out, a)
	}
	return out
}

// parseNumber reads a figure in either thousands convention. The last separator is a
// thousands separator when exactly three digits follow it, unless a multiplier
// follows a single separator ("1.500k" is odd, "31,2k" and "1.5k" are decimals).
func parseNumber(s string, multiplied bool) (float64, bool) {
	s = strings.NewReplacer("\u00a0", ",", "\u202f", ",", " ", ",", "'", ",", "’", ",").Replace(s)
	last := strings.LastIndexAny(s, ".,")
	if last < 0 {
		v, err := strconv.ParseFloat(s, 64)
		return v, err == nil
	}
	after := len(s) - last - 1
	seps := strings.Count(s, ".") + strings.Count(s, ",")
	var clean string
	if after == 3 && !(multiplied && seps == 1) {
		clean = strings.NewReplacer(".", "", ",", "").Replace(s)
	} else {
		clean = strings.NewReplacer(".", "", ",", "").Replace(s[:last]) + "." + s[last+1:]
	}
	v, err := strconv.ParseFloat(clean, 64)
	return v, err == nil
}
