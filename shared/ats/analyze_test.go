package ats

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// neutralResume is complete and well formed but names no skill, so tests can add
// skills one set at a time.
func neutralResume(jd string) model.Resume {
	return model.Resume{
		UserName: "Sam Doe", Email: "sam@example.com", Phone: "+44 20 7946 0958", Location: "London, UK",
		TargetRole: "Specialist", JobDescription: jd,
		Summary: "Professional with eight years of experience delivering results for demanding clients.",
		Experience: []model.Experience{
			{Company: "Acme", Title: "Specialist", StartDate: "2019-02", EndDate: model.Present, Bullets: []string{
				"Delivered 14 client projects on time and 8% under budget",
				"Improved weekly reporting so managers saved 5 hours a week",
				"Organized 3 cross-office events for 120 attendees",
			}},
			{Company: "Beta Ltd", Title: "Associate", StartDate: "2016-01", EndDate: "2019-01", Bullets: []string{
				"Handled 30 requests a day with a 98% satisfaction score",
				"Documented 12 internal procedures adopted by 4 teams",
			}},
		},
		Education: []model.Education{{School: "University of Leeds", Degree: "BA", Field: "History", Year: "2015"}},
	}
}

func TestMoreRequiredSkillsScoreHigher(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		fixture string
		skills  [][]string // each level adds skills the posting requires
	}{
		{"written_greenhouse_coding.html", [][]string{
			{},
			{"ICD-10", "DRG"},
			{"ICD-10", "DRG", "RHIT", "CCS", "Inpatient coding"},
			{"ICD-10", "DRG", "RHIT", "CCS", "Inpatient coding", "Auditing", "Clinical documentation", "Revenue cycle management", "RHIA"},
		}},
		{"written_arbeitnow_sales.html", [][]string{
			{},
			{"Enterprise sales"},
			{"Enterprise sales", "Salesforce", "Cold calling"},
			{"Enterprise sales", "Salesforce", "Cold calling", "Up-sell", "Channel sales", "IT infrastructure", "Driving license"},
		}},
		{"written_lever_admin.html", [][]string{
			{},
			{"Calendar management"},
			{"Calendar management", "Expense reporting", "Excel"},
			{"Calendar management", "Expense reporting", "Excel", "Outlook", "PowerPoint", "Microsoft Word", "Travel arrangements"},
		}},
		{"written_ashby_engineer.txt", [][]string{
			{},
			{"Machine learning"},
			{"Machine learning", "Applied AI", "Full stack"},
			{"Machine learning", "Applied AI", "Full stack", "Frontend", "Mobile apps", "SRE", "Backend"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.fixture, func(t *testing.T) {
			t.Parallel()
			jd := fixture(t, tc.fixture)
			prevScore, prevMatch := -1, -1
			for _, skills := range tc.skills {
				r := neutralResume(jd)
				r.Skills = skills
				an, err := a.Analyze(r)
				require.NoError(t, err)
				require.Equal(t, MatchedJobDescription, an.MatchedAgainst)
				require.Greater(t, an.KeywordMatchPercentage, prevMatch, "skills %v", skills)
				require.Greater(t, an.ATSScore, prevScore, "skills %v", skills)
				prevScore, prevMatch = an.ATSScore, an.KeywordMatchPercentage
			}
		})
	}
}

func TestRealisticResumeBeatsMismatchedOne(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := fixture(t, "written_greenhouse_coding.html")
	coder := coderResume()
	coder.JobDescription = jd
	dev := neutralResume(jd)
	dev.Skills = []string{"Go", "Kubernetes", "PostgreSQL", "React"}
	good, err := a.Analyze(coder)
	require.NoError(t, err)
	bad, err := a.Analyze(dev)
	require.NoError(t, err)
	require.Greater(t, good.ATSScore, bad.ATSScore)
	require.Greater(t, good.KeywordMatchPercentage, bad.KeywordMatchPercentage)
	require.GreaterOrEqual(t, good.EstimatedInterviews, bad.EstimatedInterviews)
	require.Contains(t, good.MatchedKeywords, "ICD-10")
	require.Contains(t, good.MatchedKeywords, "ICD-10-PCS") // the posting's words
	require.Contains(t, skillNames(good.Keywords, true), "Medical coding")
	require.Contains(t, good.MissingKeywords, "revenue cycle management")
}

func TestAnalysisShape(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := coderResume()
	r.JobDescription = fixture(t, "written_greenhouse_coding.html")
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.Equal(t, AlgorithmVersion, an.AlgorithmVersion)
	require.Equal(t, InterviewsPerApplications, an.EstimatedInterviewsPer)
	require.Len(t, an.Breakdown, 6)
	var sum, maxSum float64
	for _, c := range an.Breakdown {
		require.GreaterOrEqual(t, c.Score, 0.0, c.Name)
		require.LessOrEqual(t, c.Score, c.Max, c.Name)
		require.NotEmpty(t, c.Detail, c.Name)
		sum += c.Score
		maxSum += c.Max
	}
	require.Equal(t, 100.0, maxSum)
	require.InDelta(t, sum, float64(an.ATSScore), 0.5+0.05*float64(len(an.Breakdown)))
	require.Equal(t, estimatedInterviews(an.ATSScore), an.EstimatedInterviews)
	satisfied := 0 // members of an any-of list met by another member
	for _, k := range an.Keywords {
		if k.SatisfiedBy != "" {
			satisfied++
		}
	}
	require.Equal(t, len(an.Keywords), len(an.MatchedKeywords)+len(an.MissingKeywords)+satisfied)

	raw, err := json.Marshal(an)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m))
	for _, f := range []string{"ats_score", "keyword_match_percentage", "suggestions", "estimated_interviews", "algorithm_version", "breakdown", "matched_keywords", "missing_keywords", "tailoring", "matched_against"} {
		require.Contains(t, m, f)
	}
}

func TestAnalyzeIsDeterministic(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := coderResume()
	r.JobDescription = fixture(t, "written_greenhouse_coding.html")
	want := marshal(t, a, r)
	var wg sync.WaitGroup
	results := make([]string, 8)
	for i := range results {
		wg.Go(func() { results[i] = marshal(t, a, r) })
	}
	wg.Wait()
	for _, got := range results {
		require.Equal(t, want, got)
	}
}

func marshal(t *testing.T, a *Analyzer, r model.Resume) string {
	an, err := a.Analyze(r)
	require.NoError(t, err)
	b, err := json.Marshal(an)
	require.NoError(t, err)
	return string(b)
}

func TestTailoringOnlyReorders(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := coderResume()
	r.JobDescription = fixture(t, "written_greenhouse_coding.html")
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.Len(t, an.Tailoring.BulletOrder, len(r.Experience))
	for i, order := range an.Tailoring.BulletOrder {
		sorted := slices.Sorted(slices.Values(order))
		require.Equal(t, identity(len(r.Experience[i].Bullets)), sorted, "a permutation of experience[%d].bullets", i)
	}
	require.Equal(t, identity(len(r.Skills)), slices.Sorted(slices.Values(an.Tailoring.SkillOrder)))
	// "Attended weekly department meetings" matches nothing and goes last.
	require.Equal(t, 3, an.Tailoring.BulletOrder[0][3])
	// Microsoft Excel is not in the posting: it moves behind the skills that are.
	require.Greater(t, slices.Index(an.Tailoring.SkillOrder, 0), slices.Index(an.Tailoring.SkillOrder, 1))
}

func identity(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func TestNoJobDescriptionMatchesTargetRole(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		role, profile string
		keyword       string // a keyword that must be in the target
		note          string // text the first suggestion must hold
	}{
		{"Senior Backend Engineer", "Backend Engineer", "PostgreSQL", "No job_description given"},
		{"Sr. Data Scientist II", "Data Scientist", "Machine learning", "typical skills of a Data Scientist"},
		{"Registered Nurse (ICU)", "Registered Nurse", "Patient care", "No job_description given"},
		{"Rust Systems Engineer", "Software Engineer", "Rust", "No job_description given"},
		{"Chief Happiness Officer", "Operations Manager", "Operations management", "No job_description given"},
		{"Zyxw", "", "", "names no skill"},
	}
	for _, tc := range tests {
		t.Run(tc.role, func(t *testing.T) {
			t.Parallel()
			r := neutralResume("")
			r.TargetRole = tc.role
			an, err := a.Analyze(r)
			require.NoError(t, err)
			require.Equal(t, MatchedTargetRoleSkills, an.MatchedAgainst)
			require.Equal(t, tc.profile, an.TargetRoleProfile)
			require.Contains(t, an.Suggestions[0], tc.note)
			if tc.keyword != "" {
				require.Contains(t, an.MissingKeywords, tc.keyword)
			} else {
				require.Empty(t, an.Keywords)
				require.Equal(t, 0, an.KeywordMatchPercentage)
			}
		})
	}
}

func TestUnusableJobDescriptionFallsBack(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := neutralResume("🚀🚀 <b>wow</b> 🎉")
	r.TargetRole = "Frontend Developer"
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.Equal(t, MatchedTargetRoleSkills, an.MatchedAgainst)
	require.Equal(t, "Frontend Engineer", an.TargetRoleProfile)
	require.True(t, strings.HasPrefix(an.Suggestions[0], "job_description has too little recognisable content"))
}

func TestSuggestionsAreConcrete(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := coderResume()
	r.JobDescription = fixture(t, "written_greenhouse_coding.html")
	r.Phone, r.Summary, r.Education = "", "", nil
	r.Experience[1].EndDate = "2021-06" // overlaps experience[0] by 15 months
	an, err := a.Analyze(r)
	require.NoError(t, err)
	all := strings.Join(an.Suggestions, "\n")
	for _, want := range []string{
		"Missing required keywords: revenue cycle management",
		"under experience[0]",
		"Add an education entry",
		"Add a 2–3 sentence summary",
		"Add a phone number",
		"experience[0].bullets[3] \"Attended weekly department meetings\"",
		"opens with the weak \"responsible\"",
		"experience[1] (\"Medical Coder at Rush University Medical Center\") and experience[0]",
	} {
		require.Contains(t, all, want)
	}
	require.LessOrEqual(t, len(an.Suggestions), maxSuggestions)
}

// skillNames lists the vocabulary names of the matched (or missing) skills.
func skillNames(ks []Keyword, matched bool) []string {
	var out []string
	for _, k := range ks {
		if k.Skill != "" && k.Matched == matched {
			out = append(out, k.Skill)
		}
	}
	return out
}
