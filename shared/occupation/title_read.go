package occupation

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// TitleLexicon is how people shorten and rank titles (see gen/lexicon.go).
type TitleLexicon struct {
	Expand    map[string][]string `json:"expand"`
	Prefer    map[string]string   `json:"prefer"`
	Seniority []SeniorityWord     `json:"seniority"`
}

// SeniorityWord is a word or phrase that names a level rather than work.
type SeniorityWord struct {
	Words string `json:"words"`
	Level string `json:"level"`
	// Kind is strong (Senior: always a level), weak (Staff, Lead: a level only
	// when the title does not match as written, since "Staff Nurse" is work),
	// trailing (II, at the end only) or manager (Head of: a management role).
	Kind string `json:"kind"`
}

// reading is one form of a title tried against the index.
type reading struct {
	words []string
	// level is the seniority its removed words name; strippedWords are those
	// words as the person typed them (lower case).
	level         string
	strippedWords []string
	normalized    bool
}

// levelRank orders levels so the highest named wins.
var levelRank = map[string]int{"entry": 1, "mid": 2, "senior": 3, "lead": 4, "director": 5, "vp": 6, "executive": 7}

// readings returns the forms of title, most literal first: as written,
// abbreviations expanded, strong seniority words removed, weak ones too; then
// the same for the part before a qualifier ("Software Engineer, Payments").
func (s *Set) readings(title string) []reading {
	out := s.readingsOf(text.Tokens(title))
	if main := mainSegment(title); main != "" {
		out = append(out, s.readingsOf(text.Tokens(main))...)
	}
	return out
}

func (s *Set) readingsOf(words []string) []reading {
	if len(words) == 0 {
		return nil
	}
	// Abbreviations expanded first: "IT Manager" is an information
	// technology manager before it is any title that happens to say "IT".
	out := []reading{{words: words}}
	if x, ok := s.expand(words); ok {
		out = []reading{{words: x, normalized: true}, {words: words}}
	}
	for _, weak := range []bool{false, true} {
		for _, r := range append([]reading(nil), out[:min(2, len(out))]...) {
			rest, level, stripped := s.stripSeniority(r.words, weak)
			if len(rest) == 0 || len(stripped) == 0 {
				continue
			}
			out = append(out, reading{words: rest, level: level, strippedWords: stripped, normalized: true})
		}
	}
	return out
}

// expand replaces abbreviations by their first reading ("rn" → "registered
// nurse").
func (s *Set) expand(words []string) ([]string, bool) {
	out := make([]string, 0, len(words)+2)
	changed := false
	for _, w := range words {
		if x := s.lex.Expand[w]; len(x) > 0 {
			out = append(out, strings.Fields(x[0])...)
			changed = true
			continue
		}
		out = append(out, w)
	}
	return out, changed
}

// stripSeniority removes leading level words (and, for weak, Staff/Lead/...)
// and trailing levels (II), and turns "Head of Sales" into "sales manager".
func (s *Set) stripSeniority(words []string, weak bool) (rest []string, level string, stripped []string) {
	rest = words
	setLevel := func(l string) {
		if levelRank[l] > levelRank[level] {
			level = l
		}
	}
	manager := false
	for changed := true; changed && len(rest) > 1; {
		changed = false
		for _, sw := range s.lex.Seniority {
			ph := strings.Fields(sw.Words)
			if sw.Kind == "trailing" || (sw.Kind == "weak" && !weak) || len(ph) >= len(rest) || !slices.Equal(rest[:len(ph)], ph) {
				continue
			}
			stripped = append(stripped, ph...)
			rest = rest[len(ph):]
			setLevel(sw.Level)
			manager = manager || sw.Kind == "manager"
			changed = true
			break
		}
	}
	for _, sw := range s.lex.Seniority {
		if sw.Kind == "trailing" && len(rest) > 1 && rest[len(rest)-1] == sw.Words {
			stripped = append(stripped, sw.Words)
			rest = rest[:len(rest)-1]
			setLevel(sw.Level)
			break
		}
	}
	for len(rest) > 1 && titleStopWords[rest[0]] {
		rest = rest[1:]
	}
	if manager && !managerWords[rest[len(rest)-1]] {
		rest = append(slices.Clip(rest), "manager")
	}
	return rest, level, stripped
}

var managerWords = map[string]bool{"manager": true, "director": true, "supervisor": true, "officer": true,
	"chief": true, "head": true, "administrator": true, "president": true}

// qualifierSeparators end the main part of a posting-style title.
var qualifierSeparators = []string{",", "(", "[", "|", ":", " - ", " – ", " — ", " at ", " @ "}

// mainSegment returns the title before its first qualifier, or "".
func mainSegment(title string) string {
	cut := len(title)
	for _, sep := range qualifierSeparators {
		if i := strings.Index(title, sep); i > 0 && i < cut {
			cut = i
		}
	}
	if cut == len(title) {
		return ""
	}
	return strings.TrimSpace(title[:cut])
}
