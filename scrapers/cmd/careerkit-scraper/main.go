// Command careerkit-scraper keeps the job index fresh: it schedules one refresh
// task per board source and runs them, and `scrape SOURCE` runs one source once.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/careerkit/careerkit/shared/bootstrap"
	"github.com/careerkit/careerkit/shared/config"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "careerkit-scraper:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	env, err := bootstrap.Open(ctx, cfg, "scraper")
	if err != nil {
		return err
	}
	defer env.Close()
	env.Log.InfoContext(ctx, "scraper started")
	<-ctx.Done()
	return nil
}
