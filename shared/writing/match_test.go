package writing

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMatchRole(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	tests := []struct {
		name    string
		title   string
		skills  []string
		family  string
		role    string
		guessed bool
		basis   string
	}{
		{"exact title", "Data Analyst", nil, "data", "Data Analyst", false, BasisExact},
		{"case and spaces", "  data   ANALYST ", nil, "data", "Data Analyst", false, BasisExact},
		{"seniority and level", "Senior Data Analyst II", nil, "data", "Data Analyst", false, BasisExact},
		{"variant", "RN", nil, "healthcare", "Registered Nurse", false, BasisExact},
		{"variant with punctuation", "Sr. Front-End Engineer", nil, "software", "Frontend Engineer", false, BasisExact},
		{"abbreviation", "Sr Software Eng", nil, "software", "Software Engineer", false, BasisExact},
		{"noise words", "Remote Registered Nurse (Contract)", nil, "healthcare", "Registered Nurse", false, BasisExact},
		{"of form", "Director of Engineering", nil, "software", "Director of Engineering", false, BasisExact},
		{"unknown engineer", "Senior Widget Engineer", nil, "software", "Software Engineer", true, BasisTitleWords},
		{"unknown word helped by skills", "Senior Widget Engineer", []string{"SolidWorks", "GD&T"}, "engineering", "", true, BasisTitleWords},
		{"unknown sales title", "Widget Sales Manager", nil, "sales", "Sales Manager", true, BasisTitleWords},
		{"skill in title", "Kubernetes Wrangler", nil, "software", "", true, BasisSkills},
		{"skills only", "Wizard", []string{"Epic", "Patient Assessment", "IV Therapy"}, "healthcare", "Registered Nurse", true, BasisSkills},
		{"nonsense", "asdfgh qwerty", nil, "general", "Professional", true, BasisFallback},
		{"emoji around title", "🚀 Growth Marketer 🚀", nil, "marketing", "Growth Marketer", false, BasisExact},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			m := tb.e.MatchRole(tc.title, tc.skills)
			require.Equal(t, tc.family, m.Family, "%+v", m)
			if tc.role != "" {
				require.Equal(t, tc.role, m.Role)
			}
			require.Equal(t, tc.guessed, m.Guessed)
			require.Equal(t, tc.basis, m.Basis)
			if tc.guessed {
				require.Less(t, m.Confidence, 0.9)
			} else {
				require.GreaterOrEqual(t, m.Confidence, 0.95)
			}
		})
	}
}

func TestEveryKnownTitleMatchesItself(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, r := range tb.kb.roles {
		for _, n := range append([]string{r.Title}, r.Variants...) {
			m := tb.kb.match(n, nil)
			require.False(t, m.Guessed, "%q", n)
			require.Equal(t, r.Title, m.Role, "%q", n)
		}
	}
}
