package occupation

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// labelledTitle is one title of a test set with every code that lists it.
type labelledTitle struct {
	title string
	codes []string
}

func readLabelled(t testing.TB, path string) []labelledTitle {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var out []labelledTitle
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		title, codes, ok := strings.Cut(line, "\t")
		require.True(t, ok, line)
		out = append(out, labelledTitle{title, strings.Split(codes, "|")})
	}
	require.NoError(t, sc.Err())
	return out
}

// accuracy is the share of titles whose top match has one of the labelled
// codes at the detailed SOC level (six digits) and at the major group.
func accuracy(t testing.TB, s *Set, set []labelledTitle) (detailed, major, flagged float64, misses []string) {
	var d, m, f int
	for _, lt := range set {
		got, ok := s.Match(lt.title)
		var hitD, hitM bool
		for _, c := range lt.codes {
			if ok && len(got.Code) >= 7 && len(c) >= 7 && got.Code[:7] == c[:7] {
				hitD = true
			}
			if ok && got.Code[:2] == c[:2] {
				hitM = true
			}
		}
		if hitD {
			d++
		} else {
			if !ok || got.LowConfidence {
				f++
			}
			if len(misses) < 40 {
				misses = append(misses, lt.title+" → "+got.Code+" "+got.Title+" (want "+strings.Join(lt.codes, "|")+")")
			}
		}
		if hitM {
			m++
		}
	}
	n := float64(len(set))
	return float64(d) / n, float64(m) / n, float64(f) / max(n-float64(d), 1), misses
}

// without returns the set indexed again with every title of titles left out
// (compared by content words, plurals folded), except occupations' own O*NET
// titles, which are the labels themselves. 4,710 of the 6,519 Direct Match
// titles are also O*NET reported or alternate titles, which the shipped index
// keeps; leaving them out here is what makes the Direct Match figure one on
// titles the matcher never ingested.
func without(s *Set, titles []labelledTitle) *Set {
	drop := map[string]bool{}
	for _, lt := range titles {
		drop[joinStems(titleStems(lt.title))] = true
	}
	occs := make([]Occupation, len(s.occs))
	for i, o := range s.occs {
		o.Titles, o.Reported = nil, 0
		for pos, t := range s.occs[i].Titles {
			if drop[joinStems(titleStems(t))] {
				continue
			}
			o.Titles = append(o.Titles, t)
			if pos < s.occs[i].Reported {
				o.Reported++
			}
		}
		occs[i] = o
	}
	lex := s.lex
	lex.Prefer = map[string]string{}
	for k, v := range s.lex.Prefer {
		if !drop[joinStems(titleStems(k))] {
			lex.Prefer[k] = v
		}
	}
	return newSet(occs, lex)
}

// measureFile reports the matcher's accuracy on a labelled title file of more
// than 5,000 titles, logging every miss.
func measureFile(t *testing.T, path, name string, leaveOut bool) (detailed, major float64) {
	t.Helper()
	s, err := Load()
	require.NoError(t, err)
	set := readLabelled(t, path)
	require.Greater(t, len(set), 5000)
	if leaveOut {
		s = without(s, set)
	}
	d, m, f, misses := accuracy(t, s, set)
	t.Logf("%s: %d, top-1 detailed SOC %.3f, major group %.3f; %.2f of misses flagged low confidence", name, len(set), d, m, f)
	for _, x := range misses {
		t.Log(x)
	}
	return d, m
}

// TestHeldOutTitles measures the matcher on the fifth of O*NET's reported and
// alternate titles the generator kept out of the index.
func TestHeldOutTitles(t *testing.T) {
	t.Parallel()
	d, m := measureFile(t, "testdata/heldout_titles.tsv", "held-out O*NET titles", false)
	// Regression floors just under the measured figures (0.589, 0.790); the
	// goal (0.85 detailed, 0.95 major group) is not reached: 47.5% of the
	// held-out titles use a word no indexed title of a right occupation uses
	// ("Acid Bleacher"), and where an indexed title is the same title less
	// one modifier, it names a right occupation only 69.6% of the time (see
	// TestTitleCeiling and docs/optimize-profile.md).
	require.GreaterOrEqual(t, d, 0.58)
	require.GreaterOrEqual(t, m, 0.78)
}

// TestDirectMatchTitles reports the matcher on the SOC 2018 Direct Match Title
// File, read by an index built without any of its titles (see without).
func TestDirectMatchTitles(t *testing.T) {
	t.Parallel()
	d, m := measureFile(t, "testdata/soc_direct_match_titles.tsv", "SOC 2018 direct match titles", true)
	// Floors just under the measured 0.584 and 0.742. The 0.837 measured
	// before counted the 4,710 titles the index shares with the file.
	require.GreaterOrEqual(t, d, 0.57)
	require.GreaterOrEqual(t, m, 0.73)
}

// TestFreshTitles measures fifty posting-style titles written and labelled
// after the learned matcher was built (testdata/fresh_titles.tsv), never
// edited to pass.
func TestFreshTitles(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	set := readLabelled(t, "testdata/fresh_titles.tsv")
	require.Len(t, set, 50)
	var d, m, flagged int
	for _, lt := range set {
		got, ok := s.Match(lt.title)
		hitD, hitM := false, false
		for _, c := range lt.codes {
			hitD = hitD || (ok && strings.HasPrefix(got.Code, c))
			hitM = hitM || (ok && got.Code[:2] == c[:2])
		}
		if hitD {
			d++
		} else {
			if !ok || got.LowConfidence {
				flagged++
			}
			t.Logf("miss: %s → %s %s via %s (%s, low confidence %v)", lt.title, got.Code, got.Title, got.MatchedTitle, got.Basis, got.LowConfidence)
		}
		if hitM {
			m++
		}
	}
	t.Logf("fresh titles: %d/50 detailed SOC, %d/50 major group; %d of %d misses flagged low confidence", d, m, flagged, 50-d)
	// Floors just under the first (and only) run: 46 and 49.
	require.GreaterOrEqual(t, d, 45)
	require.GreaterOrEqual(t, m, 48)
}

// TestEverydayTitles checks titles people type every day, labelled by hand;
// none may be a low-confidence read.
func TestEverydayTitles(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	set := readLabelled(t, "testdata/everyday_titles.tsv")
	require.Len(t, set, 60)
	var wrong []string
	for _, lt := range set {
		m, ok := s.Match(lt.title)
		require.True(t, ok, lt.title)
		hit := false
		for _, c := range lt.codes {
			hit = hit || strings.HasPrefix(m.Code, c)
		}
		require.False(t, m.LowConfidence, lt.title)
		if !hit {
			wrong = append(wrong, lt.title+" → "+m.Code+" "+m.Title+" via "+m.MatchedTitle+" ("+m.Basis+")")
		}
	}
	t.Logf("everyday titles: %d of %d right; wrong: %v", len(set)-len(wrong), len(set), wrong)
	// "Teaching Assistant" itself fell in the held-out fifth.
	require.LessOrEqual(t, len(wrong), 1, wrong)
}

// TestSeniorityRead: a senior title is the same occupation, and the person is
// senior in it.
func TestSeniorityRead(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	for _, tc := range []struct{ title, code, level string }{
		{"Senior Software Engineer", "15-1252", "senior"},
		{"Sr. Backend Engineer", "15-1254", "senior"},
		{"Junior Accountant", "13-2011", "entry"},
		{"Accountant II", "13-2011", "mid"},
		{"Staff Nurse", "29-1141", ""},
		{"Staff Software Engineer", "15-1252", "lead"},
		{"Head of Marketing", "11-2021", "director"},
		{"Senior Demand Generation Manager", "11-2021", "senior"},
		{"RN", "29-1141", ""},
	} {
		m, ok := s.Match(tc.title)
		require.True(t, ok, tc.title)
		require.True(t, strings.HasPrefix(m.Code, tc.code), "%s → %s %s", tc.title, m.Code, m.Title)
		require.Equal(t, tc.level, m.Seniority, tc.title)
		require.False(t, m.LowConfidence, tc.title)
	}
}

// TestLowConfidence: a title whose known words carry little of it says so.
func TestLowConfidence(t *testing.T) {
	t.Parallel()
	s, err := Load()
	require.NoError(t, err)
	for _, title := range []string{"Chief Vibes Officer", "Zorblax Wrangler", "Head of Happiness"} {
		m, ok := s.Match(title)
		if ok {
			require.True(t, m.LowConfidence, "%s → %s %s (%.2f)", title, m.Code, m.Title, m.Score)
		}
	}
}
