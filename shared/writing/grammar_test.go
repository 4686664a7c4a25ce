package writing

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestWithArticle(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"Data Analyst", "a Data Analyst"},
		{"Engineer", "an Engineer"},
		{"SEO Specialist", "an SEO Specialist"},
		{"QA Engineer", "a QA Engineer"},
		{"HR Manager", "an HR Manager"},
		{"University Lecturer", "a University Lecturer"},
		{"User Researcher", "a User Researcher"},
		{"Underwriter", "an Underwriter"},
		{"MBA", "an MBA"},
		{"BS", "a BS"},
		{"iOS Engineer", "an iOS Engineer"},
		{"3D Artist", "a 3D Artist"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, withArticle(tc.in))
		})
	}
}

func TestDisplayTitle(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	tests := []struct{ in, want string }{
		{"senior data analyst", "Senior Data Analyst"},
		{"SENIOR DATA ANALYST", "Senior Data Analyst"},
		{"hvac technician", "HVAC Technician"},
		{"vp of sales", "VP of Sales"},
		{"ios developer", "iOS Developer"},
		{"McKinsey Consultant", "McKinsey Consultant"},
		{"CTO", "CTO"},
		{"full-stack developer", "Full-Stack Developer"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, tb.kb.lex.displayTitle(tc.in))
		})
	}
}

func TestCleanBullet(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	tests := []struct{ in, want string }{
		{"- responsible for managing a team of 5", "Managed a team of 5."},
		{"• Worked on the billing service", "Delivered the billing service."},
		{"Helped with onboarding new hires", "Supported onboarding new hires."},
		{"1. Cut costs by 12%", "Cut costs by 12%."},
		{"Oversaw 3 sites 🚀", "Oversaw 3 sites."},
		{"I built the ETL pipeline.", "Built the ETL pipeline."},
		{"In charge of running payroll", "Ran payroll."},
		{"Was responsible for applying patches", "Applied patches."},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, tb.kb.lex.cleanBullet(tc.in))
		})
	}
}

func TestTidy(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"a  b , c .", "a b, c."},
		{"Skills: C# | .NET.", "Skills: C# | .NET."},
		{"(Mar 2021 – Present)..", "(Mar 2021 – Present)."},
		{"wait...", "wait..."},
		{"done,.", "done."},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, tidy(tc.in))
		})
	}
}

func TestDisplayDateAndJoin(t *testing.T) {
	t.Parallel()
	require.Equal(t, "Mar 2021", displayDate("2021-03"))
	require.Equal(t, "Present", displayDate("present"))
	require.Equal(t, "2021-13", displayDate("2021-13"))
	require.Equal(t, "", joinList(nil))
	require.Equal(t, "a and b", joinList([]string{"a", "b"}))
	require.Equal(t, "a, b and c", joinList([]string{"a", "b", "c"}))
	require.Equal(t, 4, wordCount("Hello — dear  world!\nx"))
}
