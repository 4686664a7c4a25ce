package occupation

import (
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// Match is how a job title was read. It is the one reading every service
// uses: salary-research, optimize-profile, cover letters and the keyword
// engine's context.
type Match struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	// MatchedTitle is the O*NET title or alternate title that matched.
	MatchedTitle string `json:"matched_title"`
	Family       Family `json:"family"`
	// Score is 1 for an exact title, 0.95 for one read after expanding
	// abbreviations or setting seniority aside, and lower (at most 0.9) for a
	// title read from its words.
	Score float64 `json:"score"`
	// Guessed is true when the title is not a known O*NET title and the
	// occupation was chosen from its words.
	Guessed bool `json:"guessed"`
	// LowConfidence is true for a guessed match whose nearest known title is
	// far from the title, or when work of another SOC major group is nearly
	// as likely: a writer should ask for facts rather than draft this
	// occupation's tasks.
	LowConfidence bool `json:"low_confidence"`
	// Basis is how the title was read: override, exact, normalized or words.
	Basis string `json:"basis"`
	// Seniority is the level the title's own words name (entry, mid, senior,
	// lead, director, vp, executive), "" for none. A "Senior Engineer" is
	// an engineer who is senior, not one growing into the title.
	Seniority string `json:"seniority,omitempty"`
	// SeniorityWords are those words, lower case.
	SeniorityWords []string `json:"seniority_words,omitempty"`
	// Override is the curated reading used, when Basis is override.
	Override *Override `json:"-"`
}

// The values of Match.Basis.
const (
	BasisOverride   = "override"
	BasisExact      = "exact"
	BasisNormalized = "normalized"
	BasisWords      = "words"
)

// lowConfidence is the similarity of the nearest title under which a guessed
// match is not trusted: the title's words are mostly unknown or common.
const lowConfidence = 0.45

// minShare is the share the winner must hold of its evidence and that of the
// likeliest occupation of another major group: when other work is nearly as
// likely the reading is a guess. Chosen with lowConfidence on the development titles (see
// model_tune_test.go) to flag most misses while leaving most hits unflagged.
const minShare = 0.7

// Match reads a job title: a curated override, then a title O*NET lists (as
// written, then with abbreviations expanded and seniority words set aside),
// then the occupation the title's words point to (see titleModel). ok is
// false when no word is known.
func (s *Set) Match(title string) (Match, bool) {
	type result struct {
		m  Match
		ok bool
	}
	if r, ok := s.cache.Load(title); ok {
		return r.(result).m, r.(result).ok
	}
	m, ok := s.matchWhere(title, nil)
	if s.cached.Load() < maxCached {
		if _, loaded := s.cache.LoadOrStore(title, result{m, ok}); !loaded {
			s.cached.Add(1)
		}
	}
	return m, ok
}

// MatchIn is Match restricted to occupations of the given families, for a
// caller that knows the field from other evidence. Not cached: the families
// vary.
func (s *Set) MatchIn(title string, families ...Family) (Match, bool) {
	allow := map[Family]bool{}
	for _, f := range families {
		allow[f] = true
	}
	return s.matchWhere(title, func(i int) bool { return allow[s.occs[i].Family()] })
}

func (s *Set) matchWhere(title string, keep func(occ int) bool) (Match, bool) {
	reads := s.readings(title)
	if len(reads) == 0 {
		return Match{}, false
	}
	for _, r := range reads {
		if o := OverrideFor(strings.Join(r.words, " ")); o != nil {
			if i, ok := s.byCode[o.Codes[0].Code]; ok && (keep == nil || keep(i)) {
				m := s.result(i, strings.Join(r.words, " "), o.Codes[0].Confidence, BasisOverride, r)
				m.Override = o
				if levelRank[o.Level] > levelRank[m.Seniority] {
					m.Seniority = o.Level
				}
				return m, true
			}
		}
		if i, matched, ok := s.exactHit(r.words, keep); ok {
			score, basis := 1.0, BasisExact
			if r.normalized || text.Normalize(matched) != strings.Join(r.words, " ") {
				score, basis = 0.95, BasisNormalized
			}
			return s.result(i, matched, score, basis, r), true
		}
	}
	// The fullest reading with seniority set aside is the one to guess from.
	best, bestScore, bestShare, bestID, bestRead := -1, 0.0, 0.0, 0, reads[0]
	for _, r := range reads {
		if occ, score, share, id, ok := s.guess(r.words, keep); ok && score > bestScore {
			best, bestScore, bestShare, bestID, bestRead = occ, score, share, id, r
		}
	}
	if best < 0 {
		return Match{}, false
	}
	matched := s.occs[best].Title
	if bestID >= 0 {
		matched = s.ix.titles[bestID].title
	}
	m := s.result(best, matched, math.Min(0.9, math.Round(bestScore*100)/100), BasisWords, bestRead)
	m.Guessed = true
	m.LowConfidence = bestScore < lowConfidence || bestShare < minShare
	return m, true
}

func (s *Set) result(i int, matched string, score float64, basis string, r reading) Match {
	o := &s.occs[i]
	return Match{Code: o.Code, Title: o.Title, MatchedTitle: matched, Family: o.Family(), Score: score,
		Basis: basis, Seniority: r.level, SeniorityWords: r.strippedWords}
}

// exactHit looks words up among the known titles. A title several
// occupations list goes to the curated preference, then to the occupation
// whose incumbents report it, then to the larger occupation.
func (s *Set) exactHit(words []string, keep func(int) bool) (int, string, bool) {
	key := strings.Join(words, " ")
	hits := s.ix.exact[joinStems(titleStems(key))]
	best := -1
	prefer := s.lex.Prefer[key]
	if i, ok := s.byCode[prefer+".00"]; ok && prefer != "" && (keep == nil || keep(i)) {
		// A curated preference holds even where O*NET lists the title only
		// under another occupation ("Full Stack Engineer").
		return i, s.occs[i].Title, true
	}
	for _, h := range hits {
		if keep != nil && !keep(h.occ) {
			continue
		}
		if best < 0 || s.betterExact(h, hits[best], prefer) {
			best = indexOf(hits, h)
		}
	}
	if best < 0 {
		return 0, "", false
	}
	return hits[best].occ, hits[best].title, true
}

func indexOf(hits []exactHit, h exactHit) int {
	for i := range hits {
		if hits[i] == h {
			return i
		}
	}
	return -1
}

func (s *Set) betterExact(a, b exactHit, prefer string) bool {
	pa, pb := prefer != "" && strings.HasPrefix(s.occs[a.occ].Code, prefer), prefer != "" && strings.HasPrefix(s.occs[b.occ].Code, prefer)
	if pa != pb {
		return pa
	}
	if va, vb := s.exactWeight(a), s.exactWeight(b); va != vb {
		return va > vb
	}
	return a.occ < b.occ
}

// exactWeight ranks the occupations listing the same title: the
// occupation's own title counts four times, a reported title twice, and a larger occupation is likelier (square root, so a
// reported title of a small occupation can still win).
func (s *Set) exactWeight(h exactHit) float64 {
	w := math.Sqrt(math.Max(float64(s.occs[h.occ].Employment), 1000))
	switch {
	case h.own:
		w *= 4
	case h.reported:
		w *= 2
	}
	return w
}

func joinStems(st []string) string { return strings.Join(st, " ") }

// titleStems are the content words of a title with plurals folded.
func titleStems(s string) []string {
	var out []string
	for _, t := range text.Tokens(s) {
		if titleStopWords[t] {
			continue
		}
		out = append(out, singular(t))
	}
	return out
}

// titleStopWords join a title's words without naming work. General stop
// words are not all of them: "IT" and "All Other" are part of titles.
var titleStopWords = map[string]bool{
	"a": true, "an": true, "and": true, "at": true, "for": true, "in": true, "of": true,
	"on": true, "or": true, "the": true, "to": true, "with": true, "&": true,
}

// singular folds a title word's plural ("nurses", "secretaries") but keeps its
// derivation: an accountant is not accounting staff.
func singular(w string) string {
	switch {
	case len(w) < 4, strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s"):
		return w[:len(w)-1]
	}
	return w
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

// KnownTitle reports a title O*NET lists as written or with its plurals
// folded ("bus drivers", "Line Cook"), without reading it from its words: a
// quick check that a phrase names who is hired.
func (s *Set) KnownTitle(title string) bool {
	// joinStems(titleStems(...)) spelt into buffers on the stack: the
	// keyword engine asks this of every candidate of a posting.
	var toks [16]string
	var key [128]byte
	k, n := key[:0], 0
	for _, t := range text.AppendTokens(toks[:0], strings.ToLower(title)) {
		if titleStopWords[t] {
			continue
		}
		if n > 0 {
			k = append(k, ' ')
		}
		k = appendSingular(k, t)
		n++
	}
	if n == 0 {
		return false
	}
	return len(s.ix.exact[string(k)]) > 0
}

// appendSingular appends singular(w) to b.
func appendSingular(b []byte, w string) []byte {
	switch {
	case len(w) < 4, strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return append(b, w...)
	case strings.HasSuffix(w, "ies"):
		return append(append(b, w[:len(w)-3]...), 'y') // secretaries → secretary
	}
	return append(b, singular(w)...)
}
