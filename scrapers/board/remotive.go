package board

import (
	"context"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// remotivePage is GET /api/remote-jobs. Its legal notice asks for a link back to the
// job's Remotive page and forbids resubmitting the jobs to aggregators such as
// Google Jobs or LinkedIn; ApplyURL keeps the Remotive page.
type remotivePage struct {
	Jobs []remotiveJob `json:"jobs"`
}

type remotiveJob struct {
	ID              flexID   `json:"id"`
	URL             string   `json:"url"`
	Title           string   `json:"title"`
	CompanyName     string   `json:"company_name"`
	Category        string   `json:"category"`
	Tags            []string `json:"tags"`
	JobType         string   `json:"job_type"`         // full_time, part_time, contract, freelance, internship
	PublicationDate string   `json:"publication_date"` // no zone; UTC
	Location        string   `json:"candidate_required_location"`
	Salary          string   `json:"salary"` // free text
	Description     string   `json:"description"`
}

func fetchRemotive(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var page remotivePage
	if err := c.http.GetJSON(ctx, src.endpoint("/api/remote-jobs", nil), &page); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(page.Jobs))
	for _, j := range page.Jobs {
		out = append(out, normalize.Posting{
			BoardJobID:      string(j.ID),
			Title:           j.Title,
			Company:         j.CompanyName,
			Locations:       []string{j.Location},
			RemoteBoard:     true,
			EmploymentTypes: []string{j.JobType},
			DescriptionHTML: j.Description,
			SalaryText:      j.Salary,
			ApplyURL:        j.URL,
			PostedAt:        parseTime(j.PublicationDate),
			Tags:            j.Tags,
			Department:      j.Category,
		})
	}
	return out, nil
}
