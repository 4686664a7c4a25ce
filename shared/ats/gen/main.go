// Command gen builds shared/ats/data/lexicon.json.gz, the labour-market
// vocabulary the keyword engine reads postings with, from O*NET 29.3 and ESCO
// v1.1.1 (both CC BY 4.0; attribution in shared/ats/data/PROVENANCE.md):
//
//	go run ./shared/ats/gen -src ../shared/data/skills
//
// It keeps three lists, each sorted so a rebuild is byte-identical:
//
//   - terms: names of things a posting can ask for — O*NET Technology Skills
//     and Tools Used examples (with the vendor's name dropped when the vendor
//     names many products: "Microsoft Excel" also as "Excel"), and ESCO
//     knowledge concepts with their alternative labels ("refrigeration cycle",
//     "bookkeeping"), and the objects of ESCO competences ("manage payroll" →
//     "payroll"). One to four words.
//   - products: single words that name a product or a vendor of several in
//     O*NET's technology lists ("figma", "spark", "cerner"), so a capitalised common word in a posting
//     reads as a tool only when it is one.
//   - common: words ESCO's labels use at least 20 times ("engineering",
//     "housekeeping"): capitalised alone mid-sentence they name a department,
//     not a tool.
//   - generic: how many O*NET occupations' task statements use a word, for
//     words at least minGenericOccupations use ("reports": 500 and more,
//     "payroll": a few): a word every trade's tasks use names no skill alone.
//   - alike: for each ESCO concept named more than one way, its labels and
//     the objects of its competence labels ("perform dental radiographs",
//     "take dental x-rays", "dental radiographs", "dental x-rays"): the
//     European Commission's word that these name one skill, so a resume
//     showing one shows the others.
//   - verbs: words that open at least three O*NET task statements or ESCO skill
//     preferred labels ("administer", "interpret"), which tell an imperative duty line's
//     verb from the object it acts on.
package main

import (
	"compress/gzip"
	"encoding/json"
	"flag"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/internal/sourcefile"
)

const (
	maxTermWords = 4
	minVerbUses  = 3
	minVendor    = 5 // products a vendor must name before its name is dropped
	// maxCommonUses is how often ESCO's labels may use a word that is to
	// read as a product name when capitalised.
	maxCommonUses = 20
	// minGenericOccupations: words fewer occupations' tasks use are left out
	// of the genericness table (they read as rare).
	minGenericOccupations = 5
)

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding onet_29_3/tsv and esco_v1_1_1")
	out := flag.String("out", "shared/ats/data/lexicon.json.gz", "output file")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		slog.Error("ats lexicon gen failed", "err", err)
		os.Exit(1)
	}
}

func run(src, out string) error {
	onet := filepath.Join(src, "onet_29_3", "tsv")
	esco := filepath.Join(src, "esco_v1_1_1", "classification_en")
	terms := map[string]bool{}
	products := map[string]bool{}
	verbUses := map[string]int{}

	var examples []string
	for _, f := range []string{"Technology Skills.txt", "Tools Used.txt"} {
		tech := f == "Technology Skills.txt"
		if err := sourcefile.ReadTSV(filepath.Join(onet, f), func(r map[string]string) {
			ex := strings.TrimSpace(r["Example"])
			if tech {
				examples = append(examples, ex)
			}
			addTerm(terms, ex)
			// "Bill of lading software": the thing the software is for is
			// a term of the trade too ("bill of lading").
			if head, ok := strings.CutSuffix(ex, " software"); ok && strings.Contains(head, " ") {
				addTerm(terms, head)
			}
		}); err != nil {
			return err
		}
	}
	slices.Sort(examples)
	examples = slices.Compact(examples)
	vendors := map[string]int{}
	for _, ex := range examples {
		if w := strings.Fields(ex); len(w) > 1 {
			vendors[w[0]]++
		}
	}
	for _, ex := range examples {
		w := strings.Fields(ex)
		if len(w) > 1 && vendors[w[0]] >= minVendor {
			addTerm(terms, strings.Join(w[1:], " "))
			addProduct(products, w[0])
			w = w[1:]
		}
		switch {
		case len(w) == 1: // "Figma", or "Spark" of "Apache Spark"
			addProduct(products, w[0])
		case vendors[w[0]] >= 2: // "Cerner", "Epic": a vendor known by its name
			addProduct(products, w[0])
		}
	}
	taskWords := map[string]map[string]bool{} // word → occupations whose tasks use it
	if err := sourcefile.ReadTSV(filepath.Join(onet, "Task Statements.txt"), func(r map[string]string) {
		countVerb(verbUses, r["Task"])
		for _, w := range strings.FieldsFunc(strings.ToLower(r["Task"]), func(c rune) bool { return !unicode.IsLetter(c) }) {
			if taskWords[w] == nil {
				taskWords[w] = map[string]bool{}
			}
			taskWords[w][r["O*NET-SOC Code"]] = true
		}
	}); err != nil {
		return err
	}
	escoWords := map[string]int{} // how often ESCO's labels use a word
	var competences [][]string    // labels of ESCO skills: verb and object
	var concepts []concept        // every ESCO concept's labels, for lx.Alike
	if err := sourcefile.ReadCSV(filepath.Join(esco, "skills_en.csv"), func(r map[string]string) {
		labels := append([]string{r["preferredLabel"]}, strings.Split(r["altLabels"], "\n")...)
		for _, l := range labels {
			if r["skillType"] == "knowledge" {
				addTerm(terms, l)
			}
			for _, w := range strings.Fields(strings.ToLower(l)) {
				escoWords[w]++
			}
		}
		if r["skillType"] == "skill/competence" {
			countVerb(verbUses, r["preferredLabel"])
			competences = append(competences, labels)
		}
		concepts = append(concepts, concept{labels, r["skillType"] == "skill/competence"})
	}); err != nil {
		return err
	}
	// The object of a competence is a term: "manage payroll" → "payroll",
	// "create storyboards" → "storyboards".
	for _, labels := range competences {
		for _, l := range labels {
			if w := strings.Fields(l); len(w) > 1 && verbUses[strings.ToLower(w[0])] >= minVerbUses {
				addTerm(terms, strings.Join(w[1:], " "))
			}
		}
	}
	lx := ats.LexiconFile{Version: "onet-29.3+esco-1.1.1"}
	for w, n := range escoWords {
		if n >= maxCommonUses && isWord(w) {
			lx.Common = append(lx.Common, w)
		}
	}
	lx.Generic = map[string]int{}
	for w, occs := range taskWords {
		if len(occs) >= minGenericOccupations && isWord(w) {
			lx.Generic[w] = len(occs)
		}
	}
	for t := range terms {
		lx.Terms = append(lx.Terms, t)
	}
	for p := range products {
		if escoWords[p] >= maxCommonUses {
			continue // "engineering", "design": common words before they are products
		}
		lx.Products = append(lx.Products, p)
	}
	for v, n := range verbUses {
		if n >= minVerbUses {
			lx.Verbs = append(lx.Verbs, v)
		}
	}
	lx.Alike = alike(concepts, verbUses)
	slices.Sort(lx.Terms)
	slices.Sort(lx.Products)
	slices.Sort(lx.Verbs)
	slices.Sort(lx.Common)
	return write(out, lx)
}

// addTerm keeps a name of one to four words, without parenthesised notes
// ("Forklifts (powered industrial trucks)" → "Forklifts").
func addTerm(terms map[string]bool, s string) {
	if i := strings.IndexByte(s, '('); i > 0 {
		s = s[:i]
	}
	s = strings.Join(strings.Fields(s), " ")
	n := len(strings.Fields(s))
	if n == 0 || n > maxTermWords || len(s) < 2 {
		return
	}
	terms[s] = true
}

func addProduct(products map[string]bool, w string) {
	if p := strings.ToLower(strings.Trim(w, ",.()")); isWord(p) {
		products[p] = true
	}
}

// countVerb counts the opening word of a task or a skill label when it reads
// as a verb (lower case letters only).
func countVerb(uses map[string]int, s string) {
	w := strings.Fields(s)
	if len(w) < 2 {
		return
	}
	v := strings.ToLower(strings.Trim(w[0], ",.;:"))
	if isWord(v) {
		uses[v]++
	}
}

func isWord(s string) bool {
	if len(s) < 2 {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

func write(path string, lx ats.LexiconFile) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(zw)
	if err := enc.Encode(lx); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	slog.Info("wrote ats lexicon", "path", path, "terms", len(lx.Terms), "products", len(lx.Products), "verbs", len(lx.Verbs),
		"common", len(lx.Common), "alike", len(lx.Alike))
	return nil
}
