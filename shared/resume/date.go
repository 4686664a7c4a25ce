package resume

import (
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/model"
)

// DateRangeSeparator sits between the start and end of a job's dates.
const DateRangeSeparator = " – "

// FormatDate prints an experience date the way ATS parsers read best: "Mar 2021"
// for the spec's YYYY-MM, "Present" for a current job. Anything else is printed as
// typed (trimmed): the API rejects malformed dates before rendering, and printing
// the input beats inventing a date.
func FormatDate(s string) string {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, model.Present) {
		return model.Present
	}
	if t, err := time.Parse("2006-01", s); err == nil {
		return t.Format("Jan 2006")
	}
	return s
}

// DateRange prints a job's dates: "Mar 2021 – Present", or the one date given.
// A missing end is left out rather than shown as Present.
func DateRange(start, end string) string {
	start, end = FormatDate(start), FormatDate(end)
	switch {
	case start != "" && end != "":
		return start + DateRangeSeparator + end
	case start != "":
		return start
	default:
		return end
	}
}
