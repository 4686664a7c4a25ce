package writing

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// TestBritishInputGetsBritishSpelling: British input (£, a UK place) gets
// the engine's own words, drafts included, in British spelling; the same
// input without those marks keeps O*NET's American spelling.
func TestBritishInputGetsBritishSpelling(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	american := regexp.MustCompile(`(?i)\b\w*(organiz|analyz|prioritiz|specializ|behavior|color)\w*`)
	sawAmerican := false
	for _, title := range []string{"Transportation Manager", "Office Manager", "Market Research Analyst", "Event Planner", "Dental Hygienist"} {
		for _, tone := range Tones() {
			us := ProfileInput{CurrentTitle: title, Tone: string(tone), Skills: []string{"Budgeting"}}
			gb := us
			gb.Achievements = []string{"Saved £40k a year for our Leeds office"}
			pu, err := tb.e.Profile(context.Background(), us)
			require.NoError(t, err)
			pg, err := tb.e.Profile(context.Background(), gb)
			require.NoError(t, err)
			sawAmerican = sawAmerican || american.MatchString(strings.Join(pu.ExperienceBullets, " "))
			all := strings.Join(append([]string{pg.Headline, pg.Summary}, pg.ExperienceBullets...), "\n")
			require.Empty(t, american.FindAllString(all, -1), "%s/%s", title, tone)
		}
	}
	require.True(t, sawAmerican, "some American input is drafted in O*NET's spelling, so the test can fail")
}

// TestCasingAsTyped: skills keep the person's casing everywhere.
func TestCasingAsTyped(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, tone := range Tones() {
		p, err := tb.e.Profile(context.Background(), ProfileInput{CurrentTitle: "Dental Hygienist", Tone: string(tone),
			Skills: []string{"Dentrix", "Periodontal charting", "Nitrous oxide", "weld symbols", "PACER", "patient education"}})
		require.NoError(t, err)
		all := strings.Join(append([]string{p.Headline, p.Summary}, p.HeadlineAlternatives...), "\n")
		for _, bad := range []string{"Nitrous Oxide", "Weld Symbols", "Periodontal Charting", "Pacer", "Patient Education"} {
			require.NotContains(t, all, bad, tone)
		}
	}
}

// TestLowConfidenceAsksForFacts: a title the matcher cannot read with
// confidence drafts no occupation's tasks and asks for facts.
func TestLowConfidenceAsksForFacts(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, tone := range Tones() {
		p, err := tb.e.Profile(context.Background(), ProfileInput{CurrentTitle: "Chief Vibes Officer", Tone: string(tone)})
		require.NoError(t, err)
		require.NotNil(t, p.Occupation)
		require.True(t, p.Occupation.LowConfidence)
		for _, b := range p.ExperienceBullets {
			require.True(t, genericDraft(b), "%s: %s", tone, b)
		}
		require.Contains(t, strings.Join(p.Suggestions, " "), "could not tell which occupation")
	}
}

// TestSeniorIsNotGrowingInto: a senior person is never written as growing
// into their own level, and the summary repeats no bullet.
func TestSeniorIsNotGrowingInto(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, tone := range Tones() {
		p, err := tb.e.Profile(context.Background(), ProfileInput{CurrentTitle: "Senior Backend Engineer", TargetRole: "Senior Software Engineer",
			Tone: string(tone), Skills: []string{"Go", "PostgreSQL"},
			Experience: []model.Experience{{Company: "Ledgerly", Title: "Senior Backend Engineer", StartDate: "2021-01", EndDate: "Present",
				Bullets: []string{"Cut p99 latency from 480 ms to 120 ms"}}}})
		require.NoError(t, err)
		all := strings.ToLower(p.Headline + "\n" + p.Summary + "\n" + strings.Join(p.HeadlineAlternatives, "\n"))
		require.NotContains(t, all, "growing")
		require.NotContains(t, p.Summary, "480")
		require.Equal(t, "senior", p.Occupation.Seniority)
		require.Equal(t, "15-1252.00", p.Occupation.Code, "the target's occupation")
	}
}
