package jobindex

import (
	"slices"
	"strings"
)

// Workplace values.
const (
	WorkplaceOnSite = "onsite"
	WorkplaceHybrid = "hybrid"
	WorkplaceRemote = "remote"
)

// Place is one place a posting names. City is the gazetteer's English name
// ("Munich" for "München"); Region is a US state or Canadian province postal
// code, else the region as published; Country is ISO 3166-1 alpha-2.
type Place struct {
	City    string `json:"city,omitempty"`
	Region  string `json:"region,omitempty"`
	Country string `json:"country,omitempty"`
	// CityID is the GeoNames id of a known city, 0 otherwise; Division is the
	// gazetteer key of its division ("US.NY"), "" when unknown.
	CityID   int    `json:"-"`
	Division string `json:"-"`
}

// Location is everything a location string says.
type Location struct {
	Places    []Place
	Workplace string
	Remote    bool
	// RemoteScope lists the countries (ISO alpha-2) and areas (see Areas) a
	// remote posting may be done from; empty means anywhere.
	RemoteScope []string
	// Unresolved are the parts the gazetteer could not place, verbatim.
	Unresolved []string
}

// clone returns l with slices of its own, so a caller may change them.
func (l Location) clone() Location {
	l.Places, l.RemoteScope, l.Unresolved = slices.Clone(l.Places), slices.Clone(l.RemoteScope), slices.Clone(l.Unresolved)
	return l
}

// Cities, Regions and Countries flatten the places: each name once, in order.
// Countries include the remote scope's countries.
func (l Location) Cities() []string { return l.collect(func(p Place) string { return p.City }) }

// Regions lists the places' regions.
func (l Location) Regions() []string { return l.collect(func(p Place) string { return p.Region }) }

// Countries lists the places' countries, then the remote scope's.
func (l Location) Countries() []string {
	out := l.collect(func(p Place) string { return p.Country })
	for _, s := range l.RemoteScope {
		if len(s) == 2 && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func (l Location) collect(field func(Place) string) []string {
	var out []string
	for _, p := range l.Places {
		if v := field(p); v != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// Primary is the first place naming a city, else the first place.
func (l Location) Primary() Place {
	for _, p := range l.Places {
		if p.City != "" {
			return p
		}
	}
	if len(l.Places) > 0 {
		return l.Places[0]
	}
	if len(l.RemoteScope) == 1 && len(l.RemoteScope[0]) == 2 {
		return Place{Country: l.RemoteScope[0]}
	}
	return Place{}
}

// merge adds other's places and scope to l.
func (l *Location) merge(o Location) {
	for _, p := range o.Places {
		if !slices.Contains(l.Places, p) {
			l.Places = append(l.Places, p)
		}
	}
	if o.Remote {
		if !l.Remote {
			l.RemoteScope = o.RemoteScope
		} else if len(l.RemoteScope) > 0 && len(o.RemoteScope) > 0 {
			for _, s := range o.RemoteScope {
				if !slices.Contains(l.RemoteScope, s) {
					l.RemoteScope = append(l.RemoteScope, s)
				}
			}
		} else {
			l.RemoteScope = nil // one segment is remote from anywhere
		}
		l.Remote = true
	}
	if l.Workplace == "" || o.Workplace == WorkplaceRemote {
		l.Workplace = o.Workplace
	}
	l.Unresolved = append(l.Unresolved, o.Unresolved...)
}

// Known reports whether anything in the string was understood.
func (l Location) Known() bool {
	return len(l.Places) > 0 || l.Remote || l.Workplace != ""
}

// joinNonEmpty joins the non-empty parts.
func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}
