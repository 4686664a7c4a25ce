package occupation

import (
	"sort"
	"strings"
)

type index struct {
	// exact maps a title's content words, plurals folded ("registered
	// nurse"), to the occupations listing it.
	exact  map[string][]exactHit
	titles []indexedTitle
	model  *titleModel
}

type exactHit struct {
	occ      int
	title    string
	reported bool // one its incumbents reported
	own      bool // the occupation's own title
}

type indexedTitle struct {
	occ   int
	title string
	stems []string
	key   string // stems joined
}

func buildIndex(occs []Occupation, lex TitleLexicon) *index {
	ix := &index{exact: map[string][]exactHit{}}
	byCode := map[string]int{}
	for i := range occs {
		byCode[occs[i].Code] = i
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
			ix.titles = append(ix.titles, indexedTitle{occ: i, title: t, stems: st, key: key})
		}
	}
	// The curated readings teach the model too: "Associate Product Manager"
	// is read from its neighbour "product manager" as the override reads it.
	curated := map[string]string{}
	for _, o := range Overrides {
		for _, t := range o.Titles {
			curated[t] = o.Codes[0].Code
		}
	}
	for t, code := range lex.Prefer {
		curated[t] = code + ".00"
	}
	names := make([]string, 0, len(curated))
	for t := range curated {
		names = append(names, t)
	}
	sort.Strings(names)
	for _, t := range names {
		if i, ok := byCode[curated[t]]; ok {
			if st := titleStems(t); len(st) > 0 {
				ix.titles = append(ix.titles, indexedTitle{occ: i, title: t, stems: st, key: joinStems(st)})
			}
		}
	}
	ix.model = buildModel(ix.titles, occs, defaultParams)
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
