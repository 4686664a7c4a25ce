package board

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// srPage is GET /v1/companies/{id}/postings?offset&limit.
type srPage struct {
	Offset     int         `json:"offset"`
	Limit      int         `json:"limit"`
	TotalFound int         `json:"totalFound"`
	Content    []srPosting `json:"content"`
}

// srPosting is a list entry; GET /v1/companies/{id}/postings/{postingId} returns the
// same fields plus the URLs and the job ad.
type srPosting struct {
	ID           flexID `json:"id"`
	Name         string `json:"name"`
	ReleasedDate string `json:"releasedDate"`
	Company      struct {
		Identifier string `json:"identifier"`
		Name       string `json:"name"`
	} `json:"company"`
	Location struct {
		City         string `json:"city"`
		Region       string `json:"region"`
		Country      string `json:"country"` // ISO alpha-2, lowercase
		Remote       *bool  `json:"remote"`
		Hybrid       bool   `json:"hybrid"`
		FullLocation string `json:"fullLocation"`
	} `json:"location"`
	Industry         srLabel `json:"industry"`
	Department       srLabel `json:"department"`
	TypeOfEmployment srLabel `json:"typeOfEmployment"`
	ExperienceLevel  srLabel `json:"experienceLevel"`

	PostingURL string `json:"postingUrl"`
	ApplyURL   string `json:"applyUrl"`
	JobAd      struct {
		Sections struct {
			CompanyDescription    srSection `json:"companyDescription"`
			JobDescription        srSection `json:"jobDescription"`
			Qualifications        srSection `json:"qualifications"`
			AdditionalInformation srSection `json:"additionalInformation"`
		} `json:"sections"`
	} `json:"jobAd"`
}

// srLabel is SmartRecruiters' {id, label} pair; id is a string or a number.
type srLabel struct {
	ID    flexID `json:"id"`
	Label string `json:"label"`
}

type srSection struct {
	Title string `json:"title"`
	Text  string `json:"text"` // HTML
}

// fetchSmartRecruiters pages the list, then fetches each posting's detail for its
// description, a few at a time.
func fetchSmartRecruiters(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	base := "/v1/companies/" + url.PathEscape(src.Token) + "/postings"
	var list []srPosting
	for page, offset := 0, 0; page < c.maxPages; page++ {
		var p srPage
		u := src.endpoint(base, url.Values{"offset": {strconv.Itoa(offset)}, "limit": {strconv.Itoa(c.pageSize)}})
		if err := c.http.GetJSON(ctx, u, &p); err != nil {
			return nil, err
		}
		list = append(list, p.Content...)
		offset += len(p.Content)
		if len(p.Content) == 0 || offset >= p.TotalFound {
			break
		}
	}
	entries := make([]string, len(list))
	for i, p := range list {
		l := p.Location
		entries[i] = listEntry(string(p.ID), p.Name, p.ReleasedDate, l.FullLocation, l.City, l.Region, l.Country,
			fmt.Sprint(l.Remote != nil && *l.Remote, l.Hybrid), p.TypeOfEmployment.Label, p.Department.Label)
	}
	if err := listUnchanged(ctx, entries); err != nil {
		return nil, err
	}
	details := make([]srPosting, len(list))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(c.detailConcurrency)
	for i, item := range list {
		g.Go(func() error {
			details[i] = item
			err := c.http.GetJSON(gctx, src.endpoint(base+"/"+url.PathEscape(string(item.ID)), nil), &details[i])
			// A posting closed between the list and its detail keeps its list data.
			if errors.Is(err, ErrNotFound) {
				details[i] = item
				return nil
			}
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(details))
	for _, d := range details {
		out = append(out, d.posting())
	}
	return out, nil
}

func (sp srPosting) posting() normalize.Posting {
	l := sp.Location
	p := normalize.Posting{
		BoardJobID: string(sp.ID),
		Title:      sp.Name,
		Company:    sp.Company.Name,
		Locations:  []string{l.FullLocation},
		City:       l.City,
		Region:     l.Region,
		Country:    l.Country,
		Remote:     l.Remote,
		EmploymentTypes: []string{string(sp.ExperienceLevel.ID), string(sp.TypeOfEmployment.ID),
			sp.TypeOfEmployment.Label},
		DescriptionHTML: sp.bodyHTML(),
		ApplyURL:        sp.ApplyURL,
		PostedAt:        parseTime(sp.ReleasedDate),
		Department:      sp.Department.Label,
		Industry:        sp.Industry.Label,
	}
	if l.Hybrid {
		p.Workplace = model.WorkplaceHybrid
	}
	if p.ApplyURL == "" {
		p.ApplyURL = sp.PostingURL
	}
	if p.ApplyURL == "" && sp.Company.Identifier != "" {
		p.ApplyURL = "https://jobs.smartrecruiters.com/" + url.PathEscape(sp.Company.Identifier) + "/" + url.PathEscape(string(sp.ID))
	}
	return p
}

// bodyHTML joins the job ad's sections under their titles.
func (sp srPosting) bodyHTML() string {
	s := sp.JobAd.Sections
	var b strings.Builder
	for _, sec := range []srSection{s.CompanyDescription, s.JobDescription, s.Qualifications, s.AdditionalInformation} {
		if strings.TrimSpace(sec.Text) == "" {
			continue
		}
		if sec.Title != "" {
			b.WriteString("<h3>" + html.EscapeString(sec.Title) + "</h3>")
		}
		b.WriteString(sec.Text)
	}
	return b.String()
}
