package normalize

import (
	"regexp"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/jobindex"
)

// Place is the primary place of a posting, for its display fields and its
// dedupe key. Region is a US state or Canadian province code when recognised,
// else the name as published; Country is ISO 3166-1 alpha-2. The full location
// (every place, the remote scope) is jobindex.Location.
type Place struct {
	City    string
	Region  string
	Country string
	// Remote is set when the text says the job is remote ("Remote (US)", "Anywhere").
	Remote bool
	// Workplace is hybrid or onsite when the text says so ("Hybrid - Berlin").
	Workplace string
}

// locationSplitRe separates the locations of a multi-location string:
// "San Francisco, CA | New York City, NY", "London, UK; Ontario, CAN".
var locationSplitRe = regexp.MustCompile(`\s*(?:[|;•]|\s/\s|\sor\s)\s*`)

// SplitLocations returns the locations of a multi-location string, tidied
// ("Cammeray, " → "Cammeray"), empty ones dropped.
func SplitLocations(s string) []string {
	var out []string
	for _, part := range locationSplitRe.Split(s, -1) {
		if p := tidyLocation(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// tidyLocation collapses spaces and drops empty comma parts: "Warsaw, , Poland" →
// "Warsaw, Poland".
func tidyLocation(s string) string {
	parts := strings.Split(s, ",")
	kept := parts[:0]
	for _, p := range parts {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, ", ")
}

// ParseLocation reads a location string, which may list several locations, with
// the gazetteer (jobindex.ParseLocation) and returns its primary place: the
// first naming a city, else the first naming a region or country. A string the
// gazetteer cannot place keeps its first part as the city ("Cammeray").
func ParseLocation(s string) Place {
	loc := jobindex.ParseLocation(tidyLocation(s))
	p := loc.Primary()
	out := Place{City: p.City, Region: p.Region, Country: p.Country, Remote: loc.Remote}
	if loc.Workplace == jobindex.WorkplaceHybrid || loc.Workplace == jobindex.WorkplaceOnSite {
		out.Workplace = loc.Workplace
	}
	if out == (Place{Remote: loc.Remote, Workplace: out.Workplace}) && len(loc.Unresolved) > 0 && !loc.Remote {
		out.City = loc.Unresolved[0]
	}
	return out
}

// CountryCode returns the ISO 3166-1 alpha-2 code of a country name, alias, alpha-3
// or alpha-2 code in any case ("United States", "USA", "us", "CAN"), "" if unknown.
func CountryCode(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	g := geo.Default()
	if c, ok := g.Country(s); ok {
		return c.Code
	}
	if c, ok := g.CountryByCode(s); ok && len(s) == 2 {
		return c.Code
	}
	return ""
}

// RegionCode returns the state or province code of region when it is a US
// state or Canadian province (by name or code, within country when known),
// else region tidied.
func RegionCode(region, country string) string {
	region = strings.Join(strings.Fields(region), " ")
	if code, _ := regionOf(region, country); code != "" {
		return code
	}
	return region
}

// regionOf recognises a US state or Canadian province by name or code (in any
// case: a structured field, not free text), returning its code and country.
func regionOf(region, country string) (code, in string) {
	if country != "" && country != "US" && country != "CA" {
		return "", ""
	}
	g := geo.Default()
	for _, try := range []string{region, strings.ToUpper(region)} {
		for _, d := range g.Divisions(try, country) {
			if (d.Country == "US" || d.Country == "CA") && d.Abbrev != "" {
				return d.Abbrev, d.Country
			}
		}
	}
	return "", ""
}

// DedupeKey is jobindex.DedupeKey of a parsed place.
func DedupeKey(company, title string, p Place) string {
	return jobindex.DedupeKey(company, title, p.Remote, p.City, p.Region, p.Country)
}

// addPlaces adds to locations each place string that names a place they do not
// (a Greenhouse office "San Francisco, California, United States" adds nothing
// to "San Francisco, CA"; "British Columbia, Canada" does).
func addPlaces(locations []string, more ...string) []string {
	have := jobindex.ParseLocation(strings.Join(locations, " | "))
	for _, m := range more {
		m = tidyLocation(m)
		if m == "" {
			continue
		}
		loc := jobindex.ParseLocation(m)
		if !loc.Known() || len(loc.Unresolved) > 0 {
			continue
		}
		if newPlace(have, loc) {
			locations = append(locations, m)
			have = jobindex.ParseLocation(strings.Join(locations, " | "))
		}
	}
	return locations
}

// newPlace reports whether loc names a place, or a remote scope, that have
// does not.
func newPlace(have, loc jobindex.Location) bool {
	if loc.Remote && (!have.Remote || !slices.Equal(have.RemoteScope, loc.RemoteScope)) {
		for _, s := range loc.RemoteScope {
			if !slices.Contains(have.RemoteScope, s) {
				return true
			}
		}
		if !have.Remote {
			return true
		}
	}
	for _, p := range loc.Places {
		found := false
		for _, q := range have.Places {
			if samePlace(p, q) {
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
	return false
}

func samePlace(a, b jobindex.Place) bool {
	if a.CityID != 0 || b.CityID != 0 {
		return a.CityID == b.CityID
	}
	return a.City == b.City && a.Division == b.Division && a.Country == b.Country
}

// titlePlace is the place a title ends with after a bar: "Deal Desk Analyst |
// Fully Remote Poland and UK". Only a part that reads wholly as places (or a
// remote phrase) counts.
func titlePlace(title string) string {
	i := strings.LastIndex(title, " | ")
	if i < 0 {
		return ""
	}
	return strings.TrimSpace(title[i+3:])
}
