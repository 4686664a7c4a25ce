package ats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFreshHeldOutPostings lists the keywords of ten postings written after
// the engine was finished (testdata/fresh2) and measures the share a
// recruiter would not screen for, as judged on first reading of this list
// (freshHeldOutJunk). It is the held-out quality figure of
// docs/build-resume.md › Quality; the ceiling guards it from growing.
func TestFreshHeldOutPostings(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	files, err := filepath.Glob("testdata/fresh2/*.txt")
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
			if freshHeldOutJunk[id+": "+k.Name] {
				junk++
			}
		}
		t.Logf("%s (%d): %s", id, len(names), strings.Join(names, " | "))
	}
	t.Logf("held-out fresh postings: %d keywords, %d junk (%.1f%%)", total, junk, 100*float64(junk)/float64(total))
	require.LessOrEqual(t, float64(junk)/float64(total), freshHeldOutJunkCeiling)
}
