package model

import (
	"strings"
	"time"
)

// Job types of the spec's job_type enumeration (2.9).
const (
	JobTypeFullTime   = "fulltime"
	JobTypePartTime   = "parttime"
	JobTypeContract   = "contract"
	JobTypeInternship = "internship"
)

// NormalizeJobType reads a job_type as people write it: "Part-Time",
// "full_time", "Full time" are "parttime" and "fulltime".
func NormalizeJobType(s string) string {
	return strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(strings.TrimSpace(s)))
}

// JobTypes lists the valid job_type values.
var JobTypes = []string{JobTypeFullTime, JobTypePartTime, JobTypeContract, JobTypeInternship}

// Workplace values of Job.Workplace; "" means the board did not say.
const (
	WorkplaceRemote = "remote"
	WorkplaceHybrid = "hybrid"
	WorkplaceOnSite = "onsite"
)

// Job is one posting scraped from a job board and normalised into the index's single
// shape. Scrapers fill everything but FirstSeen and LastSeen, which the store owns.
type Job struct {
	// ID is the spec's job_id: "<board>-<board's id>", e.g. "greenhouse-5193736007".
	ID         string `json:"id"`
	Board      string `json:"board"`
	BoardJobID string `json:"board_job_id"`
	// SourceKey names the configured source that produced the job, e.g. "greenhouse:smarterdx".
	SourceKey string `json:"source_key"`

	Title   string `json:"title"`
	Company string `json:"company"`
	// Location is the display text as the board published it, tidied ("Remote" when
	// a remote board gave none).
	Location string `json:"location"`
	// Locations lists every location of a multi-location posting, primary first.
	Locations []string `json:"locations,omitempty"`
	// City, Region and Country describe the primary location. Region is a US state or
	// Canadian province code when known, else the name as published; Country is an
	// ISO 3166-1 alpha-2 code.
	City    string `json:"city,omitempty"`
	Region  string `json:"region,omitempty"`
	Country string `json:"country,omitempty"`
	Remote  bool   `json:"remote"`
	// Workplace is remote, hybrid or onsite when the board says so, else "".
	Workplace string `json:"workplace,omitempty"`

	// Salary is the display text ("$120,000 - $150,000 a year"), "" when unknown.
	Salary string `json:"salary"`
	// SalaryMin and SalaryMax are annual amounts in SalaryCurrency (hourly, daily,
	// weekly and monthly pay annualised), nil when unknown.
	SalaryMin      *float64 `json:"salary_min,omitempty"`
	SalaryMax      *float64 `json:"salary_max,omitempty"`
	SalaryCurrency string   `json:"salary_currency,omitempty"`
	// SalaryPeriod is the period the pay was published in: hour, day, week, month or year.
	SalaryPeriod string `json:"salary_period,omitempty"`
	// Equity reports that the posting mentions equity or stock options.
	Equity bool `json:"equity,omitempty"`
	// Bonus reports a bonus, commission or OTE component.
	Bonus bool `json:"bonus,omitempty"`

	// JobType is one of JobTypes, "" when the posting does not say.
	JobType string `json:"job_type"`
	// JobTypes are every job type the board's fields state (an internship that
	// is part-time is both), JobType first; search filters on any of them.
	JobTypes []string `json:"job_types,omitempty"`
	// DescriptionHTML is sanitised HTML, safe to render.
	DescriptionHTML string `json:"description_html"`
	// DescriptionText is the plain text, paragraphs separated by blank lines.
	DescriptionText string `json:"description_text"`
	// Snippet is about 200 characters of DescriptionText, cut at a word boundary.
	Snippet string `json:"description_snippet"`

	ApplyURL string `json:"apply_url"`
	// PostedAt is when the board first published the posting, in UTC; zero if unknown.
	PostedAt time.Time `json:"posted_at"`
	// PostedApprox marks a PostedAt the board gave only relatively ("Posted
	// Yesterday"), dated against the scrape time.
	PostedApprox bool `json:"posted_approx,omitempty"`

	Tags       []string `json:"tags,omitempty"`
	Department string   `json:"department,omitempty"`
	Industry   string   `json:"industry,omitempty"`

	// DedupeKey is the normalised company + title + location, equal for the same job
	// posted on two boards.
	DedupeKey string `json:"dedupe_key"`

	// FirstSeen and LastSeen are kept by the store across scrape runs.
	FirstSeen time.Time `json:"first_seen,omitzero"`
	LastSeen  time.Time `json:"last_seen,omitzero"`
}

// DemoSourcePrefix starts the source key of every job imported from the bundled
// demo snapshot (recorded postings, not live ones).
const DemoSourcePrefix = "demo:"

// IsDemo reports a job of the demo snapshot.
func (j *Job) IsDemo() bool { return strings.HasPrefix(j.SourceKey, DemoSourcePrefix) }

// JobListing is the wire shape of a job in the search-jobs response,
// with what a person needs to judge it beyond the spec: where it is, how it is
// worked, whether it is live.
type JobListing struct {
	JobID              string `json:"job_id"`
	Title              string `json:"title"`
	Company            string `json:"company"`
	Location           string `json:"location"`
	Salary             string `json:"salary"`
	JobType            string `json:"job_type"`
	DescriptionSnippet string `json:"description_snippet"`
	ApplyURL           string `json:"apply_url"`
	// PostedDate is RFC 3339 in UTC, "" when the board gave no date.
	PostedDate string `json:"posted_date"`
	// PostedDateApproximate: the board gave the date only relatively ("Posted
	// Yesterday"); PostedDate is that day, counted from when it was read.
	PostedDateApproximate bool `json:"posted_date_approximate"`
	MatchScore            int  `json:"match_score"`
	// Places are the cities, regions and countries the posting names.
	Places []ListingPlace `json:"places"`
	// Workplace is remote, hybrid or onsite when known, else "".
	Workplace string `json:"workplace"`
	// RemoteScope lists where a remote posting hires from: ISO country codes,
	// regions ("US.CA") or areas ("EUROPE"), or "anywhere". Empty when not remote.
	RemoteScope []string `json:"remote_scope"`
	// LastSeen is when a scrape last found the posting open, RFC 3339 in UTC.
	LastSeen string `json:"last_seen"`
	// IsDemo marks a posting of the bundled demo snapshot: recorded, not live.
	IsDemo bool `json:"is_demo"`
}

// ListingPlace is one place of a listing; empty parts are unknown.
type ListingPlace struct {
	City    string `json:"city,omitempty"`
	Region  string `json:"region,omitempty"`
	Country string `json:"country,omitempty"`
}

// Listing returns the job's wire shape with the given relevance score. Places,
// workplace and remote scope are the job index's reading (package jobindex).
func (j *Job) Listing(matchScore int) JobListing {
	return JobListing{
		JobID:                 j.ID,
		Title:                 j.Title,
		Company:               j.Company,
		Location:              j.Location,
		Salary:                j.Salary,
		JobType:               j.JobType,
		DescriptionSnippet:    j.Snippet,
		ApplyURL:              j.ApplyURL,
		PostedDate:            rfc3339(j.PostedAt),
		PostedDateApproximate: j.PostedApprox && !j.PostedAt.IsZero(),
		MatchScore:            matchScore,
		Places:                []ListingPlace{},
		Workplace:             j.Workplace,
		RemoteScope:           []string{},
		LastSeen:              rfc3339(j.LastSeen),
		IsDemo:                j.IsDemo(),
	}
}

// rfc3339 formats t in UTC, "" for the zero time.
func rfc3339(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}
