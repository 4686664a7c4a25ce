// Command tagger trains the keyword engine's word tagger and its keyword
// filter, and writes shared/ats/data/tagger.bin.gz and
// shared/ats/data/keyword_filter.json.gz (attribution in
// shared/ats/data/PROVENANCE.md):
//
//	go run ./shared/ats/gen/tagger -src ../shared/data/skills
//
// The tagger learns from SkillSpan's train split (Zhang et al., NAACL 2022,
// MIT: every word of 140 postings labelled knowledge, skill or neither) and
// from the development set in shared/ats/testdata/eval (what each posting
// must and must not yield; its other words are left unlabelled). The filter
// then reads every candidate keyword of those postings and of the judged
// sets (ats.FilterJudgedSets: shared/ats/testdata/fresh to fresh6 and train1)
// through the new tagger. Run
// it after ./shared/ats/gen: its features read the lexicon. The input order
// is fixed and training has no randomness, so a rebuild is byte-identical.
package main

import (
	"bytes"
	"flag"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/careerkit/careerkit/shared/ats"
)

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding posting_annotations/skillspan")
	eval := flag.String("eval", "shared/ats/testdata/eval/jd", "the development set's postings")
	testdata := flag.String("testdata", "shared/ats/testdata", "the folder of the judged posting sets (ats.FilterJudgedSets)")
	out := flag.String("out", "shared/ats/data/tagger.bin.gz", "tagger file")
	filterOut := flag.String("filter", "shared/ats/data/keyword_filter.json.gz", "keyword filter file")
	flag.Parse()
	if err := run(*src, *eval, *testdata, *out, *filterOut); err != nil {
		slog.Error("ats tagger gen failed", "err", err)
		os.Exit(1)
	}
}

func run(src, eval, testdata, out, filterOut string) error {
	train, err := os.ReadFile(filepath.Join(src, "posting_annotations", "skillspan", "data", "json", "train.json"))
	if err != nil {
		return err
	}
	docs, err := ats.TrainingSet(bytes.NewReader(train), eval)
	if err != nil {
		return err
	}
	a, err := ats.New()
	if err != nil {
		return err
	}
	model := a.TrainTagger(docs, ats.TaggerOptions)
	if err := os.WriteFile(out, model, 0o644); err != nil {
		return err
	}
	slog.Info("ats tagger written", "path", out, "bytes", len(model), "postings", len(docs))
	if err := a.UseTagger(model); err != nil {
		return err
	}
	var judged []string
	for _, d := range ats.FilterJudgedSets {
		judged = append(judged, filepath.Join(testdata, d))
	}
	examples, err := a.FilterSet(bytes.NewReader(train), eval, judged, ats.KeywordFilterOptions)
	if err != nil {
		return err
	}
	filter := ats.TrainFilter(examples, ats.KeywordFilterOptions)
	if err := os.WriteFile(filterOut, filter, 0o644); err != nil {
		return err
	}
	slog.Info("ats keyword filter written", "path", filterOut, "bytes", len(filter), "candidates", len(examples))
	return nil
}
