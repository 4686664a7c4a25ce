package salary

import (
	"fmt"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// privateIndustry is the ECEC/EBS all-occupations series, the fallback for groups
// the ECEC table does not publish (production and transportation).
const privateIndustry = "Private industry workers"

// ececFor returns the latest ECEC row of series that has the fields need checks,
// falling back to all private industry workers; fallback reports the latter.
func (d *Dataset) ececFor(series string, need func(*snapshot.ECECRow) bool) (row *snapshot.ECECRow, fallback bool) {
	for _, s := range []string{series, privateIndustry} {
		for i := range d.ecec {
			r := &d.ecec[i]
			if r.Series == s && need(r) && (row == nil || r.Period > row.Period) {
				row = r
			}
		}
		if row != nil {
			return row, s != series
		}
	}
	return nil, true
}

func hasTotalComp(r *snapshot.ECECRow) bool {
	return r.TotalCompCost != nil && r.WagesCost != nil && *r.WagesCost > 0
}

func hasSupplemental(r *snapshot.ECECRow) bool {
	return r.SupplementalCost != nil && r.WagesCost != nil && *r.WagesCost > 0
}

func hasBenefitShares(r *snapshot.ECECRow) bool {
	return r.BenefitsPct != nil && r.PaidLeavePct != nil && r.InsurancePct != nil &&
		r.RetirementPct != nil && r.LegallyRequiredPct != nil
}

// groupLabel names the ECEC series a figure came from, lowercased for prose.
func groupLabel(row *snapshot.ECECRow) string {
	if row.Series == privateIndustry {
		return "all private industry workers"
	}
	return strings.ToLower(row.Series[:1]) + row.Series[1:]
}

// benefitsHighlights describes benefits for the occupation's ECEC group (cost
// shares) and for private industry (EBS access rates).
func (d *Dataset) benefitsHighlights(series string) []string {
	out := []string{}
	if r, _ := d.ececFor(series, hasBenefitShares); r != nil {
		out = append(out, fmt.Sprintf(
			"Employer-paid benefits average %.1f%% of total compensation for %s: paid leave %.1f%%, insurance %.1f%%, retirement and savings %.1f%%, legally required %.1f%% (BLS ECEC, private industry, %s)",
			*r.BenefitsPct, groupLabel(r), *r.PaidLeavePct, *r.InsurancePct, *r.RetirementPct, *r.LegallyRequiredPct, periodLabel(r.Period)))
	}
	ebs := func(period, size, benefit string) (float64, bool) {
		for _, r := range d.ebs {
			if r.Period == period && r.WorkerGroup == privateIndustry && r.EstablishmentSize == size && r.Benefit == benefit {
				return r.Percent, true
			}
		}
		return 0, false
	}
	if anyPlan, ok := ebs("2025-03", "All", "Retirement benefits (any plan)"); ok {
		dc, _ := ebs("2025-03", "All", "Defined contribution retirement plan")
		db, _ := ebs("2025-03", "All", "Defined benefit retirement plan")
		out = append(out, fmt.Sprintf("Retirement plans: %.0f%% of private industry workers have access (defined contribution %.0f%%, defined benefit %.0f%%) (BLS EBS, March 2025)", anyPlan, dc, db))
	}
	hol, ok1 := ebs("2023-03", "All", "Paid holidays")
	vac, ok2 := ebs("2023-03", "All", "Paid vacation")
	sick, ok3 := ebs("2023-03", "All", "Paid sick leave")
	fam, ok4 := ebs("2023-03", "All", "Paid family leave")
	if ok1 && ok2 && ok3 && ok4 {
		out = append(out, fmt.Sprintf("Paid leave access among private industry workers: holidays %.0f%%, vacation %.0f%%, sick leave %.0f%%, family leave %.0f%% (BLS EBS, March 2023)", hol, vac, sick, fam))
	}
	if med, ok := ebs("2023-03", "All", "Medical care plans"); ok {
		well, _ := ebs("2023-03", "All", "Wellness programs")
		out = append(out, fmt.Sprintf("Medical care: %.0f%% of private industry workers take part in an employer medical plan; %.0f%% have access to wellness programs (BLS EBS, March 2023)", med, well))
	}
	small, ok1 := ebs("2025-03", "1-99 workers", "Life insurance")
	large, ok2 := ebs("2025-03", "500+ workers", "Life insurance")
	if ok1 && ok2 {
		out = append(out, fmt.Sprintf("Life insurance access rises with employer size: %.0f%% at 1–99 workers, %.0f%% at 500+ (BLS EBS, March 2025)", small, large))
	}
	return out
}

// periodLabel turns "2026-03" into "March 2026".
func periodLabel(p string) string {
	t, err := time.Parse("2006-01", p)
	if err != nil {
		return p
	}
	return t.Format("January 2006")
}
