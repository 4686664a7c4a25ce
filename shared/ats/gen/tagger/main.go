// Command tagger trains the keyword engine's word tagger and writes
// shared/ats/data/tagger.bin.gz (attribution in shared/ats/data/PROVENANCE.md):
//
//	go run ./shared/ats/gen/tagger -src ../shared/data/skills
//
// It learns from SkillSpan's train split (Zhang et al., NAACL 2022, MIT:
// every word of 140 postings labelled knowledge, skill or neither) and from
// the development set in shared/ats/testdata/eval (what each posting must
// and must not yield; its other words are left unlabelled). Run it after
// ./shared/ats/gen: its features read the lexicon. The input order is fixed
// and training has no randomness, so a rebuild is byte-identical.
package main

import (
	"flag"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/careerkit/careerkit/shared/ats"
)

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding posting_annotations/skillspan")
	eval := flag.String("eval", "shared/ats/testdata/eval/jd", "the development set's postings")
	out := flag.String("out", "shared/ats/data/tagger.bin.gz", "output file")
	flag.Parse()
	if err := run(*src, *eval, *out); err != nil {
		slog.Error("ats tagger gen failed", "err", err)
		os.Exit(1)
	}
}

func run(src, eval, out string) error {
	f, err := os.Open(filepath.Join(src, "posting_annotations", "skillspan", "data", "json", "train.json"))
	if err != nil {
		return err
	}
	defer f.Close()
	docs, err := ats.TrainingSet(f, eval)
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
	return nil
}
