package salary

import (
	"math"

	onet "github.com/careerkit/careerkit/shared/occupation"
)

// MethodSharedMatch: the occupation the shared title matcher
// (shared/occupation) read, which optimize-profile and cover letters use too;
// the salary index's own reading, when different, is the first alternative.
const MethodSharedMatch = "shared_match"

// agree makes the answer the shared matcher's occupation whenever that
// matcher is confident, so salary-research and optimize-profile never read
// one title as two occupations. m is the salary index's reading (nil when it
// found none); the result is m when both agree or the shared matcher is
// unsure.
func (d *Dataset) agree(m *TitleMatch, title string) *TitleMatch {
	if d.occ == nil {
		return m
	}
	u, ok := d.occ.Match(title)
	if !ok || u.LowConfidence {
		return m
	}
	oi, ok := d.oewsOf(u.Code)
	if !ok || (m != nil && m.occ == int32(oi)) {
		return m
	}
	occ := &d.occupations[oi]
	if m != nil {
		// The shared reading among the index's alternatives: swap them, so
		// the evidence shares (and an ambiguity) stay as measured.
		for k, a := range m.Alternatives {
			if a.Code != occ.code {
				continue
			}
			out := *m
			out.Alternatives = append([]Alternative{}, m.Alternatives...)
			out.Alternatives[k] = Alternative{Code: m.Occupation.Code, Title: m.Occupation.Title,
				Confidence: a.Confidence, MatchedTitle: m.MatchedTitle}
			out.Occupation, out.occ = occ.ref(), int32(oi)
			out.Confidence = math.Max(m.Confidence, a.Confidence)
			out.MatchedTitle, out.MatchedTitleCode, out.MatchedTitleSource = a.MatchedTitle, u.Code, "onet_title"
			out.Method = MethodSharedMatch
			return &out
		}
	}
	out := &TitleMatch{
		Occupation:         occ.ref(),
		Method:             MethodSharedMatch,
		Confidence:         math.Round(u.Score*100) / 100,
		MatchedTitle:       u.MatchedTitle,
		MatchedTitleCode:   u.Code,
		MatchedTitleSource: "onet_title",
		NormalizedTitle:    title,
		Alternatives:       []Alternative{},
		SeniorityFromTitle: u.Seniority,
		occ:                int32(oi),
	}
	if u.Basis == onet.BasisOverride {
		out.Method, out.MatchedTitleSource = MethodOverride, "careerkit_override"
		out.OverrideReason = u.Override.Reason
	}
	if m == nil {
		return out
	}
	out.NormalizedTitle, out.SeniorityFromTitle, out.SeniorityWords = m.NormalizedTitle, m.SeniorityFromTitle, m.SeniorityWords
	if m.Ambiguous {
		out.Confidence = m.Confidence
	}
	out.Alternatives = append(out.Alternatives, Alternative{Code: m.Occupation.Code, Title: m.Occupation.Title,
		Confidence: math.Min(m.Confidence, out.Confidence), MatchedTitle: m.MatchedTitle})
	for _, a := range m.Alternatives {
		if a.Code != occ.code && len(out.Alternatives) < maxAlternatives {
			a.Confidence = math.Min(a.Confidence, out.Confidence)
			out.Alternatives = append(out.Alternatives, a)
		}
	}
	out.Ambiguous = out.Confidence < ambiguousShare
	return out
}

// oewsOf returns the OEWS occupation an O*NET-SOC code is published under:
// the detailed code, else its broad group ("15-1299" for Computer Systems
// Engineers/Architects).
func (d *Dataset) oewsOf(onet string) (int, bool) {
	if i, ok := d.onetOEWS[onet]; ok {
		return i, true
	}
	if len(onet) < 7 {
		return 0, false
	}
	if i, ok := d.occIdx[onet[:7]]; ok {
		return i, true
	}
	i, ok := d.occIdx[onet[:6]+"0"]
	return i, ok
}
