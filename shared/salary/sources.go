package salary

// sourcePostings is the source ID of job-index postings; the other IDs come from
// the dataset (data/source/curated/sources.csv).
const sourcePostings = "job_index_postings"

// sourceOrder is the order sources are listed in a response.
var sourceOrder = []string{"bls_oews", sourceStateOEWS, "onet_titles", "bls_soc_direct_match", "dol_oflc_crosswalk",
	"dol_oflc_wages", "bea_rpp", sourceMinimumWage, "bls_ecec", "bls_ebs", sourcePostings}

// sourceMinimumWage is the state minimum-wage table's source id.
const sourceMinimumWage = "dol_state_minimum_wage"

// localSources are the tables shipped beside the dataset (data/PROVENANCE-local.md).
var localSources = map[string]SourceRef{
	sourceStateOEWS: {ID: sourceStateOEWS, Name: "Occupational Employment and Wage Statistics, state and nonmetropolitan-area estimates, all occupations",
		Publisher: "U.S. Bureau of Labor Statistics", Vintage: "May 2025", URL: "https://www.bls.gov/oes/tables.htm", License: "public domain"},
	sourceMinimumWage: {ID: sourceMinimumWage, Name: "State minimum wage laws (basic rates in force on 2026-07-01; no city or tipped rates)",
		Publisher: "U.S. Department of Labor, Wage and Hour Division", Vintage: "2026-07-01",
		URL: "https://www.dol.gov/agencies/whd/minimum-wage/state", License: "public domain"},
}

var postingsSource = SourceRef{
	ID:        sourcePostings,
	Name:      "Pay ranges parsed from job postings in the Careerkit job index",
	Publisher: "Careerkit",
	Vintage:   "live",
	License:   "postings' own terms; only aggregates are returned",
}

// sourceRefs lists every source behind r: the title index (O*NET attribution is
// required whenever it is used, and it always is), the wage tables the figures
// came from, and the benefit surveys.
func (d *Dataset) sourceRefs(r *Result) []SourceRef {
	used := map[string]bool{"onet_titles": true}
	if r.Match != nil {
		switch r.Match.MatchedTitleSource {
		case "soc_direct_match":
			used["bls_soc_direct_match"] = true
		case "onet_alternate_title", "onet_short_title", "onet_reported_title", "onet_occupation_title":
			used["dol_oflc_crosswalk"] = true
		}
	}
	for _, fs := range []FieldSource{r.FieldSources.Salary, r.FieldSources.Bonus, r.FieldSources.Equity,
		r.FieldSources.TotalCompensation, r.FieldSources.Benefits, r.FieldSources.DataSamples} {
		for _, s := range fs.Sources {
			used[s] = true
		}
	}
	out := []SourceRef{}
	for _, id := range sourceOrder {
		if !used[id] {
			continue
		}
		if id == sourcePostings {
			out = append(out, postingsSource)
			continue
		}
		if s, ok := localSources[id]; ok {
			out = append(out, s)
			continue
		}
		if s, ok := d.sources[id]; ok {
			out = append(out, SourceRef{ID: s.ID, Name: s.Name, Publisher: s.Publisher, Vintage: s.Vintage,
				URL: s.URL, License: s.License, Attribution: s.Attribution})
		}
	}
	return out
}

// Attribution returns the attribution text the O*NET licence (CC BY 4.0) asks
// every product using its titles to show, for the service's docs or about page.
func (d *Dataset) Attribution() string { return d.sources["onet_titles"].Attribution }
