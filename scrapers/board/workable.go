package board

import (
	"context"
	"net/url"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// wkAccount is GET /api/v1/widget/accounts/{account}?details=true: the whole board.
type wkAccount struct {
	Name string  `json:"name"`
	Jobs []wkJob `json:"jobs"`
}

type wkJob struct {
	Title          string       `json:"title"`
	Shortcode      string       `json:"shortcode"`
	EmploymentType string       `json:"employment_type"`
	Telecommuting  *bool        `json:"telecommuting"`
	Department     string       `json:"department"`
	URL            string       `json:"url"`
	ApplicationURL string       `json:"application_url"`
	PublishedOn    string       `json:"published_on"`
	CreatedAt      string       `json:"created_at"`
	Country        string       `json:"country"`
	City           string       `json:"city"`
	State          string       `json:"state"`
	Experience     string       `json:"experience"`
	Industry       string       `json:"industry"`
	Locations      []wkLocation `json:"locations"`
	Description    string       `json:"description"`
}

type wkLocation struct {
	Country     string `json:"country"`
	CountryCode string `json:"countryCode"`
	City        string `json:"city"`
	Region      string `json:"region"`
	Hidden      bool   `json:"hidden"`
}

// fetchWorkable reads the account's widget feed; it has no location key, so the
// places come from locations[] (the flat city/state/country when that is empty).
func fetchWorkable(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var a wkAccount
	u := src.endpoint("/api/v1/widget/accounts/"+url.PathEscape(src.Token), url.Values{"details": {"true"}})
	if err := c.http.GetJSON(ctx, u, &a); err != nil {
		return nil, err
	}
	company := a.Name
	if src.Company != "" || company == "" {
		company = src.companyName(src.Token)
	}
	out := make([]normalize.Posting, 0, len(a.Jobs))
	for _, j := range a.Jobs {
		p := normalize.Posting{
			BoardJobID:      j.Shortcode,
			Title:           j.Title,
			Company:         company,
			Remote:          j.Telecommuting,
			EmploymentTypes: []string{j.Experience, j.EmploymentType},
			DescriptionHTML: j.Description,
			ApplyURL:        firstNonEmpty(j.ApplicationURL, j.URL),
			PostedAt:        parseTime(firstNonEmpty(j.PublishedOn, j.CreatedAt)),
			Department:      j.Department,
			Industry:        j.Industry,
		}
		locs := j.Locations
		if len(locs) == 0 {
			locs = []wkLocation{{Country: j.Country, City: j.City, Region: j.State}}
		}
		for i, l := range locs {
			if l.Hidden {
				continue
			}
			if text := joinNonEmpty(", ", l.City, l.Region, l.Country); text != "" {
				p.Locations = append(p.Locations, text)
			}
			if i == 0 {
				p.City, p.Region, p.Country = l.City, l.Region, firstNonEmpty(l.CountryCode, l.Country)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// firstNonEmpty returns the first value that is not blank.
func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// joinNonEmpty joins the values that are not blank.
func joinNonEmpty(sep string, vs ...string) string {
	var out []string
	for _, v := range vs {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return strings.Join(out, sep)
}
