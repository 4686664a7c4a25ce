package writing

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// slots are the values a template can name as {slot}. A capitalised name ({A_role},
// {Kw1}) capitalises the value's first letter; a trailing "?" ({exp_dates_paren?})
// makes the slot optional. A template naming a required slot that has no value is
// not usable: that is how templates opt out when the input lacks a fact (no target
// role, no skills), instead of the engine filling the gap with an invented one.
type slots map[string]string

// render fills tpl. ok is false when a required slot is empty.
func (s slots) render(tpl string) (string, bool) {
	var b strings.Builder
	b.Grow(len(tpl) + 64)
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.WriteString(tpl)
			return b.String(), true
		}
		j := strings.IndexByte(tpl[i:], '}')
		if j < 0 {
			b.WriteString(tpl)
			return b.String(), true
		}
		b.WriteString(tpl[:i])
		name := tpl[i+1 : i+j]
		tpl = tpl[i+j+1:]
		optional := strings.HasSuffix(name, "?")
		name = strings.TrimSuffix(name, "?")
		key, capital := slotKey(name)
		v := s[key]
		if v == "" {
			if optional {
				continue
			}
			return "", false
		}
		if capital {
			v = upperFirst(v)
		}
		b.WriteString(v)
	}
}

// uses reports whether tpl names any slot whose key starts with one of prefixes.
func uses(tpl string, prefixes ...string) bool {
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			return false
		}
		j := strings.IndexByte(tpl[i:], '}')
		if j < 0 {
			return false
		}
		key, _ := slotKey(strings.TrimSuffix(tpl[i+1:i+j], "?"))
		for _, p := range prefixes {
			if strings.HasPrefix(key, p) {
				return true
			}
		}
		tpl = tpl[i+j+1:]
	}
}

func slotKey(name string) (string, bool) {
	r, size := utf8.DecodeRuneInString(name)
	if unicode.IsUpper(r) {
		return string(unicode.ToLower(r)) + name[size:], true
	}
	return name, false
}

// upperFirst capitalises the first letter of s, leaving the rest alone.
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// lowerFirst lowercases the first letter of s unless its first word looks like an
// acronym or a name with inner capitals (AWS, iOS, McKinsey).
func lowerFirst(s string) string {
	word := s
	if i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		word = s[:i]
	}
	upper := 0
	for _, r := range word {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	if upper != 1 || utf8.RuneCountInString(word) < 2 {
		return s
	}
	r, size := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToLower(r)) + s[size:]
}
