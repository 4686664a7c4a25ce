package board

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// ErrNotConfigured: the source needs credentials the operator has not given
// (USAJOBS without USAJOBS_API_KEY and USAJOBS_USER_AGENT). It is not a failure of
// the board, and the refresh does not count it as one.
var ErrNotConfigured = errors.New("source not configured")

// USAJobsKey is the free key of the USAJOBS Search API: the key and the e-mail
// address it was issued to, which the API wants as the User-Agent.
type USAJobsKey struct {
	Key       string
	UserAgent string
}

// USAJobsKeyFromEnv reads USAJOBS_API_KEY and USAJOBS_USER_AGENT.
func USAJobsKeyFromEnv() USAJobsKey {
	return USAJobsKey{Key: strings.TrimSpace(os.Getenv("USAJOBS_API_KEY")),
		UserAgent: strings.TrimSpace(os.Getenv("USAJOBS_USER_AGENT"))}
}

func (k USAJobsKey) ok() bool { return k.Key != "" && k.UserAgent != "" }

// WithUSAJobs gives the client the USAJOBS key; without it the usajobs source is
// reported as not configured.
func WithUSAJobs(k USAJobsKey) Option { return func(c *Client) { c.usajobs = k } }

// Configured reports whether src can be fetched with this client's credentials.
func (c *Client) Configured(src Source) bool {
	return src.Kind != KindUSAJobs || c.usajobs.ok()
}

// ujPage is GET /api/search?Page=N&ResultsPerPage=M.
type ujPage struct {
	SearchResult struct {
		SearchResultCount    int `json:"SearchResultCount"`
		SearchResultCountAll int `json:"SearchResultCountAll"`
		SearchResultItems    []struct {
			MatchedObjectID         string       `json:"MatchedObjectId"`
			MatchedObjectDescriptor ujDescriptor `json:"MatchedObjectDescriptor"`
		} `json:"SearchResultItems"`
		UserArea struct {
			NumberOfPages flexID `json:"NumberOfPages"`
		} `json:"UserArea"`
	} `json:"SearchResult"`
}

type ujDescriptor struct {
	PositionID       string   `json:"PositionID"`
	PositionTitle    string   `json:"PositionTitle"`
	PositionURI      string   `json:"PositionURI"`
	ApplyURI         []string `json:"ApplyURI"`
	PositionLocation []struct {
		LocationName           string `json:"LocationName"`
		CountryCode            string `json:"CountryCode"`
		CountrySubDivisionCode string `json:"CountrySubDivisionCode"`
		CityName               string `json:"CityName"`
	} `json:"PositionLocation"`
	OrganizationName     string                  `json:"OrganizationName"`
	DepartmentName       string                  `json:"DepartmentName"`
	JobCategory          []struct{ Name string } `json:"JobCategory"`
	PositionSchedule     []struct{ Name string } `json:"PositionSchedule"`
	PositionOfferingType []struct{ Name string } `json:"PositionOfferingType"`
	QualificationSummary string                  `json:"QualificationSummary"`
	PositionRemuneration []struct {
		MinimumRange     flexID `json:"MinimumRange"`
		MaximumRange     flexID `json:"MaximumRange"`
		RateIntervalCode string `json:"RateIntervalCode"`
	} `json:"PositionRemuneration"`
	PublicationStartDate string `json:"PublicationStartDate"`
	UserArea             struct {
		Details struct {
			JobSummary       string   `json:"JobSummary"`
			MajorDuties      []string `json:"MajorDuties"`
			Requirements     string   `json:"Requirements"`
			Education        string   `json:"Education"`
			TeleworkEligible bool     `json:"TeleworkEligible"`
			RemoteIndicator  *bool    `json:"RemoteIndicator"`
		} `json:"Details"`
	} `json:"UserArea"`
}

// usajobsPageSize is the largest page the Search API serves.
const usajobsPageSize = 500

// ujPeriods maps USAJOBS rate interval codes to pay periods; biweekly, piece work
// and without-compensation have none.
var ujPeriods = map[string]string{"PA": normalize.PeriodYear, "PH": normalize.PeriodHour,
	"PD": normalize.PeriodDay, "PM": normalize.PeriodMonth, "PW": ""}

// fetchUSAJobs pages every open federal announcement. The API stops at 10,000
// results for one query, which maxPages×500 stays under.
func fetchUSAJobs(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	if !c.usajobs.ok() {
		return nil, ErrNotConfigured
	}
	h := http.Header{"Authorization-Key": {c.usajobs.Key}, "User-Agent": {c.usajobs.UserAgent}}
	var out []normalize.Posting
	for page := 1; page <= min(c.maxPages, 20); page++ {
		var p ujPage
		q := url.Values{"Page": {strconv.Itoa(page)}, "ResultsPerPage": {strconv.Itoa(usajobsPageSize)}}
		if err := c.http.GetJSONWith(ctx, src.endpoint("/api/search", q), h, &p); err != nil {
			return nil, err
		}
		for _, it := range p.SearchResult.SearchResultItems {
			out = append(out, it.MatchedObjectDescriptor.posting(firstNonEmpty(it.MatchedObjectID, it.MatchedObjectDescriptor.PositionID)))
		}
		pages, _ := strconv.Atoi(string(p.SearchResult.UserArea.NumberOfPages))
		if len(p.SearchResult.SearchResultItems) == 0 || page >= pages {
			break
		}
	}
	return out, nil
}

func (d ujDescriptor) posting(id string) normalize.Posting {
	det := d.UserArea.Details
	var body strings.Builder
	for _, sec := range []struct{ title, text string }{
		{"Summary", det.JobSummary}, {"Duties", strings.Join(det.MajorDuties, "\n")},
		{"Qualifications", d.QualificationSummary}, {"Requirements", det.Requirements}, {"Education", det.Education},
	} {
		if strings.TrimSpace(sec.text) != "" {
			body.WriteString(sec.title + "\n" + sec.text + "\n\n")
		}
	}
	p := normalize.Posting{
		BoardJobID:      id,
		Title:           d.PositionTitle,
		Company:         firstNonEmpty(d.OrganizationName, d.DepartmentName),
		Remote:          det.RemoteIndicator,
		DescriptionText: body.String(),
		ApplyURL:        firstNonEmpty(d.PositionURI, first(d.ApplyURI)),
		PostedAt:        parseTime(d.PublicationStartDate),
		Department:      d.DepartmentName,
	}
	for _, s := range d.PositionOfferingType {
		p.EmploymentTypes = append(p.EmploymentTypes, s.Name)
	}
	for _, s := range d.PositionSchedule {
		p.EmploymentTypes = append(p.EmploymentTypes, s.Name)
	}
	for _, c := range d.JobCategory {
		p.Tags = append(p.Tags, c.Name)
	}
	for _, l := range d.PositionLocation {
		if l.LocationName != "" {
			p.Locations = append(p.Locations, l.LocationName)
		}
	}
	if len(d.PositionLocation) == 1 && !strings.HasPrefix(d.PositionLocation[0].LocationName, "Anywhere") {
		l := d.PositionLocation[0]
		city, _, _ := strings.Cut(l.CityName, ",")
		p.City, p.Region, p.Country = city, l.CountrySubDivisionCode, l.CountryCode
	}
	if len(d.PositionRemuneration) > 0 {
		r := d.PositionRemuneration[0]
		lo, _ := strconv.ParseFloat(string(r.MinimumRange), 64)
		hi, _ := strconv.ParseFloat(string(r.MaximumRange), 64)
		if period, known := ujPeriods[r.RateIntervalCode]; known && period != "" && (lo > 0 || hi > 0) {
			p.Compensation = &normalize.Salary{Min: lo, Max: hi, Currency: "USD", Period: period}
		}
	}
	return p
}

func first(vs []string) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}
