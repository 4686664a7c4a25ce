// Command careerkit-worker runs the long-running work of Careerkit: resume
// rendering over NATS and application submission from Asynq queues.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/workers/host"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "careerkit-worker:", err)
		os.Exit(1)
	}
}

func run() error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	log := logging.Setup(cfg.LogFormat, cfg.LogLevel).With(slog.String("role", "worker"))
	pool, err := db.Connect(ctx, cfg.DatabaseURL, cfg.MigrateOnStart, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	blobs, err := blob.Open(ctx, cfg, pool)
	if err != nil {
		return err
	}
	rdb, err := queue.NewRedis(ctx, cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("%w (check REDIS_URL)", err)
	}
	defer func() { _ = rdb.Close() }()
	bus, err := events.Connect(events.Options{URL: cfg.NATSURL, EmbedPort: cfg.NATSEmbedPort,
		StoreDir: cfg.NATSStoreDir, Namespace: cfg.Namespace, Name: "careerkit-worker", Logger: log})
	if err != nil {
		return fmt.Errorf("%w (check NATS_URL, or NATS_EMBED_PORT when it is unset)", err)
	}
	defer bus.Close()
	writer, err := writing.FromConfig(cfg, log)
	if err != nil {
		return err
	}
	queues := queue.NamesFor(cfg.Namespace)
	w := host.New(host.Options{Bus: bus, Redis: rdb, Queues: queues, Logger: log})
	closeCaps, err := host.Register(ctx, w, host.Deps{Config: cfg, Store: store.New(pool), Blobs: blobs,
		Redis: rdb, Queues: queues, Writer: writer, Log: log})
	if err != nil {
		return err
	}
	defer closeCaps()
	if err := w.Start(); err != nil {
		return err
	}
	<-ctx.Done()
	w.Stop()
	return nil
}
