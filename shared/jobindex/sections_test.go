package jobindex_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/jobindex"
)

func TestSplitBody(t *testing.T) {
	t.Parallel()
	text := strings.Join([]string{
		"About Outreach\nOutreach is the first AI revenue workflow platform.",
		"The Role\nYou will own a book of mid-market accounts.",
		"What You'll Do\n• Run discovery calls\n• Forecast accurately",
		"Why You’ll Love It Here\n• Flexible time off\n• A parental leave program that includes options for a paid night nurse",
		"About the Team\nWe sell to hospitals.",
		"Outreach is an equal opportunity employer and considers applicants without regard to race.",
		"#LI-AK1",
	}, "\n\n")
	b := jobindex.SplitBody(text)
	require.Contains(t, b.Focus, "book of mid-market accounts")
	require.Contains(t, b.Focus, "Run discovery calls")
	require.Contains(t, b.Focus, "We sell to hospitals", "a job heading ends the benefits section")
	require.NotContains(t, b.Focus, "nurse")
	require.NotContains(t, b.Focus, "first AI revenue workflow platform")
	require.NotContains(t, b.Focus, "equal opportunity")
	require.NotContains(t, b.Focus, "#LI")
	require.Contains(t, b.Boilerplate, "night nurse")

	plain := "We need a nurse.\n\nBenefits: dental and vision."
	b = jobindex.SplitBody(plain)
	require.Equal(t, "We need a nurse.", b.Focus)
	require.Equal(t, "Benefits: dental and vision.", b.Boilerplate)

	long := strings.Repeat("Ä", jobindex.FocusChars)
	require.LessOrEqual(t, len(jobindex.SplitBody(long).Focus), jobindex.FocusChars)
}

// TestBoilerSpansLocateTheBoilerplate rebuilds both parts from the spans, in
// characters, as Postgres does (jobs_body_part).
func TestBoilerSpansLocateTheBoilerplate(t *testing.T) {
	t.Parallel()
	text := "About Zürich Ltd\nWe are in Zürich – since 1900.\n\nThe Role\nLead the ünit.\n\nBenefits\n• Lunch\n• Gym\n\nWhat you'll do\nShip."
	b := jobindex.SplitBody(text)
	runes := []rune(text)
	var boiler, focus []string
	pos := 1
	for i := 0; i+1 < len(b.BoilerSpans); i += 2 {
		start, n := int(b.BoilerSpans[i]), int(b.BoilerSpans[i+1])
		boiler = append(boiler, string(runes[start-1:start-1+n]))
		focus = append(focus, string(runes[pos-1:start-1]))
		pos = start + n
	}
	focus = append(focus, string(runes[pos-1:]))
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	require.Equal(t, words(b.Boilerplate), words(strings.Join(boiler, "\n")))
	require.Equal(t, words(b.Focus), words(strings.Join(focus, "")))
	require.Len(t, b.BoilerSpans, 4, "two runs of boilerplate lines: %v", b.BoilerSpans)
}
