package ats

import "math"

// match marks which keywords the resume has and sets the match percentage:
// 100 × Σ weight(matched) / Σ weight(all). It returns the unrounded fraction.
func match(ks []Keyword, ix *resumeIndex, an *Analysis) float64 {
	var total, got float64
	for i := range ks {
		k := &ks[i]
		total += k.Weight
		if p := ix.found(*k); p != 0 {
			k.Matched = true
			k.FoundIn = p.names()
			got += k.Weight
			an.MatchedKeywords = append(an.MatchedKeywords, k.Name)
		} else {
			an.MissingKeywords = append(an.MissingKeywords, k.Name)
		}
	}
	an.Keywords = ks
	if an.Keywords == nil {
		an.Keywords = []Keyword{}
	}
	if total == 0 {
		return 0
	}
	frac := got / total
	an.KeywordMatchPercentage = int(math.Round(100 * frac))
	return frac
}
