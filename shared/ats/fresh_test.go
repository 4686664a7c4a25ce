package ats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFreshPostings lists the keywords of ten postings written after the
// engine was built (testdata/fresh), from occupations the development set
// does not have. Their junk share was judged by reading this list once
// (docs/build-resume.md › Quality); freshJunk holds that judgment, so the
// test fails when a junk keyword comes back or the share grows.
func TestFreshPostings(t *testing.T) {
	t.Parallel()
	junk, judged := freshKeywordJudgment(t, "fresh")
	measureJunk(t, "fresh", "fresh postings", junk, freshJunkCeiling)
	for _, k := range unjudged(t, "fresh", judged) {
		t.Logf("not judged yet: %s", k)
	}
}

// unjudged lists the keywords of testdata/<dir> that judged does not hold.
func unjudged(t *testing.T, dir string, judged map[string]bool) []string {
	t.Helper()
	a := analyzer(t)
	files, err := filepath.Glob("testdata/" + dir + "/*.txt")
	require.NoError(t, err)
	var out []string
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		id := strings.TrimSuffix(filepath.Base(f), ".txt")
		for _, k := range a.Keywords(string(raw)) {
			if !judged[id+": "+k.Name] {
				out = append(out, id+": "+k.Name)
			}
		}
	}
	return out
}

// measureJunk lists the keywords of the ten postings of testdata/<dir>, counts
// those judged junk (keys "<posting>: <keyword>") and fails when their share of
// everything output passes ceiling.
func measureJunk(t *testing.T, dir, name string, judged map[string]bool, ceiling float64) {
	t.Helper()
	a := analyzer(t)
	files, err := filepath.Glob("testdata/" + dir + "/*.txt")
	require.NoError(t, err)
	require.Len(t, files, 10)
	total, junk := 0, 0
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		id := strings.TrimSuffix(filepath.Base(f), ".txt")
		var names []string
		for _, k := range a.Keywords(string(raw)) {
			names = append(names, k.Name)
			total++
			if judged[id+": "+k.Name] {
				junk++
			}
		}
		t.Logf("%s (%d): %s", id, len(names), strings.Join(names, " | "))
	}
	t.Logf("%s: %d keywords, %d junk (%.1f%%)", name, total, junk, 100*float64(junk)/float64(total))
	require.LessOrEqual(t, float64(junk)/float64(total), ceiling)
}
