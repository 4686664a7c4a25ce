package salary

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// fuzzyHit is the best-scoring title of one occupation for a query.
type fuzzyHit struct {
	entry int32
	sim   float64 // weighted Dice: 2·shared / (query weight + title weight)
	cov   float64 // shared / query weight
}

// fuzzy scores every title sharing a stem with tokens and calls fn with each
// title's similarity, coverage and whether it contains the query's head noun (its
// last word: "engineer" in "analytics engineer"). A word the index has never
// seen (a company, a product) weighs half as much as the rarest known word, so it
// lowers coverage without sinking the match.
func (ix *titleIndex) fuzzy(tokens []string, fn func(e int32, sim, cov float64, hasHead bool)) {
	stems := ix.norm.contentStems(tokens)
	head := int32(-1)
	for i := len(tokens) - 1; i >= 0; i-- {
		if !titleStopWords[tokens[i]] {
			if id, ok := ix.stemID[ix.norm.stem(tokens[i])]; ok {
				head = id
			}
			break
		}
	}
	var ids []int32
	var wq float32
	for _, s := range stems {
		if id, ok := ix.stemID[s]; ok {
			ids = append(ids, id)
			wq += ix.idf[id]
		} else {
			wq += ix.maxIDF / 2
		}
	}
	if len(ids) == 0 {
		return
	}
	accp := ix.acc.Get().(*[]float32)
	acc := *accp
	touched := make([]int32, 0, 256)
	for _, id := range ids {
		w := ix.idf[id]
		for _, e := range ix.postings[id] {
			if acc[e] == 0 {
				touched = append(touched, e)
			}
			acc[e] += w
		}
	}
	for _, e := range touched {
		shared := float64(acc[e])
		acc[e] = 0
		ent := &ix.entries[e]
		hasHead := head < 0 || slices.Contains(ent.stems, head)
		fn(e, 2*shared/float64(wq+ent.weight), shared/float64(wq), hasHead)
	}
	ix.acc.Put(accp)
}

// fuzzyMatch runs the token-overlap match over every reading of the query and
// returns the best occupation, or nil when no title covers enough of the query.
func (d *Dataset) fuzzyMatch(tiers [][]titleForm) *TitleMatch {
	ix := d.titles
	best := map[int32]*candidate{}
	var bestForm *titleForm
	bestSim := 0.0
	seen := map[string]bool{}
	for ti := range tiers {
		for fi := range tiers[ti] {
			f := &tiers[ti][fi]
			k := ix.norm.exactKey(f.fuzzyTokens)
			if seen[k] {
				continue
			}
			seen[k] = true
			ix.fuzzy(f.fuzzyTokens, func(e int32, sim, cov float64, hasHead bool) {
				// A title must share the query's head noun unless it covers
				// most of the query: "Banana Wrangler" is not a "Banana Loader".
				if cov < fuzzyMinCoverage || sim < fuzzyMinSim || (!hasHead && cov < fuzzyHeadlessCoverage) {
					return
				}
				ent := &ix.entries[e]
				c := best[ent.occ]
				if c == nil {
					c = &candidate{occ: ent.occ, entry: e, sim: sim}
					best[ent.occ] = c
				} else if sim > c.sim || (sim == c.sim && betterEntry(ent, &ix.entries[c.entry])) {
					c.sim, c.entry = sim, e
				}
				if sim > bestSim {
					bestSim, bestForm = sim, f
				}
			})
		}
	}
	if len(best) == 0 {
		return nil
	}
	cands := make([]*candidate, 0, len(best))
	for _, c := range best {
		c.score = c.sim * employmentFactor(d.occupations[c.occ].emp)
		cands = append(cands, c)
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].occ < cands[j].occ
	})
	// Only near-ties share the confidence; a distant runner-up is not evidence
	// against the winner.
	keep := 1
	for keep < len(cands) && keep <= maxAlternatives && cands[keep].score >= 0.85*cands[0].score {
		keep++
	}
	m := d.rank(cands[:keep], 1, MethodFuzzy, bestForm)
	_, m.SeniorityFromTitle, _ = ix.norm.stripSeniority(bestForm.tokens)
	m.NormalizedTitle = strings.Join(bestForm.fuzzyTokens, " ")
	return m
}

// suggestMinSim drops titles too far from the query to be worth suggesting.
const suggestMinSim = 0.2

// employmentFactor nudges fuzzy scores toward common occupations: ×1.0 at 1,000
// workers up to ×1.2 at 10 million, so text similarity still decides.
func employmentFactor(emp int64) float64 {
	e := math.Max(float64(emp), 1000)
	return 1 + 0.05*math.Log10(e/1000)
}

// suggest returns the known titles closest to an unmatched query: first the
// matches of a spelling-corrected query, then the best partial overlaps.
func (d *Dataset) suggest(tiers [][]titleForm) []string {
	ix := d.titles
	type scored struct {
		e   int32
		sim float64
	}
	var hits []scored
	seen := map[string]bool{}
	collect := func(tokens []string) {
		k := ix.norm.exactKey(tokens)
		if seen[k] {
			return
		}
		seen[k] = true
		ix.fuzzy(tokens, func(e int32, sim, _ float64, _ bool) {
			if sim >= suggestMinSim {
				hits = append(hits, scored{e, sim})
			}
		})
	}
	for _, tier := range tiers {
		for _, f := range tier {
			if fixed, ok := ix.correctSpelling(f.fuzzyTokens); ok {
				collect(fixed)
			}
		}
	}
	if len(hits) == 0 {
		for _, tier := range tiers {
			for _, f := range tier {
				collect(f.fuzzyTokens)
			}
		}
	}
	// Keep the best few hits in order instead of sorting thousands.
	const keep = 4 * maxSuggestions
	better := func(a, b scored) bool {
		if a.sim != b.sim {
			return a.sim > b.sim
		}
		ea, eb := &ix.entries[a.e], &ix.entries[b.e]
		if pa, pb := d.occupations[ea.occ].emp, d.occupations[eb.occ].emp; pa != pb {
			return pa > pb
		}
		return ea.text < eb.text
	}
	top := make([]scored, 0, keep+1)
	for _, h := range hits {
		if len(top) == keep && !better(h, top[keep-1]) {
			continue
		}
		i := sort.Search(len(top), func(k int) bool { return better(h, top[k]) })
		top = slices.Insert(top, i, h)
		if len(top) > keep {
			top = top[:keep]
		}
	}
	hits = top
	out := []string{}
	shown := map[string]bool{}
	for _, h := range hits {
		t := displayTitle(ix.entries[h.e].text)
		if k := strings.ToLower(t); !shown[k] {
			shown[k] = true
			out = append(out, t)
		}
		if len(out) == maxSuggestions {
			break
		}
	}
	return out
}

// correctSpelling replaces each word no known title uses with the closest
// title word (edit distance 1 for short words, 2 for longer; the more common
// word wins ties). Only words starting with the typo's first or second letter
// are compared, which keeps a miss under a millisecond. ok is false when
// nothing changed.
func (ix *titleIndex) correctSpelling(tokens []string) ([]string, bool) {
	out := append([]string(nil), tokens...)
	changed := false
	var buf [2][maxWordLen + 1]int
	for i, w := range tokens {
		if titleStopWords[w] || len(w) < 3 || len(w) > maxWordLen {
			continue
		}
		if _, known := ix.wordSet[w]; known {
			continue
		}
		limit := 1
		if len(w) > 5 {
			limit = 2
		}
		bestDist, bestCount := limit+1, int32(-1)
		for _, first := range []byte{w[0], w[1]} {
			for _, wi := range ix.wordsByFirst[first] {
				v := ix.words[wi]
				if abs(len(v.word)-len(w)) > limit || len(v.word) > maxWordLen {
					continue
				}
				dist := editDistance(w, v.word, limit, &buf)
				if dist < bestDist || (dist == bestDist && v.count > bestCount) {
					bestDist, bestCount, out[i] = dist, v.count, v.word
				}
			}
		}
		if bestDist <= limit {
			changed = true
		}
	}
	return out, changed
}

// maxWordLen bounds the words spelling correction looks at (and its buffers).
const maxWordLen = 40

// editDistance is the byte-wise Levenshtein distance of a and b, or limit+1 once
// it is known to exceed limit. buf holds two rows so the call does not allocate.
func editDistance(a, b string, limit int, buf *[2][maxWordLen + 1]int) int {
	prev, cur := buf[0][:len(b)+1], buf[1][:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
