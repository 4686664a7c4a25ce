package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"golang.org/x/sync/errgroup"
)

// deferrableJobIndexes are the indexes an initial import builds at its end:
// the search documents' GIN indexes and the recency index, which carries the
// title document. The indexes the write path reads (ids, dedupe keys,
// primaries, open postings by source) are always kept.
var deferrableJobIndexes = []string{"jobs_search_idx", "jobs_title_search_idx", "jobs_recent_idx"}

// jobIndexBuilders is how many deferred indexes are built at once, one
// connection each: Postgres 15 builds a GIN index on one core.
const jobIndexBuilders = 2

// jobIndexBuildMemory is the sort memory of each build; a GIN build that fits
// its entries in memory writes each posting list once.
const jobIndexBuildMemory = "256MB"

// JobIndexesDefer prepares an empty index for an initial import: it drops the
// search indexes, recording their definitions in job_deferred_indexes, so the
// import's writes skip their upkeep; JobIndexesBuild builds them once at the
// end. It returns false, deferring nothing, when the index holds a posting (a
// live index keeps its indexes) or nothing is left to defer. Until the build,
// searches read the postings without those indexes.
func (s *Store) JobIndexesDefer(ctx context.Context) (bool, error) {
	var names []string
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var exists bool
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM jobs)").Scan(&exists); err != nil || exists {
			return err
		}
		rows, _ := tx.Query(ctx, `INSERT INTO job_deferred_indexes (name, definition)
			SELECT indexname, indexdef FROM pg_indexes
			WHERE schemaname = current_schema() AND tablename = 'jobs' AND indexname = ANY($1)
			ON CONFLICT (name) DO NOTHING RETURNING name`, deferrableJobIndexes)
		var err error
		if names, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return err
		}
		for _, n := range names {
			if _, err := tx.Exec(ctx, "DROP INDEX "+pgx.Identifier{n}.Sanitize()); err != nil {
				return err
			}
		}
		return nil
	})
	return len(names) > 0, wrap(err, "defer job indexes")
}

// JobIndexesBuild builds every index an initial import deferred, forgetting
// each once built; with none deferred it is one query. A build that fails or
// dies is rolled back and stays recorded, so the next call (a scraper runs one
// at start) builds it. Builds are safe from several processes at once: each
// index is built by the one that locked its record first, and the others go
// on without waiting for it.
func (s *Store) JobIndexesBuild(ctx context.Context) ([]string, error) {
	rows, _ := s.pool.Query(ctx, "SELECT name FROM job_deferred_indexes ORDER BY name")
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(names) == 0 {
		return nil, wrap(err, "list deferred job indexes")
	}
	built := make([]bool, len(names))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(jobIndexBuilders)
	for i, n := range names {
		g.Go(func() error {
			var err error
			built[i], err = s.buildDeferredIndex(gctx, n)
			return err
		})
	}
	err = g.Wait()
	var done []string
	for i, n := range names {
		if built[i] {
			done = append(done, n)
		}
	}
	return done, err
}

// buildDeferredIndex builds one deferred index and forgets its record, in one
// transaction holding the record's lock; false when another process holds it
// or has built it.
func (s *Store) buildDeferredIndex(ctx context.Context, name string) (bool, error) {
	built := false
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var def string
		err := tx.QueryRow(ctx, `SELECT definition FROM job_deferred_indexes
			WHERE name = $1 FOR UPDATE SKIP LOCKED`, name).Scan(&def)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "SET LOCAL maintenance_work_mem = '"+jobIndexBuildMemory+"'"); err != nil {
			return err
		}
		// An index someone built by hand in the meantime is kept as it is.
		ddl, ok := strings.CutPrefix(def, "CREATE INDEX ")
		if !ok {
			return fmt.Errorf("unexpected definition %q", def)
		}
		if _, err := tx.Exec(ctx, "CREATE INDEX IF NOT EXISTS "+ddl); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM job_deferred_indexes WHERE name = $1", name); err != nil {
			return err
		}
		built = true
		return nil
	})
	return built, wrap(err, "build deferred job index %s", name)
}
