package ingest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

const testSourceDir = "../../data/source"

func TestBuildIsDeterministic(t *testing.T) {
	t.Parallel()
	a, err := Build(testSourceDir)
	require.NoError(t, err)
	b, err := Build(testSourceDir)
	require.NoError(t, err)
	ea, err := snapshot.Encode(a)
	require.NoError(t, err)
	eb, err := snapshot.Encode(b)
	require.NoError(t, err)
	require.Equal(t, ea, eb)
}

func TestBuildContents(t *testing.T) {
	t.Parallel()
	s, err := Build(testSourceDir)
	require.NoError(t, err)
	require.Equal(t, []string{"2023-05", "2024-05", "2025-05"}, s.OEWSVintages)
	require.Len(t, s.Areas, 530)
	require.Len(t, s.Levels, 100)

	occ := map[string]snapshot.Occupation{}
	for _, o := range s.Occupations {
		occ[o.Code] = o
	}
	tests := []struct {
		name    string
		code    string
		vintage string
		pct     [5]float64
		noWage  bool
	}{
		{name: "registered nurses May 2025", code: "29-1141", vintage: "2025-05", pct: [5]float64{68940, 80330, 97550, 112350, 137470}},
		{name: "software developers May 2025", code: "15-1252", vintage: "2025-05", pct: [5]float64{82460, 105210, 135980, 171980, 214670}},
		{name: "chief executives keep the 2025 upper tail", code: "11-1011", vintage: "2025-05", pct: [5]float64{75700, 129540, 213990, 356200, 507730}},
		{name: "legislators only to May 2024", code: "11-1031", vintage: "2024-05", pct: [5]float64{20380, 29120, 44810, 80350, 137820}},
		{name: "aggregate code carries buyers", code: "13-1020", vintage: "2025-05", pct: [5]float64{48380, 60800, 77710, 100820, 128870}},
		{name: "military has no wages", code: "55-1011", noWage: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, ok := occ[tc.code]
			require.True(t, ok)
			if tc.noWage {
				require.NotEmpty(t, o.NoWage)
				return
			}
			require.Equal(t, tc.vintage, o.Vintage)
			require.Equal(t, tc.pct, o.Pct)
		})
	}

	actors := occ["27-2011"]
	require.True(t, actors.FromHourly, "actors are published hourly only")
	require.InDelta(t, 29.05*2080, actors.Pct[2], 10)
}

func TestPackLevelsRoundTrip(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		l    [4]int
	}{
		{name: "san francisco software developers", l: [4]int{135699, 161637, 187574, 213512}},
		{name: "rounding residual", l: [4]int{68474, 80704, 92934, 105165}},
		{name: "uneven steps", l: [4]int{100, 140, 150, 400}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			area, got := snapshot.UnpackLevels(snapshot.PackLevels(7, tc.l))
			require.Equal(t, 7, area)
			require.Equal(t, tc.l, got)
		})
	}
}
