package ats

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestVerbLexicon checks openers written after the lexicon was built, from
// trades the favourites list missed, against words that are not verbs.
func TestVerbLexicon(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	for _, w := range []string{"placed", "partitioned", "traced", "kept", "rigged", "triaged", "reconciled",
		"drafted", "charted", "drew", "took", "taught", "scheduled", "carried", "welded", "sutured", "ground", "led", "built"} {
		require.True(t, a.verbs.verbs.has(w), "%s is a verb", w)
	}
	for _, w := range []string{"the", "excellent", "proficient", "bilingual", "knowledge", "strong", "our", "years"} {
		require.False(t, a.verbs.verbs.has(w), "%s is not a verb", w)
	}
}

// Floors of TestVerbLexiconFresh, set from its first run.
const (
	freshVerbRecallFloor = 0.80
	freshNonVerbFloor    = 1.0
)

// TestVerbLexiconFresh measures the lexicon on openers written after it was
// built (testdata/verbs_fresh): the share of verbs it accepts and of
// non-verbs it refuses. The floors guard the figures in docs/build-resume.md.
func TestVerbLexiconFresh(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	read := func(name string) []string {
		return strings.Fields(fixture(t, "verbs_fresh/"+name))
	}
	verbs, nonverbs := read("verbs.txt"), read("nonverbs.txt")
	var missed, wrong []string
	for _, w := range verbs {
		if !a.verbs.verbs.has(strings.ToLower(w)) {
			missed = append(missed, w)
		}
	}
	for _, w := range nonverbs {
		if a.verbs.verbs.has(strings.ToLower(w)) {
			wrong = append(wrong, w)
		}
	}
	recall := 1 - float64(len(missed))/float64(len(verbs))
	refused := 1 - float64(len(wrong))/float64(len(nonverbs))
	t.Logf("fresh openers: %d/%d verbs accepted (%.1f%%), missed %v; %d/%d non-verbs refused (%.1f%%), accepted %v",
		len(verbs)-len(missed), len(verbs), 100*recall, missed, len(nonverbs)-len(wrong), len(nonverbs), 100*refused, wrong)
	require.GreaterOrEqual(t, recall, freshVerbRecallFloor)
	require.GreaterOrEqual(t, refused, freshNonVerbFloor)
}
