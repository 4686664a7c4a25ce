package board

import (
	"context"
	"errors"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// workdayTokenRe is a Workday source's token: the tenant and its data-centre shard
// (the host tenant.wdN.myworkdayjobs.com) and the career site's id.
var workdayTokenRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,62}\.wd[0-9]{1,3}/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$`)

// workdayParts splits a Workday token into tenant, shard and site.
func workdayParts(token string) (tenant, shard, site string) {
	host, site, _ := strings.Cut(token, "/")
	tenant, shard, _ = strings.Cut(host, ".")
	return strings.ToLower(tenant), strings.ToLower(shard), site
}

// wdPage is POST /wday/cxs/{tenant}/{site}/jobs.
type wdPage struct {
	Total       int         `json:"total"`
	JobPostings []wdListJob `json:"jobPostings"`
}

type wdListJob struct {
	Title         string   `json:"title"`
	ExternalPath  string   `json:"externalPath"`
	LocationsText string   `json:"locationsText"`
	PostedOn      string   `json:"postedOn"`
	RemoteType    string   `json:"remoteType"`
	BulletFields  []string `json:"bulletFields"`
}

// wdDetail is GET /wday/cxs/{tenant}/{site}{externalPath}.
type wdDetail struct {
	JobPostingInfo struct {
		Title               string   `json:"title"`
		JobDescription      string   `json:"jobDescription"`
		Location            string   `json:"location"`
		AdditionalLocations []string `json:"additionalLocations"`
		PostedOn            string   `json:"postedOn"`
		StartDate           string   `json:"startDate"`
		TimeType            string   `json:"timeType"`
		JobReqID            string   `json:"jobReqId"`
		RemoteType          string   `json:"remoteType"`
		ExternalURL         string   `json:"externalUrl"`
		Country             struct {
			Descriptor string `json:"descriptor"`
		} `json:"country"`
		JobRequisitionLocation struct {
			Descriptor string `json:"descriptor"`
			Country    struct {
				Alpha2Code string `json:"alpha2Code"`
			} `json:"country"`
		} `json:"jobRequisitionLocation"`
	} `json:"jobPostingInfo"`
	HiringOrganization struct {
		Name string `json:"name"`
	} `json:"hiringOrganization"`
}

// workdayPageSize is what Workday's own site asks for; larger pages are refused
// by some tenants.
const workdayPageSize = 20

// fetchWorkday pages the job search until an empty page (Workday's total is not
// reliable past the first page), then reads each posting's detail for its
// description, places and date.
func fetchWorkday(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	tenant, _, site := workdayParts(src.Token)
	base := "/wday/cxs/" + url.PathEscape(tenant) + "/" + url.PathEscape(site)
	var list []wdListJob
	pageSize := min(c.pageSize, workdayPageSize)
	for page, offset := 0, 0; page < c.maxPages*5; page++ {
		var p wdPage
		body := map[string]any{"appliedFacets": map[string]any{}, "limit": pageSize, "offset": offset, "searchText": ""}
		if err := c.http.PostJSON(ctx, src.endpoint(base+"/jobs", nil), body, &p); err != nil {
			return nil, err
		}
		if len(p.JobPostings) == 0 {
			break
		}
		list = append(list, p.JobPostings...)
		offset += len(p.JobPostings)
	}
	entries := make([]string, len(list))
	for i, item := range list {
		entries[i] = listEntry(item.ExternalPath, item.Title, item.LocationsText, item.RemoteType, strings.Join(item.BulletFields, "\x1d"))
	}
	if err := listUnchanged(ctx, entries); err != nil {
		return nil, err
	}
	scraped := c.now()
	out := make([]normalize.Posting, len(list))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(c.detailConcurrency)
	for i, item := range list {
		g.Go(func() error {
			var d wdDetail
			err := c.http.GetJSON(gctx, src.endpoint(base+item.ExternalPath, nil), &d)
			switch {
			case errors.Is(err, ErrNotFound):
				// Closed between the list and its detail: the list's data stands.
				out[i] = item.posting(src, nil, scraped)
			case err != nil:
				return err
			default:
				out[i] = item.posting(src, &d, scraped)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

func (item wdListJob) posting(src Source, d *wdDetail, scraped time.Time) normalize.Posting {
	tenant, shard, site := workdayParts(src.Token)
	path := item.ExternalPath
	p := normalize.Posting{
		BoardJobID: tenant + "-" + path[strings.LastIndexByte(path, '/')+1:],
		Title:      item.Title,
		Company:    src.companyName(tenant),
		Workplace:  workdayWorkplace(item.RemoteType),
		ApplyURL:   "https://" + tenant + "." + shard + ".myworkdayjobs.com/" + site + path,
	}
	if !strings.HasSuffix(strings.ToLower(item.LocationsText), " locations") {
		p.Locations = []string{workdayPlace(item.LocationsText)}
	}
	p.PostedAt, p.PostedApprox = workdayPosted(item.PostedOn, scraped)
	if d == nil {
		return p
	}
	info := d.JobPostingInfo
	if info.Title != "" {
		p.Title = info.Title
	}
	if d.HiringOrganization.Name != "" && src.Company == "" {
		p.Company = d.HiringOrganization.Name
	}
	p.Locations = nil
	for _, l := range append([]string{info.Location}, info.AdditionalLocations...) {
		if l = workdayPlace(l); l != "" {
			p.Locations = append(p.Locations, l)
		}
	}
	if len(info.AdditionalLocations) == 0 {
		p.Country = info.JobRequisitionLocation.Country.Alpha2Code
	}
	if w := workdayWorkplace(info.RemoteType); w != "" {
		p.Workplace = w
	}
	p.EmploymentTypes = []string{info.TimeType}
	p.DescriptionHTML = info.JobDescription
	if info.ExternalURL != "" {
		p.ApplyURL = info.ExternalURL
	}
	// startDate is the absolute posting date; postedOn only says "Posted Yesterday".
	if t := parseTime(info.StartDate); !t.IsZero() {
		p.PostedAt, p.PostedApprox = t, false
	}
	return p
}

// workdayWorkplace reads remoteType: Workday's "Flex" is its name for hybrid work.
func workdayWorkplace(v string) string {
	if strings.EqualFold(strings.TrimSpace(v), "flex") {
		return model.WorkplaceHybrid
	}
	return v
}

// workdayDotted is Workday's internal location name, "USA.VA.Reston" or
// "CAN.ON.Toronto", which many tenants publish as it is.
var workdayDotted = regexp.MustCompile(`^([A-Z]{3})\.([A-Z]{2,3})\.(.+)$`)

// workdayPlace turns a dotted location name into "Reston, VA, USA"; others are kept.
func workdayPlace(s string) string {
	s = strings.TrimSpace(s)
	if m := workdayDotted.FindStringSubmatch(s); m != nil {
		return strings.ReplaceAll(m[3], ".", " ") + ", " + m[2] + ", " + m[1]
	}
	return s
}

var workdayDaysAgo = regexp.MustCompile(`(?i)posted\s+(\d+)\+?\s+days?\s+ago`)

// workdayPosted reads Workday's relative posting date against the scrape time:
// the result is a day, not an instant, and is flagged approximate.
func workdayPosted(s string, scraped time.Time) (time.Time, bool) {
	day := scraped.UTC().Truncate(24 * time.Hour)
	lower := strings.ToLower(s)
	switch {
	case strings.Contains(lower, "today"):
		return day, true
	case strings.Contains(lower, "yesterday"):
		return day.AddDate(0, 0, -1), true
	}
	if m := workdayDaysAgo.FindStringSubmatch(s); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			return day.AddDate(0, 0, -n), true
		}
	}
	return time.Time{}, false
}
