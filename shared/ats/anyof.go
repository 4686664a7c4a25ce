package ats

import (
	"slices"
	"strconv"
)

// lineHit is a keyword mention in one line: a skill ("#12") or a phrase key,
// over tokens [from, to).
type lineHit struct {
	key      string
	from, to int
}

func skillKey(id int) string { return "#" + strconv.Itoa(id) }

// key identifies a keyword across its mentions, as lineHit does.
func (k Keyword) key() string {
	if k.Kind == KindSkill {
		return skillKey(k.skill)
	}
	return k.stem
}

// orFiller are the words an "or" list may hold between its members:
// "OPERA, OnQ or another property management system".
var orFiller = set([]string{"or", "another", "any", "other", "a", "an", "similar", "equivalent", "comparable"})

// anyOf finds the "A, B or C" lists of one line among its keyword mentions
// and appends each as a group: mentions apart only by commas, slashes and
// "or" (with "another", "similar" ...), at least one "or" among them.
func anyOf(toks []token, hits []lineHit, groups [][]string) [][]string {
	if len(hits) < 2 {
		return groups
	}
	slices.SortFunc(hits, func(a, b lineHit) int {
		if a.from != b.from {
			return a.from - b.from
		}
		return b.to - a.to // the longest mention at a position stands for it
	})
	var cur []string
	or, slash := false, false // an "or" joins members; a slash joins two
	last := -1                // index of the group's last member in hits
	flush := func() {
		// "Cypress/Playwright" is a choice; "SUMIFS, INDEX/MATCH" a list.
		if len(cur) >= 2 && (or || slash && len(cur) == 2) {
			groups = append(groups, cur)
		}
		cur, or, slash, last = nil, false, false, -1
	}
	for i, h := range hits {
		if last >= 0 && h.from < hits[last].to {
			continue // inside the previous member ("Microsoft Excel" holds "Excel")
		}
		if last >= 0 {
			gap, sawOr, sawSlash := between(toks, hits[last].to, h.from)
			if !gap {
				flush()
			} else {
				or, slash = or || sawOr, slash || sawSlash
			}
		}
		if !slices.Contains(cur, h.key) {
			cur = append(cur, h.key)
		}
		last = i
	}
	flush()
	return groups
}

// between reports whether only list punctuation and or-words separate two
// mentions, whether an "or" does, and whether a slash alone does. A
// parenthesis opening before the second mention ends the list: "Excel
// (SUMIFS, INDEX/MATCH)" gives examples of Excel, not alternatives to it.
func between(toks []token, from, to int) (ok, or, slash bool) {
	if to-from > 3 || to < len(toks) && toks[to].before == '(' {
		return false, false, false
	}
	for j := from; j < to; j++ {
		if _, filler := orFiller[toks[j].text]; !filler || toks[j].before == '(' {
			return false, false, false
		}
		or = or || toks[j].text == "or"
	}
	slash = to < len(toks) && to > 0 && toks[to].before == '/' && from == to // "Cypress/Playwright"
	return true, or, slash
}

// group marks the members of each any-of list that made the keywords: each
// names the others and weighs an equal share of the heaviest, so the list
// counts as one requirement.
func group(ks []Keyword, groups [][]string) []Keyword {
	at := make(map[string]int, len(ks))
	for i, k := range ks {
		at[k.key()] = i
	}
	for _, g := range groups {
		var idx []int
		for _, key := range g {
			if i, ok := at[key]; ok && ks[i].AnyOf == nil && !slices.Contains(idx, i) {
				idx = append(idx, i)
			}
		}
		if len(idx) < 2 {
			continue
		}
		top := 0.0
		for _, i := range idx {
			top = max(top, ks[i].Weight)
		}
		for _, i := range idx {
			for _, j := range idx {
				if j != i {
					ks[i].AnyOf = append(ks[i].AnyOf, ks[j].Name)
				}
			}
			ks[i].Weight = round2(top / float64(len(idx)))
		}
	}
	return ks
}
