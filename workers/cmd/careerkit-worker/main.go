// Command careerkit-worker runs the long-running work of Careerkit: resume
// rendering over NATS and application submission from Asynq queues.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/config"
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
	env, err := bootstrap.Open(ctx, cfg, "worker")
	if err != nil {
		return err
	}
	defer env.Close()
	w := host.New(host.Options{Bus: env.Bus, Redis: env.Redis, Queues: env.Queues, Logger: env.Log})
	closeCaps, err := host.Register(ctx, w, env)
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
