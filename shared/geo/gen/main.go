// Command gen rebuilds the gazetteer the service ships from the GeoNames dump
// files (cities15000.txt, admin1CodesASCII.txt, countryInfo.txt):
//
//	go run ./shared/geo/gen -src ../shared/data/geo/geonames
//
// It writes shared/geo/data/gazetteer.tsv.gz: one line per country, first-level
// division and city, with the alternate names a job board might write (Latin
// script only: "München", "Wien", "Bangalore"; names in other scripts never
// appear in the postings we read, and would triple the file). The output is
// deterministic. GeoNames is CC BY 4.0; the attribution travels in
// shared/geo/data/ATTRIBUTION.md.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

func main() {
	src := flag.String("src", "../shared/data/geo/geonames", "directory of the GeoNames dump files")
	out := flag.String("out", "shared/geo/data/gazetteer.tsv.gz", "gazetteer file to write")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// displayNames replaces a GeoNames name where job boards and people use another
// one for the same place: GeoNames calls the city "New York City".
var displayNames = map[string]string{"5128581": "New York"}

func run(src, out string) error {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.ModTime = time.Time{}
	w := bufio.NewWriter(zw)
	fmt.Fprintln(w, "# Careerkit gazetteer, derived from GeoNames (https://www.geonames.org), CC BY 4.0. Built by shared/geo/gen.")
	fmt.Fprintln(w, "# C iso2 iso3 name continent population | A country.code name | P geonameid name country admin1 population alternates(;)")
	if err := countries(filepath.Join(src, "countryInfo.txt"), w); err != nil {
		return err
	}
	if err := admin1(filepath.Join(src, "admin1CodesASCII.txt"), w); err != nil {
		return err
	}
	n, err := cities(filepath.Join(src, "cities15000.txt"), w)
	if err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("gen: %d cities, %d bytes -> %s\n", n, buf.Len(), out)
	return nil
}

func readTSV(path string, fn func(f []string) error) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fn(strings.Split(line, "\t")); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	return nil
}

func countries(path string, w *bufio.Writer) error {
	return readTSV(path, func(f []string) error {
		if len(f) < 9 {
			return fmt.Errorf("short country row %q", f)
		}
		fmt.Fprintf(w, "C\t%s\t%s\t%s\t%s\t%s\n", f[0], f[1], f[4], f[8], f[7])
		return nil
	})
}

func admin1(path string, w *bufio.Writer) error {
	var rows [][]string
	err := readTSV(path, func(f []string) error {
		if len(f) < 3 {
			return fmt.Errorf("short admin1 row %q", f)
		}
		rows = append(rows, f)
		return nil
	})
	slices.SortFunc(rows, func(a, b []string) int { return cmp.Compare(a[0], b[0]) })
	for _, f := range rows {
		fmt.Fprintf(w, "A\t%s\t%s\n", f[0], f[1])
	}
	return err
}

func cities(path string, w *bufio.Writer) (int, error) {
	type city struct {
		id, name, country, admin1 string
		pop                       int
		alts                      []string
	}
	var all []city
	err := readTSV(path, func(f []string) error {
		if len(f) < 15 {
			return fmt.Errorf("short city row %q", f[0])
		}
		pop, _ := strconv.Atoi(f[14])
		c := city{id: f[0], name: f[1], country: f[8], admin1: f[10], pop: pop}
		if d, ok := displayNames[c.id]; ok {
			c.alts = append(c.alts, c.name)
			c.name = d
		}
		if f[2] != c.name {
			c.alts = append(c.alts, f[2])
		}
		for a := range strings.SplitSeq(f[3], ",") {
			if keepAlternate(a, c.name) {
				c.alts = append(c.alts, a)
			}
		}
		slices.Sort(c.alts)
		c.alts = slices.Compact(c.alts)
		all = append(all, c)
		return nil
	})
	slices.SortFunc(all, func(a, b city) int {
		return cmp.Or(cmp.Compare(b.pop, a.pop), cmp.Compare(a.id, b.id))
	})
	for _, c := range all {
		fmt.Fprintf(w, "P\t%s\t%s\t%s\t%s\t%d\t%s\n", c.id, c.name, c.country, c.admin1, c.pop, strings.Join(c.alts, ";"))
	}
	return len(all), err
}

// keepAlternate keeps an alternate name a posting could use: Latin script, four
// letters or more (shorter ones are mostly airport and transit codes, "MUC",
// which collide with words and state codes), no digits, not the name itself.
func keepAlternate(a, name string) bool {
	if len(a) < 4 || a == name || strings.ContainsAny(a, ";\t") {
		return false
	}
	letters := 0
	for _, r := range a {
		switch {
		case unicode.IsDigit(r):
			return false
		case unicode.IsLetter(r):
			if !unicode.In(r, unicode.Latin) {
				return false
			}
			letters++
		}
	}
	return letters >= 4
}
