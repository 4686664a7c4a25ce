package host

import (
	"context"
	"fmt"
	"os/exec"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/workers/apply"
	"github.com/careerkit/careerkit/workers/render"
	"github.com/careerkit/careerkit/workers/resumebuild"
	"github.com/careerkit/careerkit/workers/webhook"
)

// Register adds every capability of this build to w and returns a function that
// releases their resources after w.Stop.
func Register(ctx context.Context, w *Worker, env *bootstrap.Env) (func(), error) {
	cfg := env.Config
	warm, err := resume.RenderHTML(resume.Document{Resume: warmupResume})
	if err != nil {
		return nil, fmt.Errorf("pipeline: warm-up document: %w", err)
	}
	pool, err := render.NewPool(ctx, render.Options{
		ChromePath:    ChromePath(cfg.ChromePath),
		Tabs:          cfg.RenderTabs,
		RenderTimeout: cfg.RenderTimeout,
		Warmup:        warm,
		Logger:        env.Log,
	})
	if err != nil {
		return nil, fmt.Errorf("pipeline: start Chromium (set CHROME_PATH, or install chromium): %w", err)
	}
	analyzer, err := ats.Default()
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("pipeline: ats vocabulary: %w", err)
	}
	h := &resumebuild.Handler{Printer: pool, Analyzer: analyzer, Blobs: env.Blobs, Store: env.Store, OnRender: w.CountRender}
	srv, err := events.Serve(w.Bus(), events.RenderResume, cfg.RenderTabs, h.Render)
	if err != nil {
		pool.Close()
		return nil, err
	}
	w.AddServer(srv)
	w.AddRole("render")
	writer, err := env.WritingEngine()
	if err != nil {
		pool.Close()
		return nil, err
	}
	applier, err := apply.NewHandler(apply.Options{Store: env.Store, Blobs: env.Blobs, Bus: w.Bus(), Writer: writer,
		ChromePath: ChromePath(cfg.ChromePath), Tabs: cfg.Apply.Tabs, PageTimeout: cfg.Apply.PageTimeout,
		AllowedHosts: cfg.Apply.AllowedHosts, Logger: env.Log,
		Quota: ratelimit.NewQuota(env.Redis, cfg.Namespace, cfg.FreeTierCalls, nil)})
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("pipeline: apply capability: %w", err)
	}
	w.Mux().Handle(queue.TypeApplySubmit, applier)
	guard := outbound.New(cfg.Apply.AllowedHosts)
	w.Mux().Handle(queue.TypeWebhookDeliver, &webhook.Handler{Store: env.Store, Outbound: guard,
		Client: webhook.NewClient(guard), Log: env.Log})
	w.AddRole("webhooks")
	w.AddRole("apply")
	applyQueue := asynq.NewClientFromRedisClient(env.Redis)
	sweepCtx, stopSweep := context.WithCancel(context.WithoutCancel(ctx))
	go h.Sweep(sweepCtx, time.Hour, env.Log)
	go purgeIdempotencyKeys(sweepCtx, env.Store, time.Hour, env.Log)
	go webhook.Dispatch(sweepCtx, env.Store, applyQueue, env.Queues, 500*time.Millisecond, env.Log)
	go applier.Sweep(sweepCtx, time.Minute, applyQueue, env.Queues)
	return func() {
		stopSweep()
		applier.Close()
		_ = applyQueue.Close()
		pool.Close()
	}, nil
}

// ChromePath returns configured, else the first Chromium found on PATH, else the
// Debian default (which NewPool reports clearly if missing).
func ChromePath(configured string) string {
	if configured != "" {
		return configured
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return render.DefaultChromePath
}
