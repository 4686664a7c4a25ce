package writing

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// attrGen draws inputs with several employers whose results carry numbers
// unique to their entry, bullets shuffled, so any result shown beside the
// wrong employer (or beside none) is caught.
type attrGen struct {
	rng *rand.Rand
	n   int // next unique number
}

var (
	attrTitles = []string{"Marketing Executive", "Senior Software Engineer", "Dental Hygienist", "Paralegal", "Structural Welder",
		"Registered Nurse", "Line Cook", "Forklift Operator", "Data Analyst", "Account Executive", "Teacher", "Executive Assistant"}
	attrCompanies = []string{"Brightside Accountancy Software", "Northwind Analytics", "Acme Corp", "Globex 2000", "Initech",
		"Umbrella Health", "3M", "7-Eleven", "Harbour Dental", "Mersey Legal LLP", "Wayne Enterprises", "Stark Industries"}
	attrBullets = []string{"Cut costs by %d%%", "Led a team of %d people", "Generated £%dk of qualified pipeline in FY20%d",
		"Served %d patients per shift", "Grew revenue by $%d,%03d", "Trained %d new hires", "Closed %d cases a month",
		"Welded %d joints with no rework", "Reduced waiting times by %d minutes", "Handled %d calls a day"}
	attrSkills = []string{"SQL", "Python 3", "ISO 9001", "HubSpot", "Dentrix", "PACER", "Nitrous oxide", "MIG welding",
		"Salesforce", "Excel", "Patient education", "Contract review"}
)

func (g *attrGen) num() int {
	g.n += 1 + g.rng.IntN(7)
	return 10 + g.n
}

func (g *attrGen) bullet() string {
	tpl := attrBullets[g.rng.IntN(len(attrBullets))]
	switch strings.Count(tpl, "%") - strings.Count(tpl, "%%")*2 {
	case 2:
		return fmt.Sprintf(tpl, g.num(), g.num()%100)
	default:
		return fmt.Sprintf(tpl, g.num())
	}
}

func (g *attrGen) input() ProfileInput {
	in := ProfileInput{CurrentTitle: attrTitles[g.rng.IntN(len(attrTitles))], Tone: string(Tones()[g.rng.IntN(4)])}
	for _, i := range g.rng.Perm(len(attrSkills))[:g.rng.IntN(6)] {
		in.Skills = append(in.Skills, attrSkills[i])
	}
	companies := g.rng.Perm(len(attrCompanies))[:2+g.rng.IntN(3)]
	year := 2024
	for k, ci := range companies {
		x := model.Experience{Company: attrCompanies[ci], Title: attrTitles[g.rng.IntN(len(attrTitles))]}
		end := fmt.Sprintf("%d-%02d", year, 1+g.rng.IntN(12))
		if k == 0 {
			end = "Present"
		}
		year -= 1 + g.rng.IntN(4)
		x.StartDate, x.EndDate = fmt.Sprintf("%d-%02d", year, 1+g.rng.IntN(12)), end
		for range 1 + g.rng.IntN(4) {
			x.Bullets = append(x.Bullets, g.bullet())
		}
		g.rng.Shuffle(len(x.Bullets), func(i, j int) { x.Bullets[i], x.Bullets[j] = x.Bullets[j], x.Bullets[i] })
		in.Experience = append(in.Experience, x)
	}
	if g.rng.IntN(3) == 0 {
		in.Achievements = []string{g.bullet()}
	}
	if g.rng.IntN(4) == 0 {
		in.YearsExperience = float64(1 + g.rng.IntN(20))
	}
	return in
}

// TestAttributionProperty: over thousands of generated profiles, every
// sentence that states a number, date or employer comes from one input entry
// and names it (0 misattributed).
func TestAttributionProperty(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	g := &attrGen{rng: rand.New(rand.NewPCG(30, 2026))}
	n := 3000
	if testing.Short() {
		n = 300
	}
	checked := 0
	for i := range n {
		in := g.input()
		p, err := tb.e.Profile(context.Background(), in)
		require.NoError(t, err)
		req, err := tb.e.parseProfile(in)
		require.NoError(t, err)
		a := profileAttribution(req)
		texts := append([]string{p.Headline, p.Summary}, p.ExperienceBullets...)
		texts = append(texts, p.HeadlineAlternatives...)
		bad := a.misattributed(texts...)
		require.Empty(t, bad, "input %d: %+v", i, in)
		for _, tx := range texts {
			checked += len(splitSentences(tx))
		}
	}
	t.Logf("%d profiles, %d sentences checked, 0 misattributed", n, checked)
}

// TestAttributionCatchesTheOldSummary: the checker itself fails a result
// quoted after another employer's sentence, and one shown without its
// employer.
func TestAttributionCatchesTheOldSummary(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	in := ProfileInput{CurrentTitle: "Marketing Executive", Experience: []model.Experience{
		{Company: "Northwind Analytics", Title: "Marketing Executive", StartDate: "2021-03", EndDate: "Present",
			Bullets: []string{"Led integrated campaigns that generated £3.2m of qualified pipeline in FY2024"}},
		{Company: "Brightside Accountancy Software", Title: "Marketing Executive", StartDate: "2018-01", EndDate: "2021-02"},
	}}
	req, err := tb.e.parseProfile(in)
	require.NoError(t, err)
	a := profileAttribution(req)
	old := "Before that, I worked as a Marketing Executive at Brightside Accountancy Software (Jan 2018 – Feb 2021). A result from that work: led integrated campaigns that generated £3.2m of qualified pipeline in FY2024."
	require.Len(t, a.misattributed(old), 1)
	require.Len(t, a.misattributed("At Brightside Accountancy Software I generated £3.2m of pipeline."), 1)
	require.Empty(t, a.misattributed("Led integrated campaigns that generated £3.2m of qualified pipeline in FY2024 (Northwind Analytics)."))
}

// TestLetterAttributionProperty: cover letters cite results only beside
// their own employer.
func TestLetterAttributionProperty(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	g := &attrGen{rng: rand.New(rand.NewPCG(31, 2026))}
	n := 600
	if testing.Short() {
		n = 60
	}
	for i := range n {
		p := g.input()
		in := CoverLetterInput{JobTitle: attrTitles[g.rng.IntN(len(attrTitles))], Company: "Contoso", Tone: p.Tone,
			JobDescription: "We need someone with SQL, Salesforce and patient education experience.",
			Resume:         model.Resume{UserName: "Sam Lee", Skills: p.Skills, Experience: p.Experience}}
		cl, err := tb.e.CoverLetter(context.Background(), in)
		require.NoError(t, err)
		req, err := tb.e.parseCoverLetter(in)
		require.NoError(t, err)
		require.Empty(t, letterAttribution(req).misattributed(cl.Text), "letter %d", i)
		// No colleagues the resume never mentions.
		// "Dear Contoso team", "your team": the employer's team, not a
		// colleague claim.
		body := strings.NewReplacer("contoso team", "contoso", "your team", "you", "a great team", "a great place", "hiring team", "hiring").Replace(strings.ToLower(cl.Text))
		for _, w := range colleagueWords.FindAllString(body, -1) {
			require.Contains(t, strings.ToLower(req.rawText), w, "letter %d claims %q", i, w)
		}
	}
}

var colleagueWords = regexp.MustCompile(`\b(colleagues?|teams?|teammates?|stakeholders?|physicians|nurses|clients|customers|partners)\b`)
