package apply

import (
	"regexp"
	"strings"
	"unicode"
)

// declineRe matches the "decline to answer" option of demographic questions.
var declineRe = regexp.MustCompile(`(?i)decline|prefer not|(don'?t|do not|choose not to|rather not) (wish to )?(answer|say|disclose|self.?identify|identify)|not (wish|want) to (answer|disclose|self.?identify)|wish not to`)

var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// normText lowercases and keeps letters, digits and single spaces.
func normText(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			space = false
			continue
		}
		space = true
	}
	return b.String()
}

// matchOption finds the option an answer means: the same label or value
// (ignoring case and punctuation), else for yes/no answers the option that
// starts with that word, else the only option containing the answer.
func matchOption(opts []option, answer string) (option, bool) {
	n := normText(answer)
	if n == "" {
		return option{}, false
	}
	for _, o := range opts {
		if normText(o.Label) == n || normText(o.Value) == n {
			return o, true
		}
	}
	word := ""
	switch n {
	case "yes", "true", "y":
		word = "yes"
	case "no", "false", "n":
		word = "no"
	}
	if word != "" {
		var hits []option
		for _, o := range opts {
			l := normText(o.Label)
			if l == word || strings.HasPrefix(l, word+" ") {
				hits = append(hits, o)
			}
		}
		if len(hits) == 1 {
			return hits[0], true
		}
		return option{}, false
	}
	if len(n) < 3 {
		return option{}, false
	}
	var hits []option
	for _, o := range opts {
		if strings.Contains(normText(o.Label), n) {
			hits = append(hits, o)
		}
	}
	if len(hits) == 1 {
		return hits[0], true
	}
	return option{}, false
}

// splitChoices splits a multi-select answer: the whole answer when it is one
// option, else on ";", "|" or new lines, else on commas.
func splitChoices(v string, opts []option) []string {
	if _, ok := matchOption(opts, v); ok {
		return []string{v}
	}
	for _, sep := range []string{";", "|", "\n", ","} {
		if strings.Contains(v, sep) {
			var out []string
			for _, p := range strings.Split(v, sep) {
				if p = strings.TrimSpace(p); p != "" {
					out = append(out, p)
				}
			}
			return out
		}
	}
	return []string{v}
}

// numberIn returns the first number in s without separators ("$150,000" ->
// "150000", "150k" -> "150000"), or "".
func numberIn(s string) string {
	var digits strings.Builder
	i := 0
	rs := []rune(strings.ToLower(s))
	for ; i < len(rs) && !unicode.IsDigit(rs[i]); i++ {
	}
	for ; i < len(rs); i++ {
		switch r := rs[i]; {
		case unicode.IsDigit(r):
			digits.WriteRune(r)
		case r == ',' || r == '_' || r == ' ' && i+1 < len(rs) && unicode.IsDigit(rs[i+1]):
		case r == 'k':
			if digits.Len() > 0 {
				digits.WriteString("000")
			}
			return digits.String()
		default:
			return digits.String()
		}
	}
	return digits.String()
}
