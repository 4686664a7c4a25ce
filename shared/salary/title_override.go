package salary

import (
	"strings"
	"unicode"
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

// titleOverrides are the curated readings of modern titles. Each says why:
// the SOC has no occupation for the title, or the title files spread it over
// occupations a person would not pick. Shares are judgement, documented here,
// and always leave room for the alternatives shown beside the answer.
var titleOverrides = []titleOverride{
	{[]string{"product manager", "product owner", "product lead"},
		[]weightedCode{{"11-2021", 0.55}, {"11-3021", 0.30}, {"11-9199", 0.15}},
		"the SOC has no product-management occupation; BLS codes product managers by function: market-facing ones as Marketing Managers (11-2021), technology ones as Computer and Information Systems Managers (11-3021), the rest as Managers, All Other", ""},
	{[]string{"technical product manager", "technical program manager", "software product manager"},
		[]weightedCode{{"11-3021", 0.60}, {"11-2021", 0.40}},
		"technical product and program managers run technology products, which BLS codes as Computer and Information Systems Managers (11-3021); market-facing product roles are Marketing Managers (11-2021)", ""},
	{[]string{"staff engineer", "principal engineer", "staff software engineer", "principal software engineer", "distinguished engineer"},
		[]weightedCode{{"15-1252", 0.75}, {"17-2199", 0.25}},
		"in job postings Staff and Principal are the senior individual-contributor ranks of software engineering: Software Developers at the lead level (p67–p90), not a management occupation; other engineering disciplines (Engineers, All Other) are the alternative, and naming the discipline pins it down",
		LevelLead},
	{[]string{"site reliability engineer", "sre", "reliability engineer"},
		[]weightedCode{{"15-1252", 0.60}, {"15-1244", 0.40}},
		"site reliability engineers write software to run production systems: BLS codes them as Software Developers (15-1252) or, for operations-heavy roles, Network and Computer Systems Administrators (15-1244)", ""},
	{[]string{"devops engineer", "platform engineer", "infrastructure engineer", "cloud engineer"},
		[]weightedCode{{"15-1252", 0.55}, {"15-1244", 0.45}},
		"DevOps, platform and cloud engineers split between building software (Software Developers, 15-1252) and running systems (Network and Computer Systems Administrators, 15-1244)", ""},
	{[]string{"data engineer", "analytics engineer", "big data engineer"},
		[]weightedCode{{"15-1243", 0.50}, {"15-1252", 0.35}, {"15-2051", 0.15}},
		"the SOC has no data-engineering occupation; O*NET files data engineers under Database Architects (15-1243), and many are paid as Software Developers (15-1252)", ""},
	{[]string{"machine learning engineer", "ml engineer", "ai engineer", "applied scientist"},
		[]weightedCode{{"15-2051", 0.45}, {"15-1252", 0.35}, {"15-1221", 0.20}},
		"machine-learning engineers are coded as Data Scientists (15-2051) by O*NET, while many postings pay them as Software Developers (15-1252) or Computer and Information Research Scientists (15-1221)", ""},
	{[]string{"solutions architect", "solution architect", "cloud architect", "enterprise architect"},
		[]weightedCode{{"15-1299", 0.50}, {"41-9031", 0.30}, {"15-1211", 0.20}},
		"O*NET's Computer Systems Engineers/Architects are published by OEWS as Computer Occupations, All Other (15-1299); pre-sales solutions architects are Sales Engineers (41-9031)", ""},
	{[]string{"customer success manager", "customer success lead", "client success manager", "account manager"},
		[]weightedCode{{"41-3091", 0.50}, {"11-2022", 0.30}, {"43-1011", 0.20}},
		"customer success and account managers keep and grow existing customers' business, which BLS codes with Sales Representatives of Services (41-3091), or Sales Managers (11-2022) when they lead a team; the title files' office-supervisor reading (43-1011) is the least likely", ""},
	{[]string{"recruiter", "technical recruiter", "talent acquisition specialist", "talent acquisition partner", "sourcer"},
		[]weightedCode{{"13-1071", 0.90}, {"11-3121", 0.10}},
		"recruiters are Human Resources Specialists (13-1071); heads of talent acquisition are Human Resources Managers (11-3121)", ""},
	{[]string{"ux designer", "user experience designer", "product designer", "ui designer", "ux ui designer", "interaction designer"},
		[]weightedCode{{"15-1255", 0.70}, {"27-1021", 0.30}},
		"UX and digital product designers are Web and Digital Interface Designers (15-1255) since SOC 2018; 'product designer' also names industrial design of physical products (27-1021)", ""},
	{[]string{"engineering manager", "software engineering manager", "head of engineering", "director of engineering"},
		[]weightedCode{{"11-3021", 0.60}, {"11-9041", 0.40}},
		"most engineering managers in job postings lead software teams, which BLS codes as Computer and Information Systems Managers (11-3021); managers of architectural and physical engineering are 11-9041", ""},
}

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
