package normalize

import (
	"regexp"
	"strings"
)

// remoteWords are whole location parts that mean "remote".
var remoteWords = map[string]bool{
	"remote": true, "remote-friendly": true, "remote friendly": true, "fully remote": true,
	"remote-first": true, "remote first": true, "100% remote": true, "remote ok": true,
	"anywhere": true, "worldwide": true, "global": true, "globally": true,
	"work from home": true, "wfh": true, "distributed": true, "telecommute": true,
	"home based": true, "home-based": true, "remote only": true,
}

// remotePrefixes lead a part that goes on to name the place: "Remote US",
// "Remote-Friendly US", "Fully Remote Poland".
var remotePrefixes = []string{"remote-friendly ", "remote friendly ", "fully remote ",
	"remote-first ", "remote first ", "remote in ", "remote ", "anywhere in "}

// takeWorkplace records a remote, hybrid or on-site word in part and returns what is
// left of the part.
func (p *Place) takeWorkplace(part string) string {
	low := strings.ToLower(part)
	switch {
	case remoteWords[low]:
		p.Remote = true
		return ""
	case low == "hybrid":
		p.Workplace = "hybrid"
		return ""
	case low == "on-site" || low == "onsite" || low == "on site" || low == "in office" ||
		low == "in-office" || low == "office":
		p.Workplace = "onsite"
		return ""
	case strings.HasPrefix(low, "hybrid "):
		p.Workplace = "hybrid"
		return strings.TrimSpace(part[len("hybrid "):])
	case strings.HasSuffix(low, " remote"):
		p.Remote = true
		return strings.TrimSpace(part[:len(part)-len(" remote")])
	}
	for _, pre := range remotePrefixes {
		if strings.HasPrefix(low, pre) {
			p.Remote = true
			return strings.TrimSpace(part[len(pre):])
		}
	}
	return part
}

// timezoneRe matches a time-zone note boards append to a region: "CST", "UTC-6",
// "GMT+1", "EST timezone".
var timezoneRe = regexp.MustCompile(`^(?:[A-Z]{2,3}T|(?i:.*\b(?:utc|gmt|time ?zones?)\b.*))$`)

func isTimezone(part string) bool { return timezoneRe.MatchString(part) }

// CountryCode returns the ISO 3166-1 alpha-2 code of a country name, alias, alpha-3
// or alpha-2 code in any case ("United States", "USA", "us", "CAN"), "" if unknown.
func CountryCode(s string) string {
	s = strings.TrimSpace(s)
	if c := countryCode(s, true); c != "" {
		return c
	}
	if up := strings.ToUpper(s); len(up) == 2 && alpha2[up] {
		return up
	}
	return ""
}

// countryCode looks s up as a country name or alias; with alpha2 it also accepts a
// capitalised alpha-2 code ("DE").
func countryCode(s string, withAlpha2 bool) string {
	if c, ok := countryNames[strings.ToLower(s)]; ok {
		return c
	}
	if withAlpha2 && len(s) == 2 && alpha2[s] {
		return s
	}
	return ""
}

// RegionCode returns the state or province code of region when country is the US or
// Canada (or unknown) and the name or code is recognised, else region tidied.
func RegionCode(region, country string) string {
	region = strings.Join(strings.Fields(region), " ")
	if code, _ := regionOf(region, country); code != "" {
		return code
	}
	return region
}

// regionOf recognises a US state or Canadian province by name or code, returning its
// code and country, or "" when region is neither or belongs to another country.
func regionOf(region, country string) (code, in string) {
	low := strings.ToLower(region)
	up := strings.ToUpper(region)
	if country == "" || country == "US" {
		if c, ok := usStates[low]; ok {
			return c, "US"
		}
		if usStateCodes[up] && len(region) == 2 {
			return up, "US"
		}
	}
	if country == "" || country == "CA" {
		if c, ok := caProvinces[low]; ok {
			return c, "CA"
		}
		if caProvinceCodes[up] && len(region) == 2 {
			return up, "CA"
		}
	}
	return "", ""
}

// resolve fills city, region and country from the comma parts of one location,
// read from the end: country, then state or region, then city.
func (p *Place) resolve(parts []string) {
	if n := len(parts); n >= 2 {
		last := parts[n-1]
		_, prevIsProvince := caProvinces[strings.ToLower(parts[n-2])]
		switch {
		case len(last) == 2 && usStateCodes[last] && !(last == "CA" && prevIsProvince) &&
			cityCountry(parts[0]) != last:
			p.Region, p.Country = last, "US"
			parts = parts[:n-1]
		case countryCode(last, true) != "":
			p.Country = countryCode(last, true)
			parts = parts[:n-1]
		}
	} else if n == 1 && cityCountry(parts[0]) == "" {
		if c := countryCode(parts[0], true); c != "" {
			p.Country = c
			return
		}
	}
	if n := len(parts); n >= 2 || (n == 1 && cityCountry(parts[0]) == "") {
		last := parts[n-1]
		if code, in := regionOf(last, p.Country); code != "" && p.Region == "" {
			p.Region, p.Country = code, in
			parts = parts[:n-1]
		} else if n >= 2 && p.Region == "" {
			p.Region = last
			parts = parts[:n-1]
		}
	}
	if len(parts) == 0 || areas[strings.ToLower(parts[0])] {
		return
	}
	p.City = parts[0]
	if c, ok := knownCities[strings.ToLower(p.City)]; ok {
		if p.Country == "" {
			p.Country = c.country
		}
		if p.Region == "" && p.Country == c.country {
			p.Region = c.region
		}
	}
}

// cityCountry returns the country of a well-known city, "" for others.
func cityCountry(name string) string {
	return knownCities[strings.ToLower(name)].country
}
