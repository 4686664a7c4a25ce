package application

import (
	"encoding/json"
	"strings"
)

// Answers are the applicant's own answers to screening questions: the
// auto-apply request's "answers" object, stored with the application and read
// by the appliers, which never invent what is not here or in the resume.
type Answers struct {
	WorkAuthorization   *bool  `json:"work_authorization,omitempty"`
	RequiresSponsorship *bool  `json:"requires_sponsorship,omitempty"`
	SalaryExpectation   string `json:"salary_expectation,omitempty"`
	EarliestStartDate   string `json:"earliest_start_date,omitempty"`
	LinkedIn            string `json:"linkedin,omitempty"`
	GitHub              string `json:"github,omitempty"`
	Website             string `json:"website,omitempty"`
	Phone               string `json:"phone,omitempty"`
	Location            string `json:"location,omitempty"`
	// Questions answers any question by its id (as returned in needs_input) or
	// its label; matching ignores case, spacing and a trailing "*" or "?".
	Questions map[string]string `json:"questions,omitempty"`
}

// encode returns the answers as stored: only what the caller said (blank
// strings dropped), keys sorted, so the same answers always give the same bytes
// and so the same request hash.
func (a Answers) encode() (json.RawMessage, error) {
	for _, s := range []*string{&a.SalaryExpectation, &a.EarliestStartDate, &a.LinkedIn, &a.GitHub, &a.Website, &a.Phone, &a.Location} {
		*s = strings.TrimSpace(*s)
	}
	raw, err := json.Marshal(a)
	if err != nil {
		return nil, err
	}
	// Through a map, whose keys encoding/json sorts: the bytes of the answers
	// stored before this type existed.
	var sorted map[string]any
	if err := json.Unmarshal(raw, &sorted); err != nil {
		return nil, err
	}
	return json.Marshal(sorted)
}
