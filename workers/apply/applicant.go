package apply

import (
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/model"
)

// Applicant is everything the appliers may say about the candidate: the facts
// of the resume they built, the address they gave, and their answers. Nothing
// else is ever written into a form.
type Applicant struct {
	Resume  model.Resume
	Email   string
	Answers application.Answers
}

// lookup returns the caller's explicit answer to f, by id, name or label.
func (a *Applicant) lookup(f *field) (string, bool) {
	if len(a.Answers.Questions) == 0 {
		return "", false
	}
	keys := make([]string, 0, len(a.Answers.Questions))
	for k := range a.Answers.Questions {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	want := []string{normKey(f.ID()), normKey(f.Name), normKey(f.ElemID), normKey(f.Label)}
	for _, w := range want {
		if w == "" {
			continue
		}
		for _, k := range keys {
			if normKey(k) == w {
				return a.Answers.Questions[k], true
			}
		}
	}
	return "", false
}

// normKey normalises a question id or label for matching.
func normKey(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	s = strings.TrimSuffix(s, "[]")
	return strings.TrimSpace(strings.TrimRight(s, "*✱?: "))
}

// fact returns the applicant's value for k: a text, or a yes/no, and where it
// came from. Empty means we do not know it.
func (a *Applicant) fact(k fact) (text string, yes *bool, source string) {
	r, ans := &a.Resume, &a.Answers
	first, last := splitName(r.UserName)
	switch k {
	case factFirstName:
		return first, nil, "resume"
	case factLastName:
		return last, nil, "resume"
	case factFullName:
		return strings.TrimSpace(r.UserName), nil, "resume"
	case factEmail:
		return a.Email, nil, "user_email"
	case factPhone:
		return pick(ans.Phone, "answers.phone", r.Phone, "resume")
	case factLocation:
		return pick(ans.Location, "answers.location", r.Location, "resume")
	case factLinkedIn:
		return pick(ans.LinkedIn, "answers.linkedin", linkWith(r.Links, "linkedin.com"), "resume")
	case factGitHub:
		return pick(ans.GitHub, "answers.github", linkWith(r.Links, "github.com"), "resume")
	case factWebsite:
		return pick(ans.Website, "answers.website", otherLink(r.Links), "resume")
	case factCompany:
		for _, e := range r.Experience {
			if e.EndDate == model.Present && e.Company != "" {
				return e.Company, nil, "resume"
			}
		}
	case factWorkAuthorization:
		return "", ans.WorkAuthorization, "answers.work_authorization"
	case factSponsorship:
		return "", ans.RequiresSponsorship, "answers.requires_sponsorship"
	case factSalary:
		return ans.SalaryExpectation, nil, "answers.salary_expectation"
	case factStartDate:
		return ans.EarliestStartDate, nil, "answers.earliest_start_date"
	}
	return "", nil, ""
}

// hint tells the caller which answer field supplies a fact.
func hint(k fact, id string) string {
	switch k {
	case factWorkAuthorization:
		return "set answers.work_authorization to true or false"
	case factSponsorship:
		return "set answers.requires_sponsorship to true or false"
	case factSalary:
		return "set answers.salary_expectation"
	case factStartDate:
		return "set answers.earliest_start_date (YYYY-MM-DD)"
	case factPhone:
		return "set answers.phone"
	case factLocation:
		return "set answers.location"
	case factLinkedIn:
		return "set answers.linkedin"
	case factGitHub:
		return "set answers.github"
	case factWebsite:
		return "set answers.website"
	case factCoverLetter:
		return "call again with auto_generate_cover_letter true, or put the letter in answers.questions[\"" + id + "\"]"
	}
	return "answer it in answers.questions[\"" + id + "\"]"
}

func pick(primary, primarySrc, fallback, fallbackSrc string) (string, *bool, string) {
	if strings.TrimSpace(primary) != "" {
		return strings.TrimSpace(primary), nil, primarySrc
	}
	return strings.TrimSpace(fallback), nil, fallbackSrc
}

// splitName splits "Ada King Lovelace" into "Ada King" and "Lovelace".
func splitName(name string) (first, last string) {
	parts := strings.Fields(name)
	switch len(parts) {
	case 0:
		return "", ""
	case 1:
		return parts[0], ""
	}
	return strings.Join(parts[:len(parts)-1], " "), parts[len(parts)-1]
}

func linkWith(links []string, host string) string {
	for _, l := range links {
		if strings.Contains(strings.ToLower(l), host) {
			return l
		}
	}
	return ""
}

func otherLink(links []string) string {
	for _, l := range links {
		low := strings.ToLower(l)
		if !strings.Contains(low, "linkedin.com") && !strings.Contains(low, "github.com") {
			return l
		}
	}
	return ""
}
