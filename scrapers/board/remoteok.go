package board

import (
	"context"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// remoteOKJob is an element of GET /api, a bare array whose first element is the
// terms-of-service notice, not a job. Its terms ask for a followed link back to the
// job's Remote OK page, so ApplyURL keeps that page.
type remoteOKJob struct {
	ID          flexID   `json:"id"`
	Epoch       int64    `json:"epoch"`
	Date        string   `json:"date"`
	Company     string   `json:"company"`
	Position    string   `json:"position"`
	Tags        []string `json:"tags"`
	Description string   `json:"description"`
	Location    string   `json:"location"`
	URL         string   `json:"url"`
	ApplyURL    string   `json:"apply_url"`
	SalaryMin   float64  `json:"salary_min"` // annual USD, 0 when unknown
	SalaryMax   float64  `json:"salary_max"`
}

func fetchRemoteOK(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var items []remoteOKJob
	if err := c.http.GetJSON(ctx, src.endpoint("/api", nil), &items); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(items))
	for _, j := range items {
		if j.ID == "" || j.Position == "" {
			continue // the legal notice
		}
		out = append(out, j.posting())
	}
	return out, nil
}

func (j remoteOKJob) posting() normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      string(j.ID),
		Title:           j.Position,
		Company:         j.Company,
		Locations:       []string{j.Location},
		RemoteBoard:     true,
		DescriptionHTML: j.Description,
		ApplyURL:        j.URL,
		PostedAt:        parseTime(j.Date),
		Tags:            j.Tags,
	}
	if p.ApplyURL == "" {
		p.ApplyURL = j.ApplyURL
	}
	if p.PostedAt.IsZero() && j.Epoch > 0 {
		p.PostedAt = time.Unix(j.Epoch, 0)
	}
	// Tags mix skills and employment types ("full time", "contract").
	for _, t := range j.Tags {
		if normalize.JobType(t) != "" && !strings.EqualFold(t, "temp") {
			p.EmploymentTypes = append(p.EmploymentTypes, t)
		}
	}
	if j.SalaryMin > 0 || j.SalaryMax > 0 {
		p.Compensation = &normalize.Salary{Min: j.SalaryMin, Max: j.SalaryMax, Currency: "USD",
			Period: normalize.PeriodYear}
	}
	return p
}
