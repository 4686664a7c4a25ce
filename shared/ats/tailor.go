package ats

import (
	"cmp"
	"slices"

	"github.com/careerkit/careerkit/shared/model"
)

// tailor orders each entry's bullets and the skills list by relevance to the
// keywords, keeping the written order among equals. It reorders, never rewrites.
func tailor(r *model.Resume, ix *resumeIndex, ks []Keyword) Tailoring {
	t := Tailoring{BulletOrder: make([][]int, len(r.Experience)), SkillOrder: order(ix.entries, ks)}
	for i := range r.Experience {
		t.BulletOrder[i] = order(ix.bullets[i], ks)
	}
	return t
}

func order(units []unit, ks []Keyword) []int {
	score := make([]float64, len(units))
	idx := make([]int, len(units))
	for i, u := range units {
		score[i] = relevance(u, ks)
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(score[b], score[a]) })
	return idx
}
