package refresh

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// Options configure the scraper process.
type Options struct {
	Store   *store.Store
	Redis   redis.UniversalClient
	Queues  queue.Queues
	Fetcher Fetcher
	Sources []board.Source
	// Every is the period of sources that set none (config SCRAPER_EVERY).
	Every time.Duration
	// StaleAfter closes open postings no scrape has seen for this long
	// (config SCRAPER_STALE_AFTER; default 14 days), checked every SweepEvery.
	StaleAfter time.Duration
	SweepEvery time.Duration
	// ImportDemo imports the demo snapshot into an empty index on Start.
	ImportDemo bool
	// Concurrency is how many sources run at once; default 4.
	Concurrency int
	// StartSpread spreads the start-up runs of due sources; default 30 seconds.
	StartSpread time.Duration
	Logger      *slog.Logger
}

// Process is the scraper process: an Asynq server running refresh tasks and the
// scheduler enqueuing them.
type Process struct {
	o      Options
	runner *Runner
	server *asynq.Server
	sched  *asynq.Scheduler
	client *asynq.Client
}

// NewProcess returns a process for o; Start runs it.
func NewProcess(o Options) *Process {
	if o.Concurrency <= 0 {
		o.Concurrency = 4
	}
	if o.StartSpread == 0 {
		o.StartSpread = 30 * time.Second
	}
	if o.Every <= 0 {
		o.Every = 6 * time.Hour
	}
	if o.StaleAfter <= 0 {
		o.StaleAfter = DefaultStaleAfter
	}
	if o.SweepEvery <= 0 {
		o.SweepEvery = time.Hour
	}
	cfg := queue.ServerConfig(o.Queues, o.Concurrency, o.Logger)
	// This process consumes only the scrape queue; the workers own the others.
	cfg.Queues = map[string]int{o.Queues.Scrape: 1}
	return &Process{
		o:      o,
		runner: NewRunner(o.Fetcher, o.Store, o.Logger),
		server: asynq.NewServerFromRedisClient(o.Redis, cfg),
		sched: asynq.NewSchedulerFromRedisClient(o.Redis, &asynq.SchedulerOpts{
			Logger: schedulerLogger{logging.Asynq{L: o.Logger}}, LogLevel: asynq.WarnLevel, Location: time.UTC,
			PostEnqueueFunc: func(_ *asynq.TaskInfo, err error) {
				if err != nil && !errors.Is(err, asynq.ErrDuplicateTask) {
					o.Logger.Warn("scheduler could not enqueue a scrape", slog.String("error", err.Error()))
				}
			},
		}),
		client: asynq.NewClientFromRedisClient(o.Redis),
	}
}

// Runner returns the process's runner (for the scrape command and tests).
func (p *Process) Runner() *Runner { return p.runner }

// Start imports the demo snapshot into an empty index (when enabled), starts the
// task server, registers every source with the scheduler and enqueues the sources
// that are due.
func (p *Process) Start(ctx context.Context) error {
	if p.o.ImportDemo {
		n, err := ImportDemo(ctx, p.o.Store, time.Now())
		if err != nil {
			return err
		}
		if n > 0 {
			p.o.Logger.InfoContext(ctx, "imported the demo snapshot into the empty index", slog.Int("jobs", n))
		}
	}
	mux := asynq.NewServeMux()
	mux.Handle(queue.TypeScrapeRun, NewHandler(p.runner))
	mux.Handle(queue.TypeScrapeSweep, NewSweeper(p.o.Store, p.o.StaleAfter, p.o.Logger))
	if err := p.server.Start(mux); err != nil {
		return fmt.Errorf("refresh: start task server: %w", err)
	}
	for _, src := range p.o.Sources {
		every := p.every(src)
		task, err := NewTask(p.o.Queues, src, every)
		if err != nil {
			return err
		}
		if _, err := p.sched.Register(CronSpec(src.Key(), every), task); err != nil {
			return fmt.Errorf("refresh: schedule %s: %w", src.Key(), err)
		}
	}
	sweep := asynq.NewTask(queue.TypeScrapeSweep, nil, asynq.Queue(p.o.Queues.Scrape), asynq.MaxRetry(2),
		asynq.Unique(p.o.SweepEvery/2))
	if _, err := p.sched.Register("@every "+p.o.SweepEvery.String(), sweep); err != nil {
		return fmt.Errorf("refresh: schedule the stale sweep: %w", err)
	}
	if err := p.sched.Start(); err != nil {
		return fmt.Errorf("refresh: start scheduler: %w", err)
	}
	return p.enqueueDue(ctx)
}

// enqueueDue runs, within StartSpread, every source whose last successful run is
// older than its period, so a restart neither waits hours nor re-scrapes everything.
func (p *Process) enqueueDue(ctx context.Context) error {
	last, err := p.o.Store.ScrapeRunLastSuccess(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	for _, src := range p.o.Sources {
		every := p.every(src)
		if t, ok := last[src.Key()]; ok && now.Sub(t) < every {
			continue
		}
		task, err := NewTask(p.o.Queues, src, every, asynq.ProcessIn(startDelay(src.Key(), p.o.StartSpread)))
		if err != nil {
			return err
		}
		if _, err := p.client.EnqueueContext(ctx, task); err != nil && !errors.Is(err, asynq.ErrDuplicateTask) {
			return fmt.Errorf("refresh: enqueue %s: %w", src.Key(), err)
		}
	}
	return nil
}

func (p *Process) every(src board.Source) time.Duration {
	if src.Every > 0 {
		return src.Every
	}
	return p.o.Every
}

// Stop stops the scheduler, then lets running refreshes finish (Asynq's shutdown
// timeout) and stops the server.
func (p *Process) Stop() {
	p.sched.Shutdown()
	p.server.Shutdown()
	_ = p.client.Close()
}

// schedulerLogger drops the error asynq's Scheduler.Shutdown always logs when it
// was built on a shared Redis client, which it must not close (asynq v0.26
// scheduler.go); everything else passes through.
type schedulerLogger struct{ logging.Asynq }

// Error implements asynq.Logger.
func (l schedulerLogger) Error(args ...any) {
	if msg := fmt.Sprint(args...); !strings.Contains(msg, "connection is shared") {
		l.Asynq.Error(msg)
	}
}
