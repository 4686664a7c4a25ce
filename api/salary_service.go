package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/salary"
)

// salaryService answers salary-research from the in-memory dataset.
type salaryService struct{ svc *salary.Service }

func (s salaryService) Research(ctx context.Context, q SalaryQuery) (*salary.Result, error) {
	return s.svc.Research(ctx, salary.Query{JobTitle: q.JobTitle, ExperienceLevel: q.ExperienceLevel,
		Location: q.Location, Industry: q.Industry, PayPeriod: q.PayPeriod})
}
