package salary

import (
	"fmt"
	"math"
	"strings"
)

// baseResult fills the survey figures and their provenance.
func (d *Dataset) baseResult(q Query, m *TitleMatch, o *occupation, loc *resolvedLocation, f figures, level, levelSource string) *Result {
	c := f.curve
	r := &Result{
		JobTitle:               strings.TrimSpace(q.JobTitle),
		MedianSalary:           f.median,
		SalaryLow:              f.low,
		SalaryHigh:             f.high,
		BenefitsHighlights:     []string{},
		LastUpdated:            vintageTimestamp(c.occ.vintage),
		Currency:               "USD",
		PayPeriod:              "annual",
		Match:                  m,
		EstimatedEmployment:    o.emp,
		EstimatedEmploymentRSE: o.empRSE,
		MedianHistory:          []MedianPoint{},
		Adjustments:            []string{},
		Notes:                  []string{},
		Occupation: OccupationInfo{Code: o.code, Title: o.title, MajorGroup: d.groups[o.major()],
			BenefitsGroup: o.ececSeries, WageVintage: o.vintage},
		Experience: ExperienceInfo{Level: level, Source: levelSource, Occupation: c.occ.ref(),
			LowPercentile: f.band.low, MedianPercentile: f.band.median, HighPercentile: f.band.high, Floored: f.floored},
		Percentiles: Percentiles{P10: roundWage(c.at(10)), P25: roundWage(c.at(25)), P50: roundWage(c.at(50)),
			P75: roundWage(c.at(75)), P90: roundWage(c.at(90))},
	}
	for _, h := range o.history {
		r.MedianHistory = append(r.MedianHistory, MedianPoint{Vintage: h.Vintage, Median: h.Median, TopCoded: h.TopCoded})
	}
	r.Location = LocationInfo{Input: loc.input, Resolution: loc.kind, Adjustment: c.adjustment, Flag: c.flag, Coverage: "US",
		Factor: math.Round(c.at(f.band.median)/interpolate(nationalPoints[:], c.occ.pct[:], f.band.median)*10000) / 10000}
	if loc.kind == LocationArea {
		r.Location.AreaCode, r.Location.AreaName = d.geo.areas[loc.area].code, d.geo.areas[loc.area].name
	}
	if loc.state != nil {
		r.Location.State = loc.state.abbr
	}

	salarySources := []string{"bls_oews"}
	if c.source != "bls_oews" {
		salarySources = append(salarySources, c.source)
	}
	r.FieldSources.Salary = FieldSource{Sources: salarySources, Detail: fmt.Sprintf(
		"salary_low p%s, median_salary p%s, salary_high p%s of the OEWS %s wage distribution of %s; %s",
		pctLabel(f.band.low), pctLabel(f.band.median), pctLabel(f.band.high), periodLabel(c.occ.vintage), c.occ.title, c.describe)}

	r.Adjustments = append(r.Adjustments, d.levelAdjustment(o, c.occ, f, level, levelSource, m))
	if c.adjustment != AdjustmentNone || c.flag != "" {
		r.Adjustments = append(r.Adjustments, "location "+c.describe)
	}
	r.Notes = append(r.Notes, loc.notes...)
	r.Notes = append(r.Notes, d.notes(m, o, c, loc)...)
	return r
}

// levelAdjustment describes how the experience level positioned the figures.
func (d *Dataset) levelAdjustment(o, target *occupation, f figures, level, source string, m *TitleMatch) string {
	pcts := fmt.Sprintf("p%s / p%s / p%s", pctLabel(f.band.low), pctLabel(f.band.median), pctLabel(f.band.high))
	var b strings.Builder
	switch {
	case level == "":
		fmt.Fprintf(&b, "no experience level: salary_low, median_salary, salary_high are %s of %s", pcts, o.title)
	default:
		origin := "from the query"
		if source == "title" {
			origin = "implied by the title's seniority words"
			if len(m.SeniorityWords) > 0 {
				origin = fmt.Sprintf("implied by the title's seniority words (%s)", quoteAll(m.SeniorityWords))
			}
		}
		fmt.Fprintf(&b, "experience level %q %s: %s of %s (%s)", level, origin, pcts, target.title, target.code)
		if target != o {
			fmt.Fprintf(&b, ", the occupation this level climbs to from %s instead of extrapolating past p90", o.title)
		}
	}
	if f.floored {
		b.WriteString("; some figures were raised to the level below's so that pay never falls with seniority")
	}
	return b.String()
}

func (d *Dataset) notes(m *TitleMatch, o *occupation, c *curve, loc *resolvedLocation) []string {
	out := []string{
		"OEWS wages are straight-time gross pay: base pay, commissions, production bonuses and tips; they exclude overtime, year-end bonuses, equity and employer-paid benefits",
		"data_samples counts job postings blended into the figures; estimated_employment is the survey's employment estimate, not a sample count",
	}
	if m.Ambiguous {
		out = append(out, "the job title fits several occupations (see match.alternatives); send a more specific title to pin it down")
	}
	if c.occ.fromHourly {
		out = append(out, "BLS publishes only hourly wages for this occupation because its workers are rarely year-round full time; annual figures are hourly × 2,080")
	}
	if loc.kind == LocationRemote {
		out = append(out, "remote: national US figures; remote pay often follows the employer's own pay zones")
	}
	if c.occ.vintage != d.vintage {
		out = append(out, fmt.Sprintf("OEWS no longer publishes this occupation; figures are from %s", periodLabel(c.occ.vintage)))
	}
	return out
}

// vintageTimestamp turns "2025-05" into "2025-05-01T00:00:00Z".
func vintageTimestamp(v string) string { return v + "-01T00:00:00Z" }

// pctLabel prints 82.5 as "82.5" and 50 as "50".
func pctLabel(p float64) string {
	if p == math.Trunc(p) {
		return fmt.Sprintf("%.0f", p)
	}
	return fmt.Sprintf("%.1f", p)
}

// quoteAll renders words as "a", "b".
func quoteAll(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = fmt.Sprintf("%q", w)
	}
	return strings.Join(q, ", ")
}
