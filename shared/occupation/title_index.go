package occupation

import (
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

type index struct {
	exact    map[string][]exactHit // title words -> occupations listing it
	stemmed  map[string]int        // title stems joined -> occupation
	titles   []indexedTitle
	postings map[string][]int // stem -> titles
	idf      map[string]float64
}

type exactHit struct {
	occ      int
	title    string
	reported bool // the occupation's own title or one its incumbents reported
}

type indexedTitle struct {
	occ    int
	title  string
	stems  []string
	weight float64
}

func buildIndex(occs []Occupation) *index {
	ix := &index{exact: map[string][]exactHit{}, stemmed: map[string]int{}, postings: map[string][]int{}, idf: map[string]float64{}}
	stemRank := map[string]int{}
	for i := range occs {
		for pos, t := range append([]string{occs[i].Title}, occs[i].Titles...) {
			key := text.Normalize(t)
			if key == "" {
				continue
			}
			h := exactHit{occ: i, title: t, reported: pos <= occs[i].Reported}
			ix.exact[key] = appendHit(ix.exact[key], h)
			if main := mainSegment(t); main != "" && strings.Contains(t, "(") {
				// "Accounts Receivable Coordinator (AR Coordinator)"
				if k := text.Normalize(main); k != "" {
					ix.exact[k] = appendHit(ix.exact[k], h)
				}
			}
			st := titleStems(t)
			if len(st) == 0 {
				continue
			}
			sk := joinStems(st)
			if r, ok := stemRank[sk]; !ok || pos < r {
				ix.stemmed[sk], stemRank[sk] = i, pos
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
