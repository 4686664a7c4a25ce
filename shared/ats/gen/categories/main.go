// Command categories builds shared/ats/data/categories.json.gz, the software
// categories a posting can ask for by kind ("EHR", "CRM software", "POS
// systems") and the products that belong to each, from O*NET 29.3 Technology
// Skills (CC BY 4.0; attribution in shared/ats/data/PROVENANCE.md):
//
//	go run ./shared/ats/gen/categories -src ../shared/data/skills
//
// O*NET files every technology example under a commodity ("athenahealth
// athenaCollector", "Epic Systems" and "Electronic health record EHR
// software" under "Medical software"). A category is named by its commodity
// title ("Customer relationship management CRM software": "customer
// relationship management", "CRM") and by the descriptive examples filed
// under it ("Electronic health record EHR software": "electronic health
// record", "EHR"). A posting may name a kind without "software" or
// "system" only by the commodity's own acronym or its spelled name ("CRM",
// "customer relationship management"), or by an example's acronym that ten
// or more products carry ("Allscripts EHR", "Azalea EHR", ...): "FMEA
// software" is a kind, "FMEA" alone the method. Its members are the product
// names filed under it, without the vendor when the vendor names many
// products ("Microsoft Dynamics CRM" →
// "dynamics crm"), and the vendor's own name when the vendor sells into few
// commodities ("athenahealth", "epic"). A single word is a product's name
// only when neither ESCO's labels nor the sources' prose (ESCO descriptions,
// O*NET task statements) write it in lower case, it is no inflection (-ed,
// -ly, -ing), no acronym and no place in the gazetteer ("square", "merge",
// "hosted", "HER", "California" are not). The output is sorted, so a rebuild
// is byte-identical.
package main

import (
	"compress/gzip"
	"encoding/json"
	"flag"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/internal/sourcefile"
)

const (
	maxMemberWords   = 3  // product names longer than this are not written in resumes
	minVendor        = 5  // products a vendor must name before its name is dropped
	maxVendorSpread  = 3  // commodities a vendor may sell into and still name a category's product
	minAcronymLetter = 3  // "CRM", not "IP"
	minKindProducts  = 10 // products that must carry an example's acronym before it names a kind alone
)

// english are the words ESCO's labels use three times or more: a
// descriptive example opens with one ("Electronic health record EHR
// software"), a product's name does not ("Salesforce software").
var english = map[string]bool{}

var lowerWordRe = regexp.MustCompile(`\b[a-z][a-z]+\b`)

// heads are the generic words a category's name ends with.
var heads = map[string]bool{"software": true, "systems": true, "system": true}

func main() {
	src := flag.String("src", "../shared/data/skills", "folder holding onet_29_3/tsv and esco_v1_1_1")
	out := flag.String("out", "shared/ats/data/categories.json.gz", "output file")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		slog.Error("ats categories gen failed", "err", err)
		os.Exit(1)
	}
}

type example struct{ name, commodity string }

func run(src, out string) error {
	var rows []example
	if err := sourcefile.ReadTSV(filepath.Join(src, "onet_29_3", "tsv", "Technology Skills.txt"), func(r map[string]string) {
		name := strings.TrimSpace(r["Example"])
		if i := strings.IndexByte(name, '('); i > 0 {
			name = strings.TrimSpace(name[:i])
		}
		if c := strings.TrimSpace(r["Commodity Title"]); name != "" && c != "" {
			rows = append(rows, example{strings.Join(strings.Fields(name), " "), c})
		}
	}); err != nil {
		return err
	}
	slices.SortFunc(rows, func(a, b example) int {
		if c := strings.Compare(a.commodity, b.commodity); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	rows = slices.Compact(rows)
	escoWords := map[string]int{}
	if err := sourcefile.ReadCSV(filepath.Join(src, "esco_v1_1_1", "classification_en", "skills_en.csv"), func(r map[string]string) {
		for _, l := range append([]string{r["preferredLabel"]}, strings.Split(r["altLabels"], "\n")...) {
			for _, w := range strings.Fields(strings.ToLower(l)) {
				escoWords[w]++
			}
		}
	}); err != nil {
		return err
	}
	for w, n := range escoWords {
		if n >= 3 {
			english[w] = true
		}
	}
	// Words the sources' prose writes in lower case are English words,
	// whatever a vendor calls a product ("merge", "true", "specimen").
	prose := map[string]bool{}
	addProse := func(s string) {
		for _, w := range lowerWordRe.FindAllString(s, -1) {
			prose[w] = true
		}
	}
	if err := sourcefile.ReadCSV(filepath.Join(src, "esco_v1_1_1", "classification_en", "skills_en.csv"), func(r map[string]string) {
		addProse(r["description"])
		addProse(r["definition"])
		addProse(r["scopeNote"])
	}); err != nil {
		return err
	}
	if err := sourcefile.ReadCSV(filepath.Join(src, "esco_v1_1_1", "classification_en", "occupations_en.csv"), func(r map[string]string) {
		addProse(r["description"])
	}); err != nil {
		return err
	}
	if err := sourcefile.ReadTSV(filepath.Join(src, "onet_29_3", "tsv", "Task Statements.txt"), func(r map[string]string) {
		addProse(r["Task"])
	}); err != nil {
		return err
	}
	// How many products a vendor names, and in how many commodities.
	products := map[string]map[string]bool{}
	spread := map[string]map[string]bool{}
	for _, r := range rows {
		w := strings.Fields(r.name)
		if len(w) < 2 || descriptive(w) {
			continue
		}
		v := strings.ToLower(w[0])
		if products[v] == nil {
			products[v], spread[v] = map[string]bool{}, map[string]bool{}
		}
		products[v][r.name] = true
		spread[v][r.commodity] = true
	}
	places := geo.Default()
	// A product known by one word must be a name and nothing else: not a
	// word ESCO's labels use ("square", "bill"), not an acronym of three
	// letters ("HER", "IDX"), not a place ("California").
	oneWord := func(raw string) bool {
		w := strings.ToLower(raw)
		if !isWord(w) || len(w) < 4 || escoWords[w] > 0 || prose[w] || acronym(raw) {
			return false
		}
		for _, suf := range []string{"ed", "ly", "ing"} {
			if strings.HasSuffix(w, suf) {
				return false // "Hosted", "Simply": an English word's inflection
			}
		}
		if _, ok := places.Country(raw); ok {
			return false
		}
		return len(places.Divisions(raw, "")) == 0 && len(places.Cities(raw, "", "")) == 0
	}
	// How many product names of a commodity carry an acronym, not as
	// their vendor ("Allscripts EHR" carries EHR; "SAP ERP" does not carry
	// SAP): a kind products call themselves by, where "FMEA" or "HVAC" name
	// what a product is for.
	carriers := map[string]int{}
	for _, r := range rows {
		w := strings.Fields(r.name)
		if descriptive(w) {
			continue
		}
		seen := map[string]bool{}
		for _, x := range w[1:] {
			if acronym(x) && !seen[x] {
				seen[x] = true
				carriers[r.commodity+"|"+x]++
			}
		}
	}
	names := map[string]map[string]bool{}   // commodity → names
	members := map[string]map[string]bool{} // commodity → members
	kinds := map[string]map[string]bool{}   // commodity → names a posting may use alone
	add := func(m map[string]map[string]bool, c, s string) {
		if s == "" {
			return
		}
		if m[c] == nil {
			m[c] = map[string]bool{}
		}
		m[c][s] = true
	}
	for _, r := range rows {
		c := r.commodity
		w := strings.Fields(r.name)
		if descriptive(w) {
			core, acr := split(w)
			add(names, c, core)
			add(names, c, acr)
			if acr != "" && spells(core, acr) && carriers[c+"|"+acr] >= minKindProducts {
				add(kinds, c, strings.ToLower(acr)) // "EHR": "Allscripts EHR", "Azalea EHR", ...
				add(kinds, c, core)
			}
			continue
		}
		v := strings.ToLower(w[0])
		if len(w) > 1 && len(products[v]) >= minVendor {
			if rest := w[1:]; len(rest) <= maxMemberWords && (len(rest) > 1 || oneWord(rest[0])) {
				add(members, c, strings.ToLower(strings.Join(rest, " ")))
			}
		} else if len(w) <= maxMemberWords && (len(w) > 1 || oneWord(w[0])) {
			add(members, c, strings.ToLower(r.name))
		}
		if len(w) > 1 && len(spread[v]) <= maxVendorSpread && oneWord(w[0]) {
			add(members, c, v) // "athenahealth", "epic": a vendor known by its name
		}
	}
	for _, r := range rows {
		core, acr := split(strings.Fields(r.commodity))
		add(names, r.commodity, core)
		add(names, r.commodity, acr)
		if acr != "" && spells(core, acr) { // the commodity is named for its kind: "CRM", "POS"
			add(kinds, r.commodity, strings.ToLower(acr))
			add(kinds, r.commodity, core)
		}
	}
	var f ats.CategoryFile
	f.Version = "onet-29.3"
	for c, ns := range names {
		ms := members[c]
		if len(ms) == 0 {
			continue
		}
		cat := ats.Category{Commodity: c}
		for n := range ns {
			cat.Names = append(cat.Names, n)
		}
		for m := range ms {
			cat.Members = append(cat.Members, m)
		}
		for n := range kinds[c] {
			cat.Kinds = append(cat.Kinds, n)
		}
		slices.Sort(cat.Kinds)
		slices.Sort(cat.Names)
		slices.Sort(cat.Members)
		f.Categories = append(f.Categories, cat)
	}
	slices.SortFunc(f.Categories, func(a, b ats.Category) int { return strings.Compare(a.Commodity, b.Commodity) })
	return write(out, f)
}

// descriptive reports an example that names a kind of software rather than
// a product: "Electronic health record EHR software", "Help desk software".
func descriptive(w []string) bool {
	if len(w) < 2 || !heads[strings.ToLower(w[len(w)-1])] || !english[strings.ToLower(w[0])] {
		return false
	}
	for _, x := range w[1:] {
		if !acronym(x) && strings.ToLower(x) != x {
			return false
		}
	}
	return true
}

// split returns a descriptive name's words without its acronyms and generic
// head ("electronic health record") and its acronym ("EHR").
func split(w []string) (string, string) {
	var core []string
	acr := ""
	for i, x := range w {
		switch {
		case acronym(x) && len(x) >= minAcronymLetter:
			acr = x
		case acronym(x):
		case i == len(w)-1 && heads[strings.ToLower(x)]:
		default:
			core = append(core, strings.ToLower(x))
		}
	}
	return strings.Join(core, " "), acr
}

// spells reports whether the words of core end in words whose initials
// spell acr, small words counted or not: "point of sale" spells POS,
// "electronic health record" EHR; "switching software and firmware" does
// not spell WAN.
func spells(core, acr string) bool {
	var all, content strings.Builder
	for _, w := range strings.Fields(core) {
		all.WriteByte(w[0])
		switch w {
		case "of", "and", "or", "the", "for":
			continue
		}
		content.WriteByte(w[0])
	}
	a := strings.ToLower(acr)
	return strings.HasSuffix(all.String(), a) || strings.HasSuffix(content.String(), a)
}

func acronym(x string) bool {
	if len(x) < 2 || len(x) > 5 {
		return false
	}
	for _, r := range x {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return len(s) >= 2
}

func write(path string, f ats.CategoryFile) error {
	file, err := os.Create(path)
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(file, gzip.BestCompression)
	if err != nil {
		return err
	}
	if err := json.NewEncoder(zw).Encode(f); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	n := 0
	for _, c := range f.Categories {
		n += len(c.Members)
	}
	slog.Info("wrote ats categories", "path", path, "categories", len(f.Categories), "members", n)
	return file.Close()
}
