package geo

import (
	"cmp"
	"slices"
	"strings"
)

// Country returns the country a name, alias, ISO3 code or (upper-case) ISO2
// code names: "Germany", "Deutschland", "DEU", "DE".
func (g *Gazetteer) Country(s string) (Country, bool) {
	s = strings.TrimSpace(s)
	if len(s) == 2 && strings.ToUpper(s) == s {
		if c, ok := g.countries[s]; ok {
			return c, ok
		}
	}
	code, ok := g.countryName[Fold(s)]
	if !ok {
		return Country{}, false
	}
	return g.countries[code], true
}

// CountryByCode returns the country of an ISO2 code.
func (g *Gazetteer) CountryByCode(code string) (Country, bool) {
	c, ok := g.countries[strings.ToUpper(code)]
	return c, ok
}

// Divisions returns the divisions a name or postal abbreviation names, within
// country when it is not "". Abbreviations count only in capitals ("CA", not
// "ca"), so the word "in" is not Indiana. Ambiguous names return every reading,
// US and Canadian ones first (the boards we read are mostly North American).
func (g *Gazetteer) Divisions(s, country string) []Division {
	s = strings.TrimSpace(s)
	keys := g.divByName[Fold(s)]
	var out []Division
	for _, k := range keys {
		d := g.divisions[k]
		if country != "" && d.Country != country {
			continue
		}
		isAbbrev := d.Abbrev != "" && Fold(d.Abbrev) == Fold(s) && Fold(d.Name) != Fold(s)
		if isAbbrev && s != strings.ToUpper(s) {
			continue
		}
		out = append(out, d)
	}
	slices.SortStableFunc(out, func(a, b Division) int { return cmp.Compare(regionRank(a.Country), regionRank(b.Country)) })
	return out
}

func regionRank(country string) int {
	switch country {
	case "US":
		return 0
	case "CA":
		return 1
	}
	return 2
}

// Division returns the division of a country and GeoNames admin1 code.
func (g *Gazetteer) Division(country, code string) (Division, bool) {
	d, ok := g.divisions[country+"."+code]
	return d, ok
}

// Cities returns the cities called s, narrowed to country and division when
// they are not "": places whose own name it is first, then places that list it
// as an alternate name; most populous first within each.
func (g *Gazetteer) Cities(s, country, admin1 string) []City {
	h, ok := g.cityName[Fold(s)]
	if !ok {
		return nil
	}
	var out []City
	seen := map[int32]bool{}
	for _, list := range [][]int32{h.own, h.alts} {
		for _, i := range list {
			c := g.cities[i]
			if seen[i] || (country != "" && c.Country != country) || (admin1 != "" && c.Admin1 != admin1) {
				continue
			}
			seen[i] = true
			out = append(out, c)
		}
	}
	return out
}

// IsCityName reports whether s is some city's own name or alias (not only an
// alternate spelling in another language).
func (g *Gazetteer) IsCityName(s string) bool { return len(g.cityName[Fold(s)].own) > 0 }

// Suggest returns up to n known places whose folded names start like s: the
// most populous cities, then countries and divisions, as "City, Region,
// Country" strings a client can send back.
func (g *Gazetteer) Suggest(s string, n int) []string {
	f := Fold(s)
	if len(f) < 2 {
		return nil
	}
	prefix := f[:min(len(f), 3)]
	type hit struct {
		label string
		pop   int
		exact bool
	}
	var hits []hit
	for i := range g.cities {
		c := &g.cities[i]
		fn := Fold(c.Name)
		if !strings.HasPrefix(fn, prefix) {
			continue
		}
		hits = append(hits, hit{g.Label(*c), c.Population, strings.HasPrefix(fn, f)})
	}
	for _, c := range g.countries {
		if strings.HasPrefix(Fold(c.Name), prefix) {
			hits = append(hits, hit{c.Name, 1 << 40, strings.HasPrefix(Fold(c.Name), f)})
		}
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if a.exact != b.exact {
			if a.exact {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(b.pop, a.pop), cmp.Compare(a.label, b.label))
	})
	var out []string
	for _, h := range hits {
		if len(out) == n {
			break
		}
		if !slices.Contains(out, h.label) {
			out = append(out, h.label)
		}
	}
	return out
}

// Label is the display form of a city: "Portland, ME, US", "Munich, Bavaria, DE".
func (g *Gazetteer) Label(c City) string {
	parts := []string{c.Name}
	if d, ok := g.Division(c.Country, c.Admin1); ok {
		parts = append(parts, cmp.Or(d.Abbrev, d.Name))
	}
	return strings.Join(append(parts, c.Country), ", ")
}

// Countries returns every country of the gazetteer, by code.
func (g *Gazetteer) Countries() []Country {
	out := make([]Country, 0, len(g.countries))
	for _, c := range g.countries {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Country) int { return cmp.Compare(a.Code, b.Code) })
	return out
}
