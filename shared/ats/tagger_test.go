package ats

import (
	"compress/gzip"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// `make generate` rebuilds data/tagger.bin.gz and data/keyword_filter.json.gz byte for byte: training reads
// its postings in a fixed order, without randomness, and writes features in
// hash order. The train split here is the generator's input, gzipped.
func TestTaggerRebuildIsIdentical(t *testing.T) {
	if testing.Short() {
		t.Skip("trains the tagger (seconds; a minute under -race)")
	}
	t.Parallel()
	f, err := os.Open("testdata/skillspan/train.json.gz")
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	docs, err := TrainingSet(zr, "testdata/eval/jd")
	require.NoError(t, err)
	want, err := dataFS.ReadFile("data/tagger.bin.gz")
	require.NoError(t, err)
	require.LessOrEqual(t, len(want), 5<<20, "the tagger file must stay under 5 MB")
	a := analyzer(t)
	got := a.TrainTagger(docs, TaggerOptions)
	require.Equal(t, want, got, "data/tagger.bin.gz is stale: run make generate")

	// The keyword filter learns from the candidates the tagger just rebuilt
	// reads, which is the shipped one.
	f2, err := os.Open("testdata/skillspan/train.json.gz")
	require.NoError(t, err)
	defer f2.Close()
	zr2, err := gzip.NewReader(f2)
	require.NoError(t, err)
	var judged []string
	for _, d := range FilterJudgedSets {
		judged = append(judged, "testdata/"+d)
	}
	examples, err := a.FilterSet(zr2, "testdata/eval/jd", judged, KeywordFilterOptions)
	require.NoError(t, err)
	wantFilter, err := dataFS.ReadFile("data/keyword_filter.json.gz")
	require.NoError(t, err)
	require.Equal(t, wantFilter, TrainFilter(examples, KeywordFilterOptions), "data/keyword_filter.json.gz is stale: run make generate")
}

// The tagger marks what a posting asks for, not the words around it.
func TestTaggerReadsSkills(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	require.NotNil(t, a.tagger)
	st := newStemmer(a.stems, a.cache)
	plain := "Requirements\nExperience with Kubernetes and Terraform in production\nStrong knowledge of machine learning\n"
	var marked []string
	a.lines(st, plain, a.survey(st, plain), func(l *postingLine) {
		stemTokens(st, l.toks)
		tags, _ := a.tagLine(&lineContext{}, l.toks, l, nil, nil)
		for i, tg := range tags {
			if tg != tagO {
				marked = append(marked, l.toks[i].text)
			}
		}
	})
	require.Subset(t, marked, []string{"kubernetes", "terraform", "machine", "learning"})
	require.NotContains(t, marked, "with")
	require.NotContains(t, marked, "strong")
}
