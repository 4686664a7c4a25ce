package ats

import (
	"math"
	"slices"

	"github.com/careerkit/careerkit/shared/model"
)

// match marks which keywords the resume has, weighs the evidence of each
// and sets the match percentage from it, as the score does:
// 100 × Σ weight × evidence / Σ weight(all). Listing a keyword earns half of
// showing it in a bullet, and a stuffed list a tenth, so stuffing cannot
// raise the percentage above a candidate who shows the keywords in use. A member of an "A, B or C" list the resume lacks is
// satisfied by a member it has, and is not reported missing.
func (a *Analyzer) match(st *stemmer, r *model.Resume, ks []Keyword, ix *resumeIndex, an *Analysis, work func(e, j int) bool) *evidence {
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
	a.equivalents(st, r, ks)
	for _, k := range ks {
		switch {
		case k.Matched:
			an.MatchedKeywords = append(an.MatchedKeywords, k.Name)
		case k.SatisfiedBy == "":
			an.MissingKeywords = append(an.MissingKeywords, k.Name)
		}
	}
	ev := weigh(r, ks, ix, work)
	var total, got float64
	for _, k := range ks {
		total += k.Weight
		got += k.Weight * k.Evidence
	}
	an.Keywords = ks
	if an.Keywords == nil {
		an.Keywords = []Keyword{}
	}
	if total > 0 {
		an.KeywordMatchPercentage = int(math.Round(100 * got / total))
	}
	return ev
}
