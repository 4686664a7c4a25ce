package normalize

import (
	"strings"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// setLocation fills the location fields of j and returns the primary place.
func setLocation(j *model.Job, p Posting) Place {
	var all []string
	seen := map[string]bool{}
	for _, raw := range p.Locations {
		for _, l := range SplitLocations(raw) {
			if k := strings.ToLower(l); !seen[k] {
				seen[k] = true
				all = append(all, l)
			}
		}
	}
	all = addPlaces(all, append(p.Places, titlePlace(p.Title))...)
	place := ParseLocation(strings.Join(all, " | "))
	// Structured address fields win over what the text parser guessed.
	if c := CountryCode(p.Country); c != "" {
		if c != place.Country {
			place.Region = ""
		}
		place.Country = c
	}
	if p.City != "" {
		place.City = oneLine(p.City)
	}
	if p.Region != "" {
		place.Region = RegionCode(p.Region, place.Country)
		if code, in := regionOf(place.Region, place.Country); code != "" && place.Country == "" {
			place.Country = in
		}
	}
	remote, workplace := decideRemote(Workplace(p.Workplace), p.Remote, place, p.Title)
	if p.RemoteBoard {
		remote, workplace = true, model.WorkplaceRemote
	}
	if remote && inStore(p.Title, all) {
		// A shop, a restaurant or a street address is where the work is done,
		// whatever an all-remote board says.
		remote, workplace = false, model.WorkplaceOnSite
	}
	place.Remote = remote
	j.Locations = all
	j.Location = strings.Join(all, " | ")
	if j.Location == "" {
		j.Location = strings.Join(nonEmpty(place.City, place.Region, place.Country), ", ")
	}
	if j.Location == "" && remote {
		j.Location = "Remote"
	}
	j.City, j.Region, j.Country = place.City, place.Region, place.Country
	j.Remote, j.Workplace = remote, workplace
	return place
}

// setDescription fills the sanitised HTML, plain text and snippet of j.
func setDescription(j *model.Job, p Posting) {
	body := p.DescriptionHTML
	if strings.TrimSpace(body) == "" && p.DescriptionText != "" {
		body = HTMLFromText(p.DescriptionText)
	}
	j.DescriptionHTML, j.DescriptionText = Description(FixMojibake(body))
	// The snippet quotes the role: the focus of the description, without the
	// company introduction, benefits or legal lines ("Fortune 500® is a
	// registered trademark…").
	text := j.DescriptionText
	if focus := strings.TrimSpace(jobindex.SplitBody(text).Focus); focus != "" {
		text = focus
	}
	j.Snippet = Snippet(dropHeading(text), SnippetLength)
}

// dropHeading removes a short opening heading ("About Anthropic", "The Role") so the
// snippet starts with a sentence.
func dropHeading(text string) string {
	head, rest, _ := strings.Cut(text, "\n")
	rest = strings.TrimSpace(rest)
	head = strings.TrimSpace(head)
	if rest == "" || len(strings.Fields(head)) > 6 || strings.ContainsAny(head[len(head)-1:], ".!?:;,") {
		return text
	}
	return rest
}

// setSalary fills the pay fields of j from the structured pay, else the pay field,
// else the description.
func setSalary(j *model.Job, p Posting) {
	var (
		s  Salary
		ok bool
	)
	switch {
	case p.Compensation != nil && !p.Compensation.IsZero():
		s, ok = *p.Compensation, true
	case strings.TrimSpace(p.SalaryText) != "":
		s, ok = ParseSalary(p.SalaryText)
	}
	if !ok {
		s, ok = FindSalary(j.DescriptionText)
	}
	equity, bonus := Perks(p.SalaryText + "\n" + j.DescriptionText)
	j.Equity = p.Equity || equity
	j.Bonus = p.Bonus || bonus
	if !ok {
		return
	}
	j.Salary = s.Text()
	j.SalaryCurrency, j.SalaryPeriod = s.Currency, s.Period
	lo, hi := s.Annual()
	if lo > 0 {
		j.SalaryMin = &lo
	}
	if hi > 0 {
		j.SalaryMax = &hi
	}
}

// oneLine collapses the whitespace of a short field.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// cleanList trims the values, drops empty ones and repeats (case-insensitively),
// keeping the first spelling and the order.
func cleanList(vs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, v := range vs {
		v = oneLine(v)
		if k := strings.ToLower(v); v != "" && !seen[k] {
			seen[k] = true
			out = append(out, v)
		}
	}
	return out
}

func nonEmpty(vs ...string) []string {
	var out []string
	for _, v := range vs {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}
