package jobindex

import (
	"regexp"
	"strings"
	"unicode"
)

// companySuffixes are the legal-form and domain words dropped from the end of a
// company name, so "Gong.io" and "Gong", or "Acme, Inc." and "ACME" match.
var companySuffixes = map[string]bool{
	"inc": true, "incorporated": true, "llc": true, "ltd": true, "limited": true,
	"corp": true, "corporation": true, "co": true, "company": true, "gmbh": true,
	"ag": true, "plc": true, "sa": true, "sas": true, "srl": true, "bv": true, "nv": true,
	"oy": true, "ab": true, "as": true, "pty": true, "io": true, "com": true, "hq": true,
	"mbh": true, "kg": true, "se": true,
}

// genderMarkerRe matches the German-style gender markers of titles: "(m/w/d)",
// "(f/m/x)", "(all genders)".
var genderMarkerRe = regexp.MustCompile(`(?i)\(\s*(?:[mwfdx]\s*/\s*)+[mwfdx]\s*\)|\(all genders?\)|\bm/w/d\b|\bf/m/x\b`)

// DedupeKey returns the key under which the same job posted on two boards collides:
// the company without legal suffix, the title without gender marker and the place
// ("remote", else the primary place's city, region or country), each lowercased
// and reduced to words.
func DedupeKey(company, title string, remote bool, city, region, country string) string {
	where := "remote"
	if !remote {
		where = firstNonEmpty(city, region, country)
	}
	c := words(company)
	for len(c) > 1 && companySuffixes[c[len(c)-1]] {
		c = c[:len(c)-1]
	}
	t := words(genderMarkerRe.ReplaceAllString(title, " "))
	return strings.Join(c, " ") + "|" + strings.Join(t, " ") + "|" + strings.Join(words(where), " ")
}

// words lowercases s and splits it on anything but letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}
