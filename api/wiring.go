package api

import (
	"context"
	"fmt"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/shared/writing/llm"
)

// NewServices builds the capabilities available in this build. Missing ones answer 501.
func NewServices(ctx context.Context, env *bootstrap.Env) (Services, func(), error) {
	cfg := env.Config
	data, err := salary.Load()
	if err != nil {
		return Services{}, nil, fmt.Errorf("api: salary dataset: %w", err)
	}
	engine, err := NewWritingEngine(env)
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
	svc.Applies = &applyService{store: env.Store, bus: env.Bus, queue: applyQueue, queues: env.Queues,
		deadline: cfg.ApplyDeadline, baseURL: cfg.PublicBaseURL, limits: store.ApplicationLimits{
			DailyCap: cfg.Apply.DailyCap, CompanyMax: cfg.Apply.CompanyMax, CompanyWindow: cfg.Apply.CompanyWindow}}
	return svc, func() { _ = applyQueue.Close() }, nil
}

// NewWritingEngine builds the writing engine, with the OpenAI-compatible rewriter
// when LLM_BASE_URL is set. The worker builds the same engine for cover letters.
func NewWritingEngine(env *bootstrap.Env) (*writing.Engine, error) {
	cfg := env.Config
	opts := []writing.Option{writing.WithLogger(env.Log)}
	if cfg.LLMBaseURL != "" {
		client, err := llm.New(llm.Config{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel, Timeout: cfg.LLMTimeout})
		if err != nil {
			return nil, fmt.Errorf("api: LLM client (check LLM_BASE_URL, LLM_MODEL): %w", err)
		}
		opts = append(opts, writing.WithRewriter(client), writing.WithRewriteTimeout(cfg.LLMTimeout))
	}
	engine, err := writing.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("api: writing engine: %w", err)
	}
	return engine, nil
}
