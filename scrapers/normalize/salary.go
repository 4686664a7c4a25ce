package normalize

import (
	"math"
	"strconv"
	"strings"
)

// Pay periods, as published.
const (
	PeriodHour  = "hour"
	PeriodDay   = "day"
	PeriodWeek  = "week"
	PeriodMonth = "month"
	PeriodYear  = "year"
)

// PeriodUnstated ends the display form of pay whose period the posting does not
// state: the figures as written, and no guess.
const PeriodUnstated = " (period not stated)"

// perYear converts one period's pay into annual pay: 2080 working hours, 260
// working days, 52 weeks, 12 months.
var perYear = map[string]float64{
	PeriodHour:  2080,
	PeriodDay:   260,
	PeriodWeek:  52,
	PeriodMonth: 12,
	PeriodYear:  1,
}

// Salary is a pay range in the period it was published in. A zero bound is unknown:
// Min only reads "from", Max only "up to"; Min == Max is a single figure.
type Salary struct {
	Min      float64
	Max      float64
	Currency string // ISO 4217 code, "" when the text named none
	Period   string // one of the Period constants, "" when unknown
}

// IsZero reports that no amount is known.
func (s Salary) IsZero() bool { return s.Min <= 0 && s.Max <= 0 }

// Annual returns the bounds converted to annual pay; a bound is 0 when unknown.
// A salary whose period the posting does not state has no annual figure (0, 0):
// "$3k - $10k" may be a month's pay or a year's, and guessing would rank it
// against salaries it cannot be compared with.
func (s Salary) Annual() (lo, hi float64) {
	f, ok := perYear[s.Period]
	if !ok {
		return 0, 0
	}
	return round2(s.Min * f), round2(s.Max * f)
}

// Text returns the display form: "$120,000 - $150,000 a year", "$30 - $38 an hour",
// "From €60,000 a year", "$3,000 - $10,000 (period not stated)". It returns "" for
// a zero salary.
func (s Salary) Text() string {
	if s.IsZero() {
		return ""
	}
	var b strings.Builder
	switch {
	case s.Min > 0 && s.Max > 0 && s.Min != s.Max:
		b.WriteString(s.money(s.Min))
		b.WriteString(" - ")
		b.WriteString(s.money(s.Max))
	case s.Min > 0 && s.Max > 0:
		b.WriteString(s.money(s.Min))
	case s.Min > 0:
		b.WriteString("From ")
		b.WriteString(s.money(s.Min))
	default:
		b.WriteString("Up to ")
		b.WriteString(s.money(s.Max))
	}
	switch s.Period {
	case "":
		b.WriteString(PeriodUnstated)
	case PeriodHour:
		b.WriteString(" an hour")
	default:
		b.WriteString(" a ")
		b.WriteString(s.Period)
	}
	return b.String()
}

// money formats one amount with the currency's symbol or code.
func (s Salary) money(v float64) string {
	n := formatAmount(v)
	if s.Currency == "" {
		return n
	}
	if sym, ok := currencySymbol[s.Currency]; ok {
		return sym + n
	}
	return s.Currency + " " + n
}

// formatAmount writes v with thousands separators and, only when it has cents, two
// decimals: 120000 → "120,000", 34.62 → "34.62".
func formatAmount(v float64) string {
	whole := math.Trunc(v)
	cents := math.Round((v - whole) * 100)
	if cents >= 100 {
		whole++
		cents = 0
	}
	digits := strconv.FormatFloat(whole, 'f', 0, 64)
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if cents > 0 {
		b.WriteByte('.')
		if cents < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.Itoa(int(cents)))
	}
	return b.String()
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }
