package writing

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// evalCase is one request of testdata/eval/profiles (copied from the shared
// labelled set; see testdata/eval/README.md).
type evalCase struct {
	ID             string   `json:"id"`
	Family         string   `json:"family"`
	CurrentTitle   string   `json:"current_title"`
	TargetRole     string   `json:"target_role"`
	Skills         []string `json:"skills"`
	Tone           string   `json:"tone"`
	ForbiddenClaim []string `json:"forbidden_claims"`
	ExpectedTerms  []string `json:"expected_terms"`
}

func loadEvalCases(t testing.TB) []evalCase {
	t.Helper()
	files, err := filepath.Glob("testdata/eval/profiles/*.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	sort.Strings(files)
	out := make([]evalCase, 0, len(files))
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		var c evalCase
		require.NoError(t, json.Unmarshal(raw, &c), f)
		out = append(out, c)
	}
	return out
}

// claimRe matches term as a whole word, case-insensitively.
func claimRe(term string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^\pL\pN])` + regexp.QuoteMeta(term) + `($|[^\pL\pN])`)
}

// outputFields lists every text the profile shows the user.
func outputFields(p *Profile) []string {
	out := []string{p.Headline, p.Summary}
	out = append(out, p.HeadlineAlternatives...)
	out = append(out, p.ExperienceBullets...)
	out = append(out, p.KeywordsIncluded...)
	return out
}

// TestEvalProfiles measures the dev-set figures: forbidden
// claims, expected terms in the headline or summary, template joins and how
// much the four tones differ.
func TestEvalProfiles(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	var forbidden, expected, expectedFound, joins, tonePairs, tonePairsOK int
	for _, c := range loadEvalCases(t) {
		byTone := map[Tone]*Profile{}
		for _, tone := range Tones() {
			p, err := b.e.Profile(ctx, ProfileInput{CurrentTitle: c.CurrentTitle, TargetRole: c.TargetRole, Skills: c.Skills, Tone: string(tone)})
			require.NoError(t, err, c.ID)
			byTone[tone] = p
			for _, f := range outputFields(p) {
				for _, fc := range c.ForbiddenClaim {
					if claimRe(fc).MatchString(f) {
						forbidden++
						t.Logf("%s/%s forbidden claim %q in %q", c.ID, tone, fc, f)
					}
				}
				for _, h := range lintText(f) {
					joins++
					t.Logf("%s/%s lint %s in %q", c.ID, tone, h, f)
				}
			}
			if r := repeatedPhrase(append([]string{p.Summary}, p.ExperienceBullets...)...); r != "" {
				joins++
				t.Logf("%s/%s repeated phrase %q", c.ID, tone, r)
			}
			verbs := map[string]bool{}
			for _, bl := range p.ExperienceBullets {
				if verbs[firstWord(bl)] {
					joins++
					t.Logf("%s/%s two bullets open with %q", c.ID, tone, firstWord(bl))
				}
				verbs[firstWord(bl)] = true
			}
			for _, sk := range c.Skills {
				hs := p.Headline + "\n" + p.Summary
				if claimRe(sk).MatchString(hs) && !strings.Contains(hs, sk) {
					joins++
					t.Logf("%s/%s skill %q recased", c.ID, tone, sk)
				}
			}
			require.GreaterOrEqual(t, len(p.ExperienceBullets), MinBullets, c.ID)
			require.LessOrEqual(t, len(p.ExperienceBullets), MaxProfileBullets, c.ID)
			{ // every tone, not only the request's own: the held-out twins vary it
				hs := p.Headline + "\n" + p.Summary
				for _, term := range c.ExpectedTerms {
					expected++
					if claimRe(term).MatchString(hs) {
						expectedFound++
					} else {
						t.Logf("%s/%s expected term %q missing", c.ID, tone, term)
					}
				}
			}
		}
		tones := Tones()
		for i := range tones {
			for j := i + 1; j < len(tones); j++ {
				tonePairs++
				if d := sentenceDifference(byTone[tones[i]], byTone[tones[j]]); d >= 0.5 {
					tonePairsOK++
				} else {
					t.Logf("%s %s/%s differ in %.0f%% of sentences", c.ID, tones[i], tones[j], 100*d)
				}
			}
		}
	}
	recall := float64(expectedFound) / float64(max(expected, 1))
	t.Logf("forbidden claims: %d; expected terms in headline or summary: %d/%d (%.1f%%); template-join hits: %d; tone pairs differing in >= half their sentences: %d/%d",
		forbidden, expectedFound, expected, 100*recall, joins, tonePairsOK, tonePairs)
	require.Zero(t, forbidden, "forbidden claims")
	require.GreaterOrEqual(t, recall, 0.9, "expected terms")
	require.Zero(t, joins, "template joins")
	require.Equal(t, tonePairs, tonePairsOK, "tone pairs")
}

// sentenceDifference is the share of sentences of the union of a and b that
// occur in only one of them.
func sentenceDifference(a, b *Profile) float64 {
	sa, sb := profileSentences(a), profileSentences(b)
	union := map[string]bool{}
	for s := range sa {
		union[s] = true
	}
	for s := range sb {
		union[s] = true
	}
	diff := 0
	for s := range union {
		if !sa[s] || !sb[s] {
			diff++
		}
	}
	return float64(diff) / float64(max(len(union), 1))
}

func profileSentences(p *Profile) map[string]bool {
	out := map[string]bool{}
	parts := append([]string{p.Headline, p.Summary}, p.ExperienceBullets...)
	for _, part := range parts {
		for _, s := range splitSentences(part) {
			out[strings.ToLower(s)] = true
		}
	}
	return out
}

// TestEvalProfilesWithFacts sends every dev request again with experience,
// an achievement and years of experience: the bullets are then the person's
// own facts, their numbers kept exactly and none added, and nothing is a draft.
func TestEvalProfilesWithFacts(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, c := range loadEvalCases(t) {
		for _, tone := range Tones() {
			in := ProfileInput{CurrentTitle: c.CurrentTitle, TargetRole: c.TargetRole, Skills: c.Skills, Tone: string(tone),
				YearsExperience: 6, Summary: "Known for steady, careful work; I hold a B.A. in Economics.",
				Achievements: []string{"Recognised as employee of the quarter twice in 2023"},
				Experience: []model.Experience{{Title: c.CurrentTitle, Company: "Example Co", StartDate: "2019-03", EndDate: "Present",
					Bullets: []string{"Reduced turnaround time by 18% across 3 sites", "responsible for training 12 new colleagues"}}}}
			p, err := b.e.Profile(context.Background(), in)
			require.NoError(t, err, c.ID)
			require.False(t, p.Draft, c.ID)
			bullets := strings.Join(p.ExperienceBullets, "\n")
			require.Contains(t, bullets, "Reduced turnaround time by 18% across 3 sites", c.ID)
			require.Contains(t, bullets, "12 new colleagues", c.ID)
			require.Contains(t, p.Summary, "B.A. in Economics", c.ID)
			out := strings.Join(append(outputFields(p), p.Suggestions...), "\n")
			require.Empty(t, b.numbersNotIn(out, profileText(in)), c.ID)
			for _, fc := range c.ForbiddenClaim {
				for _, f := range outputFields(p) {
					require.False(t, claimRe(fc).MatchString(f), "%s: %q in %q", c.ID, fc, f)
				}
			}
			require.Empty(t, lintText(p.Summary+"\n"+bullets), c.ID)
		}
	}
}
