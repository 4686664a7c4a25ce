// Command gen builds shared/occupation/data/occupations.json.gz from the O*NET
// 29.3 tab-separated files (Occupation Data, Task Statements, Technology Skills,
// Alternate Titles, Sample of Reported Titles) and, for each occupation, the
// essential skills ESCO v1.1.1 lists for the ESCO occupations that carry one of
// its titles, kept when they read as work ("design web-based courses"):
//
//	go run ./shared/occupation/gen -src ../shared/data/skills
//
// Only what the writing engine uses is kept, capped per occupation, so the
// shipped file stays well under 2 MB.
package main

import (
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/internal/sourcefile"
	"github.com/careerkit/careerkit/shared/text"
)

// Caps per occupation: enough tasks to draft six different bullets, enough
// tools to suggest, enough titles to match what people call the job.
const (
	maxTasks  = 12
	maxTech   = 25
	maxTitles = 3000
	maxWork   = 10
)

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding onet_29_3/tsv")
	out := flag.String("out", "shared/occupation/data/occupations.json.gz", "output file")
	testdata := flag.String("testdata", "shared/occupation/testdata", "folder for the held-out and external title sets")
	crosswalk := flag.String("crosswalk", "", "folder holding soc_2018_direct_match_title_file.csv (default: ../salary/crosswalk beside -src)")
	synonyms := flag.String("synonyms", "shared/salary/data/source/curated/title_synonyms.csv", "curated abbreviations and seniority words")
	oews := flag.String("oews", "shared/salary/data/source/oews/oews_national_M2025_dl.csv.gz", "BLS OEWS national file, for employment")
	flag.Parse()
	lexPath, oewsPath = *synonyms, *oews
	if *crosswalk == "" {
		*crosswalk = filepath.Join(*src, "..", "salary", "crosswalk")
	}
	if err := run(filepath.Join(*src, "onet_29_3", "tsv"), filepath.Join(*src, "esco_v1_1_1"), *out); err != nil {
		slog.Error("occupation gen failed", "err", err)
		os.Exit(1)
	}
	dm, err := readDirectMatch(filepath.Join(*crosswalk, "soc_2018_direct_match_title_file.csv"))
	if err != nil {
		slog.Error("occupation gen failed", "err", err)
		os.Exit(1)
	}
	if err := writeEvalSets(*testdata, dm); err != nil {
		slog.Error("occupation gen failed", "err", err)
		os.Exit(1)
	}
}

var lexPath, oewsPath string

func run(dir, escoDir, out string) error {
	lex, err := readLexicon(lexPath)
	if err != nil {
		return err
	}
	emp, err := readEmployment(oewsPath)
	if err != nil {
		return err
	}
	occ := map[string]*occupation{}
	var codes []string
	vocab := map[string]map[string]bool{}
	addWords := func(code, s string) {
		if vocab[code] == nil {
			vocab[code] = map[string]bool{}
		}
		for _, w := range text.Tokens(s) {
			if !text.IsStopWord(w) && len(w) > 1 && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
				vocab[code][w] = true
			}
		}
	}
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Occupation Data.txt"), func(r map[string]string) {
		code := r["O*NET-SOC Code"]
		addWords(code, r["Description"])
		occ[code] = &occupation{Code: code, Title: r["Title"]}
		if len(code) >= 7 {
			occ[code].Employment = emp[code[:7]]
			if occ[code].Employment == 0 {
				// OEWS publishes some detailed codes only in their broad group.
				occ[code].Employment = emp[code[:6]+"0"]
			}
		}
		codes = append(codes, code)
	}); err != nil {
		return err
	}
	type task struct {
		text string
		core bool
		n    float64
		ord  int
	}
	tasks := map[string][]task{}
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Task Statements.txt"), func(r map[string]string) {
		n, _ := strconv.ParseFloat(r["Incumbents Responding"], 64)
		c := r["O*NET-SOC Code"]
		tasks[c] = append(tasks[c], task{r["Task"], r["Task Type"] == "Core", n, len(tasks[c])})
		addWords(c, r["Task"])
	}); err != nil {
		return err
	}
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Emerging Tasks.txt"), func(r map[string]string) {
		addWords(r["O*NET-SOC Code"], r["Task"])
	}); err != nil {
		return err
	}
	for c, o := range occ {
		o.Vocab = sortedWords(vocab[c])
	}
	for c, ts := range tasks {
		// Core tasks first, in O*NET's order (which lists the most central first).
		sort.SliceStable(ts, func(i, j int) bool { return ts[i].core && !ts[j].core })
		if o := occ[c]; o != nil {
			for _, t := range ts[:min(maxTasks, len(ts))] {
				o.Tasks = append(o.Tasks, t.text)
			}
		}
	}
	type tech struct {
		name      string
		hot, dmnd bool
	}
	techs := map[string][]tech{}
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Technology Skills.txt"), func(r map[string]string) {
		c := r["O*NET-SOC Code"]
		techs[c] = append(techs[c], tech{r["Example"], r["Hot Technology"] == "Y", r["In Demand"] == "Y"})
	}); err != nil {
		return err
	}
	for c, ts := range techs {
		rank := func(t tech) int {
			s := 0
			if t.dmnd {
				s += 2
			}
			if t.hot {
				s++
			}
			return s
		}
		sort.SliceStable(ts, func(i, j int) bool { return rank(ts[i]) > rank(ts[j]) })
		if o := occ[c]; o != nil {
			for _, t := range ts[:min(maxTech, len(ts))] {
				o.Tech = append(o.Tech, techSkill{Name: t.name, Hot: t.hot, InDemand: t.dmnd})
			}
		}
	}
	titles := map[string]map[string]bool{}
	addTitle := func(c, t string) {
		t = strings.TrimSpace(t)
		if t == "" || occ[c] == nil || len(t) > 60 {
			return
		}
		if heldOut(t) {
			heldOutTitles.add(t, c)
			return
		}
		if titles[c] == nil {
			titles[c] = map[string]bool{}
		}
		if !titles[c][strings.ToLower(t)] && len(titles[c]) < maxTitles {
			titles[c][strings.ToLower(t)] = true
			occ[c].Titles = append(occ[c].Titles, t)
		}
	}
	// Reported titles first: they are what incumbents call themselves.
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Sample of Reported Titles.txt"), func(r map[string]string) {
		addTitle(r["O*NET-SOC Code"], r["Reported Job Title"])
	}); err != nil {
		return err
	}
	for _, o := range occ {
		o.Reported = len(o.Titles)
	}
	if err := sourcefile.ReadTSV(filepath.Join(dir, "Alternate Titles.txt"), func(r map[string]string) {
		addTitle(r["O*NET-SOC Code"], r["Alternate Title"])
		addTitle(r["O*NET-SOC Code"], r["Short Title"])
	}); err != nil {
		return err
	}
	verbs := map[string]bool{}
	for _, ts := range tasks {
		for _, t := range ts {
			if f := strings.Fields(t.text); len(f) > 0 {
				verbs[strings.ToLower(f[0])] = true
			}
		}
	}
	if err := addESCOWork(escoDir, occ, verbs); err != nil {
		return err
	}
	ds := dataset{
		Source:  "O*NET 29.3 Database (May 2025), USDOL/ETA, CC BY 4.0; ESCO v1.1.1, European Commission, CC BY 4.0; BLS OEWS May 2025 employment",
		Lexicon: lex,
	}
	for _, c := range codes {
		o := occ[c]
		ds.Occupations = append(ds.Occupations, *o)
	}
	return writeGzipJSON(out, ds)
}

// sortedWords joins a word set in order, so the output is the same every run.
func sortedWords(set map[string]bool) string {
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func writeGzipJSON(path string, v any) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	enc := json.NewEncoder(zw)
	if err := enc.Encode(v); err != nil {
		_ = f.Close()
		return fmt.Errorf("encode %s: %w", path, err)
	}
	if err := zw.Close(); err != nil {
		_ = f.Close()
		return fmt.Errorf("gzip %s: %w", path, err)
	}
	return f.Close()
}

// The shipped shapes; shared/occupation decodes the same JSON. They are
// declared here so the generator builds before the dataset exists.
type dataset struct {
	Source      string       `json:"source"`
	Lexicon     titleLexicon `json:"lexicon"`
	Occupations []occupation `json:"occupations"`
}

type occupation struct {
	Code   string      `json:"code"`
	Title  string      `json:"title"`
	Tasks  []string    `json:"tasks"`
	Work   []string    `json:"work,omitempty"`
	Tech   []techSkill `json:"tech,omitempty"`
	Titles []string    `json:"titles,omitempty"`
	// Reported counts the titles, from the first, that incumbents reported.
	Reported int `json:"reported,omitempty"`
	// Employment is the national employment of the occupation's SOC code.
	Employment int64 `json:"employment,omitempty"`
	// Vocab is the distinct words (lower case, no stop words, sorted) of
	// the occupation's description and every task statement, emerging ones
	// too: evidence for a title's modifier words ("Acid Bleacher") that no
	// title of the occupation uses.
	Vocab string `json:"vocab,omitempty"`
}

type techSkill struct {
	Name     string `json:"name"`
	Hot      bool   `json:"hot,omitempty"`
	InDemand bool   `json:"in_demand,omitempty"`
}
