// Command verbs builds shared/ats/data/verbs.txt, the English verbs the
// build-resume rubric accepts as a bullet's opening action verb, from O*NET
// 29.3 task statements and ESCO v1.1.1 skill labels (both CC BY 4.0;
// attribution in shared/ats/data/PROVENANCE.md):
//
//	go run ./shared/ats/gen/verbs -src ../shared/data/skills
//
// Both sources write a duty as an imperative ("Trace leaks…", "rig loads"),
// so the word opening one is a verb. A word that opens an O*NET task or an
// ESCO competence's preferred label is kept; one that opens only alternative
// labels, which are looser, is kept when it opens two and the sources also
// use it inflected anywhere in their text ("partitioning", "rigged"), which
// a noun is not. The irregular past forms of the verbs kept, and of a
// prefixed verb's root ("troubleshoot" → "troubleshot"), are added from
// irregular.go. The output is sorted, so a rebuild is byte-identical.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/internal/sourcefile"
)

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding onet_29_3/ and esco_v1_1_1/")
	out := flag.String("out", "shared/ats/data/verbs.txt", "output file")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		slog.Error("verbs", "err", err)
		os.Exit(1)
	}
}

var wordRe = regexp.MustCompile(`^[a-z]+(-[a-z]+)?$`)
var textRe = regexp.MustCompile(`[a-z]+`)

// minAdverbTasks: an -ly word opening fewer tasks is an adverb
// ("Surgically remove…"); "apply" and "supply" open hundreds.
const minAdverbTasks = 3

// minAltUses is how many alternative labels a word must open.
const minAltUses = 2

func run(src, out string) error {
	onet := filepath.Join(src, "onet_29_3", "tsv")
	esco := filepath.Join(src, "esco_v1_1_1", "classification_en")
	seen := map[string]int{} // every word of the sources, to find inflections
	tasks := map[string]int{}
	preferred := map[string]bool{}
	alt := map[string]int{}
	for _, f := range []string{"Task Statements.txt", "Emerging Tasks.txt"} {
		if err := sourcefile.ReadTSV(filepath.Join(onet, f), func(r map[string]string) {
			t := strings.ToLower(r["Task"])
			for _, w := range textRe.FindAllString(t, -1) {
				seen[w]++
			}
			if w := opener(t); w != "" {
				tasks[w]++
			}
		}); err != nil {
			return err
		}
	}
	for _, f := range []string{"Technology Skills.txt", "Tools Used.txt"} {
		if err := sourcefile.ReadTSV(filepath.Join(onet, f), func(r map[string]string) {
			for _, w := range textRe.FindAllString(strings.ToLower(r["Example"]+" "+r["Commodity Title"]), -1) {
				seen[w]++
			}
		}); err != nil {
			return err
		}
	}
	if err := sourcefile.ReadCSV(filepath.Join(esco, "occupations_en.csv"), func(r map[string]string) {
		for _, w := range textRe.FindAllString(strings.ToLower(r["description"]), -1) {
			seen[w]++
		}
	}); err != nil {
		return err
	}
	if err := sourcefile.ReadCSV(filepath.Join(esco, "skills_en.csv"), func(r map[string]string) {
		text := strings.ToLower(r["preferredLabel"] + "\n" + r["altLabels"] + "\n" + r["description"])
		for _, w := range textRe.FindAllString(text, -1) {
			seen[w]++
		}
		if r["skillType"] != "skill/competence" {
			return
		}
		if w := opener(strings.ToLower(r["preferredLabel"])); w != "" {
			preferred[w] = true
		}
		for _, l := range strings.Split(strings.ToLower(r["altLabels"]), "\n") {
			if w := opener(l); w != "" {
				alt[w]++
			}
		}
	}); err != nil {
		return err
	}
	verbs := map[string]bool{}
	for w, n := range tasks {
		if !strings.HasSuffix(w, "ly") || n >= minAdverbTasks {
			verbs[w] = true
		}
	}
	for w := range preferred {
		if !strings.HasSuffix(w, "ly") && !plural(w) {
			verbs[w] = true
		}
	}
	for w, n := range alt {
		if n >= minAltUses && !strings.HasSuffix(w, "ly") && !plural(w) && inflected(w, seen) {
			verbs[w] = true
		}
	}
	bases := maps.Clone(verbs) // before the irregular forms: "oversaw" is no root
	// pastOf names the base of an irregular form that is no verb of its own
	// ("troubleshot" → "troubleshoot", not "ground", which grounds too), so
	// a resume's "Troubleshot" shows a posting's "troubleshooting".
	pastOf := map[string]string{}
	addPast := func(form, base string) {
		verbs[form] = true
		if !bases[form] && (pastOf[form] == "" || base < pastOf[form]) {
			pastOf[form] = base
		}
	}
	for base, forms := range irregular {
		if verbs[base] {
			for _, f := range forms {
				addPast(f, base)
			}
		}
	}
	// A prefixed verb inflects as its root: "troubleshoot" → "troubleshot",
	// "unwind" → "unwound", "oversell" → "oversold".
	for w := range bases {
		for _, p := range irregularPrefixes {
			root, ok := strings.CutPrefix(w, p)
			if !ok || len(root) < 2 {
				continue
			}
			for _, f := range irregular[root] {
				addPast(p+f, w)
			}
		}
	}
	list := make([]string, 0, len(verbs))
	for w := range verbs {
		if b := pastOf[w]; b != "" {
			w += " " + b
		}
		list = append(list, w)
	}
	slices.Sort(list)
	return write(out, list)
}

// opener returns the first word of a duty when it is a plain word of two
// letters or more, and the duty has an object.
func opener(s string) string {
	f := strings.Fields(s)
	if len(f) < 2 {
		return ""
	}
	w := strings.TrimRight(f[0], ",;:")
	if len(w) < 2 || !wordRe.MatchString(w) {
		return ""
	}
	return w
}

// plural reports a word that reads as a plural noun ("pallets", "types").
func plural(w string) bool {
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// inflected reports whether the sources use w with a verb's -ed or -ing.
func inflected(w string, seen map[string]int) bool {
	stem := strings.TrimSuffix(w, "e")
	forms := []string{stem + "ed", stem + "ing", w + w[len(w)-1:] + "ed", w + w[len(w)-1:] + "ing"}
	if y, ok := strings.CutSuffix(w, "y"); ok {
		forms = append(forms, y+"ied")
	}
	return slices.ContainsFunc(forms, func(f string) bool { return seen[f] > 0 })
}

func write(path string, list []string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, "# English verbs that open O*NET 29.3 task statements and ESCO v1.1.1 skill labels,")
	fmt.Fprintln(w, "# with their irregular past forms, each followed by its base when it is no verb of its own.")
	fmt.Fprintln(w, "# Generated by shared/ats/gen/verbs; do not edit.")
	fmt.Fprintln(w, "# CC BY 4.0: USDOL/ETA (O*NET) and the European Union (ESCO); see PROVENANCE.md.")
	for _, v := range list {
		fmt.Fprintln(w, v)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	slog.Info("verbs", "out", path, "verbs", len(list))
	return f.Close()
}
