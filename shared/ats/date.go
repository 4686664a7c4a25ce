package ats

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// month is a count of months since year 0, so differences are month spans.
type month int

// openEnd stands for "Present"; the engine never reads the clock, so the same
// resume scores the same whenever it is sent.
const openEnd month = 1 << 30

// Plausible years: older or later dates are typos.
const (
	minYear = 1950
	maxYear = 2100
)

// parseMonth parses YYYY-MM.
func parseMonth(s string) (month, bool) {
	if len(s) != 7 || s[4] != '-' {
		return 0, false
	}
	for i := range len(s) {
		if i != 4 && (s[i] < '0' || s[i] > '9') {
			return 0, false
		}
	}
	y, _ := strconv.Atoi(s[:4])
	m, _ := strconv.Atoi(s[5:])
	if m < 1 || m > 12 || y < minYear || y > maxYear {
		return 0, false
	}
	return month(y*12 + m - 1), true
}

func (m month) String() string {
	if m == openEnd {
		return model.Present
	}
	return fmt.Sprintf("%04d-%02d", int(m)/12, int(m)%12+1)
}

// span is one experience entry's dates.
type span struct {
	entry      int
	start, end month
}

// dateIssue is one problem with the dates of the experience section.
type dateIssue struct {
	field   string // JSON path, empty for issues between entries
	message string
	cost    float64 // points taken from the dates criterion
}

// checkDates validates every entry's dates, then looks for overlaps and gaps
// between the valid ones.
func checkDates(exp []model.Experience) (valid []span, issues []dateIssue) {
	for i, e := range exp {
		start, okS := parseMonth(strings.TrimSpace(e.StartDate))
		if !okS {
			issues = append(issues, dateIssue{fmt.Sprintf("experience[%d].start_date", i),
				fmt.Sprintf("experience[%d].start_date %s is not a YYYY-MM month (e.g. 2021-03)", i, quote(e.StartDate)), 2})
		}
		endRaw := strings.TrimSpace(e.EndDate)
		end, okE := parseMonth(endRaw)
		if strings.EqualFold(endRaw, model.Present) {
			end, okE = openEnd, true
		}
		if !okE {
			issues = append(issues, dateIssue{fmt.Sprintf("experience[%d].end_date", i),
				fmt.Sprintf("experience[%d].end_date %s is neither YYYY-MM nor \"Present\"", i, quote(e.EndDate)), 2})
		}
		if !okS || !okE {
			continue
		}
		if end < start {
			issues = append(issues, dateIssue{fmt.Sprintf("experience[%d].end_date", i),
				fmt.Sprintf("experience[%d] ends (%s) before it starts (%s): swap or fix the dates", i, end, start), 3})
			continue
		}
		valid = append(valid, span{entry: i, start: start, end: end})
	}
	return valid, append(issues, chronology(valid, exp)...)
}

// Overlaps of a single month are job changes, not overlaps; gaps over six months
// are what recruiters and ATS filters notice.
const (
	minOverlapMonths = 2
	minGapMonths     = 7
	maxReported      = 3 // per kind, so 200 entries cannot flood the suggestions
)

func chronology(spans []span, exp []model.Experience) []dateIssue {
	sorted := slices.Clone(spans)
	slices.SortStableFunc(sorted, func(a, b span) int { return int(a.start - b.start) })
	var issues []dateIssue
	overlaps, gaps := 0, 0
	for i := 1; i < len(sorted); i++ {
		for j := range i {
			a, b := sorted[j], sorted[i]
			if n := min(a.end, b.end) - b.start + 1; n >= minOverlapMonths && overlaps < maxReported {
				overlaps++
				issues = append(issues, dateIssue{message: fmt.Sprintf(
					"experience[%d] (%s) and experience[%d] (%s) overlap from %s: if one was part-time, a contract or a side project, say so in its title",
					a.entry, label(exp[a.entry]), b.entry, label(exp[b.entry]), b.start), cost: 1})
			}
		}
	}
	var covered month = -1
	for i, s := range sorted {
		if i > 0 && covered != openEnd && s.start-covered-1 >= minGapMonths && gaps < maxReported {
			gaps++
			issues = append(issues, dateIssue{message: fmt.Sprintf(
				"gap of %d months between %s and %s (before experience[%d]): add a one-line note (study, caregiving, freelance work) so it is not read as unexplained",
				int(s.start-covered-1), covered, s.start, s.entry), cost: 1})
		}
		covered = max(covered, s.end)
	}
	return issues
}

func label(e model.Experience) string {
	switch {
	case e.Title != "" && e.Company != "":
		return quote(e.Title + " at " + e.Company)
	case e.Title != "":
		return quote(e.Title)
	case e.Company != "":
		return quote(e.Company)
	}
	return "untitled"
}
