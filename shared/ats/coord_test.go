package ats

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// analyzeFor analyzes a small resume against a posting and returns the
// keywords asked for and every keyword read.
func analyzeFor(t *testing.T, r model.Resume, jd string) (missing, all []string) {
	t.Helper()
	r.JobDescription = jd
	an, err := analyzer(t).Analyze(r)
	require.NoError(t, err)
	for _, k := range an.Keywords {
		all = append(all, k.Name)
	}
	return an.MissingKeywords, all
}

func workResume(title string, bullets []string, skills ...string) model.Resume {
	return model.Resume{
		UserName: "Pat Doe", Email: "pat@example.com", TargetRole: title,
		Skills:     skills,
		Experience: []model.Experience{{Company: "Acme", Title: title, StartDate: "2021-01", EndDate: "Present", Bullets: bullets}},
	}
}

// TestPostingListsSayWhatElseMeetsAKeyword: a member of an "or" list written
// inside a phrase, and an example the posting gives of a category, meet the
// keyword when the resume shows them; a preposition's complement and a lone
// parenthesised gloss do not.
func TestPostingListsSayWhatElseMeetsAKeyword(t *testing.T) {
	t.Parallel()
	t.Run("or inside a phrase", func(t *testing.T) {
		t.Parallel()
		r := workResume("IT Support Technician", []string{"Enrolled 250 laptops in Intune during a Windows 11 rollout"}, "Intune", "Active Directory")
		missing, all := analyzeFor(t, r, "IT Support Specialist\nRequirements:\n- Active Directory administration\n- Intune or SCCM endpoint management\n")
		require.Contains(t, all, "SCCM endpoint management")
		require.NotContains(t, missing, "SCCM")
		require.NotContains(t, missing, "SCCM endpoint management")
	})
	t.Run("examples of a category", func(t *testing.T) {
		t.Parallel()
		r := workResume("Medical Assistant", []string{"Roomed 30 patients a day, recording vitals in athenahealth"}, "athenahealth", "Phlebotomy")
		missing, all := analyzeFor(t, r, "Medical Assistant\nRequired:\n- Phlebotomy experience\n- EHR experience (Epic, athenahealth or eClinicalWorks)\n")
		require.Contains(t, all, "EHR")
		require.NotContains(t, missing, "EHR")
		r = workResume("IT Support Technician", []string{"Resolved 45 tickets a week in ServiceNow"}, "ServiceNow")
		missing, all = analyzeFor(t, r, "IT Support Specialist\nRequirements:\n- Ticketing systems (ServiceNow, Jira Service Management or Zendesk)\n- Windows troubleshooting\n")
		require.Contains(t, all, "Ticketing systems")
		require.NotContains(t, missing, "Ticketing systems")
	})
	t.Run("complements and glosses are not alternatives", func(t *testing.T) {
		t.Parallel()
		// Both cases of testdata/truthful: SMAW does not show structural
		// steel, CM/ECF does not show federal courts.
		an, err := analyzer(t).Analyze(truthfulCase(t, "welder"))
		require.NoError(t, err)
		require.Contains(t, an.MissingKeywords, "structural steel")
		an, err = analyzer(t).Analyze(truthfulCase(t, "paralegal"))
		require.NoError(t, err)
		require.Contains(t, an.MissingKeywords, "federal courts")
	})
}

// TestIrregularPastShowsItsVerb: "Troubleshot" shows "troubleshooting".
func TestIrregularPastShowsItsVerb(t *testing.T) {
	t.Parallel()
	r := workResume("Help Desk Technician", []string{"Troubleshot printers, Wi-Fi and patron PCs across 8 branches"}, "Active Directory")
	missing, all := analyzeFor(t, r, "Help Desk Technician\nRequirements:\n- Active Directory\n- Strong troubleshooting skills for printers and PCs\n")
	require.Contains(t, all, "troubleshooting")
	require.NotContains(t, missing, "troubleshooting")
	lx := analyzer(t).verbs.verbs
	require.Equal(t, "troubleshoot", lx.irregularBase("troubleshot"))
	require.Empty(t, lx.irregularBase("ground"), "ground is a verb of its own")
}

// TestCertificateShowsInvertedCredential: a certificates entry written
// "Commercial Driver's License, Class A" shows "Class A commercial
// driver's license".
func TestCertificateShowsInvertedCredential(t *testing.T) {
	t.Parallel()
	an, err := analyzer(t).Analyze(truthfulCase(t, "truthful_fresh/driver"))
	require.NoError(t, err)
	require.NotContains(t, an.MissingKeywords, "Class A commercial driver")
	for _, k := range an.Keywords {
		if k.Name == "Class A commercial driver" {
			require.NotEmpty(t, k.SatisfiedBy)
		}
	}
}

// TestCutMeasuresAreNotKeywords: a place and a count of days is no keyword;
// a product's version is one.
func TestCutMeasuresAreNotKeywords(t *testing.T) {
	t.Parallel()
	r := workResume("IT Support Technician", []string{"Imaged 250 laptops during a Windows 11 rollout"}, "Windows 11")
	_, all := analyzeFor(t, r, "IT Support Specialist\nRequirements:\n- Windows 11 support\n- Active Directory\nOn-site in Durham 5 days; on-call rotation once a month.\n")
	require.NotContains(t, all, "Durham 5")
	for jd, want := range map[string]bool{
		"On-site in Durham 5 days":           true,
		"Lift 50 lbs; Denver 2 weeks a year": true,
		"Migrate Windows 11 users":           false,
		"OSHA 10-hour card":                  false,
	} {
		name := map[string]string{"On-site in Durham 5 days": "Durham 5", "Lift 50 lbs; Denver 2 weeks a year": "Denver 2",
			"Migrate Windows 11 users": "Windows 11", "OSHA 10-hour card": "OSHA 10"}[jd]
		require.Equal(t, want, cutMeasure(Keyword{Name: name, Kind: KindPhrase}, jd), jd)
	}
}

// TestCategoryMetByItsProduct: a posting asking for a kind of software
// without naming products is met by a product O*NET files under that kind.
func TestCategoryMetByItsProduct(t *testing.T) {
	t.Parallel()
	r := workResume("Medical Assistant", []string{"Roomed 30 patients a day, recording vitals and histories in athenahealth"}, "Phlebotomy", "athenahealth")
	missing, all := analyzeFor(t, r, "Medical Assistant - Family Medicine\nRequired:\n- Medical assistant certification\n- Venipuncture and EKG experience\n- EHR experience\n- Prior authorization experience\n")
	require.Contains(t, all, "EHR")
	require.NotContains(t, missing, "EHR")
	r = workResume("Sales Representative", []string{"Logged 60 calls a week in Salesforce and closed $1.2M in new business"}, "Salesforce", "Cold calling")
	missing, all = analyzeFor(t, r, "Account Executive - SMB\nRequirements:\n- 2+ years of B2B sales experience\n- Cold calling and prospecting\n- Experience with CRM software\n- Pipeline forecasting\n")
	t.Log(all, missing)
	require.NotContains(t, missing, "CRM software")
	require.NotContains(t, missing, "CRM")
	// A product of another kind does not meet it.
	r = workResume("Medical Assistant", []string{"Scheduled 40 patients a day in Microsoft Excel"}, "Phlebotomy", "Excel")
	missing, _ = analyzeFor(t, r, "Medical Assistant - Family Medicine\nRequired:\n- Medical assistant certification\n- Venipuncture and EKG experience\n- EHR experience\n- Prior authorization experience\n")
	require.Contains(t, missing, "EHR")
	cats := analyzer(t).cats
	require.NotEmpty(t, cats.named("EHR"))
	require.NotEmpty(t, cats.named("POS systems"))
	require.Empty(t, cats.named("accounting"), "the discipline is not its software")
	require.Empty(t, cats.named("HVAC"), "a trade some CAD products are for is no kind of software")
	require.Empty(t, cats.named("FMEA"), "the method is not its software")
	require.Empty(t, cats.named("CNC"))
	require.NotEmpty(t, cats.named("FMEA software"))
	require.NotEmpty(t, cats.named("electronic health records"))
	require.NotEmpty(t, cats.named("CRM"))
}

// TestSmallGrammarOfRequirements: a generic head adds nothing ("OFAC
// requirements" shown where OFAC is), a slashed pair is a choice ("SDR/BDR"),
// "degree" alone is met by any degree held, "multi-line" by "12-line", and
// a day of the week is a schedule, never a keyword.
func TestSmallGrammarOfRequirements(t *testing.T) {
	t.Parallel()
	r := workResume("Bank Teller", []string{"Completed annual BSA/AML and OFAC training and filed 6 cash transaction reports",
		"Answered a 12-line phone system for 3 branches"}, "Cash handling")
	missing, all := analyzeFor(t, r, "Bank Teller\nRequirements:\n- 1+ year of cash handling experience\n- Knowledge of BSA/AML and OFAC requirements\n- Answer a multi-line phone system\n")
	require.Contains(t, all, "OFAC requirements")
	require.NotContains(t, missing, "OFAC requirements")
	require.Contains(t, all, "multi-line phone system")
	require.NotContains(t, missing, "multi-line phone system")

	r = workResume("Sales Development Representative", []string{"Made 70 cold calls a day and booked 14 meetings a month"}, "Cold calling", "HubSpot")
	r.Education = []model.Education{{School: "UMass Boston", Degree: "BA", Field: "Communications", Year: "2021"}}
	missing, all = analyzeFor(t, r, "Sales Development Representative\nRequirements:\n- 1+ years in an SDR/BDR or other quota-carrying role\n- Experience with a CRM (Salesforce or HubSpot)\n- Bachelor's degree or equivalent experience\n- Cold calling\n")
	require.Contains(t, all, "BDR")
	require.NotContains(t, missing, "BDR")
	an, err := analyzer(t).Analyze(truthfulCase(t, "truthful_fresh2/sdr"))
	require.NoError(t, err)
	require.True(t, slices.ContainsFunc(an.Keywords, func(k Keyword) bool { return k.Name == "degree" }))
	require.NotContains(t, an.MissingKeywords, "degree", "a BA meets \"Bachelor's degree\"")

	for name, want := range map[string]bool{"Monday-Friday 2": true, "Mon-Fri": true, "Saturdays": true,
		"Sun Microsystems": false, "OSHA 10": false, "Friday": true} {
		require.Equal(t, want, measure(Keyword{Name: name, Kind: KindPhrase}), name)
	}
}

// TestListsDoNotInventEvidence: the posting's lists never meet a keyword
// through a capitalised word opening a line ("Active" of "Active Maine RN
// license or compact license" is not shown by "activities"), nor through
// the role the person applies for (an LPN applying as an RN, an airline
// agent applying to a hotel front desk).
func TestListsDoNotInventEvidence(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	for file, asked := range map[string][]string{
		"jd-nursing-02.weak.json":     {"Maine RN license", "compact license"},
		"jd-hospitality-02.weak.json": {"front desk"},
	} {
		var r model.Resume
		require.NoError(t, json.Unmarshal([]byte(fixture(t, "eval/resumes/"+file)), &r))
		an, err := a.Analyze(r)
		require.NoError(t, err)
		for _, k := range asked {
			require.Contains(t, an.MissingKeywords, k, file)
		}
	}
}

// TestCredentialParenthesisQualifies: a degree's or a credential's
// parenthesis names what kind, not examples of it.
func TestCredentialParenthesisQualifies(t *testing.T) {
	t.Parallel()
	r := workResume("Patient Care Technician", []string{"Cared for 12 residents a shift in a nursing home, charting in PointClickCare"}, "Patient care")
	missing, all := analyzeFor(t, r, "Clinical Research Coordinator\nRequirements:\n- Bachelor's degree (nursing, biology or public health)\n- Patient care experience\n- GCP training\n")
	for _, k := range all {
		if strings.Contains(strings.ToLower(k), "degree") {
			require.Contains(t, missing, k, "nursing home shows no degree")
		}
	}
}
