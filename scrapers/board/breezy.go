package board

import (
	"context"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// bzPosition is one element of GET /json, a bare array of the open positions.
type bzPosition struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	URL           string `json:"url"`
	PublishedDate string `json:"published_date"`
	Type          struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"type"`
	Location   bzLocation   `json:"location"`
	Locations  []bzLocation `json:"locations"`
	Department string       `json:"department"`
	Salary     string       `json:"salary"`
	Company    struct {
		Name string `json:"name"`
	} `json:"company"`
}

type bzLocation struct {
	Country struct {
		Name string `json:"name"`
		ID   string `json:"id"`
	} `json:"country"`
	State struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"state"`
	City     string `json:"city"`
	IsRemote *bool  `json:"is_remote"`
	Name     string `json:"name"`
}

// fetchBreezy reads the company's positions. The feed has no description (it is
// only on the position's web page), so the pay and places are what it states.
func fetchBreezy(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var list []bzPosition
	if err := c.http.GetJSON(ctx, src.endpoint("/json", nil), &list); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(list))
	for _, b := range list {
		l := b.Location
		p := normalize.Posting{
			BoardJobID:      b.ID,
			Title:           b.Name,
			Company:         b.Company.Name,
			City:            l.City,
			Region:          firstNonEmpty(l.State.ID, l.State.Name),
			Country:         l.Country.ID,
			Remote:          l.IsRemote,
			EmploymentTypes: []string{b.Type.ID, b.Type.Name},
			SalaryText:      b.Salary,
			ApplyURL:        b.URL,
			PostedAt:        parseTime(b.PublishedDate),
			Department:      b.Department,
		}
		if src.Company != "" || p.Company == "" {
			p.Company = src.companyName(src.Token)
		}
		for _, x := range append([]bzLocation{l}, b.Locations...) {
			if x.Name != "" {
				p.Locations = append(p.Locations, x.Name)
			}
		}
		out = append(out, p)
	}
	return out, nil
}
