package jobsearch

import (
	"cmp"
	"math"
	"slices"
	"time"

	"github.com/careerkit/careerkit/shared/store"
)

// Weights of the match_score formula (see the package documentation).
const (
	WeightText     = 45
	WeightTitle    = 25
	WeightLocation = 15
	WeightRecency  = 15
	// WeightSalary is the share of the score a salary_min search gives to how
	// much of a posting's range meets it; the other parts shrink to make room.
	WeightSalary = 15
	// RecencyHalfLife is the age at which a posting's recency part halves.
	RecencyHalfLife = 14 * 24 * time.Hour
	// RelevanceFloor is the least text and title part (of 70) a match needs to be
	// shown: below it the words are a passing mention.
	RelevanceFloor = 2.0
)

// Ask is what a search asked besides its words, as ranking needs it.
type Ask struct {
	// Place: the query named a place (not "remote", not "anywhere").
	Place bool
	// Anywhere: no location preference.
	Anywhere bool
	// SalaryMin is the salary_min filter, nil without one.
	SalaryMin *float64
}

// scored is a candidate with its score.
type scored struct {
	store.JobCandidate
	score float64
}

// relevance is the query-dependent part of the score, 0-70.
func relevance(c store.JobCandidate) float64 {
	return WeightText*clamp01(c.TextRank) + WeightTitle*clamp01(c.TitleCoverage)
}

// Score returns the unrounded match score of c, in [0, 100].
func Score(c store.JobCandidate, now time.Time, ask Ask) float64 {
	loc := 0.0
	switch {
	case ask.Anywhere, c.Local, !ask.Place && c.Remote:
		loc = 1
	case c.Remote:
		loc = 0.5
	}
	age := max(now.Sub(c.PostedAt), 0)
	recency := math.Pow(0.5, float64(age)/float64(RecencyHalfLife))
	s := relevance(c) + WeightLocation*loc + WeightRecency*recency
	if ask.SalaryMin != nil {
		s = s*(100-WeightSalary)/100 + WeightSalary*salaryFit(c, *ask.SalaryMin)
	}
	return math.Min(100, math.Max(0, s))
}

// salaryFit is the share of the posting's annual USD range at or above want:
// 1 when its minimum meets it, 0 when even its maximum does not.
func salaryFit(c store.JobCandidate, want float64) float64 {
	lo, hi := c.SalaryMinUSD, c.SalaryMaxUSD
	switch {
	case hi == nil || *hi < want:
		return 0
	case lo == nil:
		return 0.5
	case *lo >= want:
		return 1
	case *hi <= *lo:
		return 1
	}
	return (*hi - want) / (*hi - *lo)
}

// MatchScore is the integer match_score of an unrounded score.
func MatchScore(s float64) int { return int(math.Round(s)) }

// rank scores the candidates above the relevance floor and orders them: live
// postings before the demo snapshot's, then score, then newest, then id. It
// returns how many it dropped: matches of the boilerplate only (benefits,
// "about us", legal notices) or below RelevanceFloor.
func rank(cands []store.JobCandidate, now time.Time, ask Ask) (out []scored, dropped int) {
	out = make([]scored, 0, len(cands))
	for _, c := range cands {
		if !c.Core || relevance(c) < RelevanceFloor {
			dropped++
			continue
		}
		out = append(out, scored{JobCandidate: c, score: Score(c, now, ask)})
	}
	slices.SortFunc(out, func(a, b scored) int {
		if a.Demo != b.Demo {
			if a.Demo {
				return 1
			}
			return -1
		}
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := b.PostedAt.Compare(a.PostedAt); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out, dropped
}

// rankNear scores and orders near matches (see Service.addNear): they lack a
// word, so the boilerplate test of rank does not apply; the relevance floor does.
func rankNear(cands []store.JobCandidate, now time.Time, ask Ask) []scored {
	out := make([]scored, 0, len(cands))
	for _, c := range cands {
		if relevance(c) >= RelevanceFloor {
			out = append(out, scored{JobCandidate: c, score: Score(c, now, ask)})
		}
	}
	slices.SortFunc(out, func(a, b scored) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out
}

func clamp01(v float64) float64 { return math.Min(1, math.Max(0, v)) }
