package ats

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// The filter weighs a candidate from weights laid out by trait at load;
// that must be, bit for bit, the sum of the weights of the traits it names
// (what the trainer learnt), added in the same order, for every candidate
// of the development set, the fresh sets and the written postings.
func TestFilterScoreIsTheSumOfNamedTraits(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	require.NotNil(t, a.filter)
	var posts []string
	for _, pat := range []string{"testdata/fresh*/*.txt", "testdata/written_*"} {
		files, err := filepath.Glob(pat)
		require.NoError(t, err)
		for _, f := range files {
			raw, err := os.ReadFile(f)
			require.NoError(t, err)
			posts = append(posts, string(raw))
		}
	}
	files, err := filepath.Glob("testdata/eval/jd/*.json")
	require.NoError(t, err)
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		var p struct {
			Text string `json:"text"`
		}
		require.NoError(t, json.Unmarshal(raw, &p))
		posts = append(posts, p.Text)
	}
	require.Greater(t, len(posts), 40)
	read := 0
	for _, p := range posts {
		for _, k := range a.candidates(p) {
			if k.cand == nil {
				continue
			}
			names := k.cand.traits(nil)
			sum := 0.0
			for _, n := range names {
				sum += a.filter.w[n]
			}
			got := a.filter.score(k.cand)
			require.Equal(t, math.Float64bits(sum), math.Float64bits(got), "%q: %v", k.Name, names)
			read++
		}
	}
	require.Greater(t, read, 1000)
}
