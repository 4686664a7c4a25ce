package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/scrapers/registry"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/store"
)

const sourcesUsage = `usage:
  careerkit-scraper sources add URL [--company NAME] [--industry NAME]
                                register a board from its careers-page URL
  careerkit-scraper sources import FILE
                                register every employer of a CSV (header url,company,industry)
                                or JSON Lines file ({"url":…,"company":…}); safe to run twice
  careerkit-scraper sources list [--kind KIND]
  careerkit-scraper sources disable SOURCE|URL
  careerkit-scraper sources enable SOURCE|URL
  careerkit-scraper sources health [--failing]
                                last success, consecutive failures and open postings per source`

// sources runs the registry commands against Postgres.
func sources(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("sources: give a command\n" + sourcesUsage)
	}
	cmd, args := args[0], args[1:]
	fs := flag.NewFlagSet("sources "+cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	company := fs.String("company", "", "display name of the employer")
	industry := fs.String("industry", "", "industry of the employer")
	kind := fs.String("kind", "", "only sources of this board kind")
	failing := fs.Bool("failing", false, "only sources whose last run failed")
	positional, err := parseInterspersed(fs, args)
	if err != nil {
		return fmt.Errorf("sources %s: %w\n%s", cmd, err, sourcesUsage)
	}
	want := map[string]int{"add": 1, "import": 1, "list": 0, "disable": 1, "enable": 1, "health": 0}
	n, ok := want[cmd]
	if !ok {
		return fmt.Errorf("sources: unknown command %q\n%s", cmd, sourcesUsage)
	}
	if len(positional) != n {
		return fmt.Errorf("sources %s: takes %d argument(s), got %d\n%s", cmd, n, len(positional), sourcesUsage)
	}
	st, closeDB, err := openStore(ctx)
	if err != nil {
		return err
	}
	defer closeDB()
	cfg, _ := config.Load()
	if _, err := registry.Seed(ctx, st, cfg.SourcesFile); err != nil {
		return err
	}
	switch cmd {
	case "add":
		row := registry.Row{URL: positional[0], Company: *company, Industry: *industry}
		if _, err := board.ParseSource(positional[0]); err == nil {
			// Source syntax ("workday:acme.wd5/External") rather than a URL.
			row.Source, row.URL = positional[0], ""
		}
		in, err := row.Input()
		if err != nil {
			return err
		}
		if _, err := st.SourceImport(ctx, []store.SourceInput{in}); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "registered %s\n", in.Key)
	case "import":
		ins, bad, err := registry.ReadFile(positional[0])
		if err != nil {
			return err
		}
		changed, err := st.SourceImport(ctx, ins)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "read %d sources, %d added or changed, %d rows refused\n", len(ins), changed, len(bad))
		for _, e := range bad {
			fmt.Fprintf(stdout, "  %v\n", e)
		}
	case "disable", "enable":
		key := positional[0]
		if src, err := board.DetectSource(key); err == nil && strings.Contains(key, "/") && !strings.HasPrefix(key, board.KindWorkday+":") {
			key = src.Key()
		}
		if err := st.SourceSetEnabled(ctx, key, cmd == "enable"); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				return fmt.Errorf("sources %s: %q is not registered; see `careerkit-scraper sources list`", cmd, key)
			}
			return err
		}
		fmt.Fprintf(stdout, "%sd %s\n", cmd, key)
	case "list":
		rows, err := st.SourceList(ctx, *kind, false)
		if err != nil {
			return err
		}
		w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "SOURCE\tCOMPANY\tINDUSTRY\tENABLED\tEVERY\tURL")
		for _, r := range rows {
			fmt.Fprintf(w, "%s\t%s\t%s\t%t\t%s\t%s\n", r.Key, r.Company, r.Industry, r.Enabled, r.Every, r.URL)
		}
		return w.Flush()
	case "health":
		rows, err := st.SourceList(ctx, *kind, false)
		if err != nil {
			return err
		}
		w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "SOURCE\tLAST SUCCESS\tFAILURES\tPOSTINGS\tNEXT RUN\tLAST ERROR")
		for _, r := range rows {
			if *failing && r.Failures == 0 {
				continue
			}
			fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%s\t%s\n", r.Key, when(r.LastSuccessAt), r.Failures, r.Postings, when(r.NextRunAt), oneLine(r.LastError, 80))
		}
		return w.Flush()
	}
	return nil
}

func when(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.UTC().Format(time.RFC3339)
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// openStore connects to DATABASE_URL, migrating when MIGRATE_ON_START is set.
func openStore(ctx context.Context) (*store.Store, func(), error) {
	cfg, err := config.Load()
	if err != nil {
		return nil, nil, err
	}
	pool, err := db.Connect(ctx, cfg.DatabaseURL, cfg.MigrateOnStart, logging.Setup(cfg.LogFormat, cfg.LogLevel))
	if err != nil {
		return nil, nil, err
	}
	return store.New(pool), pool.Close, nil
}
