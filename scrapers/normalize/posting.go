package normalize

import (
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/model"
)

// Posting is what a board client read from one posting, in the board's terms but
// already decoded. Job turns it into the index's shape.
type Posting struct {
	Board      string // "greenhouse", "lever"…
	BoardJobID string
	SourceKey  string // "greenhouse:smarterdx"

	Title   string
	Company string

	// Locations are the location strings as published, primary first; each may itself
	// list several ("Austin | Chicago").
	Locations []string
	// Places are further places the board structures, each written as text
	// ("San Francisco, California, United States" for a Greenhouse office,
	// "Remote (Canada)" for an Ashby secondary location, "Berlin, Germany" for
	// a Workable locations[] entry): one naming a place the location strings do
	// not is added to them. Board clients put every place field here or in
	// Locations, and the remote flag and workplace type in Remote and Workplace;
	// Job settles the rest (jobindex reads them all).
	Places []string
	// City, Region and Country are set when the board structures the address
	// (Ashby postalAddress, SmartRecruiters location); they win over parsing.
	City, Region, Country string
	// Remote is the board's remote flag, nil when it has none.
	Remote *bool
	// Workplace is the board's workplace-type value as published ("hybrid", "OnSite").
	Workplace string
	// RemoteBoard marks boards that list remote jobs only (RemoteOK, Remotive).
	RemoteBoard bool

	// EmploymentTypes are the board's employment-type values, most specific first.
	EmploymentTypes []string

	// DescriptionHTML is the body as published (possibly entity-escaped);
	// DescriptionText is used when the board sends only plain text.
	DescriptionHTML string
	DescriptionText string

	// Compensation is the board's structured pay; SalaryText its free-text pay field.
	// When both are empty the pay is looked for in the description.
	Compensation *Salary
	SalaryText   string
	// Equity and Bonus are set when the board's structured pay says so.
	Equity, Bonus bool

	ApplyURL string
	PostedAt time.Time
	// PostedApprox marks a PostedAt read from a relative date ("Posted Yesterday")
	// against the scrape time: right to the day at best.
	PostedApprox bool
	Tags         []string
	Department   string
	Industry     string
}

// Job normalises a posting into the index's job shape.
func Job(p Posting) model.Job {
	j := model.Job{
		ID:         p.Board + "-" + p.BoardJobID,
		Board:      p.Board,
		BoardJobID: p.BoardJobID,
		SourceKey:  p.SourceKey,
		Title:      oneLine(FixMojibake(p.Title)),
		Company:    oneLine(FixMojibake(p.Company)),
		ApplyURL:   strings.TrimSpace(p.ApplyURL),
		Tags:       cleanList(p.Tags),
		Department: oneLine(p.Department),
		Industry:   oneLine(p.Industry),
	}
	if !p.PostedAt.IsZero() {
		j.PostedAt = p.PostedAt.UTC()
		j.PostedApprox = p.PostedApprox
	}
	place := setLocation(&j, p)
	setDescription(&j, p)
	setSalary(&j, p)
	j.JobTypes = JobTypes(p.EmploymentTypes...)
	j.JobType = JobType(p.EmploymentTypes...)
	if j.JobType == "" {
		j.JobType = inferJobType(j.Title, j.DescriptionText)
	}
	j.DedupeKey = DedupeKey(j.Company, j.Title, place)
	return j
}
