package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/model"
)

// jobColumns are read into a model.Job by scanJob, in this order, from jobs
// (not aliased).
const jobColumns = `id, board, board_job_id, source_key, title, company, location, locations,
	city, region, country, remote, workplace, salary, salary_min::float8, salary_max::float8,
	salary_currency, salary_period, equity, bonus, job_type, description_html,
	description_text, snippet, apply_url, posted_at, tags, department, industry,
	dedupe_key, first_seen, ` + lastSeen + ` AS last_seen, posted_known, posted_approx`

// lastSeen is when a scrape last listed a posting of jobs (not aliased): its
// own last_seen, or for an open posting its source's last successful sync when
// later (job_source_seen; a sync leaves open only what the board listed).
const lastSeen = `CASE WHEN jobs.closed_at IS NULL THEN greatest(jobs.last_seen,
	(SELECT seen_at FROM job_source_seen s WHERE s.source_key = jobs.source_key)) ELSE jobs.last_seen END`

// scanJob reads the jobColumns of one row.
func scanJob(row pgx.CollectableRow) (model.Job, error) { return scanJobWith(row) }

// scanJobWith reads the jobColumns of one row, then the columns after them
// into extra.
func scanJobWith(row pgx.CollectableRow, extra ...any) (model.Job, error) {
	var j model.Job
	var postedKnown bool
	err := row.Scan(append([]any{&j.ID, &j.Board, &j.BoardJobID, &j.SourceKey, &j.Title, &j.Company,
		&j.Location, &j.Locations, &j.City, &j.Region, &j.Country, &j.Remote, &j.Workplace,
		&j.Salary, &j.SalaryMin, &j.SalaryMax, &j.SalaryCurrency, &j.SalaryPeriod, &j.Equity,
		&j.Bonus, &j.JobType, &j.DescriptionHTML, &j.DescriptionText, &j.Snippet, &j.ApplyURL,
		&j.PostedAt, &j.Tags, &j.Department, &j.Industry, &j.DedupeKey, &j.FirstSeen, &j.LastSeen, &postedKnown, &j.PostedApprox},
		extra...)...)
	j.PostedAt, j.FirstSeen, j.LastSeen = j.PostedAt.UTC(), j.FirstSeen.UTC(), j.LastSeen.UTC()
	if !postedKnown {
		// posted_at orders a dateless posting by when it was first seen; it is
		// not a publication date and is never shown as one.
		j.PostedAt, j.PostedApprox = time.Time{}, false
	}
	return j, err
}

// JobGetByID returns an open job; a closed or unknown id is ErrNotFound.
func (s *Store) JobGetByID(ctx context.Context, id string) (*model.Job, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+jobColumns+" FROM jobs WHERE id = $1 AND closed_at IS NULL", id)
	j, err := pgx.CollectExactlyOneRow(rows, scanJob)
	if err != nil {
		return nil, wrap(err, "get job %s", id)
	}
	return &j, nil
}

// JobState is the lifecycle of one posting in the index, for operators and tests.
type JobState struct {
	ID        string     `db:"id"`
	SourceKey string     `db:"source_key"`
	DedupeKey string     `db:"dedupe_key"`
	FirstSeen time.Time  `db:"first_seen"`
	LastSeen  time.Time  `db:"last_seen"`
	ClosedAt  *time.Time `db:"closed_at"`
	IsPrimary bool       `db:"is_primary"`
}

// JobStatesBySource returns the state of every posting of the sources whose key
// starts with prefix, open or closed, by id.
func (s *Store) JobStatesBySource(ctx context.Context, prefix string) ([]JobState, error) {
	rows, _ := s.pool.Query(ctx, `SELECT id, source_key, dedupe_key, first_seen, `+lastSeen+` AS last_seen, closed_at, is_primary
		FROM jobs WHERE starts_with(source_key, $1) ORDER BY id`, prefix)
	states, err := pgx.CollectRows(rows, pgx.RowToStructByName[JobState])
	return states, wrap(err, "job states of %s", prefix)
}

// JobIndexEmpty reports whether the index has never held a job, open or closed.
func (s *Store) JobIndexEmpty(ctx context.Context) (bool, error) {
	var exists bool
	err := s.pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM jobs)").Scan(&exists)
	return !exists, wrap(err, "check job index")
}

// JobCloseDemo closes every open job of the demo snapshot (DemoSourcePrefix) and
// elects new primaries for their keys. It returns how many it closed; with no open
// demo job it is one index probe.
func (s *Store) JobCloseDemo(ctx context.Context, at time.Time) (int, error) {
	var open bool
	if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM jobs
		WHERE closed_at IS NULL AND starts_with(source_key, 'demo:'))`).Scan(&open); err != nil || !open {
		return 0, wrap(err, "look up demo jobs")
	}
	n, err := s.jobCloseDemo(ctx, at.UTC())
	return n, wrap(err, "close demo jobs")
}

func (s *Store) jobCloseDemo(ctx context.Context, at time.Time) (int, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", jobWriteLock); err != nil {
		return 0, fmt.Errorf("lock: %w", err)
	}
	rows, _ := tx.Query(ctx, `UPDATE jobs SET closed_at = $1, is_primary = false, last_seen = `+lastSeen+`
		WHERE closed_at IS NULL AND starts_with(source_key, 'demo:') RETURNING dedupe_key`, at)
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return 0, fmt.Errorf("close: %w", err)
	}
	if err := electPrimaries(ctx, tx, keys); err != nil {
		return 0, err
	}
	return len(keys), tx.Commit(ctx)
}

// JobCloseStale closes the open postings no scrape has seen since before (a
// source that was dropped from the configuration, or whose board has failed for
// weeks, must not keep advertising jobs that may be gone) and elects new
// primaries for their keys. Demo postings are left to JobCloseDemo. It returns
// how many it closed.
func (s *Store) JobCloseStale(ctx context.Context, before, at time.Time) (int, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, wrap(err, "close stale jobs: begin")
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", jobWriteLock); err != nil {
		return 0, wrap(err, "close stale jobs: lock")
	}
	rows, _ := tx.Query(ctx, closeStale, before.UTC(), at.UTC())
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return 0, wrap(err, "close stale jobs")
	}
	if err := electPrimaries(ctx, tx, keys); err != nil {
		return 0, wrap(err, "close stale jobs")
	}
	return len(keys), wrap(tx.Commit(ctx), "close stale jobs: commit")
}

// closeStale closes the open postings last seen before $1 at $2. It goes by
// source: the sources with open postings, one probe each of the index of open
// postings by source (a loose index scan), less those a sync saw since $1, then
// the open postings of the rest. Filtering every open posting by last_seen
// instead read the whole table every sweep, 55 GB at ten million postings,
// and evicted what searches keep in memory.
const closeStale = `WITH RECURSIVE src(key) AS (
		(SELECT source_key FROM jobs WHERE closed_at IS NULL ORDER BY source_key LIMIT 1)
		UNION ALL
		SELECT (SELECT source_key FROM jobs WHERE closed_at IS NULL AND source_key > src.key ORDER BY source_key LIMIT 1)
		FROM src WHERE src.key IS NOT NULL),
	stale AS (SELECT key FROM src WHERE key IS NOT NULL AND NOT starts_with(key, 'demo:')
		AND NOT EXISTS (SELECT 1 FROM job_source_seen s WHERE s.source_key = src.key AND s.seen_at >= $1))
	UPDATE jobs SET closed_at = $2, is_primary = false, last_seen = ` + lastSeen + `
	WHERE closed_at IS NULL AND source_key = ANY (ARRAY(SELECT key FROM stale)) AND last_seen < $1
	RETURNING dedupe_key`

// JobOpenCount counts the open postings of a source.
func (s *Store) JobOpenCount(ctx context.Context, sourceKey string) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, "SELECT count(*) FROM jobs WHERE source_key = $1 AND closed_at IS NULL", sourceKey).Scan(&n)
	return n, wrap(err, "count open jobs of %s", sourceKey)
}
