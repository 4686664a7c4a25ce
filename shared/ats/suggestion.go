package ats

import (
	"cmp"
	"slices"
)

// Suggestion priorities, most urgent first: notes on what was matched, PDF
// readability, then the rubric's criteria in order of the points at stake.
const (
	prioNote = iota
	prioParse
	prioRequiredKeywords
	prioSection
	prioContact
	prioDates
	prioNumbers
	prioVerbs
	prioOtherKeywords
	prioLength
)

// maxSuggestions keeps the list short enough for an agent to act on.
const maxSuggestions = 12

type suggestion struct {
	prio   int
	impact float64 // points the fix could win, to order within a priority
	seq    int
	text   string
}

type suggestions struct{ items []suggestion }

func (s *suggestions) add(prio int, text string) { s.addImpact(prio, 0, text) }

func (s *suggestions) addImpact(prio int, impact float64, text string) {
	s.items = append(s.items, suggestion{prio: prio, impact: impact, seq: len(s.items), text: text})
}

// render orders suggestions by priority, then impact, then insertion.
func render(items []suggestion) []string {
	items = slices.Clone(items)
	slices.SortFunc(items, func(a, b suggestion) int {
		if c := cmp.Compare(a.prio, b.prio); c != 0 {
			return c
		}
		if c := cmp.Compare(b.impact, a.impact); c != 0 {
			return c
		}
		return cmp.Compare(a.seq, b.seq)
	})
	out := make([]string, 0, min(len(items), maxSuggestions))
	for _, it := range items[:min(len(items), maxSuggestions)] {
		out = append(out, it.text)
	}
	return out
}
