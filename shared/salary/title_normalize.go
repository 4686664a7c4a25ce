package salary

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
	"github.com/careerkit/careerkit/shared/text"
)

// titleStopWords carry no occupational meaning and are ignored when comparing titles.
var titleStopWords = map[string]bool{
	"a": true, "an": true, "and": true, "at": true, "for": true, "in": true, "of": true,
	"on": true, "or": true, "the": true, "to": true, "with": true,
}

// maxVariants caps how many readings an ambiguous abbreviation ("PM") expands to.
const maxVariants = 4

// seniorityKind says how sure we are that a word is a seniority marker.
type seniorityKind int

const (
	// seniorityStrong words (senior, jr) always mark seniority.
	seniorityStrong seniorityKind = iota
	// seniorityWeak words (staff, principal, lead) are also part of real titles
	// ("Staff Nurse", "School Principal"), so they count only when the title does
	// not match as written.
	seniorityWeak
	// seniorityTrailing words (II, 3) count only at the end of a title.
	seniorityTrailing
)

type phraseRule struct {
	from []string
	to   [][]string // alternatives
}

type seniorityRule struct {
	from  []string
	level string
	kind  seniorityKind
	// manager rules ("VP of", "Head of") name a management role: what is left
	// once they are removed gets "manager" appended ("VP of Sales" reads "sales
	// manager").
	manager bool
}

// managerWords already make a title a management title.
var managerWords = map[string]bool{"manager": true, "director": true, "supervisor": true, "officer": true,
	"chief": true, "head": true, "administrator": true, "president": true}

// normalizer turns free-text titles into comparable token lists using the curated
// synonyms and seniority words.
type normalizer struct {
	expand    map[string][]phraseRule    // by first token, longest rule first
	seniority map[string][]seniorityRule // by first token, longest rule first
	stems     map[string]string          // memo of text.Stem over the title vocabulary
	light     map[string]string          // memo of singular over the title vocabulary
	prefer    map[string]string          // exact key -> SOC code to favour
}

func newNormalizer(syn []snapshot.TitleSynonym) *normalizer {
	n := &normalizer{expand: map[string][]phraseRule{}, seniority: map[string][]seniorityRule{},
		stems: map[string]string{}, light: map[string]string{}, prefer: map[string]string{}}
	kinds := map[string]seniorityKind{"seniority": seniorityStrong, "seniority_weak": seniorityWeak,
		"seniority_trailing": seniorityTrailing, "seniority_manager": seniorityStrong, "seniority_manager_weak": seniorityWeak}
	for _, s := range syn {
		from := tokenizeTitle(s.Term)
		if len(from) == 0 {
			continue
		}
		switch s.Kind {
		case "prefer":
			n.prefer[n.exactKey(from)] = s.Value
			continue
		case "expand":
			r := phraseRule{from: from}
			for _, alt := range strings.Split(s.Value, "|") {
				r.to = append(r.to, tokenizeTitle(alt))
			}
			n.expand[from[0]] = append(n.expand[from[0]], r)
			continue
		}
		n.seniority[from[0]] = append(n.seniority[from[0]], seniorityRule{from: from, level: s.Value, kind: kinds[s.Kind],
			manager: strings.HasPrefix(s.Kind, "seniority_manager")})
	}
	for _, rs := range n.expand {
		sort.SliceStable(rs, func(i, j int) bool { return len(rs[i].from) > len(rs[j].from) })
	}
	for _, rs := range n.seniority {
		sort.SliceStable(rs, func(i, j int) bool { return len(rs[i].from) > len(rs[j].from) })
	}
	return n
}

// tokenizeTitle lowercases s and splits it into words. Hyphens, slashes and
// brackets separate words ("Back-End", "UI/UX"); apostrophes and dots inside
// abbreviations join ("R.N." is "rn", "Sr." is "sr"); "&" reads as "and"; "+" and
// "#" stay on the word they follow (c++, c#). Emoji and other symbols are dropped.
func tokenizeTitle(s string) []string {
	out := make([]string, 0, 6)
	buf := make([]byte, 0, len(s))
	flush := func() {
		if len(buf) > 0 {
			out = append(out, string(buf))
			buf = buf[:0]
		}
	}
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9'):
			buf = append(buf, byte(r))
		case r < utf8.RuneSelf && 'A' <= r && r <= 'Z':
			buf = append(buf, byte(r+'a'-'A'))
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		case unicode.Is(unicode.Mn, r):
			// Combining marks belong to the letter before them.
		case r == '\'' || r == '’' || r == '.':
			// Joins "r.n." and drops possessives' apostrophes; a trailing dot just ends.
		case (r == '+' || r == '#') && len(buf) > 0:
			buf = append(buf, byte(r))
		case r == '&':
			flush()
			out = append(out, "and")
		default:
			flush()
		}
	}
	flush()
	return out
}

// stripParens removes bracketed asides: "Registered Nurse (RN)" becomes
// "Registered Nurse ".
func stripParens(s string) string {
	if !strings.ContainsAny(s, "([") {
		return s
	}
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		default:
			if depth == 0 {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// expandVariants applies the synonym rules and returns every reading of tokens
// (more than one when an abbreviation is ambiguous), the first being the most
// common. changed reports whether any rule applied.
func (n *normalizer) expandVariants(tokens []string) (variants [][]string, changed bool) {
	variants = [][]string{nil}
	for i := 0; i < len(tokens); {
		rule, ok := n.matchExpand(tokens, i)
		if !ok {
			for v := range variants {
				variants[v] = append(variants[v], tokens[i])
			}
			i++
			continue
		}
		changed = true
		var next [][]string
		for _, v := range variants {
			for _, alt := range rule.to {
				if len(next) == maxVariants {
					break
				}
				next = append(next, append(append([]string(nil), v...), alt...))
			}
		}
		variants = next
		i += len(rule.from)
	}
	return variants, changed
}

func (n *normalizer) matchExpand(tokens []string, i int) (phraseRule, bool) {
	for _, r := range n.expand[tokens[i]] {
		if hasPrefixAt(tokens, i, r.from) {
			return r, true
		}
	}
	return phraseRule{}, false
}

// stripSeniority removes seniority words and returns what is left, the highest
// level they name ("" if none) and the highest level named by strong markers
// only. A removed management phrase ("VP of") leaves "... manager".
func (n *normalizer) stripSeniority(tokens []string) (rest []string, level string, strongLevel string) {
	rest = make([]string, 0, len(tokens)+1)
	addManager := false
	for i := 0; i < len(tokens); {
		r, ok := n.matchSeniority(tokens, i)
		if !ok {
			rest = append(rest, tokens[i])
			i++
			continue
		}
		level = higherLevel(level, r.level)
		if r.kind != seniorityWeak {
			strongLevel = higherLevel(strongLevel, r.level)
		}
		addManager = addManager || r.manager
		i += len(r.from)
	}
	for len(rest) > 0 && titleStopWords[rest[0]] {
		rest = rest[1:]
	}
	if addManager && len(rest) > 0 && !slices.ContainsFunc(rest, func(w string) bool { return managerWords[w] }) {
		rest = append(rest, "manager")
	}
	return rest, level, strongLevel
}

func (n *normalizer) matchSeniority(tokens []string, i int) (seniorityRule, bool) {
	for _, r := range n.seniority[tokens[i]] {
		if !hasPrefixAt(tokens, i, r.from) {
			continue
		}
		if r.kind == seniorityTrailing && (i+len(r.from) != len(tokens) || i == 0) {
			continue
		}
		return r, true
	}
	return seniorityRule{}, false
}

func hasPrefixAt(tokens []string, i int, prefix []string) bool {
	if i+len(prefix) > len(tokens) {
		return false
	}
	for k, p := range prefix {
		if tokens[i+k] != p {
			return false
		}
	}
	return true
}

// stem returns the stem of a lowercased word, memoised for the index vocabulary.
func (n *normalizer) stem(w string) string {
	if s, ok := n.stems[w]; ok {
		return s
	}
	return text.Stem(w)
}

// contentStems returns the sorted, de-duplicated stems of the non-stop-words.
func (n *normalizer) contentStems(tokens []string) []string {
	out := make([]string, 0, len(tokens))
	for _, t := range tokens {
		if !titleStopWords[t] {
			out = append(out, n.stem(t))
		}
	}
	sort.Strings(out)
	return compactStrings(out)
}

// exactKey is the exact-match key of a token list: its content words made
// singular, in sorted order, so "Nurse, Registered" and "Registered Nurses" share
// one key. It deliberately avoids the full stemmer, which would merge "Product
// Manager" with "Production Manager".
func (n *normalizer) exactKey(tokens []string) string {
	words := make([]string, 0, len(tokens))
	for _, t := range tokens {
		if titleStopWords[t] {
			continue
		}
		w, ok := n.light[t]
		if !ok {
			w = singular(t)
		}
		words = append(words, w)
	}
	sort.Strings(words)
	return strings.Join(compactStrings(words), " ")
}

// singular strips English plural endings: "nurses" → "nurse", "secretaries" →
// "secretary", "boxes" → "box", "businesses" → "business". Words ending in "ss",
// "us" or "is" (business, status, analysis) are left alone.
func singular(w string) string {
	switch {
	case len(w) < 4, w == "series", w == "species":
		return w
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "s"):
		return w[:len(w)-1]
	}
	return w
}

func compactStrings(s []string) []string {
	if len(s) < 2 {
		return s
	}
	out := s[:1]
	for _, v := range s[1:] {
		if v != out[len(out)-1] {
			out = append(out, v)
		}
	}
	return out
}
