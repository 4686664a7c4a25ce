package board

import (
	"context"
	"html"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// leverPosting is one element of GET /v0/postings/{site}?mode=json, a bare array.
type leverPosting struct {
	ID         string `json:"id"`
	Text       string `json:"text"`
	HostedURL  string `json:"hostedUrl"`
	ApplyURL   string `json:"applyUrl"`
	Country    string `json:"country"`
	Workplace  string `json:"workplaceType"`
	CreatedAt  int64  `json:"createdAt"` // epoch milliseconds
	Categories struct {
		Commitment   string   `json:"commitment"`
		Department   string   `json:"department"`
		Location     string   `json:"location"`
		Team         string   `json:"team"`
		AllLocations []string `json:"allLocations"`
	} `json:"categories"`
	Description          string `json:"description"`
	DescriptionPlain     string `json:"descriptionPlain"`
	Opening              string `json:"opening"`
	DescriptionBody      string `json:"descriptionBody"`
	Additional           string `json:"additional"`
	AdditionalPlain      string `json:"additionalPlain"`
	SalaryDescriptionRaw string `json:"salaryDescriptionPlain"`
	Lists                []struct {
		Text    string `json:"text"`
		Content string `json:"content"` // <li> items
	} `json:"lists"`
	SalaryRange *struct {
		Min      float64 `json:"min"`
		Max      float64 `json:"max"`
		Currency string  `json:"currency"`
		Interval string  `json:"interval"` // per-year-salary, per-hour-wage…
	} `json:"salaryRange"`
}

// fetchLever pages with skip/limit until a short page.
func fetchLever(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var out []normalize.Posting
	for page, skip := 0, 0; page < c.maxPages; page++ {
		u := src.endpoint("/v0/postings/"+url.PathEscape(src.Token), url.Values{
			"mode":  {"json"},
			"skip":  {strconv.Itoa(skip)},
			"limit": {strconv.Itoa(c.pageSize)},
		})
		var postings []leverPosting
		if err := c.http.GetJSON(ctx, u, &postings); err != nil {
			return nil, err
		}
		for _, lp := range postings {
			out = append(out, lp.posting(src))
		}
		if len(postings) < c.pageSize {
			break
		}
		skip += len(postings)
	}
	return out, nil
}

func (lp leverPosting) posting(src Source) normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      lp.ID,
		Title:           lp.Text,
		Company:         src.companyName(src.Token),
		Locations:       append([]string{lp.Categories.Location}, lp.Categories.AllLocations...),
		Country:         lp.Country,
		Workplace:       lp.Workplace,
		EmploymentTypes: []string{lp.Categories.Commitment},
		DescriptionHTML: lp.bodyHTML(),
		SalaryText:      lp.SalaryDescriptionRaw,
		ApplyURL:        lp.ApplyURL,
		Department:      lp.Categories.Department,
	}
	if p.ApplyURL == "" {
		p.ApplyURL = lp.HostedURL
	}
	if p.Department == "" {
		p.Department = lp.Categories.Team
	}
	if lp.CreatedAt > 0 {
		p.PostedAt = time.UnixMilli(lp.CreatedAt)
	}
	if p.DescriptionHTML == "" {
		p.DescriptionText = strings.TrimSpace(lp.DescriptionPlain + "\n\n" + lp.AdditionalPlain)
	}
	if r := lp.SalaryRange; r != nil && (r.Min > 0 || r.Max > 0) {
		p.Compensation = &normalize.Salary{
			Min: r.Min, Max: r.Max,
			Currency: normalize.ParseCurrency(r.Currency),
			Period:   normalize.ParsePeriod(r.Interval),
		}
	}
	return p
}

// bodyHTML joins Lever's body parts in page order: the description (opening and
// body), each titled list, then the closing "additional" section.
func (lp leverPosting) bodyHTML() string {
	var b strings.Builder
	if lp.Description != "" {
		b.WriteString(lp.Description)
	} else {
		b.WriteString(lp.Opening)
		b.WriteString(lp.DescriptionBody)
	}
	for _, l := range lp.Lists {
		if l.Text != "" {
			b.WriteString("<h3>" + html.EscapeString(l.Text) + "</h3>")
		}
		if strings.TrimSpace(l.Content) != "" {
			b.WriteString("<ul>" + l.Content + "</ul>")
		}
	}
	b.WriteString(lp.Additional)
	return b.String()
}
