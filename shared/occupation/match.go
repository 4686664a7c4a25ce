package occupation

import (
	"math"
	"sort"

	"github.com/careerkit/careerkit/shared/text"
)

// Match is how a job title was read.
type Match struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	// MatchedTitle is the O*NET title or alternate title that matched.
	MatchedTitle string `json:"matched_title"`
	Family       Family `json:"family"`
	// Score is 1 for an exact title and lower for titles read from their words.
	Score float64 `json:"score"`
	// Guessed is true when the title is not a known O*NET title and the
	// occupation was chosen from its words.
	Guessed bool `json:"guessed"`
}

type index struct {
	exact    map[string]int // normalised title -> occupation
	stemmed  map[string]int // title stems joined -> occupation ("Registered Nurse" is "Registered Nurses")
	rank     map[string]int // position of the exact title in its occupation's list
	titles   []indexedTitle
	postings map[string][]int // stem -> titles
	idf      map[string]float64
}

type indexedTitle struct {
	occ   int
	title string
	stems []string
}

// noise words say nothing about the occupation.
var noise = map[string]bool{"senior": true, "sr": true, "junior": true, "jr": true, "lead": true, "principal": true, "staff": true,
	"i": true, "ii": true, "iii": true, "iv": true, "associate": true, "entry": true, "level": true, "trainee": true, "intern": true}

func titleStems(s string) []string {
	var out []string
	for _, t := range text.Tokens(s) {
		if text.IsStopWord(t) || noise[t] {
			continue
		}
		out = append(out, text.Stem(t))
	}
	return out
}

func buildIndex(occs []Occupation) *index {
	ix := &index{exact: map[string]int{}, stemmed: map[string]int{}, rank: map[string]int{}, postings: map[string][]int{}, idf: map[string]float64{}}
	for i := range occs {
		for pos, t := range append([]string{occs[i].Title}, occs[i].Titles...) {
			// A title several occupations list goes to the one that lists it
			// earliest: reported titles come first, so that is the occupation
			// whose incumbents call themselves so.
			key := text.Normalize(t)
			if r, ok := ix.rank[key]; key != "" && (!ok || pos < r) {
				ix.exact[key], ix.rank[key] = i, pos
			}
			st := titleStems(t)
			if len(st) == 0 {
				continue
			}
			if sk := joinStems(st); true {
				if r, ok := ix.rank["\x00"+sk]; !ok || pos < r {
					ix.stemmed[sk], ix.rank["\x00"+sk] = i, pos
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
	return ix
}

// Match reads a job title. A title O*NET lists (ignoring case and punctuation)
// matches exactly; otherwise the occupation whose titles share the rarest words
// with it is chosen and Guessed is set. ok is false when no word is known.
func (s *Set) Match(title string) (Match, bool) {
	type result struct {
		m  Match
		ok bool
	}
	if r, ok := s.cache.Load(title); ok {
		return r.(result).m, r.(result).ok
	}
	m, ok := s.match(title)
	if s.cached.Load() < maxCached {
		if _, loaded := s.cache.LoadOrStore(title, result{m, ok}); !loaded {
			s.cached.Add(1)
		}
	}
	return m, ok
}

// MatchIn is Match restricted to occupations of the given families, for a
// caller that knows the field from other evidence: "Account Executive" is
// listed by O*NET only under advertising managers, but a seller's profile
// wants the sales occupations. Not cached: the families vary.
func (s *Set) MatchIn(title string, families ...Family) (Match, bool) {
	allow := map[Family]bool{}
	for _, f := range families {
		allow[f] = true
	}
	return s.matchWhere(title, func(i int) bool { return allow[s.occs[i].Family()] })
}

func (s *Set) match(title string) (Match, bool) {
	return s.matchWhere(title, nil)
}

func (s *Set) matchWhere(title string, keep func(occ int) bool) (Match, bool) {
	ix := s.ix
	if i, ok := ix.exact[text.Normalize(title)]; ok && (keep == nil || keep(i)) {
		o := &s.occs[i]
		return Match{Code: o.Code, Title: o.Title, MatchedTitle: o.Title, Family: o.Family(), Score: 1}, true
	}
	all := titleStems(title)
	q := uniq(all)
	if len(q) == 0 {
		return Match{}, false
	}
	if i, ok := ix.stemmed[joinStems(titleStems(title))]; ok && (keep == nil || keep(i)) {
		o := &s.occs[i]
		return Match{Code: o.Code, Title: o.Title, MatchedTitle: o.Title, Family: o.Family(), Score: 0.95}, true
	}
	var qw float64
	for _, st := range q {
		qw += ix.idf[st]
	}
	if qw == 0 {
		return Match{}, false
	}
	scores := map[int]float64{}
	for _, st := range q {
		for _, id := range ix.postings[st] {
			scores[id] += ix.idf[st]
		}
	}
	type cand struct {
		id    int
		score float64
	}
	cands := make([]cand, 0, len(scores))
	for id, sc := range scores {
		t := ix.titles[id]
		if keep != nil && !keep(t.occ) {
			continue
		}
		var tw float64
		for _, st := range t.stems {
			tw += ix.idf[st]
		}
		// Dice-like: shared weight over both sides, so "Nurse" prefers
		// "Registered Nurse" to "Nurse Anesthetist Supervisor". English titles
		// end in their head noun: a title with the same head ("People
		// Operations Manager", "Operations Manager") beats one that only
		// shares a rare modifier ("People Officer").
		score := 2 * sc / (qw + tw)
		if t.stems[len(t.stems)-1] == all[len(all)-1] {
			score *= 1.5
		}
		cands = append(cands, cand{id, score})
	}
	if len(cands) == 0 {
		return Match{}, false
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].id < cands[j].id
	})
	best := ix.titles[cands[0].id]
	o := &s.occs[best.occ]
	return Match{Code: o.Code, Title: o.Title, MatchedTitle: best.title, Family: o.Family(),
		Score: math.Min(0.9, math.Round(cands[0].score*100)/100), Guessed: true}, true
}

func joinStems(st []string) string {
	out := ""
	for i, s := range st {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}

func uniq(list []string) []string {
	seen := map[string]bool{}
	out := list[:0:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
