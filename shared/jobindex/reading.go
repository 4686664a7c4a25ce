package jobindex

import (
	"strings"

	"github.com/careerkit/careerkit/shared/geo"
)

// Scores of the readings of a location's comma parts: the reading that places
// the most parts wins; a trailing country or division that the city before it
// belongs to counts more than reading that part as one more city, so
// "Washington, DC" is the capital and "Hamburg, Berlin" two cities.
const (
	scoreCity        = 1.0
	scoreTail        = 1.5 // a trailing country or division
	scoreDivision    = 1.1 // a division before a trailing country (beats one more city: "Seattle, Washington, United States")
	scoreLoneCountry = 1.2
	scoreLoneDiv     = 1.1
	scoreLoneBigCity = 1.25 // a lone name that is a city of a million or more
	scoreCapital     = 1.3  // a lone name that is a country and its city (Singapore)
	bigCity          = 1_000_000
)

// bestReading places the comma parts of one location, within ctxCountry and
// ctxDiv when given (the parts a note lists, "Field-based: Mesa, Tempe").
func bestReading(g *geo.Gazetteer, parts []string, ctxCountry string, ctxDiv *geo.Division) reading {
	var scope, rest []string
	for _, p := range parts {
		if !knownWhole(g, p) {
			if q := stripNoise(p); q != "" && knownWhole(g, q) {
				p = q // "UK only", "Greater Boston Area"
			}
		}
		f := geo.Fold(p)
		if a := areaNames[f]; a != "" {
			scope = append(scope, a)
			continue
		}
		if grp := countryGroups[f]; grp != nil {
			scope = append(scope, grp...)
			continue
		}
		rest = append(rest, p)
	}
	if len(rest) == 0 {
		return reading{scope: scope}
	}
	cands := []reading{citiesReading(g, rest, ctxCountry, ctxDiv, "")}
	if n := len(rest); n == 1 {
		cands = append(cands, loneReadings(g, rest[0], ctxCountry)...)
	} else {
		last, head := rest[n-1], rest[:n-1]
		if c, ok := g.Country(last); ok && (ctxCountry == "" || c.Code == ctxCountry) {
			r := citiesReading(g, head, c.Code, nil, "")
			r.score += scoreTail
			cands = append(cands, r)
			mid := head[len(head)-1]
			for _, d := range g.Divisions(mid, c.Code) {
				r := citiesReading(g, head[:len(head)-1], c.Code, &d, mid)
				r.score += scoreTail + scoreDivision
				cands = append(cands, r)
			}
		}
		for _, d := range g.Divisions(last, ctxCountry) {
			r := citiesReading(g, head, d.Country, &d, last)
			r.score += scoreTail
			cands = append(cands, r)
		}
	}
	best := cands[0]
	for _, c := range cands[1:] {
		if c.score > best.score {
			best = c
		}
	}
	best.scope = append(scope, best.scope...)
	return best
}

// loneReadings are the readings of a single part as a country or a division.
func loneReadings(g *geo.Gazetteer, part, ctxCountry string) []reading {
	var out []reading
	if c, ok := g.Country(part); ok && (ctxCountry == "" || c.Code == ctxCountry) {
		if cs := g.Cities(part, c.Code, ""); len(cs) > 0 && geo.Fold(cs[0].Name) == geo.Fold(c.Name) {
			out = append(out, reading{places: []Place{cityPlace(g, cs[0], "")}, score: scoreCapital})
		} else {
			out = append(out, reading{scope: []string{c.Code}, score: scoreLoneCountry})
		}
	}
	for _, d := range g.Divisions(part, ctxCountry) {
		out = append(out, reading{places: []Place{divisionPlace(d, part)}, score: scoreLoneDiv})
		break // the first reading (US, then Canada); queries ask for all of them
	}
	return out
}

// alternateMinPopulation is the least population of a city found by an
// alternate name alone, with no country to narrow it: "München" and
// "Bengaluru" resolve, another language's name of a small town does not.
const alternateMinPopulation = 100000

// citiesReading reads every part as a city, within country and div when given.
// A part no city matches becomes a place of its own name when the country is
// known ("Cammeray, NSW": too small for the gazetteer, still in New South Wales).
func citiesReading(g *geo.Gazetteer, parts []string, country string, div *geo.Division, regionText string) reading {
	var r reading
	admin1 := ""
	if div != nil {
		admin1, country = div.Code, div.Country
	}
	for i, p := range parts {
		cs := g.Cities(p, country, admin1)
		if len(cs) == 0 {
			if q := stripNoise(p); q != "" && q != p {
				cs = g.Cities(q, country, admin1)
			}
		}
		if len(cs) == 0 {
			if country != "" && i == 0 && len(parts) == 1 {
				pl := Place{City: p, Country: country}
				if div != nil {
					pl.Region, pl.Division = regionLabel(*div, regionText), div.Key()
				}
				r.places = append(r.places, pl)
				continue
			}
			r.unresolved = append(r.unresolved, p)
			continue
		}
		c := cs[0]
		if country == "" && c.Population < alternateMinPopulation && !g.IsCityName(p) && !g.IsCityName(stripNoise(p)) {
			// Only another language's name of a small town far away ("Marsa" is
			// an alternate of El Marsa, Western Sahara; the posting means Marsa,
			// Malta, too small for the gazetteer): kept verbatim instead.
			r.unresolved = append(r.unresolved, p)
			continue
		}
		r.score += scoreCity
		if len(parts) == 1 && c.Population >= bigCity && g.IsCityName(p) {
			r.score += scoreLoneBigCity - scoreCity
		}
		r.places = append(r.places, cityPlace(g, c, regionText))
	}
	if len(r.places) == 0 && div != nil {
		r.places = append(r.places, divisionPlace(*div, regionText))
	} else if len(r.places) == 0 && country != "" && len(parts) == 0 {
		r.scope = append(r.scope, country)
	}
	return r
}

// cityPlace is the place of a gazetteer city; regionText is the region as the
// posting wrote it, if it did.
func cityPlace(g *geo.Gazetteer, c geo.City, regionText string) Place {
	p := Place{City: c.Name, Country: c.Country, CityID: c.ID}
	if d, ok := g.Division(c.Country, c.Admin1); ok {
		p.Division = d.Key()
		switch {
		case c.Country == "US" || c.Country == "CA":
			p.Region = d.Abbrev
		case regionText != "":
			p.Region = tidy(regionText)
		}
	}
	return p
}

// divisionPlace is the place of a division named on its own.
func divisionPlace(d geo.Division, published string) Place {
	return Place{Region: regionLabel(d, published), Country: d.Country, Division: d.Key()}
}

// regionLabel is how a division is shown: the postal code in the US and
// Canada, as published elsewhere ("NSW", "Lesser Poland").
func regionLabel(d geo.Division, published string) string {
	if (d.Country == "US" || d.Country == "CA") && d.Abbrev != "" {
		return d.Abbrev
	}
	if published != "" {
		return tidy(published)
	}
	return d.Name
}

func tidy(s string) string { return strings.Join(strings.Fields(s), " ") }
