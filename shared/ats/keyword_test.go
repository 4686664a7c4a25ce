package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestKeywordsFromRealPostings(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		fixture   string
		required  []string // skills that must come out as required
		preferred []string // skills that must come out as preferred
		mentioned []string // skills found in other sections
		terms     []string
		absent    []string // false friends that must not come out
	}{
		{
			fixture:   "written_greenhouse_coding.html",
			required:  []string{"ICD-10", "RHIA", "RHIT", "CCS", "DRG", "Medical coding", "Auditing", "Revenue cycle management"},
			preferred: []string{"Computer-assisted coding", "CCDS", "CDIP", "Data labeling"},
			mentioned: []string{"Artificial intelligence", "Clinical documentation"},
			terms:     []string{"coding"},
			// EHR data is the employer's own business, told in its opening blurb.
			absent: []string{"Insurance", "Payroll", "Technical documentation", "Electronic health records"},
		},
		{
			fixture:   "written_arbeitnow_sales.html",
			required:  []string{"Sales", "Enterprise sales", "Driving license", "IT infrastructure"},
			preferred: []string{"Virtualization"},
			mentioned: []string{"Salesforce", "Cold calling", "Upselling", "Channel sales"},
			absent:    []string{"Accounting", "Go", "Graphic design"},
		},
		{
			fixture:   "written_lever_admin.html",
			required:  []string{"Microsoft Office", "Excel", "Microsoft Outlook", "Microsoft Word", "PowerPoint", "Administrative support"},
			mentioned: []string{"Calendar management", "Expense reporting", "Travel coordination"},
			absent:    []string{"Recommender systems", "Workday"},
		},
		{
			fixture:   "written_ashby_designer.html",
			required:  []string{"UX design", "UI design"},
			mentioned: []string{"Design systems", "Product roadmap"},
			// "craft", a term of the old reader, is no longer reported: the tagger,
			// learnt from labelled postings, reads it as no screening keyword.
			absent: []string{"German", "Japanese", "Observability", "Recruiting"},
		},
		{
			fixture:   "written_ashby_engineer.txt",
			required:  []string{"Machine learning", "Full-stack development", "Frontend development", "Mobile development", "Site reliability engineering", "Backend development"},
			mentioned: []string{"Artificial intelligence"},
			absent:    []string{"Recommender systems", "Procurement", "Workday"},
		},
		{
			fixture:   "written_hn_frontend.html",
			mentioned: []string{"React", "Next.js", "TypeScript", "Tailwind CSS", "Radix UI", "Monorepo", "Frontend development", "Design systems"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.fixture, func(t *testing.T) {
			t.Parallel()
			ks := a.Keywords(fixture(t, tc.fixture))
			byName := map[string]Keyword{}
			for _, k := range ks {
				byName[k.Name] = k
				if k.Skill != "" {
					byName[k.Skill] = k // skills are looked up by the vocabulary's name
				}
			}
			check := func(names []string, kind, importance string) {
				for _, n := range names {
					k, ok := byName[n]
					require.True(t, ok, "keyword %q not extracted", n)
					if kind == KindTerm && k.Kind == KindPhrase {
						kind = KindPhrase // a repeated word the phrase reader also found
					}
					require.Equal(t, kind, k.Kind, n)
					if importance != "" {
						require.Equal(t, importance, k.Importance, n)
					}
				}
			}
			check(tc.required, KindSkill, ImportanceRequired)
			check(tc.preferred, KindSkill, ImportancePreferred)
			check(tc.mentioned, KindSkill, "")
			check(tc.terms, KindTerm, "")
			for _, n := range tc.absent {
				_, ok := byName[n]
				require.False(t, ok, "false friend %q extracted", n)
			}
			require.LessOrEqual(t, len(ks), maxSkills+maxPhrases+maxTerms)
		})
	}
}

func TestRequiredOutweighsPreferred(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "About the role\nYou will build REST APIs.\n\nRequirements\n- Kubernetes in production\n\nNice to have\n- Terraform\n"
	ks := a.Keywords(jd)
	w := map[string]float64{}
	for _, k := range ks {
		w[k.Name] = k.Weight
	}
	require.Equal(t, 1.0, w["Kubernetes"])
	require.Equal(t, 0.5, w["Terraform"])
	require.Equal(t, 0.75, w["REST APIs"])
	require.Equal(t, "Kubernetes", ks[0].Name)
}

func TestInlineMarkersAndHeadings(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "What you'll need: Python and SQL\nExperience with Snowflake is a plus\nBenefits\nWe pay for your Kubernetes course\n" +
		"Notion is an equal opportunity employer; we value Docker.\n"
	imp := map[string]string{}
	for _, k := range a.Keywords(jd) {
		imp[k.Name] = k.Importance
	}
	require.Equal(t, map[string]string{"Python": ImportanceRequired, "SQL": ImportanceRequired, "Snowflake": ImportancePreferred}, imp)
}

func TestKeywordsAreDeterministic(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := fixture(t, "written_ashby_designer.html")
	first := a.Keywords(jd)
	for range 5 {
		require.Equal(t, first, a.Keywords(jd))
	}
}

// "Why <employer>?" introduces the employer's pitch: its perks are no
// keywords.
func TestWhyHeadingIsThePitch(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "Requirements\n- AutoCAD Civil 3D\n\nWhy Ridgeway?\n- Employee ownership through our ESOP\n- Tuition reimbursement\n"
	var names []string
	for _, k := range a.Keywords(jd) {
		names = append(names, k.Name)
	}
	require.Contains(t, names, "AutoCAD Civil 3D")
	require.NotContains(t, names, "ESOP")
	require.NotContains(t, names, "Tuition reimbursement")
}
