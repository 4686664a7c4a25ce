package writing

import (
	"encoding/json"
	"fmt"
	"io/fs"
)

// lexicon is the word knowledge that is not about roles: seniority words stripped
// from titles, abbreviations, display casing, skill aliases and the word lists the
// output checks use. It lives in data/lexicon.json so content people can extend it.
type lexicon struct {
	Seniority     []string          `json:"seniority"`
	Levels        []string          `json:"levels"`
	Noise         []string          `json:"noise"`
	Expansions    map[string]string `json:"expansions"`
	Acronyms      map[string]string `json:"acronyms"`
	SmallWords    []string          `json:"small_words"`
	SkillAliases  map[string]string `json:"skill_aliases"`
	WeakOpeners   map[string]string `json:"weak_openers"`
	IrregularPast map[string]string `json:"irregular_past"`
	NumberWords   []string          `json:"number_words"`
	Ordinals      []string          `json:"ordinals"`
	Starters      []string          `json:"starters"`
	// CaseSensitiveTerms are names that are also common words ("Go", "Excel",
	// "Epic", "hiring"): they count only when written with their own casing.
	CaseSensitiveTerms []string `json:"case_sensitive_terms"`

	seniority, levels, noise, small, numberWords, starters, caseSensitive map[string]struct{}
	// openers lists WeakOpeners longest first, so "was responsible for" wins
	// over "responsible for".
	openers []string
}

func parseLexicon(fsys fs.FS) (*lexicon, error) {
	raw, err := fs.ReadFile(fsys, "data/lexicon.json")
	if err != nil {
		return nil, fmt.Errorf("writing: read lexicon: %w", err)
	}
	var l lexicon
	if err := json.Unmarshal(raw, &l); err != nil {
		return nil, fmt.Errorf("writing: parse lexicon: %w", err)
	}
	l.seniority = set(l.Seniority)
	l.levels = set(l.Levels)
	l.noise = set(l.Noise)
	l.small = set(l.SmallWords)
	l.numberWords = set(l.NumberWords)
	l.starters = set(l.Starters)
	l.caseSensitive = set(l.CaseSensitiveTerms)
	for o := range l.WeakOpeners {
		l.openers = append(l.openers, o)
	}
	sortLongestFirst(l.openers)
	return &l, nil
}

func (l *lexicon) isSeniority(t string) bool { _, ok := l.seniority[t]; return ok }
func (l *lexicon) isLevel(t string) bool     { _, ok := l.levels[t]; return ok }
func (l *lexicon) isNoise(t string) bool     { _, ok := l.noise[t]; return ok }
func (l *lexicon) isSmall(t string) bool     { _, ok := l.small[t]; return ok }

func set(words []string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}
