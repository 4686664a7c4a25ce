package writing

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDraftsFollowTheTarget: a career changer's drafts are the target
// occupation's tasks that concern the target role's work, not any of its tasks.
func TestDraftsFollowTheTarget(t *testing.T) {
	t.Parallel()
	e, err := New()
	require.NoError(t, err)
	p, err := e.Profile(context.Background(), ProfileInput{CurrentTitle: "High School Teacher", TargetRole: "Instructional Designer",
		Skills: []string{"Curriculum development", "Lesson planning"}})
	require.NoError(t, err)
	require.NotEmpty(t, p.ExperienceBullets)
	for _, b := range p.ExperienceBullets {
		l := strings.ToLower(b)
		require.True(t, strings.Contains(l, "instruction") || strings.Contains(l, "design") || strings.Contains(l, "curricul"),
			"a draft about the target's work: %s", b)
	}
}
