package writing

import (
	"strings"
	"unicode"
)

// cleanText removes what has no place in professional text, emoji, pictographs,
// control and zero-width characters, and collapses runs of white space. Letters of
// every script, digits, punctuation and the symbols people use in skills and
// results (+ for C++, $ and % in figures) are kept.
func cleanText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case r == '\uFE0E' || r == '\uFE0F' || r == '\u20E3':
			continue
		case unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsPunct(r), unicode.Is(unicode.Mn, r),
			unicode.Is(unicode.Sc, r), r == '+', r == '=', r == '<', r == '>', r == '~':
		default:
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cleanTitle cleans a job title or skill and trims the separators people paste
// around it ("- Data Analyst |", "• SQL").
func cleanTitle(s string) string {
	s = cleanText(s)
	s = strings.TrimLeft(s, " -–—|,;:·•*_~!?'\"")
	s = strings.TrimRight(s, " -–—|,;:·•*_~!?'\"(")
	// A final period goes unless it closes an abbreviation: "B.A." keeps it.
	for strings.HasSuffix(s, ".") && !endsAbbreviation(s) {
		s = strings.TrimRight(strings.TrimSuffix(s, "."), " ")
	}
	return strings.TrimSpace(s)
}

// hasLetter reports whether s holds at least one letter.
func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// cleanBullet tidies a user's achievement bullet: list markers removed, a weak
// opening ("Responsible for", "Worked on") replaced by an action verb, the first
// letter capitalised and a final period added. The facts are left as written.
func (l *lexicon) cleanBullet(s string) string {
	s = cleanText(s)
	s = strings.TrimLeft(s, " -–—•*·>")
	s = strings.TrimPrefix(s, "o ")
	if i := strings.IndexAny(s, ".)"); i > 0 && i <= 3 && allDigits(s[:i]) && len(s) > i+1 && s[i+1] == ' ' {
		s = s[i+2:]
	}
	s = strings.TrimSpace(s)
	s = l.strengthenOpening(s)
	s = strings.TrimRight(s, " ;,")
	if s == "" {
		return ""
	}
	s = upperFirst(s)
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}

// strengthenOpening swaps a weak opener for an action verb. A gerund after it is
// put in the past tense ("Responsible for managing" becomes "Managed").
func (l *lexicon) strengthenOpening(s string) string {
	lower := strings.ToLower(s)
	for _, o := range l.openers {
		if !strings.HasPrefix(lower, o+" ") {
			continue
		}
		rest := strings.TrimSpace(s[len(o):])
		verb := l.WeakOpeners[o]
		first, tail, _ := strings.Cut(rest, " ")
		if past, ok := l.pastOf(strings.ToLower(first)); ok && gerundTakesOver(verb) {
			return strings.TrimSpace(past + " " + tail)
		}
		if verb == "" {
			return rest
		}
		return verb + " " + rest
	}
	return s
}

// gerundTakesOver reports whether "<opener> <gerund>" reads better as the gerund's
// past tense alone. Openers that mean a supporting part (Supported, Contributed to)
// keep their verb, so the rewrite never overstates the user's role.
func gerundTakesOver(verb string) bool {
	switch verb {
	case "", "Owned", "Handled", "Led", "Delivered":
		return true
	}
	return false
}

// pastOf returns the simple past of a gerund: irregular forms from the lexicon,
// then the regular rule (analyzing → analyzed, applying → applied).
func (l *lexicon) pastOf(w string) (string, bool) {
	if p, ok := l.IrregularPast[w]; ok {
		return p, true
	}
	if len(w) < 6 || !strings.HasSuffix(w, "ing") {
		return "", false
	}
	stem := strings.TrimSuffix(w, "ing")
	if strings.HasSuffix(stem, "y") && len(stem) > 1 && !strings.ContainsRune("aeiou", rune(stem[len(stem)-2])) {
		return stem[:len(stem)-1] + "ied", true
	}
	if strings.HasSuffix(stem, "e") {
		return stem + "d", true
	}
	return stem + "ed", true
}

// endsAbbreviation reports whether s ends with a dotted abbreviation such as
// "B.A.", "Ph.D." or "U.S.", whose last period belongs to it.
func endsAbbreviation(s string) bool {
	r := []rune(strings.TrimSuffix(s, "."))
	n := len(r)
	if n < 2 || !unicode.IsLetter(r[n-1]) {
		return false
	}
	i := n - 1
	for i >= 0 && unicode.IsLetter(r[i]) {
		i--
	}
	// the last word is short and preceded by a period: "B.A", "Ph.D"
	return n-1-i <= 2 && i >= 0 && r[i] == '.'
}
