package normalize

import "strings"

// ParsePeriod maps a board's pay interval to a Period constant: Lever's
// "per-year-salary" and "per-hour-wage", Ashby's "1 YEAR" and "1 HOUR", and words such
// as "hourly", "annually", "/yr" or "p.a.". It returns "" for one-time or unknown
// intervals.
func ParsePeriod(raw string) string {
	s := strings.ToLower(raw)
	switch {
	case s == "":
		return ""
	case strings.Contains(s, "hour") || strings.Contains(s, "hr"):
		return PeriodHour
	case strings.Contains(s, "day") || strings.Contains(s, "daily"):
		return PeriodDay
	case strings.Contains(s, "week"):
		return PeriodWeek
	case strings.Contains(s, "month") || s == "mo" || s == "pm":
		return PeriodMonth
	case strings.Contains(s, "year") || strings.Contains(s, "annu") || s == "yr" ||
		s == "pa" || s == "p.a." || s == "p.a":
		return PeriodYear
	}
	return ""
}

// inferPeriod guesses the period of a figure published without one, from its size:
// boards show hourly and day rates, monthly pay and annual salaries in clearly
// different ranges ("$30 - $38", "£500", "$3k - $10k", "$120k").
func inferPeriod(v float64) string {
	switch {
	case v <= 0:
		return ""
	case v < 200:
		return PeriodHour
	case v < 1000:
		return PeriodDay
	case v < 15000:
		return PeriodMonth
	}
	return PeriodYear
}
