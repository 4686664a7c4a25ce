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
	// RecencyHalfLife is the age at which a posting's recency part halves.
	RecencyHalfLife = 14 * 24 * time.Hour
)

// scored is a candidate with its score.
type scored struct {
	store.JobCandidate
	score float64
}

// Score returns the unrounded match score of c, in [0, 100]. placeAsked says the
// query named a place rather than "remote".
func Score(c store.JobCandidate, now time.Time, placeAsked bool) float64 {
	loc := 0.0
	switch {
	case !placeAsked && c.Remote, c.Local:
		loc = 1
	case c.Remote:
		loc = 0.5
	}
	age := max(now.Sub(c.PostedAt), 0)
	recency := math.Pow(0.5, float64(age)/float64(RecencyHalfLife))
	s := WeightText*clamp01(c.TextRank) + WeightTitle*clamp01(c.TitleCoverage) +
		WeightLocation*loc + WeightRecency*recency
	return math.Min(100, math.Max(0, s))
}

// MatchScore is the integer match_score of an unrounded score.
func MatchScore(s float64) int { return int(math.Round(s)) }

// rank scores the candidates and orders them best first: score, then newest, then id.
func rank(cands []store.JobCandidate, now time.Time, placeAsked bool) []scored {
	out := make([]scored, len(cands))
	for i, c := range cands {
		out[i] = scored{JobCandidate: c, score: Score(c, now, placeAsked)}
	}
	slices.SortFunc(out, func(a, b scored) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := b.PostedAt.Compare(a.PostedAt); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out
}

func clamp01(v float64) float64 { return math.Min(1, math.Max(0, v)) }
