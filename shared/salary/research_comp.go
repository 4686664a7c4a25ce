package salary

import (
	"fmt"
	"math"
)

// applyBenefits fills bonus, equity, total compensation and benefits, each
// labelled with its source.
func (d *Dataset) applyBenefits(r *Result, st postingStats, o *occupation) {
	r.BonusRange = BonusRangeUnavailable
	r.BonusMedianUnit = "percent_of_base"
	switch row, fallback := d.ececFor(o.ececSeries, hasSupplemental); {
	case len(st.bonusPercents) >= minPostings:
		r.BonusMedian = math.Round(percentile(st.bonusPercents, 50)*10) / 10
		r.BonusRange = fmt.Sprintf("%s%%–%s%%", pctLabel(math.Round(percentile(st.bonusPercents, 25))), pctLabel(math.Round(percentile(st.bonusPercents, 75))))
		r.FieldSources.Bonus = FieldSource{Sources: []string{sourcePostings}, Detail: fmt.Sprintf(
			"median and p25–p75 of the bonus, commission or OTE share of base pay stated in %d job postings", len(st.bonusPercents))}
	case row != nil:
		r.BonusMedian = math.Round(*row.SupplementalCost / *row.WagesCost * 1000) / 10
		r.FieldSources.Bonus = FieldSource{Sources: []string{"bls_ecec"}, Detail: fmt.Sprintf(
			"ECEC supplemental pay (overtime, shift differentials and nonproduction bonuses) of $%.2f per hour worked against wages of $%.2f for %s, private industry, %s%s: a group average, not a bonus survey; bonus_range is %q because no open data gives the spread",
			*row.SupplementalCost, *row.WagesCost, groupLabel(row), periodLabel(row.Period), fallbackNote(fallback, o), BonusRangeUnavailable)}
	default:
		r.FieldSources.Bonus = FieldSource{Sources: []string{NoData}, Detail: "no postings or ECEC figures; bonus_median is 0"}
	}

	if n := len(st.mids); n >= minPostings {
		r.EquityCommon = st.equityShare >= equityCommonAt
		r.FieldSources.Equity = FieldSource{Sources: []string{sourcePostings}, Detail: fmt.Sprintf(
			"%.0f%% of %d job postings mention equity or stock; equity_common is true from one third up", st.equityShare*100, n)}
	} else {
		r.FieldSources.Equity = FieldSource{Sources: []string{NoData}, Detail: fmt.Sprintf(
			"no open dataset reports equity by occupation and %d postings (fewer than %d) are too few to tell; equity_common is false because nothing shows it is common, not because it was measured as rare", n, minPostings)}
	}

	r.TotalCompensationMedian = roundWage(r.MedianSalary * (1 + r.BonusMedian/100))
	r.FieldSources.TotalCompensation = FieldSource{Sources: r.FieldSources.Bonus.Sources, Detail: fmt.Sprintf(
		"base plus typical bonus: median_salary × (1 + bonus_median %.1f%% / 100); employer-paid benefits are benefits_value_median and equity is not included", r.BonusMedian)}
	if row, fallback := d.ececFor(o.ececSeries, hasTotalComp); row != nil {
		ratio := (*row.TotalCompCost - *row.WagesCost) / *row.WagesCost
		r.BenefitsValueMedian = roundWage(r.MedianSalary * ratio)
		r.FieldSources.Benefits.Detail = fmt.Sprintf(
			"benefits_value_median = median_salary × %.3f, the ECEC ratio of employer costs beyond wages (benefits, paid leave, supplemental pay, legally required) ($%.2f − $%.2f per hour worked) to wages for %s, private industry, %s%s; benefits_highlights: ECEC cost shares and EBS access rates for all private industry workers, neither specific to the occupation",
			ratio, *row.TotalCompCost, *row.WagesCost, groupLabel(row), periodLabel(row.Period), fallbackNote(fallback, o))
	}

	r.BenefitsHighlights = d.benefitsHighlights(o.ececSeries)
	r.FieldSources.Benefits.Sources = []string{"bls_ecec", "bls_ebs"}
	if r.FieldSources.Benefits.Detail == "" {
		r.FieldSources.Benefits.Detail = "no ECEC figures for the group: benefits_value_median is 0; benefits_highlights are ECEC cost shares and EBS access rates for all private industry workers"
	}
}

// fallbackNote explains a figure taken from all private industry because the
// ECEC table has no row for the occupation's group.
func fallbackNote(fallback bool, o *occupation) string {
	if !fallback {
		return ""
	}
	return fmt.Sprintf(" (the ECEC table has no figure for %s)", o.ececSeries)
}
