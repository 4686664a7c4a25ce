package ats

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// icuPosting is an ICU nurse posting on which the engine once misread, rewritten.
const icuPosting = `Registered Nurse – Medical ICU (Nights)

Harbor Point Hospital · Baltimore, MD

Harbor Point Hospital is a 400-bed academic medical center with pharmacists, respiratory therapists and social workers on every unit.

Responsibilities
- Care for 1–2 critically ill adults on ventilators, vasoactive drips and CRRT
- Prime and monitor ECMO circuits with the perfusion team
- Serve as charge nurse on rotation and precept new graduates
- Titrate sedation using the RASS scale and document in Epic

Requirements
- Active Maryland RN license
- CCRN preferred; BLS and ACLS required
- Two years of ICU experience
`

func keywordNames(ks []Keyword) map[string]Keyword {
	m := map[string]Keyword{}
	for _, k := range ks {
		m[strings.ToLower(k.Name)] = k
	}
	return m
}

// requireReadAndMostlyKept asserts what a reading principle decides and
// what the keyword filter decides apart: the reader proposes every phrase of
// want whole (its shape: "check-in", not "check"), and the output keeps at
// least minShare of them. Which of a set's everyday phrases ("charge
// nurse", "vendor setup") sits just above the filter's threshold moves with
// every retraining on new judgments, so no single one of them is asserted;
// the share is.
func requireReadAndMostlyKept(t *testing.T, a *Analyzer, jd string, want []string, minShare float64) {
	t.Helper()
	read := map[string]bool{}
	for _, k := range a.candidates(jd) {
		read[strings.ToLower(k.Name)] = true
	}
	ks := keywordNames(a.Keywords(jd))
	kept := 0
	var lost []string
	for _, w := range want {
		require.True(t, read[w], "the reader does not propose %q whole", w)
		if _, ok := ks[w]; ok {
			kept++
		} else {
			lost = append(lost, w)
		}
	}
	require.GreaterOrEqual(t, float64(kept)/float64(len(want)), minShare, "the filter drops %q", lost)
}

func TestICUPostingReadsLikeARecruiter(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	ks := keywordNames(a.Keywords(icuPosting))
	// A licence stays whole with the state that grants it, and is also
	// read without it ("RN license"): credentials are read by principle.
	for _, want := range []string{"ccrn", "bls", "acls", "rn license", "maryland rn license"} {
		require.Contains(t, ks, want)
	}
	requireReadAndMostlyKept(t, a, icuPosting, []string{"crrt", "ecmo", "charge nurse", "rass scale", "epic"}, 0.8)
	for _, not := range []string{"pharmacy", "pharmacists", "harbor point hospital", "baltimore", "maryland", "active maryland rn license"} {
		require.NotContains(t, ks, not, "the employer's business, its name and places are not skills")
	}
	require.Equal(t, ImportancePreferred, ks["ccrn"].Importance)
}

func TestNoFalseFriends(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "Responsibilities\n- Build pipeline with SDRs and run outbound sequences\n- Partner with the data infrastructure team on reporting\n- Coordinate with pharmacists, housekeeping and engineering\n- Build React apps in JavaScript\n"
	ks := keywordNames(a.Keywords(jd))
	for _, not := range []string{"ci/cd", "data engineering", "pharmacy", "housekeeping", "engineering", "java"} {
		require.NotContains(t, ks, not)
	}
	require.Contains(t, ks, "outbound sequences")
	require.Contains(t, ks, "javascript")
}

func TestCertificationsAndLicences(t *testing.T) {
	t.Parallel()
	jd := "Requirements\n- CDL Class A with a clean record\n- ServSafe Food Manager certification\n- PMP preferred; knowledge of the NEC\n- OSHA 30 and CPR\n- CPA or CMA\n- EPA 608 Universal\n"
	ks := keywordNames(analyzer(t).Keywords(jd))
	for _, want := range []string{"cdl class a", "servsafe", "pmp", "nec", "osha 30", "cpr", "cpa", "cma", "epa 608 universal"} {
		require.Contains(t, ks, want)
	}
	require.ElementsMatch(t, []string{"CMA"}, ks["cpa"].AnyOf)
}

func TestPhrasesKeepTheirShape(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "What you'll do\n- Handle guest check-in and check-out quickly\n- Transport ventilated patients to CT and interventional radiology\n" +
		"- Drive continuous improvement with 5S and kaizen events\n- Full-cycle accounts payable: vendor setup, three-way match\n" +
		"- Maintain records for Title III compliance; meet WCAG 2.1 AA\n"
	ks := keywordNames(a.Keywords(jd))
	requireReadAndMostlyKept(t, a, jd, []string{"check-in", "check-out", "5s", "kaizen", "accounts payable", "three-way match",
		"vendor setup", "title iii", "wcag 2.1", "ventilated patients"}, 0.85)
	require.NotContains(t, ks, "interventional radiology", "where patients are taken is not a skill")
	require.NotContains(t, ks, "quickly")
}

func TestAnyOfListsAreOneRequirement(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := neutralResume("Requirements\n- Production services in Go, Java or Kotlin\n- Observability for our platform\n")
	r.Experience[0].Bullets = append(r.Experience[0].Bullets,
		"Built 6 payment services in Go and Java serving 2M requests a day",
		"Set up Prometheus alerts and Grafana dashboards that cut incident detection to 3 minutes")
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.NotContains(t, an.MissingKeywords, "Kotlin", "Go or Java meets \"Go, Java or Kotlin\"")
	ks := keywordNames(an.Keywords)
	require.Equal(t, "Go", ks["kotlin"].SatisfiedBy)
	require.ElementsMatch(t, []string{"Go", "Java"}, ks["kotlin"].AnyOf)
	require.True(t, ks["observability"].Matched, "Prometheus and Grafana show observability")
	require.Equal(t, evidenceShown, ks["observability"].Evidence)
	require.Contains(t, ks["go"].Locations, "experience[0].bullets[3]")
}

// stuffable is a posting with a dozen concrete requirements.
const stuffable = `Staff Accountant

Requirements
- Full-cycle accounts payable, three-way match and vendor setup
- Bank reconciliations, journal entries and month-end close
- Payroll through Gusto; sales and use tax returns; 1099s
- QuickBooks Online, Excel pivot tables and GAAP
`

func accountantResume(extraSkills []string, extraBullets ...string) model.Resume {
	r := neutralResume(stuffable)
	r.Skills = append([]string{"Customer service", "Scheduling"}, extraSkills...)
	r.Experience[0].Bullets = append(r.Experience[0].Bullets, extraBullets...)
	return r
}

func TestStuffingIsCaughtAndDoesNotPay(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	base, err := a.Analyze(accountantResume(nil))
	require.NoError(t, err)
	dump := append([]string(nil), base.MissingKeywords...)

	skillsDump, err := a.Analyze(accountantResume(dump))
	require.NoError(t, err)
	listBullet, err := a.Analyze(accountantResume(dump, "Skilled in "+strings.Join(dump, ", ")+", with a strong track record"))
	require.NoError(t, err)
	for name, an := range map[string]*Analysis{"skills dump": skillsDump, "keyword-list bullet": listBullet} {
		require.Less(t, an.ATSScore, 100, name)
		require.LessOrEqual(t, an.ATSScore-base.ATSScore, 10, name)
		require.True(t, hasCriterion(an, "stuffing"), name)
		require.Contains(t, strings.Join(an.Suggestions, "\n"), "stuffing:", name)
	}

	honest, err := a.Analyze(accountantResume([]string{"QuickBooks Online", "Excel", "Gusto"},
		"Ran full-cycle accounts payable for 300 vendors with three-way match in QuickBooks Online",
		"Closed the books in 5 days with bank reconciliations and journal entries",
		"Processed payroll for 48 employees through Gusto and filed sales and use tax returns"))
	require.NoError(t, err)
	require.False(t, hasCriterion(honest, "stuffing"))
	require.GreaterOrEqual(t, honest.ATSScore-base.ATSScore, 20, "evidence in bullets is what raises the score")
	require.Greater(t, honest.EstimatedInterviews, base.EstimatedInterviews)
}

func TestRepeatedBulletsAreCaught(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := accountantResume(nil)
	var bullets []string
	for i := range 24 {
		bullets = append(bullets, "Reconciled bank accounts and posted journal entries for "+[]string{"the", "each", "every"}[i%3]+" month-end close")
	}
	r.Experience[0].Bullets = bullets
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.True(t, hasCriterion(an, "stuffing"))
	for _, c := range an.Breakdown {
		if c.Name == "bullets" {
			require.Less(t, c.Score, 2.0, "24 near-identical bullets earn next to nothing")
		}
	}
}

func hasCriterion(an *Analysis, name string) bool {
	for _, c := range an.Breakdown {
		if c.Name == name {
			return true
		}
	}
	return false
}

func TestOtherLanguagesYieldSkillsAndCodesOnly(t *testing.T) {
	t.Parallel()
	jd := "Deine Aufgaben\n- Unterstützung bei der Konzeption von Kampagnen und Events\n- Pflege unseres CRM in Salesforce und Auswertungen mit Excel\n" +
		"Dein Profil\n- Erfahrung mit SAP S/4HANA und ISO 9001 ist von Vorteil\n- Sehr gute Deutsch- und Englischkenntnisse\n"
	ks := keywordNames(analyzer(t).Keywords(jd))
	for _, want := range []string{"crm", "salesforce", "excel", "sap s/4hana", "iso 9001"} {
		require.Contains(t, ks, want)
	}
	for name, k := range ks {
		require.NotEqual(t, KindTerm, k.Kind, name)
		if k.Kind == KindPhrase {
			for _, w := range strings.Fields(k.Name) {
				require.True(t, isCode(w) || isNumber(w), "only codes come out of a German line, not %q", name)
			}
		}
	}
}

func TestShortKeywordListsAreListsToo(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "Requirements\n- Python, SQL, Airflow and dbt\n- Snowflake\n"
	r := neutralResume(jd)
	r.Experience[0].Bullets = append(r.Experience[0].Bullets, "Proficient in Python, SQL, Airflow, dbt and Snowflake")
	listed, err := a.Analyze(r)
	require.NoError(t, err)
	require.True(t, hasCriterion(listed, "stuffing"), "a bullet that only lists keywords is a list")

	r = neutralResume(jd)
	r.Experience[0].Bullets = append(r.Experience[0].Bullets, "Built 12 pipelines in Python, SQL, Airflow, dbt and Snowflake for 40 analysts")
	shown, err := a.Analyze(r)
	require.NoError(t, err)
	require.False(t, hasCriterion(shown, "stuffing"), "a bullet reporting work with its tools is evidence")
	require.Greater(t, shown.ATSScore, listed.ATSScore)
}

// TestNounPhrasesAreReadWhole covers how runs are cut and trimmed: verbs in a
// clause's list, possessives, generic heads, a product's kind, participles.
func TestNounPhrasesAreReadWhole(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "Responsibilities\n" +
		"- Run new-hire orientation and monthly safety huddles\n" +
		"- Handle unemployment claims and open enrollment for 400 employees\n" +
		"- Schedule and book candidate travel; prepare detailed itineraries\n" +
		"- Knowledge of print production processes\n" +
		"- Evaluate courses with Kirkpatrick's four levels and the FCA's Consumer Duty\n" +
		"- Take payments on our Toast POS and the Epic EHR\n" +
		"- Maintain packaged terminal air conditioners and a design system\n" +
		"- Support the onboarding handoff with the customer\n" +
		"Requirements\n- 3 years of phlebotomy experience\n- Lift 50 lb boxes; weekend shifts\n" +
		"- Experience owning renewals and turning a usage report into a plan\n- Residency cohort starts in February\n" +
		"- Check every pallet against the bill of materials\n"
	ks := keywordNames(a.Keywords(jd))
	requireReadAndMostlyKept(t, a, jd, []string{
		"new-hire orientation", "open enrollment", "unemployment claims", "itineraries", "print production",
		"kirkpatrick", "consumer duty", "toast", "epic", "terminal air conditioners", "design system",
		"onboarding handoff", "phlebotomy", "renewals", "bill of materials",
	}, 0.85)
	for _, not := range []string{"book candidate travel", "kirkpatrick's", "fca's consumer duty", "lb boxes", "weekend shifts", "production", "turning", "february"} {
		require.NotContains(t, ks, not)
	}
}

// TestParagraphSkillsNarrate: where a posting lists its duties, a paragraph's
// lower-case skills describe the team's customers, not what the job asks.
func TestParagraphSkillsNarrate(t *testing.T) {
	t.Parallel()
	jd := "The role\nYou will own the warehouse that feeds everything downstream: executive dashboards, actuarial models, family outreach events and our data science group, all running on Snowflake in production every day.\n\n" +
		"Responsibilities\n- Build batch pipelines in Python and SQL\n"
	ks := keywordNames(analyzer(t).Keywords(jd))
	for _, not := range []string{"actuarial", "dashboards", "data science", "outreach"} {
		require.NotContains(t, ks, not)
	}
	for _, want := range []string{"snowflake", "python", "sql"} {
		require.Contains(t, ks, want)
	}
}

// TestCompetingProductsAreNotOneSkill: a resume naming Splunk, Trello and
// Xero does not meet a posting's Datadog, Asana and QuickBooks (an ATS would
// not match them), while Datadog still shows the broader Observability.
func TestCompetingProductsAreNotOneSkill(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := neutralResume("Requirements\n- Datadog, Asana and QuickBooks\n- Observability of our services\n")
	r.Experience[0].Bullets = append(r.Experience[0].Bullets,
		"Built 12 Splunk dashboards and moved 3 teams' planning to Trello",
		"Closed the books monthly in Xero for 4 entities")
	an, err := a.Analyze(r)
	require.NoError(t, err)
	for _, k := range []string{"Datadog", "Asana", "QuickBooks"} {
		require.Contains(t, an.MissingKeywords, k)
	}
	r.Experience[0].Bullets = append(r.Experience[0].Bullets, "Cut alert noise 40% by tuning 30 Datadog monitors")
	an, err = a.Analyze(r)
	require.NoError(t, err)
	ks := keywordNames(an.Keywords)
	require.True(t, ks["datadog"].Matched)
	require.True(t, ks["observability"].Matched, "Datadog shows Observability")
}

// TestExamplesAreNotAlternatives: a parenthesis after a skill gives examples
// of it, and a comma list holding a slash pair is a list; "A or B" stays a
// choice.
func TestExamplesAreNotAlternatives(t *testing.T) {
	t.Parallel()
	jd := "Requirements\n- Advanced Excel (SUMIFS, INDEX/MATCH, pivot tables)\n- NetSuite or QuickBooks Online\n- Cypress/Playwright\n"
	ks := keywordNames(analyzer(t).Keywords(jd))
	for _, k := range []string{"excel", "sumifs", "index", "match"} {
		require.Empty(t, ks[k].AnyOf, k)
	}
	require.NotEmpty(t, ks["netsuite"].AnyOf)
	require.ElementsMatch(t, []string{"Playwright"}, ks["cypress"].AnyOf)
}
