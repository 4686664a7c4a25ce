package store

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// Place keys index where a job is and what a search location asks for. A job
// carries every key of each of its locations; a query asks for its most specific
// key, so "Austin, TX" matches jobs in Austin, Texas only, "Austin" any Austin,
// "TX" anywhere in Texas and "Germany" anywhere in Germany.
//
//	city:austin   city:austin|r:tx   city:austin|c:us
//	region:tx     region:tx|c:us
//	country:us

// PlaceKeys returns the index keys of one place, sorted.
func PlaceKeys(city, region, country string) []string {
	city, region, country = placeWord(city), placeWord(region), placeWord(country)
	var keys []string
	if city != "" {
		keys = append(keys, "city:"+city)
		if region != "" {
			keys = append(keys, "city:"+city+"|r:"+region)
		}
		if country != "" {
			keys = append(keys, "city:"+city+"|c:"+country)
		}
	}
	if region != "" {
		keys = append(keys, "region:"+region)
		if country != "" {
			keys = append(keys, "region:"+region+"|c:"+country)
		}
	}
	if country != "" {
		keys = append(keys, "country:"+country)
	}
	slices.Sort(keys)
	return keys
}

// PlaceQueryKeys returns the keys a search for place p matches: the most specific
// key the place names. A lone word that is neither a known region nor a country
// ("Bavaria", "Springfield") is tried both as a city and as a region name.
func PlaceQueryKeys(p normalize.Place) []string {
	city, region, country := placeWord(p.City), placeWord(p.Region), placeWord(p.Country)
	switch {
	case city != "" && region != "":
		return []string{"city:" + city + "|r:" + region}
	case city != "" && country != "":
		return []string{"city:" + city + "|c:" + country}
	case city != "":
		return []string{"city:" + city, "region:" + city}
	case region != "" && country != "":
		return []string{"region:" + region + "|c:" + country}
	case region != "":
		return []string{"region:" + region}
	case country != "":
		return []string{"country:" + country}
	}
	return nil
}

// jobPlaces returns the keys of every location of j: the primary place the
// scraper resolved, then each further location of a multi-location posting.
func jobPlaces(j *model.Job) []string {
	keys := append([]string{}, PlaceKeys(j.City, j.Region, j.Country)...)
	for i, loc := range j.Locations {
		if i == 0 {
			continue
		}
		p := normalize.ParseLocation(loc)
		keys = append(keys, PlaceKeys(p.City, p.Region, p.Country)...)
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// placeWord lowercases and tidies one part of a place for a key.
func placeWord(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	return strings.NewReplacer("|", " ", ":", " ").Replace(s)
}

// Facet keys besides places; see the facets column of migration 00002.
const (
	FacetRemote = "remote"
	// usdFacetStep is the salary step of the usd:N facets; usdFacetMax caps N.
	usdFacetStep = 10000
	usdFacetMax  = 40
)

// JobTypeFacet is the facet of a job_type.
func JobTypeFacet(jobType string) string { return "jt:" + jobType }

// salaryFacet is the usd:N facet a salary_min filter needs: the largest step at or
// below it. A filter on an exact step needs no further check.
func salaryFacet(salaryMin float64) (facet string, exact bool) {
	n := max(0, min(int(math.Floor(salaryMin/usdFacetStep)), usdFacetMax))
	return "usd:" + strconv.Itoa(n), float64(n*usdFacetStep) == salaryMin
}

// salaryMaxUSD mirrors the salary_max_usd column: the top of a USD range.
func salaryMaxUSD(j *model.Job) (float64, bool) {
	if j.SalaryCurrency != "USD" {
		return 0, false
	}
	switch {
	case j.SalaryMax != nil:
		return *j.SalaryMax, true
	case j.SalaryMin != nil:
		return *j.SalaryMin, true
	}
	return 0, false
}

// jobFacets returns the facets of j, sorted.
func jobFacets(j *model.Job) []string {
	keys := jobPlaces(j)
	if j.Remote {
		keys = append(keys, FacetRemote)
	}
	keys = append(keys, JobTypeFacet(j.JobType))
	if usd, ok := salaryMaxUSD(j); ok {
		for n := 0; n <= min(usdFacetMax, int(usd/usdFacetStep)); n++ {
			keys = append(keys, "usd:"+strconv.Itoa(n))
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}
