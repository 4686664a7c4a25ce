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

	"github.com/careerkit/careerkit/shared/text"
)

type freshCase struct {
	ID     string `json:"id"`
	Family string `json:"family"`
	ProfileInput
}

// TestFreshRequests measures the engine on twenty requests written after the
// change (testdata/fresh, never edited to pass), in every tone: misattributed
// results, claims the input does not support, template joins by the lint.
func TestFreshRequests(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	files, err := filepath.Glob("testdata/fresh/*.json")
	require.NoError(t, err)
	require.Len(t, files, 20)
	sort.Strings(files)
	american := regexp.MustCompile(`(?i)\b\w*(organiz|specializ|analyz|prioritiz|optimiz|behavior|color|center)\w*\b`)
	var profiles, misattributed, unsupported, joins, titleOnly, british int
	owner := map[string]string{} // sentence -> the request that wrote it first
	var examples []string
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		var c freshCase
		require.NoError(t, json.Unmarshal(raw, &c), f)
		input := string(raw)
		for _, tone := range Tones() {
			in := c.ProfileInput
			in.Tone = string(tone)
			p, err := tb.e.Profile(context.Background(), in)
			require.NoError(t, err)
			req, err := tb.e.parseProfile(in)
			require.NoError(t, err)
			profiles++
			texts := append([]string{p.Headline, p.Summary}, p.ExperienceBullets...)
			texts = append(texts, p.HeadlineAlternatives...)
			for _, s := range profileAttribution(req).misattributed(texts...) {
				misattributed++
				t.Errorf("%s/%s misattributed: %s", c.ID, tone, s)
			}
			// Claims: the text outside drafts uses no claim word the input
			// lacks; drafts are marked and are the matched occupation's own
			// tasks.
			own := []string{p.Headline, stripNotes(p.Summary)}
			own = append(own, p.HeadlineAlternatives...)
			// Drafts come from the current title's occupation.
			var tasks string
			if m, ok := tb.e.occ.Match(c.CurrentTitle); ok && !m.LowConfidence {
				if o := tb.e.occ.ByCode(m.Code); o != nil {
					tasks = stemmed(strings.Join(o.Tasks, "\n") + "\n" + strings.Join(o.Work, "\n"))
				}
			}
			for _, b := range p.ExperienceBullets {
				if !strings.Contains(b, "[") {
					own = append(own, b)
					continue
				}
				if !draftFromTasks(b, tasks) {
					unsupported++
					t.Errorf("%s/%s draft not from %v's tasks: %s", c.ID, tone, p.Occupation, b)
				}
			}
			for _, w := range tb.kb.unsupportedClaims(strings.Join(own, "\n"), input) {
				unsupported++
				t.Errorf("%s/%s unsupported claim %q", c.ID, tone, w)
			}
			// Joins: lint seams, a phrase of the summary repeated in a
			// bullet, a sentence another person's profile also has.
			for _, tx := range texts {
				joins += len(lintText(tx))
			}
			if ph := repeatedPhrase(stripNotes(p.Summary)); ph != "" {
				joins++
				t.Logf("%s/%s summary repeats itself: %q", c.ID, tone, ph)
			}
			// Employer names are repeated on purpose: each names its entry.
			noNames := func(s string) string {
				for _, x := range c.Experience {
					s = strings.ReplaceAll(s, x.Company, "")
				}
				return s
			}
			sumGrams := grams(noNames(stripNotes(p.Summary)))
			for _, b := range p.ExperienceBullets {
				for g := range grams(noNames(b)) {
					if sumGrams[g] {
						joins++
						t.Logf("%s/%s summary repeats a bullet: %q", c.ID, tone, g)
						break
					}
				}
			}
			for _, s := range splitSentences(stripNotes(p.Summary)) {
				if o, ok := owner[s]; ok && o != c.ID {
					joins++
					t.Logf("%s/%s shares a sentence with %s: %q", c.ID, tone, o, s)
				} else if !ok {
					owner[s] = c.ID
				}
			}
			if len(c.Experience) == 0 && len(c.Skills) == 0 {
				titleOnly++
				require.Contains(t, p.Headline, c.CurrentTitle)
				require.Contains(t, p.Summary, "[To strengthen")
				require.True(t, p.Draft)
				for _, b := range p.ExperienceBullets {
					require.Contains(t, b, "[", "%s: a title-only bullet is a marked draft", c.ID)
				}
			}
			if strings.HasPrefix(c.ID, "uk-") {
				british++
				for _, tx := range texts {
					for _, m := range american.FindAllString(tx, -1) {
						require.Contains(t, strings.ToLower(input), strings.ToLower(m), "%s/%s American spelling %q", c.ID, tone, m)
					}
				}
			}
			if (c.ID == "uk-marketing" && tone == ToneProfessional) || (c.ID == "litigation-paralegal" && tone == ToneApproachable) || (c.ID == "title-only-electrician" && tone == ToneTechnical) {
				examples = append(examples, renderExample(c.ID, tone, p))
			}
		}
	}
	t.Logf("fresh requests: %d profiles (%d title-only, %d British); misattributed %d, unsupported claims %d, template joins %d",
		profiles, titleOnly, british, misattributed, unsupported, joins)
	for _, ex := range examples {
		t.Log("\n" + ex)
	}
	require.Zero(t, misattributed)
	require.Zero(t, unsupported)
	require.LessOrEqual(t, joins*10, profiles, "at most one template join per ten profiles")
}

// stripNotes removes the bracketed notes to the person from a summary.
func stripNotes(s string) string {
	var out []string
	for _, p := range strings.Split(s, "\n\n") {
		if !strings.HasPrefix(p, "[") {
			out = append(out, p)
		}
	}
	return strings.Join(out, "\n\n")
}

// draftFromTasks reports whether a drafted bullet's words (after its verb)
// are the occupation's own task words.
func draftFromTasks(b, tasks string) bool {
	if tasks == "" {
		return genericDraft(b)
	}
	head, _, _ := strings.Cut(b, "[")
	words := strings.Fields(stemmed(head))
	for i := 1; i+2 <= len(words); i++ {
		if strings.Contains(tasks, strings.Join(words[i:i+2], " ")) {
			return true
		}
	}
	return genericDraft(b)
}

// stemmed is s as stems, one line per line of s.
func stemmed(s string) string {
	var lines []string
	for _, ln := range strings.Split(s, "\n") {
		lines = append(lines, strings.Join(text.StemAll(text.Tokens(ln)), " "))
	}
	return strings.Join(lines, "\n")
}

// grams are the five-word phrases of s.
func grams(s string) map[string]bool {
	out := map[string]bool{}
	for _, sent := range splitSentences(s) {
		w := text.Tokens(sent)
		for i := 0; i+5 <= len(w); i++ {
			out[strings.Join(w[i:i+5], " ")] = true
		}
	}
	return out
}

func genericDraft(b string) bool {
	for _, g := range genericDrafts {
		if g == b {
			return true
		}
	}
	return false
}

func renderExample(id string, tone Tone, p *Profile) string {
	var b strings.Builder
	b.WriteString("### " + id + " (" + string(tone) + ")\n\n**Headline:** " + p.Headline + "\n\n" + p.Summary + "\n\n")
	for _, x := range p.ExperienceBullets {
		b.WriteString("- " + x + "\n")
	}
	return b.String()
}
