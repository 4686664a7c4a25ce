package salary

import (
	"fmt"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Location resolutions reported in LocationInfo.Resolution.
const (
	LocationNational = "national"
	LocationRemote   = "remote"
	LocationArea     = "area"
	LocationState    = "state"
)

// resolvedLocation is where the caller asked about, before any occupation-specific
// adjustment is chosen.
type resolvedLocation struct {
	input string
	kind  string
	area  int32 // -1 unless kind is LocationArea
	state *usState
	notes []string
}

// workModeWords describe how a job is done, not where; they are dropped from
// locations ("Austin, TX (Hybrid)"), and the remote ones make a location remote.
var workModeWords = map[string]bool{"remote": true, "hybrid": true, "onsite": true, "wfh": true, "fully": true, "anywhere": true}

var workModePhrases = []string{"work from home", "on site", "in office", "in person"}

func (g *geoIndex) resolve(input string) (*resolvedLocation, error) {
	loc := &resolvedLocation{input: strings.TrimSpace(input), kind: LocationNational, area: -1}
	parts, remote := g.locationParts(loc.input)
	for len(parts) > 0 && g.isNational(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	switch {
	case len(parts) == 0 && remote:
		loc.kind = LocationRemote
		return loc, nil
	case len(parts) == 0:
		return loc, nil
	}
	var err error
	if len(parts) == 1 {
		err = g.resolveSingle(loc, parts[0])
	} else {
		err = g.resolveQualified(loc, parts[0], parts[len(parts)-1])
	}
	if err != nil {
		return nil, err
	}
	if remote {
		loc.notes = append(loc.notes, "the location says remote; figures are for the place named, which remote pay may not follow")
	}
	return loc, nil
}

// locationParts splits a location at commas and brackets, drops work-mode words
// and returns the place keys left and whether the location said remote.
func (g *geoIndex) locationParts(s string) ([]string, bool) {
	remote := false
	raw := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;|()[]/–—", r) })
	var parts []string
	for _, p := range raw {
		p = strings.TrimSpace(p)
		if p == "-" {
			continue
		}
		key := " " + placeKey(p) + " "
		for _, ph := range workModePhrases {
			if strings.Contains(key, " "+ph+" ") {
				key = strings.ReplaceAll(key, " "+ph+" ", " ")
				remote = remote || ph == "work from home"
			}
		}
		words := strings.Fields(key)
		kept := words[:0]
		for _, w := range words {
			if workModeWords[w] {
				remote = remote || w == "remote" || w == "wfh" || w == "anywhere"
				continue
			}
			kept = append(kept, w)
		}
		if len(kept) > 0 {
			parts = append(parts, strings.Join(kept, " "))
		}
	}
	return parts, remote
}

func (g *geoIndex) isNational(key string) bool {
	a, ok := g.aliases[key]
	return ok && a.Kind == "national"
}

func (g *geoIndex) resolveSingle(loc *resolvedLocation, p string) error {
	if a, ok := g.aliases[p]; ok {
		switch a.Kind {
		case "remote":
			loc.kind = LocationRemote
			return nil
		case "area":
			if ai, ok := g.areaByCode[a.Target]; ok {
				g.setArea(loc, ai, g.areas[ai].states[0])
				return nil
			}
		}
	}
	if st := g.states[p]; st != nil {
		// A state named like its own principal city ("New York") means the
		// metro, where people and jobs are; an abbreviation ("NY") or "New York
		// State" means the state.
		var inState []placeRef
		for _, r := range g.cities[p] {
			if r.state == st.abbr {
				inState = append(inState, r)
			}
		}
		if len(p) > 2 && len(inState) > 0 {
			if err := g.pick(loc, inState); err == nil {
				loc.notes = append(loc.notes, fmt.Sprintf("%q read as the %s metro area; for the whole state send %q or %q",
					loc.input, g.areas[loc.area].name, st.name+" State", strings.ToUpper(st.abbr)))
				return nil
			}
		}
		loc.kind, loc.state = LocationState, st
		if refs := g.cities[p]; len(refs) > 0 {
			loc.notes = append(loc.notes, fmt.Sprintf("%q read as the state of %s; for the city send it with its state (e.g. %q)",
				loc.input, st.name, refs[0].display+", "+refs[0].state))
		}
		return nil
	}
	if name, ok := strings.CutSuffix(p, " state"); ok {
		if st := g.states[name]; st != nil {
			loc.kind, loc.state = LocationState, st
			return nil
		}
	}
	if place, st, ok := g.splitTrailingState(p); ok {
		return g.resolveInState(loc, place, st, p)
	}
	f, foreign := g.foreign[p]
	if foreign && f.Kind != "city" {
		return nonUSError(loc.input, f.Country)
	}
	if refs := g.cities[p]; len(refs) > 0 {
		if foreign {
			return ambiguousError(loc.input, append(g.candidates(refs),
				fmt.Sprintf("%s in country %s (outside the US, not covered)", loc.input, f.Country)))
		}
		return g.pick(loc, refs)
	}
	if foreign {
		return nonUSError(loc.input, f.Country)
	}
	if refs := g.counties[p]; len(refs) > 0 {
		return g.pick(loc, refs)
	}
	return unknownLocationError(loc.input)
}

// resolveQualified handles "place, qualifier": a US state, a country, or
// something else we then ignore if the place alone is clear.
func (g *geoIndex) resolveQualified(loc *resolvedLocation, place, qualifier string) error {
	if st := g.states[qualifier]; st != nil {
		return g.resolveInState(loc, place, st, qualifier)
	}
	if f, ok := g.foreign[qualifier]; ok {
		return nonUSError(loc.input, f.Country)
	}
	if err := g.resolveSingle(loc, place); err == nil {
		loc.notes = append(loc.notes, fmt.Sprintf("ignored %q, which is neither a US state nor a country", qualifier))
		return nil
	}
	return unknownLocationError(loc.input)
}

// splitTrailingState reads "Austin TX" or "Portland Maine" without a comma.
func (g *geoIndex) splitTrailingState(p string) (string, *usState, bool) {
	words := strings.Fields(p)
	for k := min(3, len(words)-1); k >= 1; k-- {
		if st := g.states[strings.Join(words[len(words)-k:], " ")]; st != nil {
			return strings.Join(words[:len(words)-k], " "), st, true
		}
	}
	return "", nil, false
}

func (g *geoIndex) resolveInState(loc *resolvedLocation, place string, st *usState, qualifier string) error {
	for _, m := range []map[string][]placeRef{g.cities, g.counties} {
		var refs []placeRef
		for _, r := range m[place] {
			if r.state == st.abbr {
				refs = append(refs, r)
			}
		}
		if len(refs) > 0 {
			return g.pick(loc, refs)
		}
	}
	// "Berlin, DE" is Germany, not Delaware: a foreign place whose country code
	// is the qualifier wins over the state of the same abbreviation.
	if f, ok := g.foreign[place]; ok && strings.EqualFold(f.Country, qualifier) {
		return nonUSError(loc.input, f.Country)
	}
	loc.kind, loc.state = LocationState, st
	loc.notes = append(loc.notes, fmt.Sprintf("%q is not a principal city or county of any OEWS area in %s; figures use the state", place, st.name))
	return nil
}

// pick resolves to the single area refs point to, or reports the ambiguity.
func (g *geoIndex) pick(loc *resolvedLocation, refs []placeRef) error {
	for _, r := range refs[1:] {
		if r.area != refs[0].area {
			return ambiguousError(loc.input, g.candidates(refs))
		}
	}
	a := g.areas[refs[0].area]
	state := refs[0].state
	for _, r := range refs {
		if r.state == a.states[0] {
			state = r.state
		}
	}
	g.setArea(loc, refs[0].area, state)
	return nil
}

func (g *geoIndex) setArea(loc *resolvedLocation, ai int32, state string) {
	loc.kind, loc.area, loc.state = LocationArea, ai, g.states[strings.ToLower(state)]
}

// candidates lists one "Place, ST" per area (with the area's name when it
// differs), sorted.
func (g *geoIndex) candidates(refs []placeRef) []string {
	seen := map[int32]bool{}
	var out []string
	for _, r := range refs {
		if seen[r.area] {
			continue
		}
		seen[r.area] = true
		a := g.areas[r.area]
		place := r.display + ", " + r.state
		if len(a.states) > 1 {
			// The area name does not say which of its states the city is in.
			place = r.display
		}
		if a.name != place {
			place += " (" + a.name + ")"
		}
		out = append(out, place)
	}
	sort.Strings(out)
	return out
}

func nonUSError(input, country string) error {
	return apperr.Invalid("location",
		"location %q is outside the United States: these salary figures come from US government surveys (BLS OEWS) and cover the US only. Omit location for national US figures, or send a US city and state such as 'Austin, TX'", input).
		WithDetail("reason", "non_us_location").WithDetail("country", country)
}

func ambiguousError(input string, candidates []string) error {
	example := "City, ST"
	for _, c := range candidates {
		if e := exampleOf(c); e != "City, ST" {
			example = e
			break
		}
	}
	return apperr.Invalid("location", "location %q matches several places: %s. Send the city with its state, e.g. %q",
		input, strings.Join(candidates, "; "), example).
		WithDetail("reason", "ambiguous_location").WithDetail("candidates", candidates)
}

func unknownLocationError(input string) error {
	return apperr.Invalid("location",
		"location %q is not a US city, county, state or metro area we know. Send 'City, ST' (e.g. 'Austin, TX'), a state ('Texas' or 'TX'), 'US' or 'remote'; omit it for national figures", input).
		WithDetail("reason", "unknown_location")
}

// exampleOf turns a candidate "Springfield, IL (…)" into "Springfield, IL"; a
// candidate without a state gives the generic "City, ST".
func exampleOf(candidate string) string {
	if i := strings.Index(candidate, " ("); i > 0 {
		candidate = candidate[:i]
	}
	if !strings.Contains(candidate, ", ") {
		return "City, ST"
	}
	return candidate
}
