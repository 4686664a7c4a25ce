package geo

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

//go:embed data/gazetteer.tsv.gz
var gazetteerGz []byte

// Country is a country of the gazetteer.
type Country struct {
	Code      string // ISO 3166-1 alpha-2, "US"
	ISO3      string
	Name      string
	Continent string // GeoNames continent code: AF AS EU NA OC SA AN
}

// Division is a first-level division: a US state, Canadian province, German Land.
type Division struct {
	Country string
	Code    string // GeoNames admin1 code: "NY" in the US, "08" for Ontario
	Name    string
	// Abbrev is the postal abbreviation where one is in common use (US states,
	// Canadian provinces, Australian states), else "".
	Abbrev string
}

// Key is the division's stable identity, "US.NY", "CA.08".
func (d Division) Key() string { return d.Country + "." + d.Code }

// City is a populated place.
type City struct {
	ID         int
	Name       string
	Country    string
	Admin1     string // GeoNames admin1 code; Division(Country, Admin1) names it
	Population int
}

// Gazetteer answers place lookups. The zero value is not usable; see Default.
type Gazetteer struct {
	countries   map[string]Country // by code
	countryName map[string]string  // folded name, alias or ISO3 → code
	divisions   map[string]Division
	divByName   map[string][]string // folded name or abbreviation → keys
	cities      []City
	// cityName maps a folded name to city indexes, most populous first; the
	// first n of them carry it as their own name (not only as an alternate).
	cityName map[string]nameHits
}

type nameHits struct {
	own  []int32 // cities whose own name this is
	alts []int32 // cities that list it as an alternate name
}

var (
	defaultOnce sync.Once
	defaultG    *Gazetteer
	defaultErr  error
)

// Default returns the embedded gazetteer, parsing it on first use.
func Default() *Gazetteer {
	defaultOnce.Do(func() { defaultG, defaultErr = parse(gazetteerGz) })
	if defaultErr != nil {
		panic(fmt.Sprintf("geo: embedded gazetteer: %v", defaultErr))
	}
	return defaultG
}

func parse(gz []byte) (*Gazetteer, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	g := &Gazetteer{
		countries: map[string]Country{}, countryName: map[string]string{},
		divisions: map[string]Division{}, divByName: map[string][]string{},
		cityName: make(map[string]nameHits, 200000),
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		switch {
		case f[0] == "C" && len(f) >= 6:
			g.addCountry(Country{Code: f[1], ISO3: f[2], Name: f[3], Continent: f[4]})
		case f[0] == "A" && len(f) >= 3:
			cc, code, _ := strings.Cut(f[1], ".")
			g.addDivision(Division{Country: cc, Code: code, Name: f[2]})
		case f[0] == "P" && len(f) >= 7:
			id, _ := strconv.Atoi(f[1])
			pop, _ := strconv.Atoi(f[5])
			g.addCity(City{ID: id, Name: f[2], Country: f[3], Admin1: f[4], Population: pop}, f[6])
		default:
			return nil, fmt.Errorf("bad line %.40q", line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for name, codes := range countryAliases {
		for _, c := range codes {
			g.countryName[Fold(name)] = c
		}
	}
	for key, abbr := range divisionAbbrevs {
		if d, ok := g.divisions[key]; ok {
			d.Abbrev = abbr
			g.divisions[key] = d
			g.addDivisionName(Fold(abbr), key)
		}
	}
	g.addDivisionName("d c", "US.DC") // "Washington, D.C."
	for alias, target := range cityAliases {
		g.addCityAlias(alias, target)
	}
	return g, nil
}

func (g *Gazetteer) addCountry(c Country) {
	g.countries[c.Code] = c
	g.countryName[Fold(c.Name)] = c.Code
	g.countryName[strings.ToLower(c.ISO3)] = c.Code
}

func (g *Gazetteer) addDivision(d Division) {
	g.divisions[d.Key()] = d
	g.addDivisionName(Fold(d.Name), d.Key())
	if d.Country == "US" {
		d.Abbrev = d.Code
		g.divisions[d.Key()] = d
		g.addDivisionName(strings.ToLower(d.Code), d.Key())
	}
	// "Łódź Voivodeship", "Île-de-France Region": also the bare name.
	for _, suffix := range []string{" voivodeship", " region", " province", " state", " county", " prefecture"} {
		if n := Fold(d.Name); strings.HasSuffix(n, suffix) {
			g.addDivisionName(strings.TrimSuffix(n, suffix), d.Key())
		}
	}
}

func (g *Gazetteer) addDivisionName(name, key string) {
	if !slices.Contains(g.divByName[name], key) {
		g.divByName[name] = append(g.divByName[name], key)
	}
}

func (g *Gazetteer) addCity(c City, alts string) {
	i := int32(len(g.cities))
	g.cities = append(g.cities, c)
	own := Fold(c.Name)
	h := g.cityName[own]
	h.own = append(h.own, i)
	g.cityName[own] = h
	if alts == "" {
		return
	}
	for a := range strings.SplitSeq(alts, ";") {
		fa := Fold(a)
		if fa == own {
			continue
		}
		h := g.cityName[fa]
		if !slices.Contains(h.alts, i) {
			h.alts = append(h.alts, i)
			g.cityName[fa] = h
		}
	}
}

// addCityAlias makes alias another name of the most populous city called
// target ("Name, CC" or "Name, CC, ADMIN1").
func (g *Gazetteer) addCityAlias(alias, target string) {
	parts := strings.Split(target, "|")
	for _, i := range g.cityName[Fold(parts[0])].own {
		c := g.cities[i]
		if c.Country == parts[1] && (len(parts) < 3 || c.Admin1 == parts[2]) {
			fa := Fold(alias)
			h := g.cityName[fa]
			// An alias outranks every alternate name: it is how people say it.
			h.own = append([]int32{i}, h.own...)
			g.cityName[fa] = h
			return
		}
	}
	panic("geo: city alias target not found: " + target)
}
