// Command bench measures the job index at scale: it generates a deterministic
// corpus of realistic synthetic jobs, bulk-loads it through the production write
// path into a dedicated database, and times a fixed mix of searches.
//
//	go run ./scrapers/bench -jobs 1000000
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"iter"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/bulk"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run() error {
	adminURL := flag.String("admin-url", envOr("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"), "server to create the bench database on")
	name := flag.String("db", "jobindex_bench", "bench database name (created, and dropped first unless -keep)")
	jobs := flag.Int("jobs", 1_000_000, "synthetic jobs to load")
	seed := flag.Uint64("seed", 1, "generator seed")
	batch := flag.Int("batch", 10000, "jobs per write transaction")
	writers := flag.Int("writers", 2, "write transactions at once")
	keep := flag.Bool("keep", false, "reuse a loaded bench database and only run the searches")
	fresh := flag.Bool("fresh", true, "drop the bench database before loading")
	iters := flag.Int("iterations", 60, "timed runs of each query of the mix")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the bench process (generator and loader) to this file")
	streamAlways := flag.Bool("stream", false, fmt.Sprintf("generate the corpus while loading it (always from %d jobs)", streamThreshold))
	initial := flag.Bool("initial", true, "load as an initial import: the search indexes are dropped first and built once after the writes (store.JobIndexesDefer), the build timed with the load; false keeps them up posting by posting, as a live index does")
	resync := flag.Bool("resync", false, "after the load, sync every source again with the same postings (a re-scrape that finds every board unchanged) and time it")
	closedShare := flag.Float64("closed", 0, "after the load, close this share of the postings through the scraper's sync (0.5: half the index is closed history)")
	clients := flag.Int("clients", 4, "after the one-client mix, run the mix in this many clients at once and report the throughput (0: skip)")
	clientRounds := flag.Int("client-rounds", 5, "passes over the mix each of -clients makes")
	renice := flag.Int("renice", 0, "on a shared machine, run the bench and its Postgres backends at this nice value (e.g. -10; needs root); 0 leaves priorities alone")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("bench: cpu profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	pool, err := openBenchDB(ctx, *adminURL, *name, *fresh && !*keep)
	if err != nil {
		return err
	}
	defer pool.Close()
	st := store.New(pool)
	prio := prioritizer{pool: pool, nice: *renice, on: *renice != 0}
	if prio.on {
		fmt.Printf("bench and its Postgres backends run at nice %d\n", *renice)
	}
	now := time.Now().UTC().Truncate(24 * time.Hour)
	if !*keep {
		g := newGenerator(*seed, now, *jobs)
		stream := *jobs >= streamThreshold || *streamAlways
		if stream && (*closedShare > 0 || *resync) {
			return fmt.Errorf("bench: -closed and -resync need the corpus in memory: at most %d jobs", streamThreshold-1)
		}
		var (
			all      []model.Job // the corpus, when it is held in memory
			postings iter.Seq2[model.Job, error]
		)
		if stream {
			fmt.Printf("generating %d synthetic jobs while loading them (the generator shares the cores: the rate is a lower bound)\n", *jobs)
			postings = streamed(g, *jobs, *batch**writers)
		} else {
			genStart := time.Now()
			all = corpus(g, *jobs)
			postings = each(all)
			fmt.Printf("generated %d synthetic jobs in %s (not timed below)\n", *jobs, time.Since(genStart).Round(time.Millisecond))
			runtime.GC()
		}
		fmt.Printf("loading them into %s in batches of %d, %d writers...\n", *name, *batch, *writers)
		if err := prio.warm(ctx, *writers); err != nil {
			return err
		}
		if err := prio.apply(ctx); err != nil {
			return err
		}
		before := measureCPU(ctx, pool)
		res, err := bulk.Import(ctx, st, postings, bulk.Options{Writers: *writers, Batch: *batch, At: now, KeepIndexes: !*initial,
			Progress: func(done int) {
				if done%100_000 < *batch {
					fmt.Printf("  %d jobs (%s)\n", done, time.Now().UTC().Format(time.TimeOnly))
				}
			}})
		if err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		if res.Deferred {
			fmt.Printf("initial import: writes %s, then %s built in %s\n", res.Writes.Round(time.Millisecond),
				strings.Join(res.Built, ", "), res.Build.Round(time.Millisecond))
		}
		after := measureCPU(ctx, pool)
		fmt.Printf("bulk load: %d jobs in %s = %.0f jobs/s (added %d, updated %d)\n",
			res.Jobs, res.Elapsed().Round(time.Millisecond), res.Rate(), res.Changes.Added, res.Changes.Updated)
		perJob := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(res.Jobs) }
		fmt.Printf("cpu per job: loader %.0f µs, postgres backend %.0f µs (1-min load average at the end: %s on %d cores)\n",
			perJob(after.Self-before.Self), perJob(after.Backends-before.Backends), after.LoadAvg, runtime.NumCPU())
		if stream {
			fmt.Println("(the loader's CPU includes generating the corpus)")
		}
		if err := printSizes(ctx, pool); err != nil {
			return err
		}
		if *resync {
			start := time.Now()
			if _, err := closeShare(ctx, st, all, 0, *writers, now.Add(30*time.Minute)); err != nil {
				return err
			}
			d := time.Since(start)
			fmt.Printf("re-scrape of every source, unchanged: %d postings in %s = %.0f postings/s\n",
				res.Jobs, d.Round(time.Millisecond), float64(res.Jobs)/d.Seconds())
		}
		if *closedShare > 0 {
			start := time.Now()
			closed, err := closeShare(ctx, st, all, *closedShare, *writers, now.Add(time.Hour))
			if err != nil {
				return err
			}
			fmt.Printf("closed %d of %d postings (%.0f%%) through the scraper's sync in %s (not a target)\n",
				closed, res.Jobs, 100*float64(closed)/float64(res.Jobs), time.Since(start).Round(time.Millisecond))
		}
		all = nil // the corpus is in the database now
		if _, err := pool.Exec(ctx, "VACUUM ANALYZE jobs"); err != nil {
			return fmt.Errorf("bench: vacuum: %w", err)
		}
		start := time.Now()
		if err := st.JobWordsRebuild(ctx); err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		fmt.Printf("typo vocabulary (job_words) rebuilt from every title in %s\n", time.Since(start).Round(time.Millisecond))
	}
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return now }))
	stats, err := runMix(ctx, svc, *iters, 5, prio.apply)
	if err != nil {
		return err
	}
	fmt.Printf("\nsearch mix over %s (%d timed runs per query after 5 warm-up runs, one client; load average %s):\n\n",
		*name, *iters, loadAvg())
	printMix(os.Stdout, stats)
	worst := slices.MaxFunc(stats, func(a, b queryStats) int { return cmp.Compare(a.P99, b.P99) })
	fmt.Printf("\nworst p99: %.1f ms (%s); load average after: %s\n", ms(worst.P99), worst.Query.Query, loadAvg())
	if *clients > 0 {
		c, err := runClients(ctx, svc, *clients, *clientRounds)
		if err != nil {
			return err
		}
		fmt.Printf("%d clients at once, %d passes over the mix each: %d searches in %s = %.0f searches/s; p50 %.1f ms, p99 %.1f ms over every search; load average after: %s\n",
			c.Clients, *clientRounds, c.Searches, c.Elapsed.Round(time.Millisecond), c.Throughput(), ms(c.P50), ms(c.P99), loadAvg())
	}
	return nil
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
