package board

import (
	"context"
	"net/url"
	"strconv"
	"time"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// arbeitnowPage is GET /api/job-board-api?page=N.
type arbeitnowPage struct {
	Data  []arbeitnowJob `json:"data"`
	Links struct {
		Next string `json:"next"` // absolute URL of the next page, null on the last
	} `json:"links"`
}

type arbeitnowJob struct {
	Slug        string   `json:"slug"`
	CompanyName string   `json:"company_name"`
	Title       string   `json:"title"`
	Description string   `json:"description"` // HTML, sometimes entity-escaped
	Remote      bool     `json:"remote"`
	URL         string   `json:"url"`
	Tags        []string `json:"tags"`
	JobTypes    []string `json:"job_types"`
	Location    string   `json:"location"`
	CreatedAt   int64    `json:"created_at"` // epoch seconds
}

// fetchArbeitnow follows links.next, keeping only its page number so the requests
// stay on the configured host.
func fetchArbeitnow(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var out []normalize.Posting
	for page, n := 1, 0; n < c.maxPages; n++ {
		var p arbeitnowPage
		u := src.endpoint("/api/job-board-api", url.Values{"page": {strconv.Itoa(page)}})
		if err := c.http.GetJSON(ctx, u, &p); err != nil {
			return nil, err
		}
		for _, j := range p.Data {
			out = append(out, j.posting())
		}
		next := nextPage(p.Links.Next)
		if len(p.Data) == 0 || next <= page {
			break
		}
		page = next
	}
	return out, nil
}

// nextPage reads the page number of a links.next URL, 0 when there is none.
func nextPage(next string) int {
	if next == "" {
		return 0
	}
	u, err := url.Parse(next)
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(u.Query().Get("page"))
	return n
}

func (j arbeitnowJob) posting() normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      j.Slug,
		Title:           j.Title,
		Company:         j.CompanyName,
		Locations:       []string{j.Location},
		Remote:          ptr(j.Remote),
		EmploymentTypes: j.JobTypes,
		DescriptionHTML: j.Description,
		ApplyURL:        j.URL,
		Tags:            j.Tags,
	}
	if j.CreatedAt > 0 {
		p.PostedAt = time.Unix(j.CreatedAt, 0)
	}
	return p
}
