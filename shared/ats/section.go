package ats

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// sectionKind classifies a part of a job description.
type sectionKind int

const (
	kindGeneral sectionKind = iota
	kindRequired
	kindPreferred
	kindDuties
	kindCompany
	kindBoilerplate
)

// sectionWeight is how much a keyword found in a section counts (see doc.go).
var sectionWeight = [...]float64{
	kindGeneral:     0.75,
	kindRequired:    1.0,
	kindPreferred:   0.5,
	kindDuties:      0.75,
	kindCompany:     0.25,
	kindBoilerplate: 0,
}

// cueSet says what a cue is for.
type cueSet uint8

const (
	setHeading cueSet = iota
	setInlinePreferred
	setInlineRequired
	setIgnore // boilerplate lines, skipped wherever they stand
)

// cue is a heading or marker phrase as lowercased tokens.
type cue struct {
	toks []string
	kind sectionKind
	set  cueSet
}

// cues holds the compiled sections.json in one index by first word, so a line
// is checked against every list in one pass.
type cues struct {
	byWord map[string][]cue // longest first
}

func loadCues() (*cues, error) {
	raw, err := dataFS.ReadFile("data/sections.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read sections: %w", err)
	}
	var f map[string]any
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse sections.json: %w", err)
	}
	lists := map[string][]string{}
	for k, v := range f {
		arr, ok := v.([]any)
		if !ok {
			continue
		}
		for _, item := range arr {
			s, ok := item.(string)
			if !ok {
				return nil, fmt.Errorf("ats: sections.json: %s holds a non-string", k)
			}
			lists[k] = append(lists[k], s)
		}
	}
	c := &cues{byWord: map[string][]cue{}}
	for _, l := range []struct {
		name string
		kind sectionKind
		set  cueSet
	}{
		{"required", kindRequired, setHeading}, {"preferred", kindPreferred, setHeading},
		{"duties", kindDuties, setHeading}, {"company", kindCompany, setHeading},
		{"boilerplate", kindBoilerplate, setHeading}, {"inline_preferred", kindPreferred, setInlinePreferred},
		{"inline_required", kindRequired, setInlineRequired}, {"ignore_lines", kindBoilerplate, setIgnore},
	} {
		if len(lists[l.name]) == 0 {
			return nil, fmt.Errorf("ats: sections.json: %q is missing or empty", l.name)
		}
		for _, p := range lists[l.name] {
			if toks := text.Tokens(p); len(toks) > 0 {
				c.byWord[toks[0]] = append(c.byWord[toks[0]], cue{toks: toks, kind: l.kind, set: l.set})
			}
		}
	}
	for k, cs := range c.byWord {
		// Longest first, ties by list then kind, so results never depend on map order.
		slices.SortStableFunc(cs, func(a, b cue) int {
			if d := len(b.toks) - len(a.toks); d != 0 {
				return d
			}
			if d := int(a.set) - int(b.set); d != 0 {
				return d
			}
			return int(a.kind) - int(b.kind)
		})
		c.byWord[k] = cs
	}
	return c, nil
}

// maxHeadingTokens bounds what may be a heading; longer lines are prose.
const maxHeadingTokens = 8

// heading reports whether a line is a section heading and of which kind. A line
// that is exactly a cue is a heading; so is a short line holding a multi-word cue
// that does not end like a sentence ("SKILLS YOU'LL NEED TO BRING:").
func (c *cues) heading(line string, toks []token) (sectionKind, bool) {
	if len(toks) == 0 || len(toks) > maxHeadingTokens {
		return 0, false
	}
	trimmed := strings.TrimSpace(line)
	sentence := strings.HasSuffix(trimmed, ".") || strings.HasSuffix(trimmed, "!")
	best, bestLen := sectionKind(0), 0
	for i := range toks {
		for _, cu := range c.byWord[toks[i].text] {
			n := len(cu.toks)
			if cu.set != setHeading || n <= bestLen || i+n > len(toks) || !tokensEqual(cu.toks, toks[i:i+n]) {
				continue
			}
			exact := n == len(toks)
			if exact || (n >= 2 && !sentence) {
				best, bestLen = cu.kind, n
			}
		}
	}
	if bestLen == 0 && !sentence && len(toks) <= 4 {
		if toks[0].text == "why" && strings.HasSuffix(trimmed, "?") {
			// "Why Ridgeway?", "Why work here?": the employer's pitch, as
			// "why join us" is.
			return kindCompany, true
		}
		if k, ok := c.compound(toks); ok {
			return k, true
		}
		if strings.HasSuffix(strings.TrimRight(trimmed, " -–"), ":") {
			// A labelled field of a board's page names its section by
			// one cue ("Job benefits:", "Company description:").
			for _, t := range toks {
				if k, ok := c.single(t.text); ok {
					return k, true
				}
			}
		}
	}
	return best, bestLen > 0
}

// compound reads a heading made of one-word cues joined by "and" or "&"
// ("Pay and perks", "Perks & benefits"): the kind of its first cue, when
// every other word is a cue too.
func (c *cues) compound(toks []token) (sectionKind, bool) {
	kind, found := sectionKind(0), false
	for _, t := range toks {
		if t.text == "and" {
			continue
		}
		k, ok := c.single(t.text)
		if !ok {
			return 0, false
		}
		if !found {
			kind, found = k, true
		}
	}
	return kind, found
}

// capsHeading reads a short line written in capitals as a heading ("YOUR
// RESPONSIBILITIES", "THE STACK", "PACKAGE"): a stop word or a word of six
// or more letters tells it from a line of acronyms ("AWS GCP"). It opens the
// section of a cue it holds, else an unnamed one.
func (c *cues) capsHeading(toks []token) (sectionKind, bool) {
	if len(toks) > maxCapsHeading {
		return 0, false
	}
	wordy := false
	for _, t := range toks {
		if !isUpperWord(t.raw) || !isLetters(t.text) {
			return 0, false
		}
		wordy = wordy || text.IsStopWord(t.text) || len(t.text) >= 6
	}
	if !wordy {
		return 0, false
	}
	kind := kindGeneral
	for _, t := range toks {
		if k, ok := c.single(t.text); ok {
			kind = k
			break
		}
	}
	return kind, true
}

const maxCapsHeading = 5

// single returns the section a one-word heading cue opens.
func (c *cues) single(w string) (sectionKind, bool) {
	for _, cu := range c.byWord[w] {
		if cu.set == setHeading && len(cu.toks) == 1 {
			return cu.kind, true
		}
	}
	return 0, false
}

// markers reports which inline cue sets occur in toks.
func (c *cues) markers(toks []token) (found [setIgnore + 1]bool) {
	for i := range toks {
		for _, cu := range c.byWord[toks[i].text] {
			if cu.set != setHeading && !found[cu.set] && i+len(cu.toks) <= len(toks) && tokensEqual(cu.toks, toks[i:i+len(cu.toks)]) {
				found[cu.set] = true
			}
		}
	}
	return found
}

func tokensEqual(words []string, toks []token) bool {
	for j, w := range words {
		if toks[j].text != w {
			return false
		}
	}
	return true
}

// lineWeight is the weight of a line of a section: boilerplate lines weigh
// nothing, and inline markers move a line of
// a required section to preferred ("... is a plus") and a line elsewhere to
// required ("must have ..."); a line with both keeps its section's weight.
//
// A boilerplate cue silences prose and lines outside the duties and
// requirements, but not a listed duty: "Administer FMLA leave, workers'
// compensation claims and ADA accommodations" is an HR generalist's work.
func (c *cues) lineWeight(kind sectionKind, toks []token, listed bool) float64 {
	w := sectionWeight[kind]
	if w == 0 {
		return 0
	}
	m := c.markers(toks)
	pref, req := m[setInlinePreferred], m[setInlineRequired]
	asked := listed && (kind == kindRequired || kind == kindPreferred || kind == kindDuties)
	switch {
	case m[setIgnore] && !asked:
		return 0
	case kind == kindCompany:
		return w
	case pref && !req:
		return sectionWeight[kindPreferred]
	case req && !pref && kind != kindPreferred:
		return sectionWeight[kindRequired]
	}
	return w
}
