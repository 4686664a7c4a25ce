package jobindex

import (
	"math"
	"slices"
	"strconv"

	"github.com/careerkit/careerkit/shared/model"
)

// Facet keys besides places; see the facets column of migration 00002.
const (
	// usdFacetStep is the salary step of the usd:N facets; usdFacetMax caps N.
	usdFacetStep = 10000
	usdFacetMax  = 40
)

// JobTypeFacet is the facet of a job_type.
func JobTypeFacet(jobType string) string { return "jt:" + jobType }

// PaidUSDFacet is the facet of every posting with an annual USD range.
const PaidUSDFacet = "usd:0"

// SalaryFacet is the usd:N facet a salary_min filter needs: the largest step at or
// below it. A filter on an exact step needs no further check.
func SalaryFacet(salaryMin float64) (facet string, exact bool) {
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

// Facets returns every facet of j, sorted: where it is (OfJob(j).Keys()), its
// job type, and the usd:N steps its USD range reaches.
func Facets(j *model.Job) []string {
	keys := OfJob(j).Keys()
	for _, jt := range append([]string{j.JobType}, j.JobTypes...) {
		if jt != "" {
			keys = append(keys, JobTypeFacet(jt))
		}
	}
	if IsGerman(j) {
		keys = append(keys, FacetGerman)
	}
	if usd, ok := salaryMaxUSD(j); ok {
		for n := 0; n <= min(usdFacetMax, int(usd/usdFacetStep)); n++ {
			keys = append(keys, "usd:"+strconv.Itoa(n))
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}
