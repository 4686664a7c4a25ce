package board

import (
	"context"
	"encoding/xml"
	"net/url"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
)

// psFeed is GET /xml?language=en, Personio's public XML feed of open positions.
type psFeed struct {
	XMLName   xml.Name     `xml:"workzag-jobs"`
	Positions []psPosition `xml:"position"`
}

type psPosition struct {
	ID                string   `xml:"id"`
	Subcompany        string   `xml:"subcompany"`
	Office            string   `xml:"office"`
	AdditionalOffices []string `xml:"additionalOffices>office"`
	Department        string   `xml:"department"`
	RecruitingCat     string   `xml:"recruitingCategory"`
	Name              string   `xml:"name"`
	Descriptions      []struct {
		Name  string `xml:"name"`
		Value string `xml:"value"`
	} `xml:"jobDescriptions>jobDescription"`
	EmploymentType string `xml:"employmentType"`
	Seniority      string `xml:"seniority"`
	Schedule       string `xml:"schedule"`
	Keywords       string `xml:"keywords"`
	Occupation     string `xml:"occupationCategory"`
	CreatedAt      string `xml:"createdAt"`
}

// fetchPersonio reads the whole board, one XML document.
func fetchPersonio(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	var f psFeed
	if err := c.http.GetXML(ctx, src.endpoint("/xml", url.Values{"language": {"en"}}), &f); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(f.Positions))
	for _, ps := range f.Positions {
		var body strings.Builder
		for _, d := range ps.Descriptions {
			if strings.TrimSpace(d.Value) == "" {
				continue
			}
			if d.Name != "" {
				body.WriteString("<h3>" + xmlEscape(d.Name) + "</h3>")
			}
			body.WriteString(d.Value)
		}
		p := normalize.Posting{
			BoardJobID: strings.TrimSpace(ps.ID),
			Title:      ps.Name,
			Company:    firstNonEmpty(src.Company, ps.Subcompany, src.companyName(src.Token)),
			// "intern" and "trainee" say more than the schedule; "permanent" less.
			EmploymentTypes: []string{internOnly(ps.EmploymentType), oneSchedule(ps.Schedule), ps.EmploymentType},
			DescriptionHTML: body.String(),
			ApplyURL:        "https://" + src.host() + ".jobs.personio.de/job/" + url.PathEscape(strings.TrimSpace(ps.ID)),
			PostedAt:        parseTime(ps.CreatedAt),
			Department:      ps.Department,
			Industry:        ps.Occupation,
		}
		for _, o := range append([]string{ps.Office}, ps.AdditionalOffices...) {
			if o = strings.TrimSpace(o); o != "" {
				p.Locations = append(p.Locations, o)
			}
		}
		for _, k := range strings.Split(ps.Keywords, ",") {
			if k = strings.TrimSpace(k); k != "" {
				p.Tags = append(p.Tags, k)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// internOnly keeps Personio's employment types that are internships.
func internOnly(v string) string {
	if v == "intern" || v == "trainee" {
		return "internship"
	}
	return ""
}

// oneSchedule drops "full-or-part-time": it states no one job type.
func oneSchedule(v string) string {
	if strings.Contains(v, "-or-") {
		return ""
	}
	return v
}

func xmlEscape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
