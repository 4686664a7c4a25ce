package main

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/internal/sourcefile"
)

// heldOutShare is the share of O*NET's reported and alternate titles kept out
// of the index (1 in heldOutModulus), so the matcher is measured on titles it
// never saw.
const heldOutModulus = 5

// heldOut decides by a hash of the title's words (case and punctuation aside),
// so a title is held out from every occupation that lists it and the split is
// the same on every run.
func heldOut(t string) bool {
	h := fnv.New32a()
	h.Write([]byte(titleKey(t)))
	return h.Sum32()%heldOutModulus == 0
}

func titleKey(t string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// labelled is a title set: title → the codes that list it, in first-seen order.
type labelled struct {
	order []string
	codes map[string][]string
}

func (l *labelled) add(title, code string) {
	if l.codes == nil {
		l.codes = map[string][]string{}
	}
	k := titleKey(title)
	if k == "" {
		return
	}
	if _, ok := l.codes[k]; !ok {
		l.order = append(l.order, title)
	}
	if !slices.Contains(l.codes[k], code) {
		l.codes[k] = append(l.codes[k], code)
	}
}

// write saves the set as "title<TAB>code|code" lines, sorted by title.
func (l *labelled) write(path, header string) error {
	lines := make([]string, 0, len(l.order))
	for _, t := range l.order {
		lines = append(lines, t+"\t"+strings.Join(l.codes[titleKey(t)], "|"))
	}
	sort.Strings(lines)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, header)
	for _, ln := range lines {
		fmt.Fprintln(w, ln)
	}
	if err := w.Flush(); err != nil {
		_ = f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	return f.Close()
}

var heldOutTitles labelled

// readDirectMatch reads the SOC 2018 Direct Match Title File.
func readDirectMatch(path string) (*labelled, error) {
	var dm labelled
	err := sourcefile.ReadCSV(path, func(r map[string]string) {
		if t := strings.TrimSpace(r["2018 SOC Direct Match Title"]); t != "" {
			dm.add(t, r["2018 SOC Code"])
		}
	})
	return &dm, err
}

// writeEvalSets writes the held-out O*NET titles and the SOC 2018 Direct Match
// Title File as labelled test sets. The index never ingests the file; where
// O*NET lists one of its titles too, the index keeps O*NET's, and the test
// rebuilds the index without it before measuring.
func writeEvalSets(dir string, dm *labelled) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("mkdir %s: %w", dir, err)
	}
	if err := heldOutTitles.write(filepath.Join(dir, "heldout_titles.tsv"),
		"# O*NET 29.3 reported and alternate titles held out of the index (USDOL/ETA, CC BY 4.0): title, O*NET-SOC codes"); err != nil {
		return err
	}
	return dm.write(filepath.Join(dir, "soc_direct_match_titles.tsv"),
		"# SOC 2018 Direct Match Title File (U.S. BLS, public domain): title, SOC codes")
}
