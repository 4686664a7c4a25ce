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

// TestDraftsNameTheTargetsNewerWork: where O*NET's tasks stop at curricula and
// teacher training, ESCO's instructional designer designs web-based courses;
// a teacher moving to instructional design gets that work among the drafts
// (placeholders for the facts), in every tone, and never a tool or standard
// the person did not name (SCORM, Articulate Storyline).
func TestDraftsNameTheTargetsNewerWork(t *testing.T) {
	t.Parallel()
	e, err := New()
	require.NoError(t, err)
	for _, tone := range []string{"professional", "technical", "approachable", "thought_leader"} {
		p, err := e.Profile(context.Background(), ProfileInput{CurrentTitle: "High School Biology Teacher",
			TargetRole: "Instructional Designer", Skills: []string{"curriculum development", "assessment design"}, Tone: tone})
		require.NoError(t, err)
		all := strings.ToLower(strings.Join(p.ExperienceBullets, "\n"))
		require.Contains(t, all, "web-based courses", "%s: %q", tone, p.ExperienceBullets)
		require.NotContains(t, all, "scorm")
		require.NotContains(t, all, "storyline")
		require.True(t, p.Draft)
	}
}
