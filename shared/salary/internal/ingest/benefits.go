package ingest

import (
	"fmt"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

const (
	fileECEC = "benefits/bls_ecec_private_by_occupational_group.csv"
	fileEBS  = "benefits/bls_ebs_benefit_access_highlights.csv"
)

func readECEC(src *sourceDir) ([]snapshot.ECECRow, error) {
	t, err := src.table(fileECEC, "reference_period", "series", "total_comp_cost", "wages_salaries_cost",
		"total_benefits_cost", "total_benefits_pct", "paid_leave_pct", "supplemental_pay_cost", "supplemental_pay_pct",
		"insurance_pct", "retirement_savings_pct", "legally_required_pct", "source_url")
	if err != nil {
		return nil, err
	}
	out := make([]snapshot.ECECRow, 0, len(t.rows))
	for _, row := range t.rows {
		f := func(col string) *float64 {
			if v, ok := number(t.get(row, col)); ok {
				return &v
			}
			return nil
		}
		out = append(out, snapshot.ECECRow{
			Period:             t.get(row, "reference_period"),
			Series:             t.get(row, "series"),
			TotalCompCost:      f("total_comp_cost"),
			WagesCost:          f("wages_salaries_cost"),
			BenefitsCost:       f("total_benefits_cost"),
			BenefitsPct:        f("total_benefits_pct"),
			PaidLeavePct:       f("paid_leave_pct"),
			SupplementalCost:   f("supplemental_pay_cost"),
			SupplementalPct:    f("supplemental_pay_pct"),
			InsurancePct:       f("insurance_pct"),
			RetirementPct:      f("retirement_savings_pct"),
			LegallyRequiredPct: f("legally_required_pct"),
			SourceURL:          t.get(row, "source_url"),
		})
	}
	return out, nil
}

func readEBS(src *sourceDir) ([]snapshot.EBSRow, error) {
	t, err := src.table(fileEBS, "reference_period", "worker_group", "establishment_size", "benefit", "measure", "percent", "source_url")
	if err != nil {
		return nil, err
	}
	out := make([]snapshot.EBSRow, 0, len(t.rows))
	for _, row := range t.rows {
		pct, ok := number(t.get(row, "percent"))
		if !ok {
			return nil, fmt.Errorf("ingest: %s: percent %q", fileEBS, t.get(row, "percent"))
		}
		out = append(out, snapshot.EBSRow{
			Period:            t.get(row, "reference_period"),
			WorkerGroup:       t.get(row, "worker_group"),
			EstablishmentSize: t.get(row, "establishment_size"),
			Benefit:           t.get(row, "benefit"),
			Measure:           t.get(row, "measure"),
			Percent:           pct,
			SourceURL:         t.get(row, "source_url"),
		})
	}
	return out, nil
}
