package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/bulk"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// maxSkipReports bounds the skipped lines an import names one by one.
const maxSkipReports = 20

// importPostings loads a dump of postings into the index (scrapers/bulk).
func importPostings(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	writers := fs.Int("writers", bulk.DefaultWriters, "write transactions at once")
	batch := fs.Int("batch", bulk.DefaultBatch, "postings a write transaction")
	skipInvalid := fs.Bool("skip-invalid", false, "skip a line that is not a posting the index takes, and name it, instead of stopping")
	keepIndexes := fs.Bool("keep-indexes", false, "keep the search indexes up posting by posting even when the index is empty")
	positional, err := parseInterspersed(fs, args)
	if err != nil {
		return fmt.Errorf("import: %w\n%s", err, usage)
	}
	if len(positional) != 1 {
		return errors.New("import: give exactly one FILE (- for standard input)\n" + usage)
	}
	if *writers < 1 || *writers > 64 || *batch < 1 || *batch > 100_000 {
		return errors.New("import: --writers must be 1-64 and --batch 1-100000")
	}
	in := io.Reader(os.Stdin)
	if name := positional[0]; name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("import: %w", err)
		}
		defer f.Close()
		in = f
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
	jobs := bulk.ReadJSONLines(in)
	skipped := 0
	if *skipInvalid {
		jobs = skipLines(jobs, func(e *bulk.LineError) {
			if skipped++; skipped <= maxSkipReports {
				fmt.Fprintf(stderr, "skipped %v\n", e)
			}
		})
	}
	res, err := bulk.Import(ctx, store.New(pool), jobs, bulk.Options{Writers: *writers, Batch: *batch, KeepIndexes: *keepIndexes})
	fmt.Fprintln(stdout, report(res, skipped))
	if err != nil {
		after := "postings written before it stay; importing the file again finds them unchanged"
		if res.Deferred && len(res.Built) == 0 {
			after += "; the search indexes it dropped are built by the next import or scraper start"
		}
		return fmt.Errorf("import: %w (%s)", err, after)
	}
	return nil
}

// skipLines drops the invalid lines of jobs, telling skip of each.
func skipLines(jobs iter.Seq2[model.Job, error], skip func(*bulk.LineError)) iter.Seq2[model.Job, error] {
	return func(yield func(model.Job, error) bool) {
		for j, err := range jobs {
			if le := (*bulk.LineError)(nil); errors.As(err, &le) {
				skip(le)
				continue
			}
			if !yield(j, err) {
				return
			}
		}
	}
}

func report(res bulk.Result, skipped int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "imported %d postings (added %d, updated %d, unchanged %d) in %s",
		res.Jobs, res.Changes.Added, res.Changes.Updated, res.Changes.Unchanged, res.Elapsed().Round(time.Millisecond))
	if res.Jobs > 0 && res.Elapsed() > 0 {
		fmt.Fprintf(&b, ", %.0f a second", res.Rate())
	}
	if len(res.Built) > 0 {
		fmt.Fprintf(&b, "; built %s after the writes in %s", strings.Join(res.Built, ", "), res.Build.Round(time.Millisecond))
	}
	if skipped > 0 {
		fmt.Fprintf(&b, "; skipped %d invalid lines", skipped)
	}
	return b.String()
}
