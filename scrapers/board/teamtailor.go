package board

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// ttFeed is GET /jobs.json, a JSON Feed 1.1 whose items carry schema.org JobPosting.
type ttFeed struct {
	Title string   `json:"title"`
	Items []ttItem `json:"items"`
}

type ttItem struct {
	ID            string       `json:"id"`
	Title         string       `json:"title"`
	URL           string       `json:"url"`
	ContentHTML   string       `json:"content_html"`
	DatePublished string       `json:"date_published"`
	JobPosting    ldJobPosting `json:"_jobposting"`
}

// ldJobPosting is the part of schema.org JobPosting the boards fill.
type ldJobPosting struct {
	Title      string `json:"title"`
	Identifier struct {
		Value flexID `json:"value"`
	} `json:"identifier"`
	Description        string    `json:"description"`
	DatePosted         string    `json:"datePosted"`
	EmploymentType     ldStrings `json:"employmentType"`
	JobLocationType    string    `json:"jobLocationType"`
	HiringOrganization struct {
		Name string `json:"name"`
	} `json:"hiringOrganization"`
	JobLocation []struct {
		Address struct {
			AddressLocality string `json:"addressLocality"`
			AddressRegion   string `json:"addressRegion"`
			AddressCountry  string `json:"addressCountry"`
		} `json:"address"`
	} `json:"jobLocation"`
	BaseSalary *struct {
		Currency string `json:"currency"`
		Value    struct {
			MinValue float64 `json:"minValue"`
			MaxValue float64 `json:"maxValue"`
			Value    float64 `json:"value"`
			UnitText string  `json:"unitText"`
		} `json:"value"`
	} `json:"baseSalary"`
}

// ldStrings is a schema.org text property: one string or a list.
type ldStrings []string

// UnmarshalJSON implements json.Unmarshaler.
func (l *ldStrings) UnmarshalJSON(b []byte) error {
	var many []string
	if err := json.Unmarshal(b, &many); err == nil {
		*l = many
		return nil
	}
	var one string
	if err := json.Unmarshal(b, &one); err != nil {
		return nil // an unexpected shape loses the type, not the posting
	}
	*l = ldStrings{one}
	return nil
}

// fetchTeamtailor reads the career site's job feed.
func fetchTeamtailor(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var f ttFeed
	if err := c.http.GetJSON(ctx, src.endpoint("/jobs.json", nil), &f); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(f.Items))
	for _, it := range f.Items {
		jp := it.JobPosting
		p := normalize.Posting{
			BoardJobID:      firstNonEmpty(string(jp.Identifier.Value), it.ID),
			Title:           firstNonEmpty(it.Title, jp.Title),
			Company:         jp.HiringOrganization.Name,
			EmploymentTypes: jp.EmploymentType,
			DescriptionHTML: firstNonEmpty(it.ContentHTML, jp.Description),
			ApplyURL:        it.URL,
			PostedAt:        parseTime(firstNonEmpty(it.DatePublished, jp.DatePosted)),
		}
		if src.Company != "" || p.Company == "" {
			p.Company = src.companyName(src.Token)
		}
		// addressRegion is free text ("Europe" for a Madrid office), so only the
		// locality and the ISO country are read.
		for i, l := range jp.JobLocation {
			a := l.Address
			if a.AddressLocality != "" {
				p.Locations = append(p.Locations, a.AddressLocality)
			}
			if i == 0 {
				p.City, p.Country = a.AddressLocality, a.AddressCountry
			}
		}
		if strings.EqualFold(jp.JobLocationType, "TELECOMMUTE") {
			p.Workplace = "remote"
		}
		if s := jp.BaseSalary; s != nil {
			lo, hi := s.Value.MinValue, s.Value.MaxValue
			if lo == 0 && hi == 0 {
				lo, hi = s.Value.Value, s.Value.Value
			}
			if lo > 0 || hi > 0 {
				p.Compensation = &normalize.Salary{Min: lo, Max: hi, Currency: strings.ToUpper(s.Currency),
					Period: normalize.ParsePeriod(s.Value.UnitText)}
			}
		}
		out = append(out, p)
	}
	return out, nil
}
