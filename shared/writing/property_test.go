package writing

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// gen draws varied, often messy inputs from a fixed seed, so failures reproduce.
type gen struct {
	rng    *rand.Rand
	titles []string
	terms  []string
}

func newGen(tb *testBundle, seed uint64) *gen {
	g := &gen{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	for _, r := range tb.kb.roles {
		g.titles = append(g.titles, r.Title)
		g.titles = append(g.titles, r.Variants...)
	}
	g.titles = append(g.titles, "asdfgh", "Chief Vibes Officer", "Senior Widget Engineer", "🚀 Ninja", "Engineer 2",
		"level 3 tech", "Kubernetes Wrangler", "Head of Happiness", "x", "Dog Walker", "Astronaut",
		strings.Repeat("Principal ", 10)+"Engineer")
	for _, f := range tb.kb.families {
		for _, r := range f.Roles {
			g.terms = append(g.terms, r.Skills...)
			g.terms = append(g.terms, r.Tools...)
		}
	}
	g.terms = append(g.terms, "🔥", "", "  ", "Python 3", "ISO 9001", "C++", "c#", "Node.js", strings.Repeat("y", 60),
		"Team-player!!", "Microsoft 365", "SOC 2", "sql", "SQL", "k8s", "Go", "👩‍💻 Coding", "日本語")
	return g
}

func (g *gen) pick(list []string) string { return list[g.rng.IntN(len(list))] }

func (g *gen) title() string {
	t := g.pick(g.titles)
	switch g.rng.IntN(8) {
	case 0:
		t = "Senior " + t
	case 1:
		t = strings.ToLower(t)
	case 2:
		t = strings.ToUpper(t)
	case 3:
		t = "✨ " + t + " II"
	}
	if runeLen(t) > MaxTitleLen {
		t = string([]rune(t)[:MaxTitleLen])
	}
	return t
}

func (g *gen) skills() []string {
	n := g.rng.IntN(16)
	if g.rng.IntN(10) == 0 {
		n = MaxSkills
	}
	out := make([]string, n)
	for i := range out {
		out[i] = g.pick(g.terms)
	}
	return out
}

var (
	companies = []string{"Acme Corp", "Globex 2000", "Initech", "Umbrella Health", "Stark Industries", "3M", "7-Eleven", "Wayne Enterprises"}
	bulletsIn = []string{"Cut costs by 12%", "Led a team of 7 engineers", "Responsible for onboarding", "Served 30 patients per shift",
		"Worked on the billing system", "Grew revenue from $1.2M to $3.4M", "• Trained 15 new hires 🎉", "Helped with audits",
		strings.Repeat("Improved processes across many teams and sites ", 10)}
	dates = []string{"2019-03", "2021-11", "Present", "present", "", "March 2020", "2015-01", "2024-07"}
	tones = []string{"", "professional", "approachable", "thought_leader", "technical", "Thought Leader", "TECHNICAL"}
)

func (g *gen) experience() []model.Experience {
	n := g.rng.IntN(4)
	out := make([]model.Experience, n)
	for i := range out {
		x := model.Experience{Title: g.title(), Company: g.pick(companies), StartDate: g.pick(dates), EndDate: g.pick(dates)}
		for range g.rng.IntN(5) {
			x.Bullets = append(x.Bullets, g.pick(bulletsIn))
		}
		out[i] = x
	}
	return out
}

func (g *gen) profileInput() ProfileInput {
	in := ProfileInput{CurrentTitle: g.title(), Skills: g.skills(), Tone: g.pick(tones)}
	if g.rng.IntN(2) == 0 {
		in.TargetRole = g.title()
	}
	if g.rng.IntN(3) == 0 {
		in.Experience = g.experience()
	}
	return in
}

func (g *gen) letterInput() CoverLetterInput {
	var jd []string
	for range g.rng.IntN(25) {
		jd = append(jd, "You will use "+g.pick(g.terms)+" daily.")
	}
	if g.rng.IntN(2) == 0 {
		jd = append(jd, "5+ years of experience required; salary $120,000.")
	}
	in := CoverLetterInput{
		Resume: model.Resume{
			UserName: g.pick([]string{"Jane Doe", "Ana María López", "Li Wei", "O'Connor Smith"}),
			Skills:   g.skills(), Experience: g.experience(), Summary: "Experienced professional.",
		},
		JobTitle: g.title(), Company: g.pick(companies), JobDescription: strings.Join(jd, " "), Tone: g.pick(tones),
	}
	if g.rng.IntN(2) == 0 {
		in.Resume.Education = []model.Education{{School: "State University", Degree: "BS", Field: "Biology", Year: "2016"}}
	}
	return in
}

// numbersNotIn returns the digit runs of out that the input does not contain,
// ignoring knowledge-base term names such as "ISO 9001" (names, not numbers).
func (tb *testBundle) numbersNotIn(out, input string) []string {
	lower := strings.ToLower(out)
	for _, term := range tb.kb.digitTerms {
		lower = strings.ReplaceAll(lower, term, " ")
	}
	have := map[string]bool{}
	for _, d := range digitRuns(input) {
		have[d] = true
	}
	var bad []string
	for _, d := range digitRuns(lower) {
		if !have[d] {
			bad = append(bad, d)
		}
	}
	return bad
}

func noSymbols(t *testing.T, s string) {
	t.Helper()
	for _, r := range s {
		require.False(t, unicode.Is(unicode.So, r), "symbol %q in %q", r, s)
	}
}

func TestProfileProperties(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	g := newGen(tb, 42)
	n := propertyCases(3000)
	levels := StrengthLevels()
	for i := range n {
		in := g.profileInput()
		p, err := tb.e.Profile(context.Background(), in)
		if err != nil {
			continue // invalid titles (emoji only, over-long) are covered elsewhere
		}
		msg := fmt.Sprintf("case %d: %+v", i, in)
		require.NotEmpty(t, p.Headline, msg)
		require.LessOrEqual(t, runeLen(p.Headline), MaxHeadline, msg)
		require.GreaterOrEqual(t, len(p.HeadlineAlternatives), 3, msg)
		require.LessOrEqual(t, len(p.HeadlineAlternatives), 5, msg)
		seen := map[string]bool{strings.ToLower(p.Headline): true}
		for _, h := range p.HeadlineAlternatives {
			require.LessOrEqual(t, runeLen(h), MaxHeadline, msg)
			require.False(t, seen[strings.ToLower(h)], "duplicate alternative %q: %s", h, msg)
			seen[strings.ToLower(h)] = true
		}
		require.NotEmpty(t, p.Summary, msg)
		require.LessOrEqual(t, runeLen(p.Summary), MaxSummary, msg)
		hook := strings.ToLower(string([]rune(p.Summary)[:min(MaxHook, runeLen(p.Summary))]))
		req, err := tb.e.parseProfile(in)
		require.NoError(t, err)
		require.True(t, strings.Contains(hook, strings.ToLower(req.title)) || (req.target != "" && strings.Contains(hook, strings.ToLower(req.target))), "hook lacks the title: %s\n%s", msg, p.Summary)
		require.GreaterOrEqual(t, len(p.ExperienceBullets), MinBullets, "%s %q", msg, p.ExperienceBullets)
		require.LessOrEqual(t, len(p.ExperienceBullets), MaxProfileBullets, msg)

		// A keyword counts when its words occur in order; hyphens separate words
		// ("problem-solving" contains "problem solving").
		flat := strings.NewReplacer("-", " ", "\n", " ")
		body := flat.Replace(strings.ToLower(p.Headline + "\n" + p.Summary + "\n" + strings.Join(p.ExperienceBullets, "\n")))
		for _, kw := range p.KeywordsIncluded {
			require.Contains(t, body, flat.Replace(strings.ToLower(kw)), msg)
		}
		out := strings.Join(append(append([]string{p.Headline, p.Summary}, p.HeadlineAlternatives...), append(p.ExperienceBullets, p.Suggestions...)...), "\n")
		require.Empty(t, tb.numbersNotIn(out, profileText(in)), "invented number: %s\n%s", msg, out)
		noSymbols(t, p.Headline+p.Summary+strings.Join(p.ExperienceBullets, "")+strings.Join(p.HeadlineAlternatives, ""))
		require.Contains(t, levels, p.EstimatedProfileStrength)
		require.Equal(t, SourceDeterministic, p.Source)

		again, err := tb.e.Profile(context.Background(), in)
		require.NoError(t, err)
		require.Equal(t, p, again, "not deterministic: %s", msg)
	}
}

func TestCoverLetterProperties(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	g := newGen(tb, 7)
	n := propertyCases(1500)
	lintHits, lintSamples := 0, []string{}
	defer func() {
		t.Logf("cover letters breaking a lint rule: %d hits over %d letters", lintHits, n)
		require.Zero(t, lintHits, "%q", lintSamples)
	}()
	for i := range n {
		in := g.letterInput()
		cl, err := tb.e.CoverLetter(context.Background(), in)
		if err != nil {
			continue
		}
		msg := fmt.Sprintf("case %d: %+v", i, in)
		require.GreaterOrEqual(t, cl.WordCount, MinLetterWords, "%s\n%s", msg, cl.Text)
		require.LessOrEqual(t, cl.WordCount, MaxLetterWords, "%s\n%s", msg, cl.Text)
		require.Equal(t, wordCount(cl.Text), cl.WordCount)
		require.Contains(t, cl.Text, cleanTitle(in.Company), msg)
		require.Contains(t, strings.ToLower(cl.Text), strings.ToLower(cleanTitle(in.JobTitle)), msg)
		require.True(t, strings.HasSuffix(cl.Text, cleanTitle(in.Resume.UserName)), msg)
		for _, s := range cl.MatchedSkills {
			require.Contains(t, cl.Text, s, msg)
		}
		ref := strings.Join([]string{in.Resume.UserName, in.JobTitle, in.Company, in.JobDescription,
			strings.Join(in.Resume.Skills, "\n"), strings.Join(experienceText(in.Resume.Experience), "\n"),
			strings.Join(educationText(in.Resume.Education), "\n")}, "\n")
		require.Empty(t, tb.numbersNotIn(cl.Text, ref), "invented number: %s\n%s", msg, cl.Text)
		noSymbols(t, cl.Text)
		lintHits += len(lintText(cl.Text))
		if h := lintText(cl.Text); len(h) > 0 && len(lintSamples) < 5 {
			lintSamples = append(lintSamples, fmt.Sprintf("%v: %s", h, cl.Text))
		}
		again, err := tb.e.CoverLetter(context.Background(), in)
		require.NoError(t, err)
		require.Equal(t, cl, again)
	}
}

// propertyCases is n, or a tenth of it under -short, a fifth under -race.
func propertyCases(n int) int {
	switch {
	case testing.Short():
		return n / 10
	case raceEnabled:
		return n / 5
	}
	return n
}

func TestTonesReadDifferently(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	for _, gc := range goldenProfiles {
		t.Run(gc.name, func(t *testing.T) {
			t.Parallel()
			heads, sums, bullets := map[string]Tone{}, map[string]Tone{}, map[string]Tone{}
			for _, tone := range Tones() {
				in := gc.in
				in.Tone = string(tone)
				p, err := tb.e.Profile(context.Background(), in)
				require.NoError(t, err)
				require.NotContains(t, heads, p.Headline, "headline of %s equals %s", tone, heads[p.Headline])
				require.NotContains(t, sums, p.Summary)
				heads[p.Headline], sums[p.Summary] = tone, tone
				first := p.ExperienceBullets[len(p.ExperienceBullets)-1]
				bullets[first] = tone
			}
			require.GreaterOrEqual(t, len(bullets), 2, "drafted bullets should vary with tone")
		})
	}
}
