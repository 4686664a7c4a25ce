package main

import (
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// particles complete a phrasal verb rather than open its object.
var particles = map[string]bool{"over": true, "out": true, "up": true, "down": true, "off": true, "through": true, "after": true}

// concept is one ESCO skill or knowledge concept's labels.
type concept struct {
	labels     []string
	competence bool
}

// alike returns, for each concept named more than one way, the names: its
// labels of one to four words and, for a competence, each label's object
// ("take dental x-rays" → "dental x-rays"), lower case, each group sorted and
// the groups sorted, so a rebuild is byte-identical.
func alike(concepts []concept, verbUses map[string]int) [][]string {
	seen := map[string]bool{}
	var out [][]string
	for _, c := range concepts {
		names := map[string]bool{}
		for _, l := range c.labels {
			l = name(l)
			w := strings.Fields(l)
			if len(w) == 0 || len(w) > maxTermWords {
				continue
			}
			names[l] = true
			if c.competence && len(w) > 1 && verbUses[w[0]] >= minVerbUses {
				// "respond to customers" → "customers", "watch over data
				// entry" → "data entry": the words after the verb's particle.
				obj := w[1:]
				for len(obj) > 1 && (text.IsStopWord(obj[0]) || particles[obj[0]]) {
					obj = obj[1:]
				}
				if !text.IsStopWord(obj[0]) {
					names[strings.Join(obj, " ")] = true
				}
			}
		}
		if len(names) < 2 {
			continue
		}
		group := make([]string, 0, len(names))
		for n := range names {
			group = append(group, n)
		}
		slices.Sort(group)
		if key := strings.Join(group, "|"); !seen[key] {
			seen[key] = true
			out = append(out, group)
		}
	}
	slices.SortFunc(out, func(a, b []string) int { return strings.Compare(strings.Join(a, "|"), strings.Join(b, "|")) })
	return out
}

// name is a label in lower case without parenthesised notes or extra spaces.
func name(l string) string {
	if i := strings.IndexByte(l, '('); i > 0 {
		l = l[:i]
	}
	return strings.Join(strings.Fields(strings.ToLower(l)), " ")
}
