package jobindex

import (
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/model"
)

// FacetGerman marks a posting written in German: search stems it in German as
// well as English (migration 00016).
const FacetGerman = "lang:de"

// germanWords and englishWords are the commonest function words of each
// language: a posting's text uses one set far more than the other.
var (
	germanWords = set("und", "der", "die", "das", "wir", "mit", "für", "ist", "nicht", "sie", "ein", "eine", "zu",
		"von", "auf", "dich", "du", "bei", "im", "den", "dem", "des", "unser", "unsere", "oder", "auch", "als", "sich")
	englishWords = set("and", "the", "we", "with", "for", "is", "not", "you", "a", "an", "to", "of", "on", "our",
		"your", "in", "at", "or", "as", "are", "will", "be", "this", "that")
)

func set(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// IsGerman reports whether a posting is written in German: its title and the
// start of its description use more German function words than English ones.
func IsGerman(j *model.Job) bool {
	text := j.Title + " " + j.DescriptionText[:min(len(j.DescriptionText), 3000)]
	de, en := 0, 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch {
		case germanWords[w]:
			de++
		case englishWords[w]:
			en++
		}
	}
	return de >= 3 && de > en
}
