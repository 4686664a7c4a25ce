package ats

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A product's everyday-word alias is no product in a trade's posting, a
// standard's code is not the skill its letters spell, units and places are
// no keywords, and licences and certifications stay whole.
func TestContextDecidesMeaning(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	cases := []struct {
		name      string
		jd        string
		want, not []string
		notSkills []string
	}{
		{"welder", "Structural Welder\nRequirements\n- AWS D1.1 certified, able to pass a 3G/4G bend test\n" +
			"- Read blueprints and weld symbols; use an oxy-acetylene torch and plasma cutter\n- Work in temperatures up to 120 F and climb ladders\n",
			[]string{"aws d1 1", "plasma cutter"}, []string{"f", "aws", "aws d1 1 certified", "torch"}, []string{"PyTorch", "AWS"}},
		{"hvac", "HVAC Service Technician\nResponsibilities\n- Diagnose airflow problems, measure static pressure and replace blower motors\n" +
			"- EPA Section 608 Universal certification required\n- Service rooftop units in Cook County\nBenefits\n- Tuition reimbursement and 401(k)\n",
			[]string{"epa section 608 universal", "static pressure"}, []string{"epa", "cook county", "tuition reimbursement"}, []string{"Apache Airflow"}},
		// Capitalised at a bullet's start the everyday word is still no
		// product: the occupation (O*NET's technology for welders and HVAC
		// mechanics) does not use it.
		{"welder capitalised", "Welder\nResponsibilities\n- Torch cutting and gouging of structural steel\n- Read blueprints\n",
			[]string{"blueprints"}, nil, []string{"PyTorch"}},
		{"hvac capitalised", "HVAC Technician\nResponsibilities\n- Airflow balancing and duct testing\n- Refrigerant recovery\n",
			nil, nil, []string{"Apache Airflow"}},
		// A data engineer's lower-case "airflow" is the product O*NET lists for
		// the occupation.
		{"data engineer", "Data Engineer\nRequirements\n- Build pipelines orchestrated with airflow\n- SQL and Python\n",
			[]string{"airflow"}, nil, nil},
		{"hygienist", "Dental Hygienist\nRequirements\n- Washington State dental hygienist license\n- BLS/CPR certification\n- Experience with Dentrix\n",
			[]string{"washington state dental hygienist license", "dentrix"}, []string{"washington state", "washington"}, nil},
	}
	for _, c := range cases {
		ks := a.Keywords(c.jd)
		got := map[string]bool{}
		for _, k := range ks {
			got[evalNorm(k.Name)] = true
			for _, s := range c.notSkills {
				require.NotEqual(t, s, k.Skill, "%s: %q read as %s", c.name, k.Name, s)
			}
		}
		for _, w := range c.want {
			require.True(t, got[w], "%s: %q missing from %v", c.name, w, got)
		}
		for _, n := range c.not {
			require.False(t, got[n], "%s: %q is no keyword", c.name, n)
		}
	}
}

// A certification is met by the resume that shows what it certifies:
// "BLS/CPR" in the skills meets "BLS/CPR certification", and no suggestion
// asks for CPR.
func TestCertificationMetByItsName(t *testing.T) {
	t.Parallel()
	r := coderResume()
	r.JobDescription = "Dental Hygienist\nRequirements\n- Washington State dental hygienist license\n- BLS/CPR certification\n- Experience with Dentrix\n"
	r.Skills = append(r.Skills, "BLS/CPR")
	an, err := analyzer(t).Analyze(r)
	require.NoError(t, err)
	for _, k := range an.Keywords {
		require.NotEqual(t, "CPR certification", k.Name)
	}
	require.Contains(t, an.MatchedKeywords, "CPR")
	require.NotContains(t, an.MissingKeywords, "CPR")
	for _, s := range an.Suggestions {
		if strings.HasPrefix(s, "Missing") {
			require.NotContains(t, s, "CPR", "a suggestion asks for what the resume shows: %s", s)
		}
	}
}
