package board

import (
	"context"
	"net/url"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// ashbyBoard is GET /posting-api/job-board/{name}?includeCompensation=true.
type ashbyBoard struct {
	Jobs []ashbyJob `json:"jobs"`
}

type ashbyJob struct {
	ID                 string `json:"id"`
	Title              string `json:"title"`
	Department         string `json:"department"`
	Team               string `json:"team"`
	EmploymentType     string `json:"employmentType"` // FullTime, PartTime, Intern, Contract, Temporary
	Location           string `json:"location"`
	SecondaryLocations []struct {
		Location string        `json:"location"`
		Address  *ashbyAddress `json:"address"`
	} `json:"secondaryLocations"`
	PublishedAt      string             `json:"publishedAt"`
	IsListed         *bool              `json:"isListed"`
	IsRemote         *bool              `json:"isRemote"`
	WorkplaceType    *string            `json:"workplaceType"` // OnSite, Hybrid, Remote or null
	Address          *ashbyAddress      `json:"address"`
	JobURL           string             `json:"jobUrl"`
	ApplyURL         string             `json:"applyUrl"`
	DescriptionHTML  string             `json:"descriptionHtml"`
	DescriptionPlain string             `json:"descriptionPlain"`
	Compensation     *ashbyCompensation `json:"compensation"`
}

type ashbyAddress struct {
	PostalAddress struct {
		Locality string `json:"addressLocality"`
		Region   string `json:"addressRegion"`
		Country  string `json:"addressCountry"`
	} `json:"postalAddress"`
}

// text writes the address as a location string: "Miami, Florida, USA".
func (a *ashbyAddress) text() string {
	if a == nil {
		return ""
	}
	pa := a.PostalAddress
	var parts []string
	for _, v := range []string{pa.Locality, pa.Region, pa.Country} {
		if v = strings.TrimSpace(v); v != "" {
			parts = append(parts, v)
		}
	}
	return strings.Join(parts, ", ")
}

type ashbyCompensation struct {
	TierSummary       *string `json:"compensationTierSummary"`
	CompensationTiers []struct {
		Components []ashbyComponent `json:"components"`
	} `json:"compensationTiers"`
	SummaryComponents []ashbyComponent `json:"summaryComponents"`
}

type ashbyComponent struct {
	Type     string   `json:"compensationType"` // Salary, EquityPercentage, EquityCashValue, Bonus, Commission
	Interval string   `json:"interval"`         // "1 YEAR", "1 HOUR", "NONE"
	Currency *string  `json:"currencyCode"`
	Min      *float64 `json:"minValue"`
	Max      *float64 `json:"maxValue"`
}

func fetchAshby(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	u := src.endpoint("/posting-api/job-board/"+url.PathEscape(src.Token),
		url.Values{"includeCompensation": {"true"}})
	var board ashbyBoard
	if err := c.http.GetJSON(ctx, u, &board); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(board.Jobs))
	for _, j := range board.Jobs {
		if j.IsListed != nil && !*j.IsListed {
			continue
		}
		out = append(out, j.posting(src))
	}
	return out, nil
}

func (j ashbyJob) posting(src Source) normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      j.ID,
		Title:           j.Title,
		Company:         ashbyCompany(src, j.JobURL),
		Locations:       []string{j.Location},
		Remote:          j.IsRemote,
		EmploymentTypes: []string{j.EmploymentType},
		DescriptionHTML: j.DescriptionHTML,
		DescriptionText: j.DescriptionPlain,
		ApplyURL:        j.ApplyURL,
		PostedAt:        parseTime(j.PublishedAt),
		Department:      j.Department,
	}
	for _, l := range j.SecondaryLocations {
		p.Locations = append(p.Locations, l.Location)
		p.Places = append(p.Places, l.Address.text())
	}
	if j.WorkplaceType != nil {
		p.Workplace = *j.WorkplaceType
	}
	if a := j.Address; a != nil {
		p.City, p.Region, p.Country = a.PostalAddress.Locality, a.PostalAddress.Region, a.PostalAddress.Country
	}
	if p.ApplyURL == "" {
		p.ApplyURL = j.JobURL
	}
	if p.Department == "" {
		p.Department = j.Team
	}
	if c := j.Compensation; c != nil {
		p.Compensation, p.Equity, p.Bonus = c.salary()
		if p.Compensation == nil && c.TierSummary != nil {
			p.SalaryText = *c.TierSummary
		}
	}
	return p
}

// salary merges the Salary components of every tier (one per zone or level) into
// the widest range of the first currency and interval seen.
func (c ashbyCompensation) salary() (s *normalize.Salary, equity, bonus bool) {
	comps := c.SummaryComponents
	for _, t := range c.CompensationTiers {
		comps = append(comps, t.Components...)
	}
	for _, k := range comps {
		switch {
		case strings.HasPrefix(k.Type, "Equity"):
			equity = true
			continue
		case k.Type == "Bonus" || k.Type == "Commission":
			bonus = true
			continue
		case k.Type != "Salary" || (k.Min == nil && k.Max == nil):
			continue
		}
		lo, hi := deref(k.Min), deref(k.Max)
		cur := normalize.ParseCurrency(deref(k.Currency))
		period := normalize.ParsePeriod(k.Interval)
		switch {
		case s == nil:
			s = &normalize.Salary{Min: lo, Max: hi, Currency: cur, Period: period}
		case s.Currency == cur && s.Period == period:
			s.Min, s.Max = min(s.Min, lo), max(s.Max, hi)
		}
	}
	return s, equity, bonus
}

// ashbyCompany names the company: the configured name for the board's own jobs, the
// slug of the job URL (jobs.ashbyhq.com/{slug}/…) for jobs of another board.
func ashbyCompany(src Source, jobURL string) string {
	slug := ""
	if u, err := url.Parse(jobURL); err == nil {
		slug, _, _ = strings.Cut(strings.Trim(u.Path, "/"), "/")
	}
	if slug == "" {
		slug = src.Token
	}
	return src.companyName(slug)
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
