package host

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/resumerender"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/workers/apply"
	"github.com/careerkit/careerkit/workers/delivery"
	"github.com/careerkit/careerkit/workers/render"
	"github.com/careerkit/careerkit/workers/resumebuild"
)

// Deps are what the capabilities use besides the worker's own bus.
type Deps struct {
	Config *config.Config
	Store  *store.Store
	Blobs  blob.Store
	Redis  *redis.Client
	Queues queue.Queues
	// Writer writes cover letters (writing.FromConfig, as the API's profiles).
	Writer *writing.Engine
	Log    *slog.Logger
}

// Register adds every capability of this build to w and returns a function that
// releases their resources after w.Stop.
func Register(ctx context.Context, w *Worker, d Deps) (func(), error) {
	cfg := d.Config
	warm, err := resume.RenderHTML(resume.Document{Resume: warmupResume})
	if err != nil {
		return nil, fmt.Errorf("host: warm-up document: %w", err)
	}
	pool, err := render.NewPool(ctx, render.Options{
		ChromePath:    cfg.ChromePath,
		Tabs:          cfg.RenderTabs,
		RenderTimeout: cfg.RenderTimeout,
		Warmup:        warm,
		Logger:        d.Log,
	})
	if err != nil {
		return nil, fmt.Errorf("host: start Chromium (set CHROME_PATH, or install chromium): %w", err)
	}
	analyzer, err := ats.Default()
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("host: ats vocabulary: %w", err)
	}
	h := &resumebuild.Handler{Printer: pool, Analyzer: analyzer, Blobs: d.Blobs, Store: d.Store, OnRender: w.CountRender}
	srv, err := events.Serve(w.Bus(), resumerender.Endpoint, cfg.RenderTabs, h.Render)
	if err != nil {
		pool.Close()
		return nil, err
	}
	w.AddServer(srv)
	w.AddRole("render")
	applier, err := apply.NewHandler(apply.Options{Store: d.Store, Blobs: d.Blobs, Bus: w.Bus(), Writer: d.Writer,
		ChromePath: cfg.ChromePath, Tabs: cfg.Apply.Tabs, PageTimeout: cfg.Apply.PageTimeout,
		AllowedHosts: cfg.Apply.AllowedHosts, Logger: d.Log,
		Quota: ratelimit.NewQuota(d.Redis, cfg.Namespace, cfg.FreeTierCalls, nil)})
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("host: apply capability: %w", err)
	}
	w.Mux().Handle(queue.TypeApplySubmit, applier)
	guard := outbound.New(cfg.Apply.AllowedHosts)
	w.Mux().Handle(queue.TypeWebhookDeliver, &delivery.Handler{Store: d.Store, Outbound: guard,
		Client: delivery.NewClient(guard), Log: d.Log})
	w.AddRole("webhooks")
	w.AddRole("apply")
	applyQueue := asynq.NewClientFromRedisClient(d.Redis)
	sweepCtx, stopSweep := context.WithCancel(context.WithoutCancel(ctx))
	go h.Sweep(sweepCtx, time.Hour, d.Log)
	go purgeIdempotencyKeys(sweepCtx, d.Store, time.Hour, d.Log)
	go delivery.Dispatch(sweepCtx, d.Store, applyQueue, d.Queues, 500*time.Millisecond, d.Log)
	go applier.Sweep(sweepCtx, time.Minute, applyQueue, d.Queues)
	return func() {
		stopSweep()
		applier.Close()
		_ = applyQueue.Close()
		pool.Close()
	}, nil
}
