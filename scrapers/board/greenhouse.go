package board

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// greenhouseBoard is GET /v1/boards/{token}/jobs?content=true.
type greenhouseBoard struct {
	Jobs []greenhouseJob `json:"jobs"`
}

type greenhouseJob struct {
	ID             flexID `json:"id"`
	Title          string `json:"title"`
	AbsoluteURL    string `json:"absolute_url"`
	CompanyName    string `json:"company_name"`
	UpdatedAt      string `json:"updated_at"`
	FirstPublished string `json:"first_published"`
	Location       struct {
		Name string `json:"name"`
	} `json:"location"`
	// Content is entity-escaped HTML.
	Content     string `json:"content"`
	Departments []struct {
		Name string `json:"name"`
	} `json:"departments"`
	// Offices are the posting's offices: a name ("London, UK", "Remote-Friendly
	// US (Travel Required)") and, for a real office, its place.
	Offices []struct {
		Name     string  `json:"name"`
		Location *string `json:"location"`
	} `json:"offices"`
	Metadata []struct {
		Name  string          `json:"name"`
		Value json.RawMessage `json:"value"` // string, number, array or null
	} `json:"metadata"`
	// PayInputRanges comes with pay_transparency=true on boards that publish pay.
	PayInputRanges []struct {
		MinCents     float64 `json:"min_cents"`
		MaxCents     float64 `json:"max_cents"`
		CurrencyType string  `json:"currency_type"`
		Title        string  `json:"title"`
		Blurb        string  `json:"blurb"`
	} `json:"pay_input_ranges"`
}

func fetchGreenhouse(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error) {
	u := src.endpoint("/v1/boards/"+url.PathEscape(src.Token)+"/jobs",
		url.Values{"content": {"true"}, "pay_transparency": {"true"}})
	var board greenhouseBoard
	if err := c.http.GetJSON(ctx, u, &board); err != nil {
		return nil, err
	}
	out := make([]normalize.Posting, 0, len(board.Jobs))
	for _, j := range board.Jobs {
		out = append(out, j.posting(src))
	}
	return out, nil
}

func (j greenhouseJob) posting(src Source) normalize.Posting {
	p := normalize.Posting{
		BoardJobID:      string(j.ID),
		Title:           j.Title,
		Company:         j.CompanyName,
		Locations:       []string{j.Location.Name},
		DescriptionHTML: j.Content,
		ApplyURL:        j.AbsoluteURL,
		PostedAt:        parseTime(j.FirstPublished),
		Compensation:    j.pay(),
	}
	if p.Company == "" {
		p.Company = src.companyName(src.Token)
	}
	if p.PostedAt.IsZero() {
		p.PostedAt = parseTime(j.UpdatedAt)
	}
	for _, o := range j.Offices {
		if o.Location != nil && strings.TrimSpace(*o.Location) != "" {
			p.Places = append(p.Places, *o.Location)
		} else {
			p.Places = append(p.Places, o.Name)
		}
	}
	if len(j.Departments) > 0 {
		p.Department = j.Departments[0].Name
	}
	// Greenhouse has no employment-type or remote field; many boards add custom
	// metadata for them ("Time Type": "Full time", "Location Type": "Remote").
	for _, m := range j.Metadata {
		name := strings.ToLower(m.Name)
		for _, v := range metadataValues(m.Value) {
			switch {
			case strings.Contains(name, "time type") || strings.Contains(name, "employment") ||
				strings.Contains(name, "job type"):
				p.EmploymentTypes = append(p.EmploymentTypes, v)
			case strings.Contains(name, "location type") || strings.Contains(name, "workplace") ||
				strings.Contains(name, "remote"):
				p.Workplace = v
			}
		}
	}
	// A custom "On-Site" field loses to a location that lists a remote option.
	if normalize.Workplace(p.Workplace) == model.WorkplaceOnSite && normalize.IsRemoteText(j.Location.Name) {
		p.Workplace = ""
	}
	return p
}

// pay reads pay_input_ranges: cents, one range per zone; the widest span is kept.
func (j greenhouseJob) pay() *normalize.Salary {
	var s *normalize.Salary
	for _, r := range j.PayInputRanges {
		if r.MinCents <= 0 && r.MaxCents <= 0 {
			continue
		}
		lo, hi := r.MinCents/100, r.MaxCents/100
		cur := normalize.ParseCurrency(r.CurrencyType)
		switch {
		case s == nil:
			// The ranges carry no interval: only a period their label or blurb
			// names ("Annual Salary") is taken, never a guess.
			s = &normalize.Salary{Min: lo, Max: hi, Currency: cur, Period: normalize.PeriodIn(r.Title + "\n" + r.Blurb)}
		case cur == s.Currency:
			s.Min, s.Max = min(s.Min, lo), max(s.Max, hi)
		}
	}
	return s
}

// metadataValues returns the text of a metadata value: a string, each string of a
// multi-select array, or nothing for null and other types.
func metadataValues(raw json.RawMessage) []string {
	var one string
	if err := json.Unmarshal(raw, &one); err == nil {
		if one = strings.TrimSpace(one); one != "" {
			return []string{one}
		}
		return nil
	}
	var many []string
	if err := json.Unmarshal(raw, &many); err == nil {
		return many
	}
	return nil
}
