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
	case strings.HasPrefix(s, "jahr") || strings.HasPrefix(s, "jähr"):
		return PeriodYear
	case strings.HasPrefix(s, "monat"):
		return PeriodMonth
	case strings.HasPrefix(s, "stund") || strings.HasPrefix(s, "stünd"):
		return PeriodHour
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

// PeriodIn returns the period a text names anywhere ("Annual base salary",
// "Hourly rate"), "" when it names none: for the label of a structured pay
// range that carries no interval field.
func PeriodIn(text string) string {
	if m := periodBeforeRe.FindAllStringSubmatch(text, -1); m != nil {
		return ParsePeriod(m[len(m)-1][1])
	}
	return ""
}
