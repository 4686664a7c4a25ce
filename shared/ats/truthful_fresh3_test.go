package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// fresh3Judgment is the reading, once, of every keyword the suggestions
// asked for on testdata/truthful_fresh3 on the first run of the new code and
// of the code before it (main at f79b50b), the pairs written and committed
// before the round's first engine change: shown means the resume shows it,
// or it is no requirement a resume could show (the employer's name, a
// benefit, a fragment of a clause), and the ask is false; needed means the
// resume lacks it. Never edited after that run.
var fresh3Judgment = map[string]askJudgment{
	// "Filed quarterly federal and state payroll taxes and issued 950 W-2s
	// at year end"; "Logistics" is the employer's name.
	"payroll": {[]string{"Logistics", "Payroll tax filings", "W-2"}, nil},
	// "6 years of residential service calls: leaks, water heaters, drains
	// and repipes", "a hydro jetter", "Repiped 35 older homes ... to PEX and
	// copper"; "customers' water running" is a clause's fragment. Nothing
	// names a driver's licence, backflow testing or gas lines.
	"plumber": {[]string{"repair plumbing", "hydro jetting", "repair leaks", "copper repiping", "customers' water running"},
		[]string{"Valid driver's license", "Backflow prevention testing", "clean driving record", "Gas line installation"}},
	// "full-cycle hiring", sourcing on Indeed (a job board), 45 open hourly
	// roles at once and 400 filled a year.
	"recruiter": {[]string{"job boards", "full-cycle recruiting", "High-volume hiring"}, []string{"SHRM-CP", "Nurse recruiting"}},
	// "Instagram, TikTok and Facebook accounts for a regional coffee
	// brand", "Planned and scheduled a monthly calendar of 60 posts",
	// engagement reported from Sprout Social, "Photographed new drinks";
	// "partnerships" is cut from "Influencer partnerships", and the place
	// and pay are no requirement. No paid advertising, no influencers.
	"social_media": {[]string{"brand social media accounts", "Social media analytics", "partnerships", "Content calendar planning",
		"Product photography", "Portland; $55,000-$62,000"},
		[]string{"Paid social", "Meta Ads", "Paid social advertising", "Influencer partnerships"}},
	// "drew blood", "Placed IV catheters", "dental X-rays", "dogs and cats
	// through up to 10 surgeries", "Scaled and polished teeth", "Talked
	// owners through vaccine schedules, flea and heartworm prevention"; CE
	// and licence renewal are benefits the employer pays.
	"vet_tech": {[]string{"Venipuncture", "IV catheter placement", "dental radiographs", "feline surgery", "Dental cleanings",
		"pay CE", "CE", "Client education", "preventive care", "license renewal"},
		[]string{"Fear Free", "Exotic animal", "critical care", "Fear Free certification"}},
}

// The one run on truthful_fresh3: the new code asked for 38 keywords, 24
// of them false asks (63%), and every one of the 14 the resumes lack; the
// code before it asked for 41, 27 false (66%), and the same 14. Most false
// asks left are paraphrases no word-level reading sees ("drew blood" for
// venipuncture, "Scaled and polished teeth" for dental cleanings). Two
// rules were narrowed after the run for faults the development set showed
// (TestRewordedNeedsEvidence); the asks on these pairs did not change.
// 27 of 30 bullets opening with a verb read as opening with one
// ("Repiped", "Shot" and "Fed" were not).
const fresh3FalseAsks, fresh3Needed, fresh3Verbs = 24, 14, 27

// TestTruthfulFresh3 measures false asks on the held-out pairs
// (docs/build-resume.md › Suggestions). An ask nobody judged fails the test.
func TestTruthfulFresh3(t *testing.T) {
	t.Parallel()
	asks, falseAsks, openers, verbs := judgeAsks(t, analyzer(t), "truthful_fresh3/", fresh3Judgment)
	t.Logf("fresh3 cases: %d keywords asked for, %d of them false asks (%.0f%%)", asks, falseAsks, 100*float64(falseAsks)/float64(asks))
	t.Logf("fresh3 cases: %d of %d bullets opening with a verb (weak openers aside) read as opening with one", verbs, openers)
	require.Equal(t, fresh3Needed, asks-falseAsks, "every keyword the resumes lack is asked for")
	require.LessOrEqual(t, falseAsks, fresh3FalseAsks)
	require.GreaterOrEqual(t, verbs, fresh3Verbs)
}
