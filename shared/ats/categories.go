package ats

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// A posting may ask for a kind of software ("EHR", "CRM software", "POS
// systems") that a resume shows by a product of that kind ("athenahealth",
// "Salesforce", "Toast"). data/categories.json.gz, built by ./gen/categories
// from O*NET's technology commodities, names each kind and its products.

// CategoryFile is data/categories.json.gz.
type CategoryFile struct {
	Version    string     `json:"version"`
	Categories []Category `json:"categories"`
}

// Category is one O*NET commodity: the names a posting asks for it by
// (lower case, or an acronym) and its products (lower case).
type Category struct {
	Commodity string   `json:"commodity"`
	Names     []string `json:"names"`
	Kinds     []string `json:"kinds,omitempty"` // names a posting may use alone: "ehr", "electronic health record"
	Members   []string `json:"members"`
}

// categoryBook finds the categories a keyword names and the member a resume
// line shows.
type categoryBook struct {
	byName  map[string][]int        // a name, lower case → categories
	members []map[string][][]string // per category: first word → members' words
	kinds   map[string]bool         // names a posting may use alone ("ehr", "customer relationship management")
}

func loadCategories() (*categoryBook, error) {
	raw, err := dataFS.ReadFile("data/categories.json.gz")
	if err != nil {
		return nil, fmt.Errorf("ats: read categories: %w", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("ats: categories: %w", err)
	}
	js, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("ats: categories: %w", err)
	}
	var f CategoryFile
	if err := json.Unmarshal(js, &f); err != nil {
		return nil, fmt.Errorf("ats: parse categories: %w", err)
	}
	b := &categoryBook{byName: map[string][]int{}, kinds: map[string]bool{}}
	for i, c := range f.Categories {
		for _, n := range c.Names {
			l := strings.ToLower(n)
			b.byName[l] = append(b.byName[l], i)
		}
		for _, n := range c.Kinds {
			b.kinds[n] = true
		}
		m := map[string][][]string{}
		for _, mem := range c.Members {
			w := strings.Fields(mem)
			m[w[0]] = append(m[w[0]], w)
		}
		b.members = append(b.members, m)
	}
	return b, nil
}

// categoryHeads are the words a posting closes a kind of software with.
var categoryHeads = set([]string{"software", "system", "systems", "platform", "platforms", "tool", "tools",
	"application", "applications", "suite", "program", "programs", "solution", "solutions", "experience"})

// named returns the categories keyword name asks for: a kind's own name
// ("EHR", "CRM", "electronic health records"), or any name closed by a
// generic head ("POS systems", "accounting software").
func (b *categoryBook) named(name string) []int {
	if b == nil {
		return nil
	}
	w := strings.Fields(strings.ToLower(name))
	headed := false
	for len(w) > 1 {
		if _, ok := categoryHeads[w[len(w)-1]]; !ok {
			break
		}
		w, headed = w[:len(w)-1], true
	}
	core := strings.Join(w, " ")
	if !headed {
		// Bare, only a kind's own name ("EHR", "CRM", "electronic health
		// records") names the software: "accounting" is the discipline,
		// "FMEA" the method, "HVAC" the trade.
		if s := strings.TrimSuffix(core, "s"); !b.kinds[core] && b.kinds[s] {
			core = s
		} else if !b.kinds[core] {
			return nil
		}
	}
	return b.byName[core]
}

// shows returns the member of the categories cats that line holds, or "".
func (b *categoryBook) shows(cats []int, line []token) string {
	for i, t := range line {
		for _, c := range cats {
			for _, m := range b.members[c][t.text] {
				if i+len(m) > len(line) {
					continue
				}
				ok := true
				for j := 1; j < len(m); j++ {
					if line[i+j].text != m[j] {
						ok = false
						break
					}
				}
				if ok {
					raw := make([]string, len(m))
					for j := range m {
						raw[j] = line[i+j].raw
					}
					return strings.Join(raw, " ")
				}
			}
		}
	}
	return ""
}

// meet marks the keywords still unmet that name a kind of software the
// resume shows a product of: "EHR" by athenahealth, "CRM software" by
// Salesforce.
func (b *categoryBook) meet(lines []resumeLine, ks []Keyword) {
	for i := range ks {
		k := &ks[i]
		if k.Matched || k.SatisfiedBy != "" {
			continue
		}
		cats := b.named(k.Name)
		if len(cats) == 0 {
			continue
		}
		for _, l := range lines {
			if l.loc == "target_role" {
				continue // what the person applies for, not what they have
			}
			if by := b.shows(cats, l.toks); by != "" {
				ev := evidenceListed
				if l.shown {
					ev = evidenceShown
				}
				if k.SatisfiedBy == "" {
					k.SatisfiedBy = by
				}
				k.Locations = append(k.Locations, l.loc)
				k.equiv = max(k.equiv, ev)
			}
		}
	}
}
