package occupation

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestLoad(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	require.Greater(t, s.Len(), 800)
	rn := s.ByCode("29-1141.00")
	require.NotNil(t, rn)
	require.Equal(t, "Registered Nurses", rn.Title)
	require.Equal(t, FamilyHealth, rn.Family())
	require.GreaterOrEqual(t, len(rn.Tasks), 6)
	sd := s.ByCode("15-1252.00")
	require.NotNil(t, sd)
	var hot bool
	for _, x := range sd.Tech {
		hot = hot || (x.Name == "Python" && x.Hot)
	}
	require.True(t, hot, "Python is a hot technology of software developers")
}

func TestMatch(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	for _, tc := range []struct {
		title, code string
		family      Family
		guessed     bool
	}{
		{"Registered Nurses", "29-1141.00", FamilyHealth, false},
		{"Software Developers", "15-1252.00", FamilySoftware, false},
		{"Senior Data Scientist", "15-2051.00", FamilySoftware, false},
		{"Registered Nurse", "29-1141.00", FamilyHealth, false},
		{"Instructional Designer", "", FamilyEducation, false},
		{"Line Cook", "", FamilyService, false},
		{"Widget Nurse", "", FamilyHealth, true},
	} {
		t.Run(tc.title, func(t *testing.T) {
			m, ok := s.Match(tc.title)
			require.True(t, ok)
			if tc.code != "" {
				require.Equal(t, tc.code, m.Code, m)
			}
			require.Equal(t, tc.family, m.Family, m)
			require.Equal(t, tc.guessed, m.Guessed, m)
		})
	}
	_, ok := s.Match("🚀 !!")
	require.False(t, ok)
}

func BenchmarkMatchGuessed(b *testing.B) {
	s, err := Load()
	require.NoError(b, err)
	for b.Loop() {
		s.Match("Senior Widget Platform Engineer")
	}
}

func TestMatchIn(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	m, ok := s.MatchIn("Account Executive", FamilySales)
	require.True(t, ok)
	require.Equal(t, FamilySales, m.Family, m)
	require.True(t, m.Guessed)
}

// BenchmarkMatchUncached reads the held-out titles without the cache, as a
// title seen for the first time is read, and reports the p50 and p99 of one
// read.
func BenchmarkMatchUncached(b *testing.B) {
	s, err := Load()
	require.NoError(b, err)
	set := readLabelled(b, "testdata/heldout_titles.tsv")
	var took []time.Duration
	i := 0
	for b.Loop() {
		t0 := time.Now()
		s.matchWhere(set[i%len(set)].title, nil)
		took = append(took, time.Since(t0))
		i++
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds()), "p99-µs")
}
