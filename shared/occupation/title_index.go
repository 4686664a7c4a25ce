package occupation

import (
	"math"
	"strings"
)

type index struct {
	// exact maps a title's content words, plurals folded ("registered
	// nurse"), to the occupations listing it.
	exact    map[string][]exactHit
	titles   []indexedTitle
	postings map[string][]int // stem -> titles
	idf      map[string]float64
}

type exactHit struct {
	occ      int
	title    string
	reported bool // one its incumbents reported
	own      bool // the occupation's own title
}

type indexedTitle struct {
	occ    int
	title  string
	stems  []string
	weight float64
}

func buildIndex(occs []Occupation) *index {
	ix := &index{exact: map[string][]exactHit{}, postings: map[string][]int{}, idf: map[string]float64{}}
	for i := range occs {
		for pos, t := range append([]string{occs[i].Title}, occs[i].Titles...) {
			st := titleStems(t)
			if len(st) == 0 {
				continue
			}
			h := exactHit{occ: i, title: t, reported: pos <= occs[i].Reported, own: pos == 0}
			key := joinStems(st)
			ix.exact[key] = appendHit(ix.exact[key], h)
			if main := mainSegment(t); main != "" && strings.Contains(t, "(") {
				// "Accounts Receivable Coordinator (AR Coordinator)"
				if k := joinStems(titleStems(main)); k != "" {
					ix.exact[k] = appendHit(ix.exact[k], h)
				}
			}
			id := len(ix.titles)
			ix.titles = append(ix.titles, indexedTitle{occ: i, title: t, stems: st})
			seen := map[string]bool{}
			for _, s := range st {
				if !seen[s] {
					seen[s] = true
					ix.postings[s] = append(ix.postings[s], id)
				}
			}
		}
	}
	n := float64(len(ix.titles))
	for s, ids := range ix.postings {
		ix.idf[s] = math.Log(1 + n/float64(len(ids)))
	}
	for i := range ix.titles {
		for _, st := range ix.titles[i].stems {
			ix.titles[i].weight += ix.idf[st]
		}
	}
	return ix
}

func appendHit(hits []exactHit, h exactHit) []exactHit {
	for _, x := range hits {
		if x.occ == h.occ {
			return hits
		}
	}
	return append(hits, h)
}
