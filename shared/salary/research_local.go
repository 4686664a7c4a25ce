package salary

import (
	"fmt"
	"math"
)

// hoursPerYear turns hourly wages into annual ones, as BLS does.
const hoursPerYear = 2080

// applyDataSamples counts the observations behind survey-only figures: the
// OEWS employment estimate of the table they were read from.
func (d *Dataset) applyDataSamples(r *Result, c *curve, o *occupation) {
	if r.Postings.Blended {
		return
	}
	switch {
	case c.localEmp > 0:
		r.DataSamples = c.localEmp
		r.FieldSources.DataSamples = FieldSource{Sources: []string{sourceStateOEWS}, Detail: fmt.Sprintf(
			"the OEWS employment estimate for %s in %s, the jobs the local figures describe (no job postings were blended)", c.occ.title, c.localName)}
	default:
		r.DataSamples = c.occ.emp
		r.FieldSources.DataSamples = FieldSource{Sources: []string{"bls_oews"}, Detail: fmt.Sprintf(
			"the OEWS national employment estimate for %s, the jobs the figures describe (no job postings were blended)", c.occ.title)}
	}
}

// applyMinimumWage raises every figure below the minimum wage that applies
// where the location is (the state's, else the federal $7.25) to it, and says
// so: no job may legally pay less, even where survey percentiles or postings do.
func (d *Dataset) applyMinimumWage(r *Result, loc *resolvedLocation) {
	state := ""
	if loc.state != nil {
		state = loc.state.abbr
	}
	hourly, what := d.local.floor(state)
	annual := hourly * hoursPerYear
	raised := false
	for _, v := range []*float64{&r.SalaryLow, &r.MedianSalary, &r.SalaryHigh, &r.Percentiles.P10, &r.Percentiles.P25,
		&r.Percentiles.P50, &r.Percentiles.P75, &r.Percentiles.P90} {
		if *v > 0 && *v < annual {
			*v, raised = roundWage(annual), true
		}
	}
	if !raised {
		return
	}
	r.Adjustments = append(r.Adjustments, fmt.Sprintf("minimum wage floor: figures below %s ($%.0f a year at %d hours) were raised to it; city minimums, which can be higher, are not in the table",
		what, roundWage(annual), hoursPerYear))
	r.FieldSources.Salary.Sources = append(r.FieldSources.Salary.Sources, sourceMinimumWage)
}

// applyPayPeriod states the money figures an hour when asked, or by default
// for occupations BLS publishes hourly only (their annual figures are hourly
// × 2,080 and describe no one's real year).
func applyPayPeriod(r *Result, asked string, o *occupation) {
	period := asked
	if period == "" {
		period = PayPeriodAnnual
		if o.fromHourly {
			period = PayPeriodHour
		}
	}
	r.PayPeriod = period
	if period != PayPeriodHour {
		return
	}
	for _, v := range []*float64{&r.SalaryLow, &r.MedianSalary, &r.SalaryHigh, &r.Percentiles.P10, &r.Percentiles.P25,
		&r.Percentiles.P50, &r.Percentiles.P75, &r.Percentiles.P90, &r.TotalCompensationMedian, &r.BenefitsValueMedian} {
		*v = math.Round(*v/hoursPerYear*100) / 100
	}
	r.Adjustments = append(r.Adjustments, fmt.Sprintf("pay_period hour: money figures are USD an hour (annual ÷ %d); median_history and postings stay annual", hoursPerYear))
}
