package salary

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLevelsMonotonicEveryOccupation walks every occupation with wages through
// every experience level at national, area, state and fallback locations and
// requires low ≤ median ≤ high and no figure to fall as the level rises.
func TestLevelsMonotonicEveryOccupation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	locations := []string{"", "remote", "Austin, TX", "San Francisco, CA", "Boise, ID", "Seattle, WA", "CA", "Mississippi", "Puerto Rico", "San Juan, PR"}
	for _, input := range locations {
		t.Run("location "+input, func(t *testing.T) {
			t.Parallel()
			loc, err := b.data.geo.resolve(input)
			require.NoError(t, err)
			for oi := range b.data.occupations {
				o := &b.data.occupations[oi]
				if o.noWage != "" {
					continue
				}
				var prev figures
				for li, level := range ExperienceLevels {
					f := b.data.levelFigures(int32(oi), level, loc)
					require.Positive(t, f.low, "%s %s", o.code, level)
					require.LessOrEqual(t, f.low, f.median, "%s %s", o.code, level)
					require.LessOrEqual(t, f.median, f.high, "%s %s", o.code, level)
					if li > 0 {
						require.GreaterOrEqual(t, f.low, prev.low, "%s %s low", o.code, level)
						require.GreaterOrEqual(t, f.median, prev.median, "%s %s median", o.code, level)
						require.GreaterOrEqual(t, f.high, prev.high, "%s %s high", o.code, level)
					}
					prev = f
				}
			}
		})
	}
}

func TestLevelLadder(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		name      string
		q         Query
		figuresOn string
		band      band
		median    float64
		floored   bool
	}{
		// Software Developers: p21 = 82,460 + (105,210 − 82,460)·11/15; p71 =
		// 135,980 + (171,980 − 135,980)·21/25; p82.5 halfway from p75 to p90.
		// salary_low/high span where people at the level are found.
		{"entry", Query{JobTitle: "Software Developer", ExperienceLevel: "entry"}, "15-1252", band{10, 21, 34}, 99140, false},
		{"senior", Query{JobTitle: "Software Developer", ExperienceLevel: "senior"}, "15-1252", band{50, 71, 90}, 166220, false},
		{"lead", Query{JobTitle: "Software Developer", ExperienceLevel: "lead"}, "15-1252", band{67, 82.5, 90}, 193330, false},
		// Director climbs to Computer and Information Systems Managers' p75.
		{"director", Query{JobTitle: "Software Developer", ExperienceLevel: "director"}, "11-3021", band{50, 75, 90}, 220730, false},
		{"vp", Query{JobTitle: "Software Developer", ExperienceLevel: "vp"}, "11-1011", band{50, 62.5, 75}, 285100, false},
		{"executive", Query{JobTitle: "Software Developer", ExperienceLevel: "executive"}, "11-1011", band{75, 82.5, 90}, 431970, false},
		// A management occupation's director level is its own top range.
		{"manager director", Query{JobTitle: "Marketing Manager", ExperienceLevel: "director"}, "11-2021", band{75, 82.5, 90}, 255010, false},
		// Health-services managers pay less than physicians' top: floored.
		{"physician director floored", Query{JobTitle: "Family Medicine Physician", ExperienceLevel: "director"}, "11-9111", band{50, 75, 90}, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.research(t, tc.q)
			require.Equal(t, tc.figuresOn, r.Experience.Occupation.Code)
			require.Equal(t, tc.band, band{r.Experience.LowPercentile, r.Experience.MedianPercentile, r.Experience.HighPercentile})
			require.Equal(t, tc.floored, r.Experience.Floored)
			if tc.median > 0 {
				require.Equal(t, tc.median, r.MedianSalary)
			}
		})
	}
}

func TestLevelFromTitle(t *testing.T) {
	t.Parallel()
	b := setup(t)
	r := b.research(t, Query{JobTitle: "Sr. Backend Engineer"})
	require.Equal(t, LevelSenior, r.Experience.Level)
	require.Equal(t, "title", r.Experience.Source)

	r = b.research(t, Query{JobTitle: "Software Developer"})
	require.Equal(t, "", r.Experience.Level)
	require.Equal(t, "none", r.Experience.Source)
	require.Equal(t, band{25, 50, 75}, band{r.Experience.LowPercentile, r.Experience.MedianPercentile, r.Experience.HighPercentile})
}
