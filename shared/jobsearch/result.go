package jobsearch

import "github.com/careerkit/careerkit/shared/model"

// Result is the search-jobs response, with what the index understood
// and what the filters hid, so an empty page is never silent.
type Result struct {
	Jobs []model.JobListing `json:"jobs"`
	// TotalResults is exact up to store.DefaultJobCountCap matches, the planner's
	// estimate beyond (TotalEstimated; see the package documentation).
	TotalResults   int  `json:"total_results"`
	TotalEstimated bool `json:"total_results_estimated"`
	SearchTimeMS   int  `json:"search_time_ms"`
	// Location is how the location was read.
	Location LocationReading `json:"location_interpretation"`
	// HiddenByFilters counts, per filter (location, job_type, salary_min), the
	// further matches that filter alone hid; set when the page is not full.
	HiddenByFilters map[string]int `json:"hidden_by_filters,omitempty"`
	// Hint says how to see them, in a sentence an agent can relay.
	Hint string `json:"hint,omitempty"`
	// NearMatches counts the listings at the end of Jobs whose title has every
	// word of the query but one, added to a short page; TotalResults and
	// HiddenByFilters count full matches only.
	NearMatches int `json:"near_matches,omitempty"`
	// DidYouMean is the corrected query whose matches are shown when the words
	// as typed matched nothing ("sofware enginer" → "software engineer").
	DidYouMean string `json:"did_you_mean,omitempty"`
	// Query is the words searched, as typed.
	Query string `json:"-"`
}

// LocationReading is a search location as the index read it.
type LocationReading struct {
	// Query is the location searched (after defaults).
	Query string `json:"query"`
	// Mode is "remote" (remote postings only, of any scope or of the scope
	// named), "place" (postings there and remote postings open to it) or
	// "anywhere" (no location filter).
	Mode string `json:"mode"`
	// Places are the readings of a place, most postings first ("Georgia": the
	// US state and the country).
	Places []PlaceReading `json:"places,omitempty"`
}

// PlaceReading is one meaning of a place name and, when the name has several
// (or none the gazetteer knows), how many open postings are there (counted up
// to 1,000).
type PlaceReading struct {
	Label    string `json:"label"`
	Postings *int   `json:"postings,omitempty"`
}

// Location modes of LocationReading.
const (
	ModeRemote   = "remote"
	ModePlace    = "place"
	ModeAnywhere = "anywhere"
)
