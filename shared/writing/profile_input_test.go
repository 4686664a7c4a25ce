package writing

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

func TestProfileRejectsBadInput(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	many := make([]string, 500)
	for i := range many {
		many[i] = fmt.Sprintf("Skill %d", i)
	}
	tests := []struct {
		name  string
		in    ProfileInput
		field string
		code  string
	}{
		{"empty title", ProfileInput{CurrentTitle: "   "}, "current_title", "missing_field"},
		{"emoji title", ProfileInput{CurrentTitle: "🚀🔥"}, "current_title", "invalid_field"},
		{"punctuation title", ProfileInput{CurrentTitle: "--- ///"}, "current_title", "invalid_field"},
		{"long title", ProfileInput{CurrentTitle: strings.Repeat("Engineer ", 20)}, "current_title", "invalid_field"},
		{"emoji target", ProfileInput{CurrentTitle: "Nurse", TargetRole: "💉"}, "target_role", "invalid_field"},
		{"unknown tone", ProfileInput{CurrentTitle: "Nurse", Tone: "sarcastic"}, "tone", "invalid_field"},
		{"500 skills", ProfileInput{CurrentTitle: "Nurse", Skills: many}, "skills", "invalid_field"},
		{"long skill", ProfileInput{CurrentTitle: "Nurse", Skills: []string{"SQL", "x", "y", strings.Repeat("a", 61)}}, "skills[3]", "invalid_field"},
		{"too many bullets", ProfileInput{CurrentTitle: "Nurse", Experience: []model.Experience{{Title: "RN", Company: "A", Bullets: make([]string, 21)}}}, "experience[0].bullets", "invalid_field"},
		{"long bullet", ProfileInput{CurrentTitle: "Nurse", Experience: []model.Experience{{Title: "RN", Company: "A", Bullets: []string{strings.Repeat("b", 501)}}}}, "experience[0].bullets[0]", "invalid_field"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p, err := tb.e.Profile(context.Background(), tc.in)
			require.Nil(t, p)
			ae, ok := apperr.As(err)
			require.True(t, ok, "want *apperr.Error, got %v", err)
			require.Equal(t, apperr.KindInvalid, ae.Kind)
			require.Equal(t, tc.field, ae.Field)
			require.Equal(t, tc.code, ae.Code)
			require.Contains(t, ae.Message, tc.field)
		})
	}
}

func TestProfileForgivesMessySkills(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	p, err := tb.e.Profile(context.Background(), ProfileInput{
		CurrentTitle: "data analyst",
		Skills:       []string{"sql", "SQL", " Sql ", "🚀", "", "python", "JS", "JavaScript", "✨Tableau✨"},
		Tone:         "Thought Leader",
	})
	require.NoError(t, err)
	require.Equal(t, ToneThoughtLeader, p.Tone)
	require.Contains(t, p.Headline, "Data Analyst")
	joined := strings.Join(p.Suggestions, "\n")
	require.Contains(t, joined, "Removed duplicate skills")
	require.Contains(t, joined, "🚀")
	require.NotContains(t, p.Summary, "✨")
	req, err := tb.e.parseProfile(ProfileInput{CurrentTitle: "x", Skills: []string{"sql", "SQL", " Sql ", "🚀", "", "python", "JS", "JavaScript", "✨Tableau✨"}})
	require.NoError(t, err)
	var names []string
	for _, s := range req.skills {
		names = append(names, s.display)
	}
	require.Equal(t, []string{"sql", "python", "JS", "Tableau"}, names)
}

func TestProfileHonoursContext(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := tb.e.Profile(ctx, ProfileInput{CurrentTitle: "Nurse"})
	require.ErrorIs(t, err, context.Canceled)
}

func TestParseTone(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want Tone
		ok   bool
	}{
		{"", ToneProfessional, true},
		{"Technical", ToneTechnical, true},
		{"thought-leader", ToneThoughtLeader, true},
		{" approachable ", ToneApproachable, true},
		{"casual", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			got, err := ParseTone("tone", tc.in)
			if !tc.ok {
				require.Error(t, err)
				require.Contains(t, err.Error(), "professional, approachable, thought_leader, technical")
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}
