package writing

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLintRules(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Documented care in the record using Patient Education, critical care, Mechanical ventilation; focus: patient safety.", []string{"using-list", "focus-join"}},
		{"Educated patients and families on their care using ACLS and CCRN", []string{"using-tail"}},
		{"Presented findings and recommendations to stakeholders using SQL and Python, for business stakeholders.", []string{"using-list", "for-tail"}},
		{"Navigated security reviews with a long-term view of long sales cycles.", []string{"with-view-of"}},
		{"Holds a B.A in Economics.", []string{"degree-period"}},
		{"Core skills:  SQL.", []string{"double-space"}},
		{"Holds a B.A. in Economics and a Ph.D. in Physics.", nil},
		{"Cut p99 latency from 900 ms to 120 ms using Go.", nil},
		{"Built the .NET billing service with the platform team.", nil},
	} {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, lintText(tc.in))
		})
	}
}

func TestRepeatedPhrase(t *testing.T) {
	t.Parallel()
	require.Equal(t, "now pursuing senior backend engineer", repeatedPhrase(
		"A Backend Engineer now pursuing Senior Backend Engineer roles.",
		"I am now pursuing Senior Backend Engineer roles where Go matters."))
	require.Empty(t, repeatedPhrase("I build billing systems in Go.", "I care about reliable billing systems."))
}

func TestSplitSentencesKeepsAbbreviations(t *testing.T) {
	t.Parallel()
	require.Equal(t, []string{"I hold a B.A. in Economics.", "I work in Go."}, splitSentences("I hold a B.A. in Economics. I work in Go."))
}

func TestCleanTitleKeepsDegreePeriod(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"B.A.": "B.A.", "Ph.D.": "Ph.D.", "Data Analyst.": "Data Analyst", "M.S. ": "M.S.", "U.S.": "U.S."} {
		require.Equal(t, want, cleanTitle(in), in)
	}
}

func TestPastTense(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Monitor patients for changes":                 "Monitored patients for changes",
		"Direct or coordinate financial activities":    "Directed or coordinated financial activities",
		"Plan, design, and deliver training sessions":  "Planned, designed, and delivered training sessions",
		"Prepare and maintain case files":              "Prepared and maintained case files",
		"Apply tools and equipment":                    "Applied tools and equipment",
		"Develop instructional materials for learners": "Developed instructional materials for learners",
		"Feel and visually examine gums for sores":     "Felt and visually examined gums for sores",
	} {
		require.Equal(t, want, pastTense(in), in)
	}
}

func TestDraftsAreVisibleAndClaimFree(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	o, _, ok := occupationFor(tb.e.occ, "Instructional Designer")
	require.True(t, ok)
	drafts := draftBullets(o, 4, newChooser("x"), map[string]bool{}, tb.e.occ.IsTaskVerb)
	require.Len(t, drafts, 4)
	verbs := map[string]bool{}
	for _, d := range drafts {
		require.Contains(t, d, "[")
		require.False(t, hasDigit(d), d)
		require.True(t, lintOK(d), d)
		require.False(t, verbs[firstWord(d)], d)
		verbs[firstWord(d)] = true
	}
	require.Empty(t, repeatedPhrase(drafts...))
}

func TestRewriteGuardRejectsSkillsNotInInput(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	in := "Registered Nurse\nACLS\ntelemetry"
	require.Empty(t, tb.kb.inventedSkills("Registered Nurse skilled in ACLS and telemetry.", in))
	require.NotEmpty(t, tb.kb.inventedSkills("Registered Nurse skilled in ACLS, Kubernetes and telemetry.", in))
	require.Contains(t, tb.e.checkText("Registered Nurse with ACLS; focus: telemetry.", nil, in), "writing rules")
}
