package salary

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTitleAgreesWithProfile: salary-research and optimize-profile read every
// everyday title as the same occupation (they used to differ on 9 of 60:
// "Forklift Operator", "Executive Assistant", "Line Cook" ...).
func TestTitleAgreesWithProfile(t *testing.T) {
	t.Parallel()
	b := setup(t)
	f, err := os.Open("../occupation/testdata/everyday_titles.tsv")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		title, _, _ := strings.Cut(line, "\t")
		n++
		m, err := b.data.MatchTitle(title)
		require.NoError(t, err, title)
		u, ok := b.data.occ.Match(title)
		require.True(t, ok, title)
		oi, ok := b.data.oewsOf(u.Code)
		require.True(t, ok, title)
		require.Equal(t, b.data.occupations[oi].code, m.Occupation.Code, "%s: salary %s, profile %s %s", title, m.Occupation.Title, u.Code, u.Title)
	}
	require.Equal(t, 60, n)
}
