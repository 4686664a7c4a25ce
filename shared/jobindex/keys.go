package jobindex

import (
	"slices"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/model"
)

// Facet key prefixes; see the package documentation.
const (
	keyCity     = "g:"
	keyCityName = "city:"
	keyDivision = "a1:"
	// keyDivisionOnly marks a place naming a division and no city ("Ontario,
	// CAN"): a search for a city of it finds the posting.
	keyDivisionOnly = "ad:"
	keyCountry      = "c:"
	keyRaw          = "raw:"
	FacetRemote     = "remote"
	keyScope        = "rs:"
	keyScopeAny     = "rs:any"
	keyScopeTouch   = "rsc:"
)

// OfJob returns where a posting is: its location strings parsed, completed by
// the board's structured address, and reconciled with the remote flag the
// scraper settled from the board's own fields (which wins: Ashby sends
// isRemote with a hybrid workplace).
func OfJob(j *model.Job) Location {
	raw := strings.Join(j.Locations, " | ")
	if raw == "" {
		raw = j.Location
	}
	loc := ParseLocation(raw)
	if len(loc.Places) == 0 && (j.City != "" || j.Region != "" || j.Country != "") {
		r := bestReading(geo.Default(), nonEmpty(j.City, j.Region, j.Country), "", nil)
		loc.Places = r.places
		for _, c := range r.scope {
			if len(c) == 2 {
				loc.Places = append(loc.Places, Place{Country: c})
			}
		}
	}
	switch {
	case j.Remote && !loc.Remote:
		// Remote by the board's flag: from the countries it names, else anywhere.
		loc.Remote = true
		loc.RemoteScope = nil
		for _, c := range loc.Countries() {
			loc.RemoteScope = append(loc.RemoteScope, c)
		}
	case !j.Remote && loc.Remote:
		loc.Remote, loc.RemoteScope = false, nil
	}
	// The board's workplace type stays: an office job with remote places too
	// ("New York (HQ) | Remote (US)", hybrid) is both.
	loc.Workplace = j.Workplace
	if j.Remote && loc.Workplace == "" {
		loc.Workplace = WorkplaceRemote
	}
	return loc
}

// Keys returns the facet keys of a location, sorted and unique.
func (l Location) Keys() []string {
	var keys []string
	for _, p := range l.Places {
		keys = append(keys, p.keys()...)
	}
	for _, u := range l.Unresolved {
		if f := geo.Fold(u); f != "" {
			keys = append(keys, keyRaw+f)
		}
	}
	if l.Remote {
		keys = append(keys, FacetRemote)
		keys = append(keys, l.scopeKeys()...)
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

func (p Place) keys() []string {
	var keys []string
	switch {
	case p.CityID != 0:
		keys = append(keys, keyCity+strconv.Itoa(p.CityID))
	case p.City != "":
		keys = append(keys, keyCityName+geo.Fold(p.City))
	}
	if p.Division != "" {
		keys = append(keys, keyDivision+p.Division)
		if p.CityID == 0 && p.City == "" {
			keys = append(keys, keyDivisionOnly+p.Division)
		}
	}
	if p.Country != "" {
		keys = append(keys, keyCountry+p.Country)
	}
	return keys
}

// scopeKeys are the remote scope's keys: rs:any for anywhere; a country
// limited to some of its divisions ("must reside in CA, OR or WA") gets a key
// per division and not the country's own.
func (l Location) scopeKeys() []string {
	if len(l.RemoteScope) == 0 {
		return []string{keyScopeAny}
	}
	var keys []string
	for _, s := range l.RemoteScope {
		if len(s) != 2 {
			keys = append(keys, keyScope+s)
			continue
		}
		keys = append(keys, keyScopeTouch+s)
		var divs []string
		for _, p := range l.Places {
			if p.Country == s && p.City == "" && p.Division != "" {
				divs = append(divs, keyScope+p.Division)
			}
		}
		if len(divs) == 0 {
			divs = []string{keyScope + s}
		}
		keys = append(keys, divs...)
	}
	return keys
}

func nonEmpty(vs ...string) []string {
	var out []string
	for _, v := range vs {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}
