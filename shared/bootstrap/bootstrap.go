// Package bootstrap opens what every Careerkit process needs, in one order, from
// one Config: logger, Postgres (with migrations), the blob store, Redis and the
// NATS bus. It keeps the three mains down to wiring.
package bootstrap

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

// Env is an opened process environment.
type Env struct {
	Config   *config.Config
	Log      *slog.Logger
	Pool     *pgxpool.Pool
	Store    *store.Store
	Redis    *redis.Client
	Bus      *events.Bus
	Queues   queue.Queues
	Blobs    blob.Store
	Registry *prometheus.Registry
}

// Logger builds the process logger from cfg and makes it the default.
func Logger(cfg *config.Config) *slog.Logger {
	level, _ := config.ParseLevel(cfg.LogLevel)
	log := logging.New(os.Stderr, cfg.LogFormat, level)
	slog.SetDefault(log)
	return log
}

// Open connects everything for process role ("api", "worker", "scraper").
func Open(ctx context.Context, cfg *config.Config, role string) (*Env, error) {
	e := &Env{Config: cfg, Log: Logger(cfg).With(slog.String("role", role)), Queues: queue.NamesFor(cfg.Namespace)}
	var err error
	if e.Pool, err = db.Open(ctx, cfg.DatabaseURL); err != nil {
		return nil, fmt.Errorf("%w (check DATABASE_URL)", err)
	}
	if cfg.MigrateOnStart {
		applied, err := db.Migrate(ctx, e.Pool)
		if err != nil {
			e.Close()
			return nil, err
		}
		if len(applied) > 0 {
			e.Log.InfoContext(ctx, "applied migrations", slog.Any("versions", applied))
		}
	}
	e.Store = store.New(e.Pool)
	if e.Blobs, err = OpenBlobs(ctx, cfg, e.Pool); err != nil {
		e.Close()
		return nil, err
	}
	if e.Redis, err = queue.NewRedis(ctx, cfg.RedisURL); err != nil {
		e.Close()
		return nil, fmt.Errorf("%w (check REDIS_URL)", err)
	}
	e.Bus, err = events.Connect(events.Options{URL: cfg.NATSURL, EmbedPort: cfg.NATSEmbedPort,
		StoreDir: cfg.NATSStoreDir, Namespace: cfg.Namespace, Name: "careerkit-" + role, Logger: e.Log})
	if err != nil {
		e.Close()
		return nil, fmt.Errorf("%w (check NATS_URL, or NATS_EMBED_PORT when it is unset)", err)
	}
	e.Registry = prometheus.NewRegistry()
	e.Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return e, nil
}

// Close releases everything Open acquired, in reverse order.
func (e *Env) Close() {
	if e.Bus != nil {
		e.Bus.Close()
	}
	if e.Redis != nil {
		_ = e.Redis.Close()
	}
	if e.Pool != nil {
		e.Pool.Close()
	}
}
