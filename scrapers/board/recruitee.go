package board

import (
	"context"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// rcOffers is GET /api/offers/: every published offer with its application form.
type rcOffers struct {
	Offers []rcOffer `json:"offers"`
}

type rcOffer struct {
	ID          flexID `json:"id"`
	Slug        string `json:"slug"`
	Title       string `json:"title"`
	CompanyName string `json:"company_name"`
	Location    string `json:"location"`
	City        string `json:"city"`
	StateName   string `json:"state_name"`
	CountryCode string `json:"country_code"`
	Locations   []struct {
		Name    string `json:"name"`
		City    string `json:"city"`
		State   string `json:"state"`
		Country string `json:"country"`
	} `json:"locations"`
	Remote             *bool  `json:"remote"`
	Hybrid             bool   `json:"hybrid"`
	OnSite             bool   `json:"on_site"`
	EmploymentTypeCode string `json:"employment_type_code"`
	Description        string `json:"description"`
	Requirements       string `json:"requirements"`
	Salary             struct {
		Min      flexID `json:"min"`
		Max      flexID `json:"max"`
		Period   string `json:"period"`
		Currency string `json:"currency"`
	} `json:"salary"`
	PublishedAt     string   `json:"published_at"`
	CreatedAt       string   `json:"created_at"`
	CareersURL      string   `json:"careers_url"`
	CareersApplyURL string   `json:"careers_apply_url"`
	Department      string   `json:"department"`
	CategoryCode    string   `json:"category_code"`
	Tags            []string `json:"tags"`
}

// fetchRecruitee reads the company's offers; the list carries everything.
func fetchRecruitee(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var r rcOffers
	if err := c.http.GetJSON(ctx, src.endpoint("/api/offers/", nil), &r); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(r.Offers))
	for _, o := range r.Offers {
		out = append(out, o.posting(src))
	}
	return out, nil
}

func (o rcOffer) posting(src Source) normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      string(o.ID),
		Title:           o.Title,
		Company:         o.CompanyName,
		City:            o.City,
		Region:          o.StateName,
		Country:         o.CountryCode,
		Remote:          o.Remote,
		EmploymentTypes: []string{o.EmploymentTypeCode},
		DescriptionHTML: o.Description + o.Requirements,
		ApplyURL:        firstNonEmpty(o.CareersURL, o.CareersApplyURL),
		PostedAt:        parseTime(strings.TrimSuffix(firstNonEmpty(o.PublishedAt, o.CreatedAt), " UTC")),
		Department:      o.Department,
		Tags:            o.Tags,
	}
	if src.Company != "" || p.Company == "" {
		p.Company = src.companyName(src.Token)
	}
	for _, l := range o.Locations {
		if text := joinNonEmpty(", ", firstNonEmpty(l.City, l.Name), l.State, l.Country); text != "" {
			p.Locations = append(p.Locations, text)
		}
	}
	if len(p.Locations) == 0 && o.Location != "" {
		p.Locations = []string{o.Location}
	}
	switch {
	case o.Hybrid:
		p.Workplace = model.WorkplaceHybrid
	case o.Remote != nil && *o.Remote:
		p.Workplace = model.WorkplaceRemote
	case o.OnSite:
		p.Workplace = model.WorkplaceOnSite
	}
	lo, _ := strconv.ParseFloat(string(o.Salary.Min), 64)
	hi, _ := strconv.ParseFloat(string(o.Salary.Max), 64)
	if lo > 0 || hi > 0 {
		p.Compensation = &normalize.Salary{Min: lo, Max: hi, Currency: strings.ToUpper(o.Salary.Currency),
			Period: normalize.ParsePeriod(o.Salary.Period)}
	}
	return p
}
