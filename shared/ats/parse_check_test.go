package ats

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestApplyParseCheck(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := coderResume()
	r.JobDescription = fixture(t, "written_greenhouse_coding.html")
	perfect := ParseCheck{Recall: map[string]float64{"contact": 1, "experience": 1, "skills": 1}, OrderOK: true, ContactFound: true, DatesFound: true}
	tests := []struct {
		name     string
		pc       ParseCheck
		drop     int    // expected score drop, ±1 for rounding
		suggests string // text one suggestion must hold
	}{
		{"fully readable", perfect, 0, ""},
		{"garbled", ParseCheck{Garbled: true, Recall: perfect.Recall, OrderOK: true, ContactFound: true, DatesFound: true}, 30, "reads back garbled"},
		{"lost skills", ParseCheck{Recall: map[string]float64{"contact": 1, "experience": 1, "skills": 0.4}, OrderOK: true, ContactFound: true, DatesFound: true}, 5, "loses text in: skills (40%)"},
		{"columns", ParseCheck{Recall: perfect.Recall, ContactFound: true, DatesFound: true}, 5, "out of order"},
		{"header contact", ParseCheck{Recall: perfect.Recall, OrderOK: true, DatesFound: true}, 5, "did not find your name, email or phone"},
		{"nonsense recall", ParseCheck{Recall: map[string]float64{"a": math.NaN(), "b": -3, "c": 7}, OrderOK: true, ContactFound: true, DatesFound: true}, 17, "loses text in: a (0%), b (0%)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			an, err := a.Analyze(r)
			require.NoError(t, err)
			before := an.ATSScore
			an.ApplyParseCheck(tc.pc)
			require.InDelta(t, before-tc.drop, an.ATSScore, 1)
			require.Equal(t, estimatedInterviews(an.ATSScore), an.EstimatedInterviews)
			require.Equal(t, parseCriterion, an.Breakdown[len(an.Breakdown)-1].Name)
			if tc.suggests != "" {
				require.Contains(t, strings.Join(an.Suggestions, "\n"), tc.suggests)
			}
			// A second check replaces the first.
			an.ApplyParseCheck(perfect)
			require.Equal(t, before, an.ATSScore)
			require.Len(t, an.Breakdown, 7)
		})
	}
}
