package salary

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Input limits. A job title longer than this is a description, not a title.
const (
	MaxTitleLength    = 120
	MaxLocationLength = 100
	MaxIndustryLength = 100
)

func validateTitle(title string) error {
	t := strings.TrimSpace(title)
	if t == "" {
		return apperr.Required("job_title", "send the job title to benchmark, e.g. 'Registered Nurse' or 'Senior Software Engineer'")
	}
	if !utf8.ValidString(t) {
		return apperr.Invalid("job_title", "job_title is not valid UTF-8 text; send the job title as plain text, e.g. 'Data Scientist'")
	}
	n := utf8.RuneCountInString(t)
	if n > MaxTitleLength {
		return apperr.Invalid("job_title",
			"job_title is %d characters; send at most %d: just the title (e.g. 'Senior Backend Engineer'), not a job description", n, MaxTitleLength)
	}
	if n < 2 {
		return apperr.Invalid("job_title", "job_title %q is too short; send at least 2 characters, e.g. 'RN' or 'Accountant'", t)
	}
	if strings.IndexFunc(t, unicode.IsLetter) < 0 {
		return apperr.Invalid("job_title", "job_title %q has no letters; send a job title such as 'Data Scientist'", t)
	}
	return nil
}

// normalizeLevel returns the canonical experience level ("" when none given).
func normalizeLevel(level string) (string, error) {
	l := strings.ToLower(strings.TrimSpace(level))
	if l == "" || levelRank(l) > 0 {
		return l, nil
	}
	return "", apperr.Invalid("experience_level",
		"unknown experience_level %q; valid values: %s (or omit it for the whole range)", level, strings.Join(ExperienceLevels, ", ")).
		WithDetail("valid_values", ExperienceLevels)
}

func validateFreeText(field, value string, limit int) error {
	if !utf8.ValidString(value) {
		return apperr.Invalid(field, "%s is not valid UTF-8 text", field)
	}
	if n := utf8.RuneCountInString(strings.TrimSpace(value)); n > limit {
		return apperr.Invalid(field, "%s is %d characters; send at most %d", field, n, limit)
	}
	return nil
}

func validateLocation(loc string) error {
	if err := validateFreeText("location", loc, MaxLocationLength); err != nil {
		return err
	}
	t := strings.TrimSpace(loc)
	if t != "" && strings.IndexFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return apperr.Invalid("location", "location %q has no letters; send a US city and state such as 'Austin, TX', a state, 'US' or 'remote', or omit it", t)
	}
	return nil
}
