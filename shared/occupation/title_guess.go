package occupation

import "math"

// voteDecay is the weight of an occupation's second-best title relative to
// its best (and of the third to the second).
const voteDecay = 0.5

// guess scores the occupations whose titles share words with the query. A
// title's similarity is weighted Dice (shared rarity over both sides), ×1.5
// when it ends in the query's head noun; every title is a vote for its
// occupation, the best counting fully and the next ones less, so an
// occupation whose titles keep sharing the words ("Acid Bleacher", "Acid
// Treater") beats one with a single lucky title. A word no title uses counts
// as a rare word the match misses, which lowers the score. The returned score
// is the best title's similarity, capped at 1; coverage is the share of the
// query's weight that title holds.
func (s *Set) guess(words []string, keep func(int) bool) (occ int, score, coverage float64, titleID int, ok bool) {
	ix := s.ix
	all := titleStems(joinWords(words))
	q := uniq(all)
	if len(q) == 0 {
		return 0, 0, 0, 0, false
	}
	var qw float64
	known := false
	maxIDF := math.Log(1 + float64(len(ix.titles)))
	for _, st := range q {
		if w, ok := ix.idf[st]; ok {
			qw += w
			known = true
		} else {
			qw += maxIDF
		}
	}
	if !known {
		return 0, 0, 0, 0, false
	}
	shared := map[int]float64{}
	for _, st := range q {
		for _, id := range ix.postings[st] {
			shared[id] += ix.idf[st]
		}
	}
	type hit struct {
		id    int
		score float64
	}
	best := map[int]*[3]hit{}
	for id, sc := range shared {
		t := &ix.titles[id]
		if keep != nil && !keep(t.occ) {
			continue
		}
		sim := 2 * sc / (qw + t.weight)
		if t.stems[len(t.stems)-1] == all[len(all)-1] {
			sim *= 1.5
		}
		top := best[t.occ]
		if top == nil {
			top = &[3]hit{}
			best[t.occ] = top
		}
		h := hit{id, sim}
		for k := range top {
			if h.score > top[k].score || (h.score == top[k].score && top[k].score > 0 && h.id < top[k].id) {
				top[k], h = h, top[k]
			}
		}
	}
	bestOcc, bestVote := -1, 0.0
	for o, top := range best {
		v := (top[0].score + voteDecay*top[1].score + voteDecay*voteDecay*top[2].score) * employmentFactor(s.occs[o].Employment)
		if v > bestVote || (v == bestVote && o < bestOcc) {
			bestOcc, bestVote = o, v
		}
	}
	if bestOcc < 0 {
		return 0, 0, 0, 0, false
	}
	top := best[bestOcc]
	return bestOcc, math.Min(1, top[0].score/1.5), shared[top[0].id] / qw, top[0].id, true
}

func joinWords(w []string) string {
	out := ""
	for i, x := range w {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// employmentFactor nudges near-ties toward common occupations: ×1 at 1,000
// workers up to ×1.2 at ten million, so the words still decide.
func employmentFactor(emp int64) float64 {
	return 1 + 0.05*math.Log10(math.Max(float64(emp), 1000)/1000)
}
