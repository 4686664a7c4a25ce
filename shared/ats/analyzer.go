package ats

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/occupation"
	"github.com/careerkit/careerkit/shared/text"
)

// Analyzer scores resumes against the embedded vocabulary. Build it once with New;
// it is read-only afterwards and safe for concurrent use.
type Analyzer struct {
	vocab     *vocabulary
	lex       *lexicon
	geo       *geo.Gazetteer
	cues      *cues
	roles     *roleBook
	verbs     *verbBook
	cats      *categoryBook  // kinds of software and their products
	tagger    *tagger        // nil until ./gen/tagger has trained one
	filter    *keywordFilter // nil until ./gen/tagger has trained one
	occs      *occupation.Set
	stopTerms map[string]struct{}
	stems     map[string]string // stems of every word the data files use
	cache     *stemCache        // stems of words seen in requests
}

// New compiles the embedded data files. It fails only if they are inconsistent
// (an alias claimed by two skills, a role naming an unknown skill), which the
// package tests catch.
func New() (*Analyzer, error) {
	st := newStemmer(nil, nil)
	a := &Analyzer{cache: &stemCache{}}
	var err error
	if a.vocab, err = loadVocabulary(st); err != nil {
		return nil, err
	}
	if a.lex, err = loadLexicon(st); err != nil {
		return nil, err
	}
	if a.cues, err = loadCues(); err != nil {
		return nil, err
	}
	if a.roles, err = loadRoles(a.vocab, st); err != nil {
		return nil, err
	}
	if a.verbs, err = loadVerbs(st); err != nil {
		return nil, err
	}
	if a.cats, err = loadCategories(); err != nil {
		return nil, err
	}
	if a.stopTerms, err = loadStopTerms(st); err != nil {
		return nil, err
	}
	if raw, err := dataFS.ReadFile("data/tagger.bin.gz"); err == nil {
		if a.tagger, err = readTagger(raw); err != nil {
			return nil, err
		}
	}
	if raw, err := dataFS.ReadFile("data/keyword_filter.json.gz"); err == nil {
		if a.filter, err = readFilter(raw); err != nil {
			return nil, err
		}
	}
	// The posting's occupation decides what a product's everyday name means.
	if a.occs, err = occupation.Load(); err != nil {
		return nil, err
	}
	a.stems = st.freeze()
	a.geo = geo.Default() // place names are not skills ("Maine RN license")
	return a, nil
}

func loadStopTerms(st *stemmer) (map[string]struct{}, error) {
	raw, err := dataFS.ReadFile("data/stop_terms.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read stop terms: %w", err)
	}
	var f struct {
		StopTerms []string `json:"stop_terms"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse stop_terms.json: %w", err)
	}
	m := make(map[string]struct{}, len(f.StopTerms))
	for _, w := range f.StopTerms {
		m[st.stem(text.Normalize(w))] = struct{}{}
	}
	return m, nil
}

// Default returns the process's one Analyzer, built on first use: building
// compiles the lexicon (a few hundred milliseconds and tens of megabytes), so
// the render worker and the cover-letter writer share it.
var Default = sync.OnceValues(New)

// Analyze scores r with the default Analyzer.
func Analyze(r model.Resume) (*Analysis, error) {
	a, err := Default()
	if err != nil {
		return nil, err
	}
	return a.Analyze(r)
}

// DataVersion returns the versions of the embedded skill list and lexicon
// ("2026-11-26+onet-29.3+esco-1.1.1").
func (a *Analyzer) DataVersion() string { return a.vocab.version + "+" + a.lex.version }

// Keywords returns the ranked keywords of a job description (plain text or
// HTML), without a resume: every Keyword has Matched false.
func (a *Analyzer) Keywords(jobDescription string) []Keyword {
	return a.extract(newStemmer(a.stems, a.cache), jobDescription)
}

// Analyze scores r: keyword match against r.JobDescription (or, without one,
// against the typical skills of r.TargetRole), the ATS rubric, suggestions,
// estimated interviews and the tailoring order. It returns an *apperr.Error
// naming the field when r is beyond the limits; any content within them gets an
// analysis, however odd (see Limits).
func (a *Analyzer) Analyze(r model.Resume) (*Analysis, error) {
	if err := checkLimits(&r); err != nil {
		return nil, err
	}
	r = cleanResume(r)
	st := newStemmer(a.stems, a.cache)
	an := &Analysis{
		EstimatedInterviewsPer: InterviewsPerApplications,
		AlgorithmVersion:       AlgorithmVersion,
		DataVersion:            a.DataVersion(),
		MatchedKeywords:        []string{},
		MissingKeywords:        []string{},
	}
	var sugs suggestions
	ks := dropQuantities(a.target(st, &r, an, &sugs), r.JobDescription)
	ix := a.indexResume(st, &r)
	// A bullet that opens with an action verb or carries a number reports
	// work, even when it names several of the posting's keywords.
	work := func(e, j int) bool {
		c := a.verbs.check(st, r.Experience[e].Bullets[j], ix.bullets[e][j])
		return c.actionVerb || c.quantified
	}
	ev := a.match(st, &r, ks, ix, an, work)
	an.Tailoring = tailor(&r, ix, ks)
	an.base = a.rubric(st, &r, ix, ks, ev, an, &sugs)
	an.suggestions = sugs.items
	an.finish()
	return an, nil
}
