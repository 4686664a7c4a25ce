package writing

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// withArticle returns "a Data Analyst" or "an Engineer". Acronyms are read letter by
// letter ("an SEO Specialist", "a QA Engineer"), and the common exceptions to the
// vowel rule are handled ("a University Lecturer", "an Hourly Manager").
func withArticle(s string) string {
	if s == "" {
		return ""
	}
	return article(s) + " " + s
}

func article(s string) string {
	word := s
	if i := strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '-' || r == '/' }); i > 0 {
		word = s[:i]
	}
	if isAcronym(word) {
		if strings.ContainsRune("AEFHILMNORSX", rune(word[0])) {
			return "an"
		}
		return "a"
	}
	lw := strings.ToLower(word)
	for _, p := range []string{"uni", "use", "usu", "uti", "eu", "one", "once"} {
		if strings.HasPrefix(lw, p) {
			return "a"
		}
	}
	for _, p := range []string{"hour", "honest", "honor", "heir"} {
		if strings.HasPrefix(lw, p) {
			return "an"
		}
	}
	if lw != "" && strings.ContainsRune("aeiou", rune(lw[0])) {
		return "an"
	}
	if lw != "" && lw[0] >= '0' && lw[0] <= '9' {
		if strings.HasPrefix(lw, "8") || strings.HasPrefix(lw, "11") || strings.HasPrefix(lw, "18") {
			return "an"
		}
	}
	return "a"
}

// isAcronym reports whether word is two to five ASCII capitals or digits with at
// least one capital (SEO, QA, RN, 3D is not: it starts with a digit).
func isAcronym(word string) bool {
	n := len(word)
	if n < 2 || n > 5 || word[0] < 'A' || word[0] > 'Z' {
		return false
	}
	for i := 0; i < n; i++ {
		c := word[i]
		if (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '&' {
			return false
		}
	}
	return true
}

// joinList joins items as "a", "a and b" or "a, b and c".
func joinList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	case 2:
		return items[0] + " and " + items[1]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// displayTitle tidies a title or skill for display. Text the user cased with care
// (mixed case) is kept; text typed all in lower or upper case is title-cased, with
// known acronyms (QA, HVAC, iOS) and small words (of, and) cased properly.
func (l *lexicon) displayTitle(s string) string {
	hasLower, hasUpper := false, false
	for _, r := range s {
		hasLower = hasLower || unicode.IsLower(r)
		hasUpper = hasUpper || unicode.IsUpper(r)
	}
	if hasLower && hasUpper {
		return s
	}
	if hasUpper && utf8.RuneCountInString(s) <= 5 && !strings.ContainsRune(s, ' ') {
		return s
	}
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = l.displayWord(w, i == 0)
	}
	return strings.Join(words, " ")
}

func (l *lexicon) displayWord(w string, first bool) string {
	lw := strings.ToLower(w)
	core := strings.TrimRight(lw, ",.;:)")
	tail := lw[len(core):]
	lead := ""
	if strings.HasPrefix(core, "(") {
		lead, core = "(", core[1:]
	}
	if a, ok := l.Acronyms[core]; ok {
		return lead + a + tail
	}
	if !first && l.isSmall(core) {
		return lead + core + tail
	}
	parts := strings.Split(core, "-")
	for i, p := range parts {
		if a, ok := l.Acronyms[p]; ok {
			parts[i] = a
			continue
		}
		parts[i] = upperFirst(p)
	}
	return lead + strings.Join(parts, "-") + tail
}

// titleCaseTerm capitalises each word of a lowercase keyword for headline lists
// ("data pipelines" becomes "Data Pipelines"); words already carrying capitals
// (KPIs, CI/CD) are kept.
func (l *lexicon) titleCaseTerm(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if strings.ToLower(w) != w {
			continue
		}
		words[i] = l.displayWord(w, i == 0)
	}
	return strings.Join(words, " ")
}

// runeLen is the length the networks count: characters, not bytes.
func runeLen(s string) int { return utf8.RuneCountInString(s) }

// clip shortens s to at most n characters, for quoting user input in messages.
func clip(s string, n int) string {
	if runeLen(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// wordCount counts the words of a letter: runs of non-space characters holding at
// least one letter or digit.
func wordCount(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}

// hasDigit reports whether s contains an ASCII or Unicode digit.
func hasDigit(s string) bool {
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

func sortLongestFirst(list []string) {
	sort.Slice(list, func(i, j int) bool {
		if len(list[i]) != len(list[j]) {
			return len(list[i]) > len(list[j])
		}
		return list[i] < list[j]
	})
}

var monthNames = [...]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// displayDate turns "2021-03" into "Mar 2021" and "present" into "Present". Anything
// else is returned trimmed, as the user wrote it.
func displayDate(s string) string {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "present") {
		return "Present"
	}
	if len(s) == 7 && s[4] == '-' && allDigits(s[:4]) && allDigits(s[5:]) {
		m := int(s[5]-'0')*10 + int(s[6]-'0')
		if m >= 1 && m <= 12 {
			return monthNames[m-1] + " " + s[:4]
		}
	}
	return s
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
