package salary

import (
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// area is an OEWS/OFLC metropolitan or nonmetropolitan area.
type area struct {
	code, name string
	states     []string
}

// usState is a US state, DC or territory.
type usState struct {
	abbr, name string
	rpp        float64 // all-items Regional Price Parity, US = 100; 0 if none
	rppYear    string
}

// placeRef is one area a place name points to.
type placeRef struct {
	area    int32
	state   string
	display string // the place as the area name spells it
}

// geoIndex resolves free-text locations to areas and states.
type geoIndex struct {
	areas      []area
	areaByCode map[string]int32
	states     map[string]*usState // by lowercase abbreviation and by lowercase name
	cities     map[string][]placeRef
	counties   map[string][]placeRef
	foreign    map[string]snapshot.ForeignPlace
	aliases    map[string]snapshot.LocationAlias
}

// countySuffixes are dropped to index "Travis County" also as "Travis".
var countySuffixes = []string{" city and borough", " census area", " planning region", " municipality",
	" municipio", " borough", " county", " parish", " city"}

func buildGeoIndex(s *snapshot.Snapshot) *geoIndex {
	g := &geoIndex{
		areaByCode: map[string]int32{}, states: map[string]*usState{},
		cities: map[string][]placeRef{}, counties: map[string][]placeRef{},
		foreign: map[string]snapshot.ForeignPlace{}, aliases: map[string]snapshot.LocationAlias{},
	}
	for i := range s.States {
		st := &usState{abbr: s.States[i].Abbr, name: s.States[i].Name, rpp: s.States[i].RPP, rppYear: s.States[i].RPPYear}
		g.states[strings.ToLower(st.abbr)] = st
		g.states[placeKey(st.name)] = st
	}
	for i, a := range s.Areas {
		ai := int32(i)
		g.areas = append(g.areas, area{code: a.Code, name: a.Name, states: a.States})
		g.areaByCode[a.Code] = ai
		for _, city := range areaCities(a.Name) {
			for _, st := range a.States {
				addPlace(g.cities, placeKey(city), placeRef{area: ai, state: st, display: city})
			}
		}
		for _, c := range a.Counties {
			name, st, _ := strings.Cut(c, "|")
			full := placeKey(name)
			addPlace(g.counties, full, placeRef{area: ai, state: st, display: name})
			for _, suf := range countySuffixes {
				if short, ok := strings.CutSuffix(full, suf); ok && short != "" {
					addPlace(g.counties, short, placeRef{area: ai, state: st, display: name})
					break
				}
			}
		}
	}
	for _, f := range s.Curated.ForeignPlaces {
		g.foreign[placeKey(f.Name)] = f
	}
	for _, a := range s.Curated.LocationAliases {
		g.aliases[placeKey(a.Alias)] = a
	}
	return g
}

// areaCities returns the principal cities an area's name lists:
// "Austin-Round Rock-San Marcos, TX" gives Austin, Round Rock and San Marcos, and
// "Winston-Salem, NC" also gives Winston-Salem. Nonmetropolitan areas have none.
func areaCities(name string) []string {
	if strings.Contains(strings.ToLower(name), "nonmetropolitan") {
		return nil
	}
	left := name
	if i := strings.LastIndex(name, ", "); i >= 0 {
		left = name[:i]
	}
	out := []string{left}
	for _, p := range strings.FieldsFunc(left, func(r rune) bool { return r == '-' || r == '/' }) {
		p = strings.TrimSpace(p)
		out = append(out, p)
		if rest, ok := strings.CutPrefix(p, "Urban "); ok {
			out = append(out, rest)
		}
	}
	sort.Strings(out)
	return compactStrings(out)
}

func addPlace(m map[string][]placeRef, key string, ref placeRef) {
	if key == "" {
		return
	}
	for _, r := range m[key] {
		if r.area == ref.area && r.state == ref.state {
			return
		}
	}
	m[key] = append(m[key], ref)
}

// placeAbbrev spells out the abbreviations place names are written with both ways.
var placeAbbrev = map[string]string{"saint": "st", "ste": "sainte", "ft": "fort", "mt": "mount"}

// placeKey is the comparison form of a place name: lowercase words, "St." and
// "Saint" alike, punctuation gone.
func placeKey(s string) string {
	tokens := tokenizeTitle(s)
	for i, t := range tokens {
		if r, ok := placeAbbrev[t]; ok {
			tokens[i] = r
		}
	}
	return strings.Join(tokens, " ")
}
