package writing

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// TestCoverLetterCitesRequirementsNotCompanyOrPerks is the reported "keen to
// deepen my experience with Outreach, Prospecting and Inclusion": the company,
// its benefits and boilerplate are never cited as skills.
func TestCoverLetterCitesRequirementsNotCompanyOrPerks(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	jd := `Outreach is hiring an Account Executive to own a mid-market territory.
Requirements: 3+ years of closing new business with Salesforce; prospecting and cold calling; MEDDIC qualification.
Nice to have: Gong. Benefits: dental, vision, 401k, paid time off. We value diversity and inclusion and are an equal opportunity employer.`
	resume := model.Resume{UserName: "Sam Lee", Skills: []string{"Salesforce", "Prospecting", "Negotiation"},
		Experience: []model.Experience{{Title: "Sales Development Representative", Company: "Initech", StartDate: "2021-01", EndDate: "Present",
			Bullets: []string{"Booked 40 qualified meetings per quarter", "Sourced accounts with LinkedIn Sales Navigator"}}},
		Education: []model.Education{{School: "State University", Degree: "B.A.", Field: "Economics"}}}
	texts := map[Tone]string{}
	for _, tone := range Tones() {
		cl, err := tb.e.CoverLetter(context.Background(), CoverLetterInput{Resume: resume, JobTitle: "Account Executive", Company: "Outreach", JobDescription: jd, Tone: string(tone)})
		require.NoError(t, err)
		require.GreaterOrEqual(t, cl.WordCount, MinLetterWords)
		require.LessOrEqual(t, cl.WordCount, MaxLetterWords)
		for _, s := range cl.MatchedSkills {
			require.NotContains(t, []string{"outreach", "inclusion", "dental", "diversity"}, strings.ToLower(s))
		}
		for _, bad := range []string{"experience with Outreach", "Inclusion", "Dental", "401k,"} {
			require.NotContains(t, cl.Text, bad, tone)
		}
		require.Contains(t, cl.Text, "B.A. in Economics", tone)
		require.Empty(t, lintText(cl.Text), tone)
		texts[tone] = cl.Text
	}
	require.Len(t, texts, 4)
}
