package ats

import (
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
