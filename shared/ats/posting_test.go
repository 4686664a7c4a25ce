package ats

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/text"
)

// normNames returns the normalised names of a posting's keywords.
func normNames(a *Analyzer, jd string) map[string]bool {
	got := map[string]bool{}
	for _, k := range a.Keywords(jd) {
		got[evalNorm(k.Name)] = true
	}
	return got
}

// flatten is what an agent sends when it copies a page's text and loses its
// line breaks.
func flatten(jd string) string { return strings.Join(strings.Fields(text.FromHTML(jd)), " ") }

// postingsForFormats are real board postings and the dev set's postings.
func postingsForFormats(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range []string{"written_greenhouse_coding.html", "written_arbeitnow_sales.html",
		"written_lever_admin.html", "written_ashby_designer.html", "written_ashby_engineer.txt"} {
		out[f] = fixture(t, f)
	}
	files, err := filepath.Glob("testdata/eval/jd/*.json")
	require.NoError(t, err)
	for _, path := range files {
		var p evalPosting
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &p))
		out[p.ID] = p.Text
	}
	return out
}

// A posting flattened to one line yields what its HTML or line-broken form
// yields: its headings, bullets and sentences are found again.
func TestFlattenedPostingReadsTheSame(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	var kept, total, extra int
	for name, jd := range postingsForFormats(t) {
		want := normNames(a, jd)
		got := normNames(a, flatten(jd))
		k, e := 0, 0
		var missed, added []string
		for w := range want {
			if got[w] {
				k++
			} else {
				missed = append(missed, w)
			}
		}
		for g := range got {
			if !want[g] {
				e++
				added = append(added, g)
			}
		}
		t.Logf("%s: %d/%d kept, %d added; missed %q added %q", name, k, len(want), e, missed, added)
		kept, total, extra = kept+k, total+len(want), extra+e
	}
	t.Logf("flattened postings keep %d of %d keywords (%.2f), add %d", kept, total, float64(kept)/float64(total), extra)
	require.GreaterOrEqual(t, float64(kept)/float64(total), 0.95, "a flattened posting lost its keywords")
	require.LessOrEqual(t, float64(extra)/float64(total), 0.10, "a flattened posting read its blurb or benefits as duties")
}

// One line holding a whole posting, its benefits and EEO statement included,
// was one boilerplate line: 0 keywords.
func TestOneLinePostingIsRead(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "AI Engineer GitLab Remote About the role You will build AI features for our DevSecOps platform. " +
		"What you'll do Design and ship LLM-powered features in Ruby on Rails and Go Build evaluation pipelines for prompts and models " +
		"Collaborate with product and UX on AI workflows What you'll bring Experience with Python, PyTorch and vector databases " +
		"Strong knowledge of Kubernetes and Google Cloud Experience with retrieval-augmented generation (RAG) " +
		"Benefits Flexible PTO, parental leave and a home office stipend. GitLab is an equal opportunity employer and " +
		"does not discriminate on the basis of race, religion or any protected characteristic. Reasonable accommodations are available on request."
	require.Greater(t, len(jd), flatPostingBytes)
	got := normNames(a, jd)
	for _, w := range []string{"ruby on rails", "go", "python", "pytorch", "vector databases", "kubernetes", "google cloud", "rag"} {
		require.True(t, got[w], "%q not found in %v", w, got)
	}
	for _, w := range []string{"gitlab", "flexible pto", "parental leave", "home office stipend", "race", "religion"} {
		require.False(t, got[w], "%q is the employer or boilerplate", w)
	}
}

// Markdown, as agents write postings, reads as its words.
func TestMarkdownPostingReadsAsText(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	md := "# Data Engineer\n\n## Requirements\n\n* **Python** and [dbt](https://www.getdbt.com)\n* Experience with `Airflow`\n\n## Benefits\n\n* Gym stipend\n"
	plain := "Data Engineer\nRequirements\n• Python and dbt\n• Experience with Airflow\nBenefits\n• Gym stipend\n"
	require.Equal(t, plain, strings.ReplaceAll(a.readable(md), "\n\n", "\n"))
	require.Equal(t, normNames(a, plain), normNames(a, md))
}

// Windows punctuation decoded as Latin-1 (U+0092 for ’, U+0095 for •) reads
// as the characters it stood for.
func TestC1PunctuationIsRepaired(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	jd := "Requirements\n\u0095 You\u0092ll need SQL and Tableau \u0096 3 years\n\u0095 \u0093Power BI\u0094 is a plus"
	require.Equal(t, "Requirements\n• You’ll need SQL and Tableau – 3 years\n• “Power BI” is a plus", a.readable(jd))
	got := normNames(a, jd)
	require.True(t, got["sql"] && got["tableau"] && got["power bi"], "%v", got)
	var refused int
	for _, p := range loadSkillSpan(t, "test") {
		if strings.IndexFunc(p.text, func(r rune) bool { return r >= 0x80 && r <= 0x9f }) < 0 {
			continue
		}
		refused++ // postings the API used to refuse
		for k := range normNames(a, p.text) {
			require.False(t, strings.ContainsFunc(k, func(r rune) bool { return r >= 0x80 && r <= 0x9f }), k)
		}
	}
	require.Equal(t, 16, refused)
}
