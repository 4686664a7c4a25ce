package normalize

import (
	"regexp"
	"strings"
)

// Place is a location resolved into parts. Region is a US state or Canadian province
// code when recognised, else the name as published; Country is ISO 3166-1 alpha-2.
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

// ParseLocation resolves a location string, which may list several locations. The
// primary place is the first one naming a city, else the first naming a country;
// Remote is set if any of them is remote.
func ParseLocation(s string) Place {
	var primary, fallback *Place
	remote := false
	places := make([]Place, 0, 2)
	for _, part := range SplitLocations(s) {
		places = append(places, parseOne(part))
	}
	for i := range places {
		p := &places[i]
		remote = remote || p.Remote
		switch {
		case primary == nil && p.City != "":
			primary = p
		case fallback == nil && (p.Country != "" || p.Region != ""):
			fallback = p
		}
	}
	var out Place
	switch {
	case primary != nil:
		out = *primary
	case fallback != nil:
		out = *fallback
	case len(places) > 0:
		out = places[0]
	}
	out.Remote = remote
	return out
}

// parenRe captures a parenthesised note: "Remote (United States)".
var parenRe = regexp.MustCompile(`\(([^)]*)\)`)

// dashSplitRe separates a workplace word from the place: "Hybrid - Berlin",
// "Remote - EMEA", "Remote-Friendly US".
var dashSplitRe = regexp.MustCompile(`\s+[-–—]\s+`)

// parseOne resolves a single location: "Sandy, UT, United States", "Remote (US)",
// "Philippines (Remote)", "USA, CST (UTC-6)".
func parseOne(s string) Place {
	var p Place
	var notes []string
	for _, m := range parenRe.FindAllStringSubmatch(s, -1) {
		notes = append(notes, m[1])
	}
	s = parenRe.ReplaceAllString(s, ",")
	s = dashSplitRe.ReplaceAllString(s, ",")
	var parts []string
	for _, raw := range strings.Split(s, ",") {
		part := p.takeWorkplace(strings.Join(strings.Fields(raw), " "))
		if part != "" && !isTimezone(part) {
			parts = append(parts, part)
		}
	}
	for _, n := range notes {
		for _, raw := range strings.Split(n, ",") {
			note := p.takeWorkplace(strings.TrimSpace(raw))
			if c := countryCode(note, true); c != "" && p.Country == "" {
				p.Country = c
			}
		}
	}
	p.resolve(parts)
	return p
}
