package api

import (
	"context"
	"fmt"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

// ServiceDeps are what the capabilities behind the /v1 routes use.
type ServiceDeps struct {
	Config *config.Config
	Store  *store.Store
	// SearchStore is the store search-jobs reads, on the DATABASE_READ_URL
	// replica when one is set; nil searches Store. Only search goes there: a
	// replica may lag the primary, which a search can afford and a lookup of
	// the job to apply to cannot, so auto-apply keeps Store.
	SearchStore *store.Store
	Bus         *events.Bus
	Redis       *redis.Client
	Queues      queue.Queues
	// Writer writes profiles (writing.FromConfig, as the workers' cover letters).
	Writer *writing.Engine
}

// NewServices builds the capabilities available in this build and a function
// that releases them. Missing ones answer 501.
func NewServices(d ServiceDeps) (Services, func(), error) {
	cfg := d.Config
	data, err := salary.Load()
	if err != nil {
		return Services{}, nil, fmt.Errorf("api: salary dataset: %w", err)
	}
	search := d.SearchStore
	if search == nil {
		search = d.Store
	}
	svc := Services{
		Resumes: &resumeService{bus: d.Bus, deadline: cfg.RenderDeadline,
			retention: cfg.ResumeRetention, baseURL: cfg.PublicBaseURL},
		Salaries: salaryService{svc: salary.NewService(data, jobIndexPostings{store: d.Store})},
		Profiles: profileService{engine: d.Writer},
		Jobs:     jobsearch.New(search),
	}
	applyQueue := asynq.NewClientFromRedisClient(d.Redis)
	svc.Applies = newApplyService(application.Options{Store: d.Store, Bus: d.Bus, Queue: applyQueue, Queues: d.Queues,
		Deadline: cfg.ApplyDeadline, BaseURL: cfg.PublicBaseURL, AcceptedBases: cfg.PublicBaseURLsAccepted, Limits: store.ApplicationLimits{
			DailyCap: cfg.Apply.DailyCap, CompanyMax: cfg.Apply.CompanyMax, CompanyWindow: cfg.Apply.CompanyWindow}})
	return svc, func() { _ = applyQueue.Close() }, nil
}

// OpenSearchStore returns the store search-jobs reads and a function that
// closes what it opened: a second pool on the DATABASE_READ_URL replica when
// it is set, else primary itself. The replica is never migrated: it replays the
// primary's schema. An unreachable replica stops the start like an unreachable
// DATABASE_URL; once serving, a replica outage makes search answer 503.
func OpenSearchStore(ctx context.Context, cfg *config.Config, primary *store.Store) (*store.Store, func(), error) {
	if cfg.DatabaseReadURL == "" {
		return primary, func() {}, nil
	}
	pool, err := db.Open(ctx, cfg.DatabaseReadURL)
	if err != nil {
		return nil, nil, fmt.Errorf("%w (check DATABASE_READ_URL)", err)
	}
	return store.New(pool), pool.Close, nil
}
