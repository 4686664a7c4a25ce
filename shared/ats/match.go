package ats

import (
	"math"
	"slices"

	"github.com/careerkit/careerkit/shared/model"
)

// match marks which keywords the resume has and sets the match percentage:
// 100 × Σ weight(matched or satisfied) / Σ weight(all); then it weighs the
// evidence of each. A member of an "A, B or C" list the resume lacks is
// satisfied by a member it has, and is not reported missing.
func match(r *model.Resume, ks []Keyword, ix *resumeIndex, an *Analysis, work func(e, j int) bool) *evidence {
	for i := range ks {
		ks[i].idx = i
	}
	ix.mark(ks)
	for i := range ks {
		if p := ix.found(ks[i]); p != 0 {
			ks[i].Matched = true
			ks[i].FoundIn = p.names()
		}
	}
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.AnyOf == nil {
			continue
		}
		for j := range ks {
			if ks[j].Matched && slices.Contains(k.AnyOf, ks[j].Name) {
				k.SatisfiedBy = ks[j].Name
				break
			}
		}
	}
	var total, got float64
	for _, k := range ks {
		total += k.Weight
		switch {
		case k.Matched:
			got += k.Weight
			an.MatchedKeywords = append(an.MatchedKeywords, k.Name)
		case k.SatisfiedBy != "":
			got += k.Weight
		default:
			an.MissingKeywords = append(an.MissingKeywords, k.Name)
		}
	}
	ev := weigh(r, ks, ix, work)
	an.Keywords = ks
	if an.Keywords == nil {
		an.Keywords = []Keyword{}
	}
	if total > 0 {
		an.KeywordMatchPercentage = int(math.Round(100 * got / total))
	}
	return ev
}
