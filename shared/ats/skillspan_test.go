package ats

import (
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

// annotated is one posting of an external labelled corpus: its text, one
// sentence a line, and the spans its annotators marked.
type annotated struct {
	id        string
	text      string
	knowledge [][]string // normalised words of each knowledge span
	skill     [][]string // and of each skill span
}

// loadSkillSpan reads a split of SkillSpan (Zhang et al., NAACL 2022, MIT;
// testdata/skillspan), its sentences grouped into postings by idx.
func loadSkillSpan(t testing.TB, split string) []annotated {
	t.Helper()
	f, err := os.Open("testdata/skillspan/" + split + ".json.gz")
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	posts, err := readSkillSpan(zr)
	require.NoError(t, err)
	out := make([]annotated, len(posts))
	for i, sentences := range posts {
		p := &out[i]
		p.id = split + "-" + itoa(sentences[0].Idx)
		for _, s := range sentences {
			p.text += strings.Join(s.Tokens, " ") + "\n"
			p.knowledge = append(p.knowledge, bioSpans(s.Tokens, s.Knowledge)...)
			p.skill = append(p.skill, bioSpans(s.Tokens, s.Skill)...)
		}
	}
	return out
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// bioSpans returns the normalised words of the spans a BIO tag column marks.
func bioSpans(toks, tags []string) [][]string {
	var out [][]string
	for _, span := range bioTokens(toks, tags) {
		out = append(out, normWords(strings.Join(span, " ")))
	}
	return out
}

// loadGreen reads the test set of Green et al. (LREC 2022, CC BY 4.0;
// testdata/green): 336 sentences, each its own posting; Skill,
// Qualification and Domain spans are what is asked for (knowledge), and
// every labelled span counts for precision.
func loadGreen(t testing.TB) []annotated {
	t.Helper()
	f, err := os.Open("testdata/green/df_testset.csv.gz")
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	rows, err := csv.NewReader(zr).ReadAll()
	require.NoError(t, err)
	var out []annotated
	var toks, ask, any []string
	last := ""
	flush := func() {
		if len(toks) > 0 {
			out = append(out, annotated{id: "green-" + last, text: strings.Join(toks, " "),
				knowledge: bioSpans(toks, ask), skill: bioSpans(toks, any)})
		}
		toks, ask, any = nil, nil, nil
	}
	for _, r := range rows[1:] {
		if r[0] != last {
			flush()
			last = r[0]
		}
		tag := r[3]
		toks = append(toks, r[1])
		any = append(any, tag)
		if strings.HasSuffix(tag, "Skill") || strings.HasSuffix(tag, "Qualification") || strings.HasSuffix(tag, "Domain") {
			ask = append(ask, tag)
		} else {
			ask = append(ask, "O")
		}
	}
	flush()
	return out
}

// normWords returns the words of s with case and punctuation normalised
// ("Angular/React.js" → angular react js).
func normWords(s string) []string { return strings.Fields(evalNorm(s)) }

// overlaps reports whole-word overlap after normalising case and
// punctuation: the two share a word that is not a stop word.
func overlaps(a, b []string) bool {
	for _, x := range a {
		if text.IsStopWord(x) {
			continue
		}
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// corpusFigures are the measures README › Quality reports for a labelled
// corpus.
type corpusFigures struct {
	postings, refused int
	spans, recalled   int // knowledge spans, and those a keyword overlaps
	keywords, onSpan  int // keywords extracted, and those overlapping any span
	junk, missed      []string
}

func (f corpusFigures) recall() float64    { return float64(f.recalled) / float64(max(f.spans, 1)) }
func (f corpusFigures) precision() float64 { return float64(f.onSpan) / float64(max(f.keywords, 1)) }

func measureCorpus(a *Analyzer, posts []annotated) corpusFigures {
	var f corpusFigures
	for _, p := range posts {
		f.postings++
		if _, err := a.Analyze(model.Resume{UserName: "Ada", Email: "ada@example.com", TargetRole: "Engineer", JobDescription: p.text}); err != nil {
			f.refused++
		}
		ks := a.Keywords(p.text)
		names := make([][]string, len(ks))
		for i, k := range ks {
			names[i] = normWords(k.Name)
		}
		for _, s := range p.knowledge {
			f.spans++
			for _, n := range names {
				if overlaps(n, s) {
					f.recalled++
					goto next
				}
			}
			if len(f.missed) < 400 {
				f.missed = append(f.missed, strings.Join(s, " "))
			}
		next:
		}
		for i, n := range names {
			f.keywords++
			hit := false
			for _, s := range append(p.knowledge[:len(p.knowledge):len(p.knowledge)], p.skill...) {
				if overlaps(n, s) {
					hit = true
					break
				}
			}
			if hit {
				f.onSpan++
			} else if len(f.junk) < 400 {
				f.junk = append(f.junk, ks[i].Name)
			}
		}
	}
	return f
}

// TestSkillSpanDev holds the engine to the targets on SkillSpan's
// dev split: knowledge-span recall >= 0.85, >= 0.70 of extracted keywords on
// an annotated span, no posting refused.
func TestSkillSpanDev(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	f := measureCorpus(a, loadSkillSpan(t, "dev"))
	t.Logf("SkillSpan dev: %d postings, knowledge recall %.3f (%d/%d), keywords on a span %.3f (%d/%d)",
		f.postings, f.recall(), f.recalled, f.spans, f.precision(), f.onSpan, f.keywords)
	t.Logf("off span: %q", f.junk)
	t.Logf("missed: %q", f.missed)
	require.GreaterOrEqual(t, f.recall(), 0.85, "SkillSpan dev knowledge recall below the target")
	require.GreaterOrEqual(t, f.precision(), 0.70, "fewer than 70%% of keywords on an annotated span")
	require.Zero(t, f.refused, "a posting was refused")
}

// TestExternalHeldOut reports SkillSpan's test split and Green et al.'s test
// set, which nothing was tuned on (README › Quality); it asserts only that
// every posting is read.
func TestExternalHeldOut(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	for name, posts := range map[string][]annotated{"SkillSpan test": loadSkillSpan(t, "test"), "Green et al. test": loadGreen(t)} {
		f := measureCorpus(a, posts)
		require.Zero(t, f.refused, name)
		t.Logf("%s: %d postings, knowledge recall %.3f (%d/%d), keywords on a span %.3f (%d/%d)",
			name, f.postings, f.recall(), f.recalled, f.spans, f.precision(), f.onSpan, f.keywords)
	}
}
