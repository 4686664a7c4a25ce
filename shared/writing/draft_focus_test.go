package writing

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDraftsStayInTheOwnOccupation: a teacher moving to instructional design
// is drafted a teacher's tasks (materials and instruction first), never the
// target's duties the person has not done; a paralegal moving to contracts is
// never drafted a lawyer's or a logistics manager's acts.
func TestDraftsStayInTheOwnOccupation(t *testing.T) {
	t.Parallel()
	e, err := New()
	require.NoError(t, err)
	set := e.occ
	for _, tc := range []struct {
		title, target string
		forbidden     []string
	}{
		{"High School Teacher", "Instructional Designer", []string{"web-based courses", "scorm"}},
		{"Paralegal", "Contract Manager", []string{"advice", "arbitrat", "freight", "subordinate staff", "counsel"}},
		{"Dental Hygienist", "Practice Manager", []string{"physician", "diagnosed", "prescribed"}},
	} {
		for _, tone := range Tones() {
			p, err := e.Profile(context.Background(), ProfileInput{CurrentTitle: tc.title, TargetRole: tc.target, Tone: string(tone)})
			require.NoError(t, err)
			require.True(t, p.Draft)
			cur, ok := set.Match(tc.title)
			require.True(t, ok)
			tasks := strings.ToLower(strings.Join(set.ByCode(cur.Code).Tasks, "\n") + strings.Join(set.ByCode(cur.Code).Work, "\n"))
			for _, b := range p.ExperienceBullets {
				l := strings.ToLower(b)
				for _, f := range tc.forbidden {
					require.NotContains(t, l, f, "%s (%s): %s", tc.title, tone, b)
				}
				// The draft's task words (after its past-tense verb) are the
				// occupation's own.
				head, _, _ := strings.Cut(strings.ReplaceAll(l, ",", ""), "[")
				words := strings.Fields(head)
				found := false
				for i := 1; i+2 <= len(words); i++ {
					found = found || strings.Contains(strings.ReplaceAll(tasks, ",", ""), strings.Join(words[i:i+2], " "))
				}
				require.True(t, found, "%s (%s): %s", tc.title, tone, b)
			}
		}
	}
}
