package api

import (
	"context"
	"fmt"

	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/salary"
)

// NewServices builds the capabilities available in this build. Missing ones answer 501.
func NewServices(ctx context.Context, env *bootstrap.Env) (Services, func(), error) {
	cfg := env.Config
	data, err := salary.Load()
	if err != nil {
		return Services{}, nil, fmt.Errorf("api: salary dataset: %w", err)
	}
	svc := Services{
		Resumes: &resumeService{bus: env.Bus, deadline: cfg.RenderDeadline,
			retention: cfg.ResumeRetention, baseURL: cfg.PublicBaseURL},
		Salaries: salaryService{svc: salary.NewService(data, nil)},
	}
	return svc, func() {}, nil
}
