package jobindex

import (
	"slices"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/geo"
)

// Search location values with a meaning of their own.
const (
	// LocationRemote (the spec's default) asks for remote postings, whatever
	// their scope.
	LocationRemote = "remote"
	// LocationAnywhere asks for postings everywhere, on-site and remote.
	LocationAnywhere = "anywhere"
)

// Where is a search location resolved into facet keys.
type Where struct {
	// Anywhere: no location filter.
	Anywhere bool
	// Local are the keys of the places asked; a posting with one is there.
	Local []string
	// Remote are the keys of the remote postings open to the place asked (their
	// scope includes it); for "remote", every remote posting.
	Remote []string
	// Readings are the places an ambiguous name may mean ("Georgia": the US
	// state and the country), each with its own local keys, best guess first.
	Readings []Reading
	// Unknown is set when the gazetteer knows no place by that name: Local then
	// holds the keys a posting with that verbatim location string carries.
	Unknown bool
}

// Reading is one meaning of a search location.
type Reading struct {
	Label string
	Local []string
	// Within are the keys of the areas the place lies in (its division and
	// country): "New York" the city lies within "New York" the state, so
	// those two readings need no ranking, the wider one holds the other.
	Within []string
}

// Nested reports whether every pair of readings is one place within the
// other (no reading needs ranking against the others).
func (w Where) Nested() bool {
	within := func(a, b Reading) bool {
		for _, k := range a.Local {
			if !slices.Contains(b.Local, k) && !slices.Contains(a.Within, keyOf(b.Local)) {
				return false
			}
		}
		return true
	}
	for i, a := range w.Readings {
		for _, b := range w.Readings[i+1:] {
			if !within(a, b) && !within(b, a) {
				return false
			}
		}
	}
	return true
}

// keyOf is a reading's one local key ("" when it has several).
func keyOf(local []string) string {
	if len(local) != 1 {
		return ""
	}
	return local[0]
}

// Keys are all the keys a posting must have one of.
func (w Where) Keys() []string {
	if w.Anywhere {
		return nil
	}
	return append(append([]string{}, w.Local...), w.Remote...)
}

// ResolveWhere reads a search location: "remote" (or empty), "anywhere", a
// remote phrase ("Remote (US)": remote postings open to the US), or places
// ("New York", "Portland, ME", "Canada", "Bay Area"), which match postings
// there and remote postings whose scope includes them.
func ResolveWhere(location string) Where {
	g := geo.Default()
	location = strings.Join(strings.Fields(location), " ")
	switch strings.ToLower(location) {
	case "", LocationRemote, "remote only", "remote-only":
		return Where{Remote: []string{FacetRemote}}
	case LocationAnywhere, "any", "everywhere", "all", "*":
		return Where{Anywhere: true}
	}
	loc := ParseLocation(location)
	if loc.Remote {
		if len(loc.RemoteScope) == 0 {
			return Where{Remote: []string{FacetRemote}}
		}
		w := Where{}
		for _, s := range loc.RemoteScope {
			w.Remote = append(w.Remote, remoteKeysFor(g, Place{Country: s}, s)...)
		}
		w.Remote = uniq(w.Remote)
		return w
	}
	if w, ok := areaWhere(g, location); ok {
		return w
	}
	places := loc.Places
	if len(places) == 0 {
		f := geo.Fold(location)
		return Where{Unknown: true, Local: []string{keyRaw + f, keyCityName + f}}
	}
	w := Where{}
	readings := alternateReadings(g, location, places)
	for _, p := range readings {
		local := p.queryKeys()
		w.Readings = append(w.Readings, Reading{Label: label(g, p), Local: local, Within: p.withinKeys()})
		w.Local = append(w.Local, local...)
		if (p.CityID != 0 || p.City != "") && p.Division != "" {
			// A posting placed in the whole division ("Ontario, CAN") is open
			// to someone in one of its cities.
			w.Local = append(w.Local, keyDivisionOnly+p.Division)
		}
		w.Remote = append(w.Remote, remoteKeysFor(g, p, "")...)
	}
	w.Local, w.Remote = uniq(w.Local), uniq(w.Remote)
	return w
}

// withinKeys are the keys of the areas p lies in: a city's division and
// country, a division's country.
func (p Place) withinKeys() []string {
	var keys []string
	if (p.CityID != 0 || p.City != "") && p.Division != "" {
		keys = append(keys, keyDivision+p.Division)
	}
	if (p.CityID != 0 || p.City != "" || p.Division != "") && p.Country != "" {
		keys = append(keys, keyCountry+p.Country)
	}
	return keys
}

// queryKeys are the keys that put a posting at p: the city when one is named,
// else the division, else the country.
func (p Place) queryKeys() []string {
	switch {
	case p.CityID != 0:
		return []string{keyCity + strconv.Itoa(p.CityID)}
	case p.City != "":
		return []string{keyCityName + geo.Fold(p.City)}
	case p.Division != "":
		return []string{keyDivision + p.Division}
	case p.Country != "":
		return []string{keyCountry + p.Country}
	}
	return nil
}

// remoteKeysFor are the scope keys of the remote postings open to someone at
// p: from anywhere, from p's country (whole, or the division p is in), or from
// an area the country belongs to. country overrides p's for a scope search.
func remoteKeysFor(g *geo.Gazetteer, p Place, country string) []string {
	if country == "" {
		country = p.Country
	}
	keys := []string{keyScopeAny}
	if len(country) != 2 {
		// An area ("Remote in Europe"): postings remote in it, in an area that
		// holds it or that it holds, or in one of its countries.
		keys = append(keys, keyScope+country)
		for _, a := range relatedAreas(g, country) {
			keys = append(keys, keyScope+a)
		}
		for _, c := range MembersOf(g, country) {
			keys = append(keys, keyScopeTouch+c)
		}
		return keys
	}
	if p.City == "" && p.Division == "" {
		// A whole country: every remote posting open to some part of it.
		keys = append(keys, keyScopeTouch+country)
	} else {
		keys = append(keys, keyScope+country)
		if p.Division != "" {
			keys = append(keys, keyScope+p.Division)
		}
	}
	for _, a := range AreasOf(g, country) {
		keys = append(keys, keyScope+a)
	}
	return keys
}

// alternateReadings adds, to a single name, the other places it names:
// "Georgia" is the country and the US state; "Portland" is in Oregon and in
// Maine (cities of at least a tenth of the largest one's people).
func alternateReadings(g *geo.Gazetteer, location string, places []Place) []Place {
	if strings.ContainsAny(location, ",|;()") || len(places) != 1 {
		return places
	}
	out := places
	add := func(p Place) {
		for _, q := range out {
			if q.CityID == p.CityID && q.Division == p.Division && q.Country == p.Country && q.City == p.City {
				return
			}
		}
		out = append(out, p)
	}
	if c, ok := g.Country(location); ok {
		add(Place{Country: c.Code})
	}
	for _, d := range g.Divisions(location, "") {
		add(divisionPlace(d, location))
	}
	if cs := g.Cities(location, "", ""); len(cs) > 0 && g.IsCityName(location) {
		top := cs[0].Population
		for _, c := range cs {
			if c.Population*10 >= top && geo.Fold(c.Name) == geo.Fold(cs[0].Name) {
				add(cityPlace(g, c, ""))
			}
		}
	}
	return out
}

// label is a reading's display name: "Portland, ME, US", "Georgia, US", "GE".
func label(g *geo.Gazetteer, p Place) string {
	if c, ok := g.CountryByCode(p.Country); ok && p.City == "" && p.Region == "" {
		return c.Name
	}
	return joinNonEmpty(", ", p.City, p.Region, p.Country)
}

func uniq(keys []string) []string {
	slices.Sort(keys)
	return slices.Compact(keys)
}

// areaWhere reads a search location naming an area or a group of countries
// ("Europe", "EMEA", "LATAM", "DACH"): postings in any of its countries, and
// remote postings open to it (see remoteKeysFor).
func areaWhere(g *geo.Gazetteer, location string) (Where, bool) {
	f := geo.Fold(stripNoise(location))
	var members, remote []string
	if a := areaNames[f]; a != "" {
		members = MembersOf(g, a)
		remote = remoteKeysFor(g, Place{Country: a}, a)
	} else if grp := countryGroups[f]; grp != nil {
		members = grp
		for _, c := range grp {
			remote = append(remote, remoteKeysFor(g, Place{Country: c}, c)...)
		}
	}
	if len(members) == 0 {
		return Where{}, false
	}
	w := Where{Remote: uniq(remote)}
	for _, c := range members {
		w.Local = append(w.Local, keyCountry+c)
	}
	w.Readings = []Reading{{Label: location, Local: w.Local}}
	return w, true
}
