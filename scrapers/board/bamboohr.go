package board

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"golang.org/x/sync/errgroup"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// bhList is GET /careers/list.
type bhList struct {
	Result []bhJob `json:"result"`
}

// bhJob is a list entry; the detail's jobOpening has the same fields and more.
type bhJob struct {
	ID                    flexID `json:"id"`
	JobOpeningName        string `json:"jobOpeningName"`
	DepartmentLabel       string `json:"departmentLabel"`
	EmploymentStatusLabel string `json:"employmentStatusLabel"`
	Location              struct {
		City           string `json:"city"`
		State          string `json:"state"`
		AddressCountry string `json:"addressCountry"`
	} `json:"location"`
	ATSLocation struct {
		Country  string `json:"country"`
		State    string `json:"state"`
		Province string `json:"province"`
		City     string `json:"city"`
	} `json:"atsLocation"`
	IsRemote     *bool  `json:"isRemote"`
	LocationType string `json:"locationType"`

	Description        string `json:"description"`
	Compensation       string `json:"compensation"`
	DatePosted         string `json:"datePosted"`
	JobOpeningShareURL string `json:"jobOpeningShareUrl"`
}

// bhDetail is GET /careers/{id}/detail.
type bhDetail struct {
	Result struct {
		JobOpening bhJob `json:"jobOpening"`
	} `json:"result"`
}

// fetchBambooHR reads the list, then each opening's detail for its description,
// pay and date, which the list lacks.
func fetchBambooHR(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var list bhList
	if err := c.http.GetJSON(ctx, src.endpoint("/careers/list", nil), &list); err != nil {
		return nil, err
	}
	entries := make([]string, len(list.Result))
	for i, j := range list.Result {
		l, a := j.Location, j.ATSLocation
		entries[i] = listEntry(string(j.ID), j.JobOpeningName, j.DepartmentLabel, j.EmploymentStatusLabel,
			l.City, l.State, l.AddressCountry, a.City, a.State, a.Province, a.Country, fmt.Sprint(j.IsRemote != nil && *j.IsRemote), j.LocationType)
	}
	if err := listUnchanged(ctx, entries); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, len(list.Result))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(c.detailConcurrency)
	for i, item := range list.Result {
		g.Go(func() error {
			var d bhDetail
			err := c.http.GetJSON(gctx, src.endpoint("/careers/"+url.PathEscape(string(item.ID))+"/detail", nil), &d)
			switch {
			case errors.Is(err, ErrNotFound):
				out[i] = item.posting(src)
			case err != nil:
				return err
			default:
				det := d.Result.JobOpening
				if det.ID == "" {
					det = item
				}
				out[i] = det.posting(src)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

func (j bhJob) posting(src Source) normalize.Posting {
	city := firstNonEmpty(j.ATSLocation.City, j.Location.City)
	region := firstNonEmpty(j.ATSLocation.State, j.ATSLocation.Province, j.Location.State)
	country := firstNonEmpty(j.ATSLocation.Country, j.Location.AddressCountry)
	p := normalize.Posting{
		BoardJobID:      string(j.ID),
		Title:           j.JobOpeningName,
		Company:         src.companyName(src.Token),
		City:            city,
		Region:          region,
		Country:         country,
		Remote:          j.IsRemote,
		EmploymentTypes: []string{j.EmploymentStatusLabel},
		DescriptionHTML: j.Description,
		SalaryText:      j.Compensation,
		ApplyURL: firstNonEmpty(j.JobOpeningShareURL,
			"https://"+src.host()+".bamboohr.com/careers/"+url.PathEscape(string(j.ID))),
		PostedAt:   parseTime(j.DatePosted),
		Department: j.DepartmentLabel,
	}
	if text := joinNonEmpty(", ", city, region, country); text != "" {
		p.Locations = []string{text}
	}
	// locationType "1" and "2" are what BambooHR's own career pages label remote and
	// hybrid; "0" is left unsaid rather than guessed.
	switch j.LocationType {
	case "1":
		p.Workplace = model.WorkplaceRemote
	case "2":
		p.Workplace = model.WorkplaceHybrid
	}
	return p
}
