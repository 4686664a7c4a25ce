// Command careerkit-scraper keeps the job index fresh: it schedules one refresh
// task per board source and runs them, and `scrape SOURCE` runs one source once.
//
//	careerkit-scraper [serve]
//	careerkit-scraper scrape SOURCE [--base-url URL] [--allow-empty]
//	careerkit-scraper import FILE [--writers N] [--batch N] [--skip-invalid]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/scrapers/refresh"
	"github.com/careerkit/careerkit/scrapers/registry"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
)

const usage = `usage:
  careerkit-scraper [serve]     refresh every enabled source of the registry on its schedule
                                (seeded from SCRAPER_SOURCES_FILE, or the shipped list)
  careerkit-scraper scrape SOURCE [--base-url URL] [--allow-empty]
                                refresh one source once and print what changed
  careerkit-scraper import FILE|- [--writers N] [--batch N] [--skip-invalid] [--keep-indexes]
                                load a dump of postings (JSON Lines of the job's JSON, gzip or
                                not) into the index; into an empty index it builds the search
                                indexes once, after the writes
  careerkit-scraper sources add|import|list|disable|enable|health …
                                the source registry (careerkit-scraper sources, for its usage)
SOURCE is greenhouse:TOKEN, lever:SITE, ashby:NAME, smartrecruiters:COMPANY,
workday:TENANT.wdN/SITE, workable:ACCOUNT, recruitee:COMPANY, bamboohr:COMPANY,
teamtailor:COMPANY, breezy:COMPANY, personio:COMPANY, usajobs, remoteok, remotive or
arbeitnow. --base-url replaces the scheme and host of the board's API.`

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "careerkit-scraper:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx)
	case "scrape":
		return scrape(ctx, args, stdout)
	case "sources":
		return sources(ctx, args, stdout)
	case "import":
		return importPostings(ctx, args, stdout, os.Stderr)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

func serve(ctx context.Context) error {
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	log := logging.Setup(cfg.LogFormat, cfg.LogLevel).With(slog.String("role", "scraper"))
	pool, err := db.Connect(ctx, cfg.DatabaseURL, cfg.MigrateOnStart, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	st := store.New(pool)
	// An initial import that died before building the search indexes it dropped
	// left their definitions behind; build them before scraping into the index.
	built, err := st.JobIndexesBuild(ctx)
	if err != nil {
		return err
	}
	if len(built) > 0 {
		log.InfoContext(ctx, "built the job indexes an import deferred", slog.Any("indexes", built))
	}
	if _, err := registry.Seed(ctx, st, cfg.SourcesFile); err != nil {
		return fmt.Errorf("%w (check SCRAPER_SOURCES_FILE)", err)
	}
	sources, err := registry.Enabled(ctx, st)
	if err != nil {
		return err
	}
	rdb, err := queue.NewRedis(ctx, cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("%w (check REDIS_URL)", err)
	}
	defer func() { _ = rdb.Close() }()
	p := refresh.NewProcess(refresh.Options{
		Store: st, Redis: rdb, Queues: queue.NamesFor(cfg.Namespace), Logger: log,
		Fetcher: board.New(board.NewHTTP(board.HTTPConfig{}), board.WithUSAJobs(board.USAJobsKeyFromEnv())), Sources: sources,
		Every: cfg.ScrapeEvery, StaleAfter: cfg.StaleAfter, ImportDemo: cfg.ImportDemoOnEmpty,
	})
	if err := p.Start(ctx); err != nil {
		return err
	}
	log.InfoContext(ctx, "scraper started", "sources", len(sources))
	<-ctx.Done()
	p.Stop()
	return nil
}

// scrape runs one source once against Postgres only: no Redis or NATS needed.
func scrape(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("scrape", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	baseURL := fs.String("base-url", "", "replace the scheme and host of the board's API")
	allowEmpty := fs.Bool("allow-empty", false, "accept an empty listing and close every open job of the source")
	positional, err := parseInterspersed(fs, args)
	if err != nil {
		return fmt.Errorf("scrape: %w\n%s", err, usage)
	}
	if len(positional) != 1 {
		return errors.New("scrape: give exactly one SOURCE\n" + usage)
	}
	src, err := board.ParseSource(positional[0])
	if err != nil {
		return err
	}
	if *baseURL != "" {
		if src.BaseURL, err = board.ParseBaseURL(*baseURL); err != nil {
			return fmt.Errorf("--base-url: %w", err)
		}
	}
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	log := logging.Setup(cfg.LogFormat, cfg.LogLevel)
	pool, err := db.Connect(ctx, cfg.DatabaseURL, cfg.MigrateOnStart, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	r := refresh.NewRunner(board.New(board.NewHTTP(board.HTTPConfig{}), board.WithUSAJobs(board.USAJobsKeyFromEnv())), store.New(pool), log)
	rep, err := r.Run(ctx, src, refresh.RunOptions{AllowEmpty: *allowEmpty})
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, rep)
	return nil
}
