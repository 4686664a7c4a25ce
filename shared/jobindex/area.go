package jobindex

import (
	"slices"
	"sync"

	"github.com/careerkit/careerkit/shared/geo"
)

// Areas a remote posting may be scoped to beyond single countries.
const (
	AreaEurope       = "EUROPE"
	AreaEMEA         = "EMEA"
	AreaAPAC         = "APAC"
	AreaLATAM        = "LATAM"
	AreaAmericas     = "AMERICAS"
	AreaNorthAmerica = "NORTH_AMERICA"
	AreaAsia         = "ASIA"
	AreaAfrica       = "AFRICA"
	AreaOceania      = "OCEANIA"
	AreaMiddleEast   = "MIDDLE_EAST"
)

// areaNames maps folded names to areas.
var areaNames = map[string]string{
	"europe": AreaEurope, "eu": AreaEurope, "european union": AreaEurope, "european": AreaEurope,
	"emea": AreaEMEA, "apac": AreaAPAC, "asia pacific": AreaAPAC, "apj": AreaAPAC,
	"latam": AreaLATAM, "latin america": AreaLATAM, "south america": AreaLATAM, "central america": AreaLATAM,
	"americas": AreaAmericas, "the americas": AreaAmericas, "north america": AreaNorthAmerica,
	"asia": AreaAsia, "africa": AreaAfrica, "oceania": AreaOceania, "middle east": AreaMiddleEast,
	"mena": AreaMiddleEast,
}

// countryGroups are names of country lists: a scope of every member.
var countryGroups = map[string][]string{
	"dach": {"DE", "AT", "CH"}, "nordics": {"SE", "NO", "DK", "FI", "IS"}, "nordic countries": {"SE", "NO", "DK", "FI", "IS"},
	"scandinavia": {"SE", "NO", "DK"}, "benelux": {"BE", "NL", "LU"}, "anz": {"AU", "NZ"},
	"uki": {"GB", "IE"}, "baltics": {"EE", "LV", "LT"},
}

var middleEast = []string{"AE", "SA", "QA", "KW", "BH", "OM", "IL", "JO", "LB", "TR", "IR", "IQ", "YE", "SY", "PS", "CY", "EG"}

var latinNorthAmerica = []string{"MX", "GT", "BZ", "SV", "HN", "NI", "CR", "PA", "CU", "DO", "PR", "HT"}

// AreasOf returns the areas a country belongs to.
func AreasOf(g *geo.Gazetteer, country string) []string {
	c, ok := g.CountryByCode(country)
	if !ok {
		return nil
	}
	me := slices.Contains(middleEast, country)
	var out []string
	add := func(cond bool, a string) {
		if cond {
			out = append(out, a)
		}
	}
	add(c.Continent == "EU", AreaEurope)
	add(c.Continent == "EU" || c.Continent == "AF" || me, AreaEMEA)
	add((c.Continent == "AS" && !me) || c.Continent == "OC", AreaAPAC)
	add(c.Continent == "SA" || slices.Contains(latinNorthAmerica, country), AreaLATAM)
	add(c.Continent == "NA" || c.Continent == "SA", AreaAmericas)
	add(c.Continent == "NA", AreaNorthAmerica)
	add(c.Continent == "AS", AreaAsia)
	add(c.Continent == "AF", AreaAfrica)
	add(c.Continent == "OC", AreaOceania)
	add(me, AreaMiddleEast)
	return out
}

// areaMembers caches MembersOf for the default gazetteer.
var areaMembers = struct {
	once sync.Once
	m    map[string][]string
}{}

// MembersOf returns the countries of an area ("EUROPE" → AT, BE, … ) or of a
// country group, sorted; nil for anything else.
func MembersOf(g *geo.Gazetteer, area string) []string {
	if g != geo.Default() {
		return membersOf(g)[area]
	}
	areaMembers.once.Do(func() { areaMembers.m = membersOf(g) })
	return areaMembers.m[area]
}

func membersOf(g *geo.Gazetteer) map[string][]string {
	m := map[string][]string{}
	for _, c := range g.Countries() {
		for _, a := range AreasOf(g, c.Code) {
			m[a] = append(m[a], c.Code)
		}
	}
	return m
}

// relatedAreas are the areas that hold area or that it holds ("EUROPE":
// EMEA): a posting remote in EMEA is open to someone in Europe, and a search
// for EMEA wants the postings remote in Europe.
func relatedAreas(g *geo.Gazetteer, area string) []string {
	mine := MembersOf(g, area)
	var out []string
	for _, other := range allAreas {
		if other == area {
			continue
		}
		theirs := MembersOf(g, other)
		if len(theirs) > 0 && (subset(mine, theirs) || subset(theirs, mine)) {
			out = append(out, other)
		}
	}
	return out
}

var allAreas = []string{AreaEurope, AreaEMEA, AreaAPAC, AreaLATAM, AreaAmericas, AreaNorthAmerica, AreaAsia,
	AreaAfrica, AreaOceania, AreaMiddleEast}

// subset reports whether every element of a is in b (both sorted).
func subset(a, b []string) bool {
	for _, x := range a {
		if _, ok := slices.BinarySearch(b, x); !ok {
			return false
		}
	}
	return len(a) > 0
}
