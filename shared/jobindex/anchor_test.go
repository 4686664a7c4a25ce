package jobindex

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// The one-pass anchor search agrees with searching for each anchor.
func TestNoticeAnchorsInOnePass(t *testing.T) {
	t.Parallel()
	naive := func(line string) bool {
		for _, a := range noticeAnchors {
			if strings.Contains(line, a) {
				return true
			}
		}
		return false
	}
	r := rand.New(rand.NewPCG(7, 7))
	pieces := append([]string{" ", "e", "o", "r", "Opp", "Acc", "Priv", "ort", "egar", "icen", "é", "’"}, noticeAnchors...)
	for range 20000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		line := b.String()
		require.Equal(t, naive(line), hasNoticeAnchor(line), "%q", line)
	}
	require.True(t, hasNoticeAnchor("We are an Equal Opportunity Employer"))
	require.True(t, hasNoticeAnchor("icens"))
	require.False(t, hasNoticeAnchor("We build robots."))
}

func TestRunesAtMost(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "a", "héllo wörld", strings.Repeat("é", 40), strings.Repeat("é", 41), strings.Repeat("ab", 30)} {
		for n := range 70 {
			require.Equal(t, utf8.RuneCountInString(s) <= n, runesAtMost(s, n), "%q %d", s, n)
		}
	}
}
