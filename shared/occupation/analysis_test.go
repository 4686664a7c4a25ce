package occupation

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/careerkit/careerkit/shared/text"
	"github.com/stretchr/testify/require"
)

// TestTitleErrorAnalysis buckets the development
// split's misses: titles several detailed SOCs list, titles whose words no
// indexed title (or task) of a right occupation uses, "All Other" residuals,
// and how far down the ranking the right detailed SOC sits.
func TestTitleErrorAnalysis(t *testing.T) {
	s, err := Load()
	require.NoError(t, err)
	s2, dev, codes := devSplit(s, defaultParams)
	titleVocab := make([]map[string]bool, len(s.occs))
	taskVocab := make([]map[string]bool, len(s.occs))
	for o := range s.occs {
		titleVocab[o], taskVocab[o] = map[string]bool{}, map[string]bool{}
		for _, x := range append(append([]string{s.occs[o].Title}, s.occs[o].Tasks...), s.occs[o].Work...) {
			for _, w := range text.Tokens(x) {
				taskVocab[o][singular(w)] = true
			}
		}
	}
	for _, tt := range s2.ix.titles {
		for _, w := range tt.stems {
			titleVocab[tt.occ][w] = true
		}
	}
	six := func(c string) string { return c[:7] }
	by6 := map[string][]int{}
	for o := range s.occs {
		by6[six(s.occs[o].Code)] = append(by6[six(s.occs[o].Code)], o)
	}
	type bucket struct{ n, hit int }
	b := map[string]*bucket{}
	add := func(name string, hit bool) {
		if b[name] == nil {
			b[name] = &bucket{}
		}
		b[name].n++
		if hit {
			b[name].hit++
		}
	}
	seen := map[string]bool{}
	rank := map[string][]int{}
	missMajor := map[string]int{}
	for _, d := range dev {
		if seen[d.key] {
			continue
		}
		seen[d.key] = true
		gold := map[string]bool{}
		for _, c := range codes[d.key] {
			gold[six(c)] = true
		}
		sc, _, _, ok := s2.evidence(d.stems, nil, "")
		if !ok {
			add("all", false)
			add("no known word", false)
			continue
		}
		// ranks: 8-digit, 6-digit by max, 6-digit by sum
		r8, rmax, rsum := rankOf(s, sc, gold, false, false), rankOf(s, sc, gold, true, false), rankOf(s, sc, gold, true, true)
		rank["8-digit"] = append(rank["8-digit"], r8)
		rank["6-digit max"] = append(rank["6-digit max"], rmax)
		rank["6-digit sum"] = append(rank["6-digit sum"], rsum)
		hit := r8 == 1
		add("all", hit)
		if len(gold) > 1 {
			add("listed by 2+ detailed SOCs", hit)
		} else {
			add("listed by 1 detailed SOC", hit)
		}
		allOther := false
		for g := range gold {
			for _, o := range by6[g] {
				allOther = allOther || strings.Contains(s.occs[o].Title, "All Other")
			}
		}
		if allOther {
			add("a right SOC is All Other", hit)
		}
		var anyT, headT, allT, anyK, headK, allK bool
		allT, allK = true, true
		for g := range gold {
			inT := func(w string) bool {
				for _, o := range by6[g] {
					if titleVocab[o][w] {
						return true
					}
				}
				return false
			}
			inK := func(w string) bool {
				for _, o := range by6[g] {
					if titleVocab[o][w] || taskVocab[o][w] {
						return true
					}
				}
				return false
			}
			at, ak := true, true
			for _, w := range d.stems {
				anyT = anyT || inT(w)
				anyK = anyK || inK(w)
				at = at && inT(w)
				ak = ak && inK(w)
			}
			h := d.stems[len(d.stems)-1]
			headT = headT || inT(h)
			headK = headK || inK(h)
			allT = allT && at
			allK = allK && ak
		}
		switch {
		case !anyK:
			add("no word in right SOC's titles or tasks", hit)
		case !anyT:
			add("no word in right SOC's titles (some in tasks)", hit)
		case !headT:
			add("head word not in right SOC's titles", hit)
		case !allT:
			add("some word not in right SOC's titles", hit)
		default:
			add("every word in right SOC's titles", hit)
		}
		if !hit {
			var w []int
			for g := range gold {
				w = append(w, by6[g]...)
			}
			missMajor[s.occs[w[0]].Code[:2]]++
		}
	}
	names := make([]string, 0, len(b))
	for k := range b {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		t.Logf("%-50s %5d titles (%.1f%%), top-1 %.1f%%", k, b[k].n, 100*float64(b[k].n)/float64(b["all"].n), 100*float64(b[k].hit)/float64(b[k].n))
	}
	for _, k := range []string{"8-digit", "6-digit max", "6-digit sum"} {
		var c1, c3, c5, c10 int
		for _, r := range rank[k] {
			if r == 1 {
				c1++
			}
			if r <= 3 {
				c3++
			}
			if r <= 5 {
				c5++
			}
			if r <= 10 {
				c10++
			}
		}
		n := float64(b["all"].n)
		t.Logf("%-12s top-1 %.1f%% top-3 %.1f%% top-5 %.1f%% top-10 %.1f%%", k, 100*float64(c1)/n, 100*float64(c3)/n, 100*float64(c5)/n, 100*float64(c10)/n)
		// A floor just under the measured 85.3–86.0%: the right occupation
		// stays among the ten the model ranks first.
		require.GreaterOrEqual(t, float64(c10)/n, 0.85, k)
	}
	t.Logf("misses by major group of the right SOC: %v", missMajor)
}

// rankOf is the rank (1 = top) of the first right detailed SOC in the scores,
// ranking O*NET-SOC occupations or (collapse) detailed SOCs by their best or
// summed score.
func rankOf(s *Set, sc []float64, gold map[string]bool, collapse, sum bool) int {
	type kv struct {
		k string
		v float64
	}
	agg := map[string]float64{}
	var list []kv
	for o, v := range sc {
		k := s.occs[o].Code
		if collapse {
			k = k[:7]
		}
		if sum {
			agg[k] += v
		} else if v > agg[k] {
			agg[k] = v
		} else if _, ok := agg[k]; !ok {
			agg[k] = v
		}
	}
	for k, v := range agg {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].v != list[j].v {
			return list[i].v > list[j].v
		}
		return list[i].k < list[j].k
	})
	for i, x := range list {
		if gold[x.k[:7]] {
			return i + 1
		}
	}
	return len(list) + 1
}

// TestTitleCeiling measures what any reading of a
// title's words alone is up against, on the development split and (no model
// involved, only the data) on the held-out and Direct Match sets: titles
// several detailed SOCs list; titles with no word, or some word, that no
// indexed title (nor the description and tasks) of a right SOC uses; and how
// often the closest evidence there can be, an indexed title that is the same
// title less one modifier, carries a right SOC.
func TestTitleCeiling(t *testing.T) {
	s, err := Load()
	require.NoError(t, err)
	s2, dev, codes := devSplit(s, defaultParams)
	type item struct {
		stems []string
		gold  map[string]bool
		hit   int // 1 right, 0 wrong, -1 not read (dev only)
	}
	var devItems []item
	seen := map[string]bool{}
	for _, d := range dev {
		if seen[d.key] {
			continue
		}
		seen[d.key] = true
		g := map[string]bool{}
		for _, c := range codes[d.key] {
			g[c[:7]] = true
		}
		hit := -1
		if o, _, _, _, ok := s2.guess(d.stems, nil); ok {
			hit = 0
			if g[s.occs[o].Code[:7]] {
				hit = 1
			}
		}
		devItems = append(devItems, item{d.stems, g, hit})
	}
	fromFile := func(path string) []item {
		var out []item
		for _, lt := range readLabelled(t, path) {
			g := map[string]bool{}
			for _, c := range lt.codes {
				g[c[:min(7, len(c))]] = true
			}
			if st := titleStems(lt.title); len(st) > 0 {
				out = append(out, item{st, g, -1})
			}
		}
		return out
	}
	dm := readLabelled(t, "testdata/soc_direct_match_titles.tsv")
	sDM := without(s, dm)
	vocab := map[string]map[string]bool{}
	for o := range s.occs {
		c := s.occs[o].Code[:7]
		if vocab[c] == nil {
			vocab[c] = map[string]bool{}
		}
		for _, w := range strings.Fields(s.occs[o].Vocab) {
			vocab[c][singular(w)] = true
		}
		for _, x := range append(s.occs[o].Tasks, s.occs[o].Work...) {
			for _, w := range text.Tokens(x) {
				vocab[c][singular(w)] = true
			}
		}
	}
	report := func(name string, items []item, titles []indexedTitle) {
		words := map[string]map[string]bool{}
		bySeq := map[string]map[string]bool{}
		for _, tt := range titles {
			c := s.occs[tt.occ].Code[:7]
			if words[c] == nil {
				words[c] = map[string]bool{}
			}
			for _, w := range tt.stems {
				words[c][w] = true
			}
			if bySeq[tt.key] == nil {
				bySeq[tt.key] = map[string]bool{}
			}
			bySeq[tt.key][c] = true
		}
		var multi, noneT, noneX, allT, allX, headT, parent, parentRight, hitAll, hitRest int
		for _, it := range items {
			if len(it.gold) > 1 {
				multi++
			}
			var anyT, anyX, hT bool
			aT, aX := false, false
			for g := range it.gold {
				at, ax := true, true
				for _, w := range it.stems {
					inT := words[g][w]
					inX := inT || vocab[g][w]
					anyT, anyX = anyT || inT, anyX || inX
					at, ax = at && inT, ax && inX
				}
				aT, aX = aT || at, aX || ax
				hT = hT || words[g][it.stems[len(it.stems)-1]]
			}
			if !anyT {
				noneT++
			}
			if !anyX {
				noneX++
			}
			if aT {
				allT++
				hitAll += max(it.hit, 0)
			} else {
				hitRest += max(it.hit, 0)
			}
			if aX {
				allX++
			}
			if hT {
				headT++
			}
			if len(it.stems) >= 3 {
				found, right := false, false
				for i := 0; i+1 < len(it.stems); i++ {
					p := joinStems(append(slices.Clone(it.stems[:i]), it.stems[i+1:]...))
					for c := range bySeq[p] {
						found = true
						right = right || it.gold[c]
					}
				}
				if found {
					parent++
					if right {
						parentRight++
					}
				}
			}
		}
		n := float64(len(items))
		pc := func(x int) float64 { return 100 * float64(x) / n }
		t.Logf("%s: %d titles; listed by 2+ detailed SOCs %.1f%%; no word in a right SOC's titles %.1f%% (nor its description and tasks %.1f%%); every word in one right SOC's titles %.1f%% (with description and tasks %.1f%%); head noun in a right SOC's titles %.1f%%; has an indexed parent (same title less one modifier) %.1f%%, of which the parent carries a right SOC %.1f%%",
			name, len(items), pc(multi), pc(noneT), pc(noneX), pc(allT), pc(allX), pc(headT), pc(parent), 100*float64(parentRight)/float64(max(parent, 1)))
		// The data fact the docs rest on: the nearest evidence a title can have,
		// the same title less one modifier, names a right occupation for under
		// three in four (68–70% measured).
		require.Less(t, float64(parentRight)/float64(max(parent, 1)), 0.75, name)
		require.Greater(t, parent, len(items)/10, name)
		if hitAll+hitRest > 0 {
			t.Logf("%s: the model reads %.1f%% of the titles whose every word is in a right SOC's titles right, %.1f%% of the rest", name,
				100*float64(hitAll)/float64(allT), 100*float64(hitRest)/float64(len(items)-allT))
		}
	}
	report("dev", devItems, s2.ix.titles)
	report("held-out", fromFile("testdata/heldout_titles.tsv"), s.ix.titles)
	report("Direct Match (index without its titles)", fromFile("testdata/soc_direct_match_titles.tsv"), sDM.ix.titles)
}
