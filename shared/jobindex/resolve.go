package jobindex

import (
	"strings"

	"github.com/careerkit/careerkit/shared/geo"
)

// reading is one interpretation of the comma parts of a location.
type reading struct {
	places     []Place
	scope      []string // countries and areas named without a city
	unresolved []string
	score      float64
}

// resolve turns the segment's parts and the places its notes list into a
// Location.
func (s *segment) resolve(listed []string) Location {
	loc := Location{Remote: s.remote, Workplace: s.workplace}
	best := bestReading(s.g, splitTrailing(s.g, s.parts), "", nil)
	ctxCountry, ctxDiv := "", (*geo.Division)(nil)
	if len(best.places) > 0 {
		ctxCountry = best.places[0].Country
		if d, ok := s.g.Division(ctxCountry, strings.TrimPrefix(best.places[0].Division, ctxCountry+".")); ok && best.places[0].Division != "" {
			ctxDiv = &d
		}
	} else if len(best.scope) == 1 && len(best.scope[0]) == 2 {
		ctxCountry = best.scope[0]
	}
	for _, item := range listed {
		r := bestReading(s.g, []string{item}, ctxCountry, ctxDiv)
		if r.score == 0 && len(r.scope) == 0 {
			continue // a note that names no place: "(Travel Required)"
		}
		best.places = append(best.places, r.places...)
		best.scope = append(best.scope, r.scope...)
		best.unresolved = append(best.unresolved, r.unresolved...)
	}
	loc.Unresolved = best.unresolved
	if !s.remote {
		loc.Places = best.places
		for _, c := range best.scope {
			if len(c) == 2 {
				loc.Places = append(loc.Places, Place{Country: c})
			}
		}
		return loc
	}
	// A remote segment's places say where the work may be done from.
	seen := map[string]bool{}
	addScope := func(v string) {
		if v != "" && !seen[v] {
			seen[v] = true
			loc.RemoteScope = append(loc.RemoteScope, v)
		}
	}
	for _, c := range best.scope {
		addScope(c)
	}
	for _, p := range best.places {
		loc.Places = append(loc.Places, p)
		addScope(p.Country)
	}
	return loc
}

// splitTrailing splits a last part that carries a region or country after the
// city without a comma: "Sydney NSW" → "Sydney", "NSW"; "Berlin Germany".
func splitTrailing(g *geo.Gazetteer, parts []string) []string {
	n := len(parts)
	if n == 0 {
		return parts
	}
	last := parts[n-1]
	words := strings.Fields(last)
	if len(words) < 2 || knownWhole(g, last) {
		return parts
	}
	for k := 1; k <= 2 && k < len(words); k++ {
		head, tail := strings.Join(words[:len(words)-k], " "), strings.Join(words[len(words)-k:], " ")
		if _, ok := g.Country(tail); ok || len(g.Divisions(tail, "")) > 0 {
			if len(g.Cities(head, "", "")) > 0 {
				return append(append(parts[:n-1:n-1], head), tail)
			}
		}
	}
	return parts
}

func knownWhole(g *geo.Gazetteer, s string) bool {
	if _, ok := g.Country(s); ok {
		return true
	}
	return len(g.Divisions(s, "")) > 0 || len(g.Cities(s, "", "")) > 0 || areaNames[geo.Fold(s)] != ""
}
