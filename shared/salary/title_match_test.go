package salary

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

func TestMatchTitleTricky(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		title  string
		code   string
		method string
		level  string // seniority implied by the title
	}{
		{"Registered Nurse", "29-1141", MethodExact, ""},
		{"RN", "29-1141", MethodExactNormalized, ""},
		{"R.N.", "29-1141", MethodExactNormalized, ""},
		{"CPA", "13-2011", MethodExactNormalized, ""},
		// O*NET lists "Back End Engineer" under Web Developers.
		{"Sr. Backend Engineer", "15-1254", MethodExactNormalized, LevelSenior},
		{"Staff ML Engineer", "15-2051", MethodOverride, LevelLead},
		{"Senior Software Engineer", "15-1252", MethodExactNormalized, LevelSenior},
		{"Software Engineer III", "15-1252", MethodExactNormalized, LevelSenior},
		{"Junior Accountant", "13-2011", MethodExactNormalized, LevelEntry},
		{"Accountant II", "13-2011", MethodExactNormalized, LevelMid},
		{"SWE", "15-1252", MethodExactNormalized, ""},
		{"Software Engineer, Payments", "15-1252", MethodExact, ""},
		{"Senior Software Engineer - Backend (Remote)", "15-1252", MethodExactNormalized, LevelSenior},
		{"Full-Stack Engineer", "15-1252", MethodExactNormalized, ""},
		{"iOS Developer", "15-1252", MethodExactNormalized, ""},
		{"DevOps Engineer", "15-1252", MethodOverride, ""},
		{"SRE", "15-1252", MethodOverride, ""},
		{"Frontend Developer", "15-1254", MethodExactNormalized, ""},
		{"UX Designer", "15-1255", MethodOverride, ""},
		{"QA Engineer", "15-1253", MethodExactNormalized, ""},
		{"Data Scientist", "15-2051", MethodExact, ""},
		{"Product Manager", "11-2021", MethodOverride, ""},
		{"Project Manager", "13-1082", MethodExact, ""},
		{"HR Manager", "11-3121", MethodExactNormalized, ""},
		{"IT Manager", "11-3021", MethodExactNormalized, ""},
		{"VP of Engineering", "11-3021", MethodOverride, LevelVP},
		{"Head of Marketing", "11-2021", MethodExactNormalized, LevelDirector},
		{"Nurse Practitioner", "29-1171", MethodExact, ""},
		{"NP", "29-1171", MethodExactNormalized, ""},
		{"LPN", "29-2061", MethodExactNormalized, ""},
		{"Registered Nurses", "29-1141", MethodExact, ""},
		{"nurse, registered", "29-1141", MethodExact, ""},
		// Staff and Principal are part of these titles, not seniority.
		{"Staff Nurse", "29-1141", MethodExact, ""},
		{"Principal", "11-9032", MethodExact, ""},
		{"Head Chef", "35-1011", MethodExact, ""},
		{"Truck Driver", "53-3032", MethodExact, ""},
		{"Cashier", "41-2011", MethodExact, ""},
		{"Walmart Cashier", "41-2011", MethodFuzzy, ""},
		{"Lawyer", "23-1011", MethodExact, ""},
		{"Legislator", "11-1031", MethodExact, ""},
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			t.Parallel()
			m, err := b.data.MatchTitle(tc.title)
			require.NoError(t, err)
			require.Equal(t, tc.code, m.Occupation.Code, "matched %q via %q", m.Occupation.Title, m.MatchedTitle)
			require.Equal(t, tc.method, m.Method)
			require.Equal(t, tc.level, m.SeniorityFromTitle)
			require.Greater(t, m.Confidence, 0.0)
			require.LessOrEqual(t, m.Confidence, 1.0)
			require.NotEmpty(t, m.MatchedTitle)
			require.NotEmpty(t, m.MatchedTitleSource)
		})
	}
}

func TestMatchTitleAmbiguous(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		title string
		want  []string // codes that must be the match or an alternative
	}{
		{"PM", []string{"11-2021", "13-1082"}},
		{"Teacher", []string{"25-2021", "25-2031"}},
		{"Physician", []string{"29-1229", "29-1215"}},
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			t.Parallel()
			m, err := b.data.MatchTitle(tc.title)
			require.NoError(t, err)
			require.True(t, m.Ambiguous)
			require.Less(t, m.Confidence, ambiguousShare)
			codes := []string{m.Occupation.Code}
			for _, a := range m.Alternatives {
				codes = append(codes, a.Code)
				require.LessOrEqual(t, a.Confidence, m.Confidence)
			}
			for _, w := range tc.want {
				require.Contains(t, codes, w)
			}
		})
	}
}

// TestTitleOverrides: modern titles the title files place oddly get a
// curated reading with its reason, a confidence below 1 when another reading
// is plausible, and the alternatives with their own medians.
func TestTitleOverrides(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, tc := range []struct {
		title, code string
		alts        []string
	}{
		{"Product Manager", "11-2021", []string{"11-3021", "11-9199"}},
		{"Technical Product Manager", "11-3021", []string{"11-2021"}},
		{"Staff Engineer", "15-1252", []string{"17-2199"}},
		{"Customer Success Manager", "41-3091", []string{"11-2022", "43-1011"}},
		{"Solutions Architect", "15-1299", []string{"41-9031", "15-1211"}},
	} {
		r := b.research(t, Query{JobTitle: tc.title})
		require.Equal(t, tc.code, r.Occupation.Code, tc.title)
		require.Equal(t, MethodOverride, r.Match.Method)
		require.NotEmpty(t, r.Match.OverrideReason)
		require.Less(t, r.Match.Confidence, 1.0)
		var codes []string
		for _, a := range r.Match.Alternatives {
			codes = append(codes, a.Code)
			require.Positive(t, a.MedianSalary, "%s: %s has its own median", tc.title, a.Code)
			require.Less(t, a.Confidence, 1.0)
		}
		require.Equal(t, tc.alts, codes, tc.title)
	}
	// The explanation quotes the caller's own seniority words.
	r := b.research(t, Query{JobTitle: "VP of Engineering"})
	require.Equal(t, []string{"VP"}, r.Match.SeniorityWords)
	require.Contains(t, r.Adjustments[0], `seniority words ("VP")`)
	r = b.research(t, Query{JobTitle: "Staff Software Engineer"})
	require.Contains(t, r.Adjustments[0], `seniority words ("Staff")`)
	require.NotContains(t, r.Adjustments[0], `"software engineer"`)
}

func TestMatchTitleUnknown(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		title      string
		suggestion string // one of the suggestions, "" to only require the error
	}{
		{"Sofware Engneer", "Software Engineer"},
		{"Registred Nurse", "Registered Nurse"},
		{"asdfgh", ""},
		{"Banana Wrangler", ""},
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			t.Parallel()
			_, err := b.data.MatchTitle(tc.title)
			e := requireAppErr(t, err, apperr.KindNotFound, "unknown_job_title", "")
			suggestions, ok := e.Details["suggestions"].([]string)
			require.True(t, ok)
			require.LessOrEqual(t, len(suggestions), maxSuggestions)
			if tc.suggestion != "" {
				require.Contains(t, suggestions, tc.suggestion)
			}
		})
	}
}

func TestTokenizeTitle(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string
	}{
		{"Sr. Back-End Engineer", []string{"sr", "back", "end", "engineer"}},
		{"R.N.", []string{"rn"}},
		{"UI/UX Designer", []string{"ui", "ux", "designer"}},
		{"Children's Nurse", []string{"childrens", "nurse"}},
		{"C++ & C# Developer", []string{"c++", "and", "c#", "developer"}},
		{"Développeur 🚀", []string{"développeur"}},
		{"", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, tokenizeTitle(tc.in))
		})
	}
}

func TestSingular(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"nurses": "nurse", "secretaries": "secretary", "boxes": "box", "businesses": "business",
		"analysis": "analysis", "status": "status", "engineers": "engineer", "series": "series", "bus": "bus",
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, want, singular(in))
		})
	}
}

func TestMainSegment(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"Software Engineer, Payments":        "Software Engineer",
		"Senior Engineer - Backend (Remote)": "Senior Engineer",
		"Nurse (RN) | Night Shift":           "Nurse",
		"Back-End Developer":                 "",
		"Registered Nurse":                   "",
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, want, mainSegment(in))
		})
	}
}
