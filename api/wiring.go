package api

import (
	"context"
	"fmt"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
)

// NewServices builds the capabilities available in this build. Missing ones answer 501.
func NewServices(ctx context.Context, env *bootstrap.Env) (Services, func(), error) {
	cfg := env.Config
	data, err := salary.Load()
	if err != nil {
		return Services{}, nil, fmt.Errorf("api: salary dataset: %w", err)
	}
	engine, err := env.WritingEngine()
	if err != nil {
		return Services{}, nil, err
	}
	svc := Services{
		Resumes: &resumeService{bus: env.Bus, deadline: cfg.RenderDeadline,
			retention: cfg.ResumeRetention, baseURL: cfg.PublicBaseURL},
		Salaries: salaryService{svc: salary.NewService(data, jobIndexPostings{store: env.Store})},
		Profiles: profileService{engine: engine},
		Jobs:     NewJobService(jobsearch.New(env.Store)),
	}
	applyQueue := asynq.NewClientFromRedisClient(env.Redis)
	svc.Applies = newApplyService(application.Options{Store: env.Store, Bus: env.Bus, Queue: applyQueue, Queues: env.Queues,
		Deadline: cfg.ApplyDeadline, BaseURL: cfg.PublicBaseURL, AcceptedBases: cfg.PublicBaseURLsAccepted, Limits: store.ApplicationLimits{
			DailyCap: cfg.Apply.DailyCap, CompanyMax: cfg.Apply.CompanyMax, CompanyWindow: cfg.Apply.CompanyWindow}})
	return svc, func() { _ = applyQueue.Close() }, nil
}
