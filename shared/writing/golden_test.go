package writing

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

type goldenProfile struct {
	name   string
	family string
	in     ProfileInput
}

// goldenProfiles covers every role family, plus an unknown and a nonsense title.
// Each runs in every tone: testdata/golden/profile/<name>_<tone>.json.
var goldenProfiles = []goldenProfile{
	{"software", "software", ProfileInput{CurrentTitle: "Senior Backend Engineer", TargetRole: "Engineering Manager",
		Skills: []string{"Go", "PostgreSQL", "Kubernetes", "gRPC", "AWS", "Docker"},
		Experience: []model.Experience{{Company: "Acme Corp", Title: "Senior Backend Engineer", StartDate: "2021-02", EndDate: "Present",
			Bullets: []string{"Cut p99 latency of the billing API from 900 ms to 120 ms", "Responsible for the on-call rotation"}}}}},
	{"data", "data", ProfileInput{CurrentTitle: "Data Analyst", TargetRole: "Data Scientist", Skills: []string{"SQL", "Python", "Tableau", "Excel", "Statistics"}}},
	{"product", "product", ProfileInput{CurrentTitle: "Associate Product Manager", TargetRole: "Product Manager", Skills: []string{"User Research", "Jira", "SQL", "Roadmapping", "A/B Testing"}}},
	{"design", "design", ProfileInput{CurrentTitle: "Graphic Designer", TargetRole: "Product Designer", Skills: []string{"Adobe Illustrator", "Figma", "Typography", "Branding"}}},
	{"marketing", "marketing", ProfileInput{CurrentTitle: "Marketing Coordinator", TargetRole: "Content Marketing Manager", Skills: []string{"SEO", "HubSpot", "Copywriting", "Social Media Marketing", "Google Analytics"}}},
	{"sales", "sales", ProfileInput{CurrentTitle: "SDR", TargetRole: "Account Executive", Skills: []string{"Salesforce", "Cold Calling", "Prospecting", "Outreach", "Negotiation"}}},
	{"finance", "finance", ProfileInput{CurrentTitle: "Staff Accountant", TargetRole: "Controller", Skills: []string{"GAAP", "Reconciliation", "NetSuite", "Excel", "Month-End Close"}}},
	{"operations", "operations", ProfileInput{CurrentTitle: "Warehouse Supervisor", TargetRole: "Operations Manager", Skills: []string{"Inventory Management", "Scheduling", "Lean", "SAP", "Team Leadership"}}},
	{"healthcare", "healthcare", ProfileInput{CurrentTitle: "Registered Nurse", TargetRole: "Nurse Practitioner", Skills: []string{"Patient Assessment", "Epic", "IV Therapy", "BLS", "Patient Education"},
		Experience: []model.Experience{{Company: "Mercy General Hospital", Title: "Registered Nurse", StartDate: "2018-06", EndDate: "Present",
			Bullets: []string{"Cared for 6 patients per shift on a 32-bed med-surg unit"}}}}},
	{"education", "education", ProfileInput{CurrentTitle: "High School Teacher", TargetRole: "Instructional Designer", Skills: []string{"Lesson Planning", "Canvas", "Curriculum Development", "Articulate Storyline"}}},
	{"skilled_trades", "skilled_trades", ProfileInput{CurrentTitle: "Apprentice Electrician", Skills: []string{"Conduit Bending", "Blueprint Reading", "National Electrical Code", "Multimeter"}}},
	{"engineering", "engineering", ProfileInput{CurrentTitle: "Mechanical Engineer", Skills: []string{"SolidWorks", "GD&T", "Finite Element Analysis", "Prototyping"}}},
	{"people", "people", ProfileInput{CurrentTitle: "HR Coordinator", TargetRole: "HR Business Partner", Skills: []string{"Workday", "Onboarding", "Employee Relations"}}},
	{"customer", "customer", ProfileInput{CurrentTitle: "Customer Support Specialist", TargetRole: "Customer Success Manager", Skills: []string{"Zendesk", "Salesforce", "Onboarding", "Troubleshooting"}}},
	{"it", "it", ProfileInput{CurrentTitle: "Help Desk Technician", TargetRole: "System Administrator", Skills: []string{"Active Directory", "PowerShell", "Windows Server", "ServiceNow"}}},
	{"legal", "legal", ProfileInput{CurrentTitle: "Paralegal", TargetRole: "Contract Manager", Skills: []string{"Legal Research", "Contract Drafting", "Clio"}}},
	{"hospitality", "hospitality", ProfileInput{CurrentTitle: "Line Cook", TargetRole: "Sous Chef", Skills: []string{"Food Safety", "Knife Skills", "Inventory"}}},
	{"guessed_widget", "software", ProfileInput{CurrentTitle: "Senior Widget Engineer"}},
	{"nonsense", "general", ProfileInput{CurrentTitle: "Chief Vibes Wrangler"}},
}

var goldenResume = model.Resume{
	UserName: "Jane Doe", Email: "jane@example.com", TargetRole: "Backend Engineer",
	Skills: []string{"Go", "PostgreSQL", "Kubernetes", "Terraform", "Python"},
	Experience: []model.Experience{
		{Company: "Acme Corp", Title: "Backend Engineer", StartDate: "2021-02", EndDate: "Present",
			Bullets: []string{"Cut p99 latency of the billing API by 40%", "Migrated 12 services to Kubernetes", "Mentored 3 junior engineers"}},
		{Company: "Initech", Title: "Software Developer", StartDate: "2018-06", EndDate: "2021-01",
			Bullets: []string{"Built internal reporting tools in Python", "Automated PostgreSQL backups"}},
	},
	Education: []model.Education{{School: "State University", Degree: "BS", Field: "Computer Science", Year: "2018"}},
}

const goldenJD = `Globex is hiring a Senior Backend Engineer to build distributed systems in Go.
You will run services on Kubernetes, design PostgreSQL schemas and work with Kafka.
5+ years of experience with microservices and CI/CD.`

type goldenLetter struct {
	name string
	in   CoverLetterInput
}

func goldenLetters() []goldenLetter {
	var out []goldenLetter
	for _, tone := range Tones() {
		out = append(out, goldenLetter{"software_" + string(tone), CoverLetterInput{
			Resume: goldenResume, JobTitle: "Senior Backend Engineer", Company: "Globex", JobDescription: goldenJD, Tone: string(tone),
		}})
	}
	out = append(out, goldenLetter{"minimal_professional", CoverLetterInput{
		Resume: model.Resume{UserName: "Sam Lee"}, JobTitle: "Barista", Company: "Blue Bottle Coffee",
	}})
	out = append(out, goldenLetter{"nurse_approachable", CoverLetterInput{
		Resume: model.Resume{UserName: "Maria Garcia", Skills: []string{"Patient Assessment", "Epic", "BLS"},
			Experience: []model.Experience{{Company: "Mercy General Hospital", Title: "Registered Nurse", StartDate: "2018-06", EndDate: "Present",
				Bullets: []string{"Cared for 6 patients per shift on a 32-bed unit", "Precepted new graduate nurses"}}}},
		JobTitle: "ICU Nurse", Company: "St. Luke's Health", JobDescription: "ICU RN needed. BLS and ACLS required; Epic experience preferred.", Tone: "approachable",
	}})
	return out
}

func TestGoldenProfiles(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, gc := range goldenProfiles {
		for _, tone := range Tones() {
			t.Run(gc.name+"/"+string(tone), func(t *testing.T) {
				t.Parallel()
				in := gc.in
				in.Tone = string(tone)
				p, err := tb.e.Profile(context.Background(), in)
				require.NoError(t, err)
				require.Equal(t, gc.family, p.roleFor(tb.kb).fam.ID)
				checkGolden(t, filepath.Join("testdata", "golden", "profile", gc.name+"_"+string(tone)+".json"), p)
			})
		}
	}
}

func TestGoldenCoverLetters(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, gc := range goldenLetters() {
		t.Run(gc.name, func(t *testing.T) {
			t.Parallel()
			cl, err := tb.e.CoverLetter(context.Background(), gc.in)
			require.NoError(t, err)
			checkGolden(t, filepath.Join("testdata", "golden", "letter", gc.name+".json"), cl)
		})
	}
}

// checkGolden compares v, as indented JSON, with the golden file; -update rewrites it.
func checkGolden(t *testing.T, path string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file; run go test ./shared/writing/ -run Golden -update")
	require.Equal(t, string(want), string(got))
}
