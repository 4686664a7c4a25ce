package salary

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Match methods reported in TitleMatch.Method.
const (
	// MethodExact: the title, case and punctuation aside, is a known title.
	MethodExact = "exact"
	// MethodExactNormalized: a known title after expanding abbreviations (RN,
	// ML...) or removing seniority words (Senior, Staff, II...).
	MethodExactNormalized = "exact_normalized"
	// MethodFuzzy: the best token overlap with a known title, IDF-weighted and
	// nudged by employment.
	MethodFuzzy = "fuzzy"
)

// Matching thresholds; see doc.go for the formulas.
const (
	fuzzyMinCoverage = 0.5  // share of the query's weight a title must contain
	fuzzyMinSim      = 0.35 // weighted Dice similarity a title must reach
	// fuzzyHeadlessCoverage is the coverage a title lacking the query's head
	// noun needs.
	fuzzyHeadlessCoverage = 0.75
	fuzzyMaxConf          = 0.85 // a fuzzy match is never reported surer than this
	normalizedConf        = 0.95 // an exact match after normalisation
	maxAlternatives       = 4
	maxSuggestions        = 5
	ambiguousShare        = 0.6 // below this share of the evidence a match is ambiguous
	affinityCap           = 25
	preferBoost           = 4 // weight of a curated preference among equally valid codes
)

// OccupationRef names an OEWS occupation.
type OccupationRef struct {
	Code  string `json:"code"`
	Title string `json:"title"`
}

// Alternative is another occupation a title could mean.
type Alternative struct {
	Code         string  `json:"code"`
	Title        string  `json:"title"`
	Confidence   float64 `json:"confidence"`
	MatchedTitle string  `json:"matched_title"`
	// MedianSalary is this occupation's median at the same level, location and
	// pay period as the answer, so a caller can see what the other reading pays.
	MedianSalary float64 `json:"median_salary"`
}

// TitleMatch is how a free-text job title was mapped to an occupation.
type TitleMatch struct {
	Occupation OccupationRef `json:"occupation"`
	// Method is MethodExact, MethodExactNormalized or MethodFuzzy.
	Method string `json:"method"`
	// Confidence is 0–1: 1 for an unambiguous exact match, the occupation's share
	// of the evidence when several occupations use the title, and at most 0.85
	// for fuzzy matches.
	Confidence float64 `json:"confidence"`
	// MatchedTitle is the known title that matched, with its code and source.
	MatchedTitle       string `json:"matched_title"`
	MatchedTitleCode   string `json:"matched_title_code"`
	MatchedTitleSource string `json:"matched_title_source"`
	// NormalizedTitle is the query as compared: lowercased, abbreviations
	// expanded, seniority words removed when that was needed to match.
	NormalizedTitle string        `json:"normalized_title"`
	Ambiguous       bool          `json:"ambiguous"`
	Alternatives    []Alternative `json:"alternatives"`
	// SeniorityFromTitle is the experience level the title's own words imply
	// (Senior → senior, Staff/Principal/Lead → lead, Jr → entry), "" if none.
	SeniorityFromTitle string `json:"seniority_from_title,omitempty"`
	// SeniorityWords are the title's own words that implied the level.
	SeniorityWords []string `json:"seniority_words,omitempty"`
	// OverrideReason says why a curated override mapped the title.
	OverrideReason string `json:"override_reason,omitempty"`

	occ int32
}

// titleForm is one reading of the query tried against the exact index.
type titleForm struct {
	tokens     []string
	stripped   bool
	normalized bool
	// level is the experience level the seniority words imply: every removed
	// word for a stripped form, only the strong markers for a form as written.
	level        string
	fuzzyTokens  []string
	displayQuery string
}

// MatchTitle maps a free-text job title to an OEWS occupation: exact match on the
// known titles, then after normalisation, then a ranked fuzzy match. A title that
// matches nothing returns an apperr NotFound "unknown_job_title" error whose
// "suggestions" detail lists the closest known titles.
func (d *Dataset) MatchTitle(title string) (*TitleMatch, error) {
	if err := validateTitle(title); err != nil {
		return nil, err
	}
	tiers := d.titles.forms(title)
	if m := d.agree(d.ownMatch(tiers), title); m != nil {
		return d.withSeniorityWords(m, title), nil
	}
	return nil, apperr.NotFound("unknown_job_title",
		"no occupation matches job_title %q; try one of the suggested titles or a plainer wording (e.g. 'Software Developer', 'Registered Nurse')",
		strings.TrimSpace(title)).WithDetail("suggestions", d.suggest(tiers))
}

// ownMatch is the salary index's reading: override, exact, normalised, fuzzy.
func (d *Dataset) ownMatch(tiers [][]titleForm) *TitleMatch {
	if m := d.overrideMatch(tiers); m != nil {
		return m
	}
	for _, tier := range tiers {
		if m := d.exactMatch(tier); m != nil {
			return m
		}
	}
	return d.fuzzyMatch(tiers)
}

// withSeniorityWords records the title's own seniority words when they
// implied a level.
func (d *Dataset) withSeniorityWords(m *TitleMatch, title string) *TitleMatch {
	if m.SeniorityFromTitle != "" {
		m.SeniorityWords = d.seniorityWordsIn(title)
	}
	return m
}

// forms returns the query's readings grouped in tiers, most literal first:
// abbreviations expanded as written, raw as written, expanded without seniority
// words, raw without seniority words; then the same for the title's main part
// when it has a qualifier ("Software Engineer, Payments", "… - Backend (Remote)").
// The first tier with an exact hit wins.
func (ix *titleIndex) forms(title string) [][]titleForm {
	tiers := ix.formsOf(tokenizeTitle(title))
	if main := mainSegment(title); main != "" {
		tiers = append(tiers, ix.formsOf(tokenizeTitle(main))...)
	}
	return tiers
}

func (ix *titleIndex) formsOf(raw []string) [][]titleForm {
	if len(raw) == 0 {
		return nil
	}
	variants, expanded := ix.norm.expandVariants(raw)
	groups := [][][]string{{raw}}
	if expanded {
		groups = [][][]string{variants, {raw}}
	}
	var asWritten, withoutSeniority [][]titleForm
	for gi, group := range groups {
		normalized := expanded && gi == 0
		var tier, stripped []titleForm
		for _, tokens := range group {
			rest, level, strong := ix.norm.stripSeniority(tokens)
			f := titleForm{tokens: tokens, normalized: normalized, level: strong,
				fuzzyTokens: rest, displayQuery: strings.Join(tokens, " ")}
			if len(rest) == 0 {
				f.fuzzyTokens = tokens
			}
			tier = append(tier, f)
			if len(rest) > 0 && !slices.Equal(rest, tokens) {
				stripped = append(stripped, titleForm{tokens: rest, stripped: true, normalized: true,
					level: level, fuzzyTokens: rest, displayQuery: strings.Join(rest, " ")})
			}
		}
		asWritten = append(asWritten, tier)
		if len(stripped) > 0 {
			withoutSeniority = append(withoutSeniority, stripped)
		}
	}
	return append(asWritten, withoutSeniority...)
}

// qualifierSeparators end the main part of a posting-style title.
var qualifierSeparators = []string{",", "(", "[", "|", ":", " - ", " – ", " — "}

// mainSegment returns the title before its first qualifier separator, or "" when
// there is none.
func mainSegment(title string) string {
	cut := len(title)
	for _, sep := range qualifierSeparators {
		if i := strings.Index(title, sep); i > 0 && i < cut {
			cut = i
		}
	}
	if cut == len(title) {
		return ""
	}
	return strings.TrimSpace(title[:cut])
}

// candidate is one occupation an exact or fuzzy lookup found.
type candidate struct {
	occ   int32
	score float64
	entry int32 // best entry, for display
	sim   float64
}

func (d *Dataset) exactMatch(tier []titleForm) *TitleMatch {
	ix := d.titles
	byOcc := map[int32]*candidate{}
	var used *titleForm
	for i := range tier {
		f := &tier[i]
		hits := ix.exact[ix.norm.exactKey(f.tokens)]
		if len(hits) == 0 {
			continue
		}
		if used == nil {
			used = f
		}
		for _, e := range hits {
			ent := &ix.entries[e]
			c := byOcc[ent.occ]
			if c == nil {
				c = &candidate{occ: ent.occ, entry: e}
				byOcc[ent.occ] = c
			} else if betterEntry(ent, &ix.entries[c.entry]) {
				c.entry = e
			}
			c.score += float64(popcount(ent.sources))
		}
	}
	if used == nil {
		return nil
	}
	cands := make([]*candidate, 0, len(byOcc))
	qstems := ix.knownStems(used.fuzzyTokens)
	prefer := ix.norm.prefer[ix.norm.exactKey(used.tokens)]
	for _, c := range byOcc {
		aff := ix.affinity(qstems, c.occ)
		c.score = (c.score + float64(min(aff, affinityCap))) * math.Sqrt(float64(max(d.occupations[c.occ].emp, 1000)))
		if d.occupations[c.occ].code == prefer {
			c.score *= preferBoost
		}
		cands = append(cands, c)
	}
	method, base := MethodExact, 1.0
	if used.normalized || used.stripped {
		method, base = MethodExactNormalized, normalizedConf
	}
	m := d.rank(cands, base, method, used)
	m.SeniorityFromTitle = used.level
	return m
}

// betterEntry prefers titles from the more authoritative source, then shorter ones.
func betterEntry(a, b *titleEntry) bool {
	ra, rb := sourceRank(a.sources), sourceRank(b.sources)
	if ra != rb {
		return ra < rb
	}
	if len(a.text) != len(b.text) {
		return len(a.text) < len(b.text)
	}
	return a.text < b.text
}

func sourceRank(bits uint8) int {
	for i, s := range sourceNames {
		if bits&s.bit != 0 {
			return i
		}
	}
	return len(sourceNames)
}

// rank orders candidates by score and turns scores into shares of the evidence.
func (d *Dataset) rank(cands []*candidate, base float64, method string, f *titleForm) *TitleMatch {
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return d.occupations[cands[i].occ].code < d.occupations[cands[j].occ].code
	})
	total := 0.0
	for _, c := range cands {
		total += c.score
	}
	conf := func(c *candidate) float64 {
		v := base * c.score / total
		if method == MethodFuzzy {
			v = fuzzyMaxConf * c.sim * c.score / total
		}
		return math.Round(v*100) / 100
	}
	best := cands[0]
	bestEntry := &d.titles.entries[best.entry]
	m := &TitleMatch{
		Occupation:         d.occupations[best.occ].ref(),
		Method:             method,
		Confidence:         conf(best),
		MatchedTitle:       bestEntry.text,
		MatchedTitleCode:   bestEntry.code,
		MatchedTitleSource: sourceName(bestEntry.sources),
		NormalizedTitle:    f.displayQuery,
		Ambiguous:          best.score/total < ambiguousShare,
		Alternatives:       []Alternative{},
		occ:                best.occ,
	}
	for _, c := range cands[1:] {
		if len(m.Alternatives) == maxAlternatives || c.score/total < 0.05 {
			break
		}
		o := d.occupations[c.occ]
		m.Alternatives = append(m.Alternatives, Alternative{Code: o.code, Title: o.title, Confidence: conf(c),
			MatchedTitle: d.titles.entries[c.entry].text})
	}
	return m
}

// knownStems returns the IDs of the content stems of tokens that the index knows.
func (ix *titleIndex) knownStems(tokens []string) []int32 {
	var out []int32
	for _, s := range ix.norm.contentStems(tokens) {
		if id, ok := ix.stemID[s]; ok {
			out = append(out, id)
		}
	}
	return out
}

// affinity counts the titles of occupation occ that contain every query stem: how
// typical the phrase is of the occupation ("Machine Learning ..." titles are
// mostly data scientists).
func (ix *titleIndex) affinity(q []int32, occ int32) int {
	if len(q) == 0 {
		return 0
	}
	rarest := q[0]
	for _, id := range q[1:] {
		if len(ix.postings[id]) < len(ix.postings[rarest]) {
			rarest = id
		}
	}
	n := 0
	for _, e := range ix.postings[rarest] {
		ent := &ix.entries[e]
		if ent.occ == occ && containsAll(ent.stems, q) {
			n++
		}
	}
	return n
}

func containsAll(sorted []int32, q []int32) bool {
	for _, id := range q {
		i := sort.Search(len(sorted), func(k int) bool { return sorted[k] >= id })
		if i == len(sorted) || sorted[i] != id {
			return false
		}
	}
	return true
}
