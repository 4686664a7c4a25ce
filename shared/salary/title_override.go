package salary

import (
	"strings"
	"unicode"

	onet "github.com/careerkit/careerkit/shared/occupation"
)

// MethodOverride: a curated mapping for a common modern title that the O*NET
// and SOC title files place oddly or not at all (TitleMatch.OverrideReason).
const MethodOverride = "curated_override"

// titleOverride maps titles (lowercase words, seniority words removed) to an
// occupation and its alternatives, with the reason a person can check.
type titleOverride struct {
	titles []string
	// codes are the occupations with their confidence, most likely first.
	codes  []weightedCode
	reason string
	// level is the experience level the title itself names (Staff, Principal).
	level string
}

type weightedCode struct {
	code       string
	confidence float64
}

// titleOverrides are the shared matcher's curated readings
// (onet.Overrides) in OEWS codes: one table, so salary-research and
// optimize-profile read these titles alike.
var titleOverrides = func() []titleOverride {
	out := make([]titleOverride, 0, len(onet.Overrides))
	for _, o := range onet.Overrides {
		t := titleOverride{titles: o.Titles, reason: o.Reason, level: o.Level}
		for _, c := range o.Codes {
			t.codes = append(t.codes, weightedCode{c.Code[:7], c.Confidence})
		}
		out = append(out, t)
	}
	return out
}()

// overrideIndex finds a title's override by its words.
type overrideIndex map[string]*titleOverride

func newOverrideIndex() overrideIndex {
	ix := overrideIndex{}
	for i := range titleOverrides {
		for _, t := range titleOverrides[i].titles {
			ix[t] = &titleOverrides[i]
		}
	}
	return ix
}

var overrides = newOverrideIndex()

// overrideMatch applies a curated override to the first reading of the title
// (as written, then without seniority words) that has one.
func (d *Dataset) overrideMatch(tiers [][]titleForm) *TitleMatch {
	for _, tier := range tiers {
		if len(tier) > 1 {
			continue // an abbreviation with several expansions (PM): let the evidence decide
		}
		for _, f := range tier {
			key := strings.Join(f.tokens, " ")
			o := overrides[key]
			if o == nil {
				continue
			}
			first, ok := d.occIdx[o.codes[0].code]
			if !ok {
				continue
			}
			occ := &d.occupations[first]
			m := &TitleMatch{Occupation: occ.ref(), Method: MethodOverride, Confidence: o.codes[0].confidence,
				MatchedTitle: key, MatchedTitleCode: occ.code, MatchedTitleSource: "careerkit_override",
				NormalizedTitle: f.displayQuery, Ambiguous: o.codes[0].confidence < ambiguousShare,
				SeniorityFromTitle: higherLevel(f.level, o.level), OverrideReason: o.reason, occ: int32(first), Alternatives: []Alternative{}}
			for _, c := range o.codes[1:] {
				if ai, ok := d.occIdx[c.code]; ok {
					a := &d.occupations[ai]
					m.Alternatives = append(m.Alternatives, Alternative{Code: a.code, Title: a.title, Confidence: c.confidence, MatchedTitle: key})
				}
			}
			return m
		}
	}
	return nil
}

// seniorityWordsIn returns the words of title, as written, that marked its
// seniority (directly, or through an abbreviation such as "VP"), so
// explanations quote the caller's own words.
func (d *Dataset) seniorityWordsIn(title string) []string {
	n := d.titles.norm
	words := strings.FieldsFunc(title, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	lower := lowerAll(words)
	var out []string
	for i := 0; i < len(words); i++ {
		if r, ok := n.matchSeniority(lower, i); ok {
			out = append(out, strings.Join(words[i:i+len(r.from)], " "))
			i += len(r.from) - 1
			continue
		}
		for _, rule := range n.expand[lower[i]] {
			if !hasPrefixAt(lower, i, rule.from) {
				continue
			}
			if senior := slicesAnySeniority(n, rule.to); senior {
				out = append(out, strings.Join(words[i:i+len(rule.from)], " "))
				i += len(rule.from) - 1
				break
			}
		}
	}
	return out
}

// slicesAnySeniority reports whether an expansion starts with a seniority rule.
func slicesAnySeniority(n *normalizer, expansions [][]string) bool {
	for _, to := range expansions {
		if len(to) > 0 {
			if _, ok := n.matchSeniority(to, 0); ok {
				return true
			}
		}
	}
	return false
}

func lowerAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToLower(w)
	}
	return out
}
