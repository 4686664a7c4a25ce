package jobindex

import (
	"regexp"
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/geo"
)

// ParseLocation reads a board's location string with the default gazetteer.
// It never fails: what it cannot place is kept in Unresolved. Readings are
// cached: boards repeat a few thousand strings ("Remote", "New York, NY")
// across every posting, and a bulk load spent a fifth of its Go time
// re-reading them.
func ParseLocation(raw string) Location {
	parsed.mu.RLock()
	loc, ok := parsed.m[raw]
	parsed.mu.RUnlock()
	if !ok {
		loc = parseWith(geo.Default(), raw)
		parsed.mu.Lock()
		if len(parsed.m) >= parsedMax {
			clear(parsed.m) // a new set of strings: start again
		}
		parsed.m[raw] = loc
		parsed.mu.Unlock()
	}
	return loc.clone()
}

// parsed caches ParseLocation; parsedMax bounds it.
var parsed = struct {
	mu sync.RWMutex
	m  map[string]Location
}{m: map[string]Location{}}

const parsedMax = 8192

// countOnlyRe is a count placeholder an ATS widget prints instead of places:
// "3 locations", "Multiple Locations".
var countOnlyRe = regexp.MustCompile(`(?i)^(\d+|multiple|several|various)\s+(locations?|offices|sites)$`)

func parseWith(g *geo.Gazetteer, raw string) Location {
	raw = strings.Join(strings.Fields(raw), " ")
	var loc Location
	if raw == "" || countOnlyRe.MatchString(raw) {
		return loc
	}
	for _, seg := range splitSegments(raw) {
		loc.merge(parseSegment(g, seg))
	}
	return loc
}

// splitSegments splits a multi-location string on |, ;, •, " / " and " or "
// outside parentheses: "Toronto, ON / Remote (Canada)".
func splitSegments(s string) []string {
	var out []string
	depth, start := 0, 0
	flush := func(end int) {
		if p := strings.TrimSpace(s[start:end]); p != "" {
			out = append(out, p)
		}
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(' || c == '[':
			depth++
		case (c == ')' || c == ']') && depth > 0:
			depth--
		case depth > 0:
		case c == '|' || c == ';':
			flush(i)
			start = i + 1
		case strings.HasPrefix(s[i:], "•"):
			flush(i)
			start = i + len("•")
		case strings.HasPrefix(s[i:], " / ") || strings.HasPrefix(s[i:], " or "):
			flush(i)
			start = i + 3
		}
	}
	flush(len(s))
	return out
}

// segment is one location of a multi-location string, with its parenthesised
// notes apart: "Phoenix, AZ (Field-based: Mesa, Tempe)".
type segment struct {
	g         *geo.Gazetteer
	remote    bool
	workplace string
	// parts are the comma and dash parts of the text outside parentheses, with
	// workplace words taken out.
	parts []string
	notes []string
}

var (
	parenRe = regexp.MustCompile(`[(\[]([^)\]]*)[)\]]`)
	// dashRe separates "Remote - EMEA", "Remote — UK only", "Hybrid – Berlin".
	dashRe = regexp.MustCompile(`\s+[-–—]\s+|\s*[–—]\s*`)
	// postcodeRe is a postal code or street number: "2000", "10115", "SW1A 1AA" is
	// left to the gazetteer (it fails and is ignored).
	postcodeRe = regexp.MustCompile(`\b\d{3,6}\b`)
)

func parseSegment(g *geo.Gazetteer, s string) Location {
	seg := &segment{g: g}
	for _, m := range parenRe.FindAllStringSubmatch(s, -1) {
		seg.notes = append(seg.notes, m[1])
	}
	s = parenRe.ReplaceAllString(s, ",")
	s = postcodeRe.ReplaceAllString(s, "")
	s = dashRe.ReplaceAllString(s, ",")
	for _, raw := range strings.Split(s, ",") {
		if p := seg.takeWorkplace(strings.TrimSpace(raw)); p != "" && !isTimezone(p) {
			seg.parts = append(seg.parts, p)
		}
	}
	var listed []string // places a note lists: "Field-based: Mesa, Tempe"
	seg.parts, listed = splitLists(g, seg.parts)
	for _, n := range seg.notes {
		if isTimezone(n) {
			continue
		}
		n = noteLeadRe.ReplaceAllString(strings.TrimSpace(n), "")
		for _, raw := range listSplitRe.Split(n, -1) {
			if p := seg.takeWorkplace(strings.TrimSpace(raw)); p != "" && !isTimezone(p) {
				listed = append(listed, p)
			}
		}
	}
	return seg.resolve(listed)
}

// noteLeadRe is the lead-in of a note that lists places.
var noteLeadRe = regexp.MustCompile(`(?i)^(field[- ]based|based|must (reside|live|be based|be located) in|` +
	`open to candidates in|candidates in|residents of|located in|within|in|offices? in|travel to|also)\s*:?\s*`)

// listSplitRe separates the items of a list: "CA, OR, or WA", "US & Canada".
var listSplitRe = regexp.MustCompile(`\s*(?:,\s*(?:or|and)\s+|,|\s+(?:or|and)\s+|\s*[&+/]\s*)\s*`)

// timezoneRe is a time-zone note: "CET ±2", "UTC-6", "EST timezone", "PST".
var timezoneRe = regexp.MustCompile(`(?i)^(?:.*\b(?:utc|gmt|cet|cest|eet|wet|est|edt|pst|pdt|cst|cdt|mst|mdt|bst|ist|aest|time ?zones?|hours overlap)\b.*|.*[±].*)$`)

func isTimezone(s string) bool { return timezoneRe.MatchString(strings.TrimSpace(s)) }

// splitLists takes out of parts the lists of places written in one part
// ("Poland and UK", "US & Canada"): a part no gazetteer entry knows whole
// whose items are each a known place. "Trinidad and Tobago" stays whole.
func splitLists(g *geo.Gazetteer, parts []string) (kept, listed []string) {
	for _, p := range parts {
		items := listSplitRe.Split(p, -1)
		if len(items) < 2 || knownWhole(g, p) || knownWhole(g, stripNoise(p)) {
			kept = append(kept, p)
			continue
		}
		all := true
		for _, it := range items {
			if it = strings.TrimSpace(it); it == "" || !(knownWhole(g, it) || knownWhole(g, stripNoise(it))) {
				all = false
				break
			}
		}
		if !all {
			kept = append(kept, p)
			continue
		}
		for _, it := range items {
			listed = append(listed, strings.TrimSpace(it))
		}
	}
	return kept, listed
}
