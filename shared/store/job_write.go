package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// The write path of the index: COPY the keys of a batch (id, dedupe key,
// priority, content hash) into a narrow temporary stage, classify each row
// against the index (added, updated, unchanged), bump last_seen of the
// unchanged, COPY the added rows straight into jobs, update the changed ones
// from a second stage, close what vanished, then elect the primary of every
// dedupe key the batch touched. Only the keys are staged for every row: the
// content travels once, into the index for new rows (COPY inserts them in
// batches, far cheaper than INSERT ... SELECT from a wide stage), and into the
// update stage only for rows that changed.
//
// Concurrency. Everything up to the election runs alongside other writers (rows
// are locked one by one; runs of one source are serialised by a per-source lock).
// The election runs under one global lock, because it reads every duplicate of a
// key. A new posting whose key has no primary is made primary at once, without the
// lock; if a concurrent writer did the same for the same key, the unique index on
// primaries (or the deadlock detector) refuses one of them, which is retried with
// the global lock held from the start. So is a new posting a concurrent writer
// added first (the primary key refuses the second).

// jobWriteLock is the advisory lock of primary election.
const jobWriteLock = 0x6a6f6273 // "jobs"

// jobSourceLockClass is the first key of the per-source advisory locks.
const jobSourceLockClass = 0x6a6f62

// jobWriteAttempts bounds the retries of a write refused by a concurrent one.
const jobWriteAttempts = 3

// jobWrite stages jobs with COPY and merges them into the index; with closeSource
// set it closes that source's postings missing from jobs.
func (s *Store) jobWrite(ctx context.Context, jobs []model.Job, at time.Time, closeSource string) (JobChanges, error) {
	rows, err := stageRows(jobs)
	if err != nil {
		return JobChanges{}, err
	}
	at = at.UTC().Truncate(time.Microsecond)
	for attempt := 1; ; attempt++ {
		c, err := s.jobWriteOnce(ctx, rows, at, closeSource, attempt > 1)
		if err == nil || attempt == jobWriteAttempts || !writeConflict(err) {
			return c, err
		}
	}
}

// writeConflict reports an error a retry with the global lock resolves.
func writeConflict(err error) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return false
	}
	return pgErr.Code == "40P01" || pgErr.Code == "40001" ||
		(pgErr.Code == "23505" && (pgErr.ConstraintName == "jobs_primary_key" || pgErr.ConstraintName == "jobs_pkey"))
}

func (s *Store) jobWriteOnce(ctx context.Context, rows []stagedJob, at time.Time, closeSource string, locked bool) (JobChanges, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return JobChanges{}, fmt.Errorf("begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	// A lost commit after a crash is redone by the next run of the source, so the
	// write need not wait for the WAL flush.
	if _, err := tx.Exec(ctx, "SET LOCAL synchronous_commit = off"); err != nil {
		return JobChanges{}, fmt.Errorf("set commit mode: %w", err)
	}
	if locked {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", jobWriteLock); err != nil {
			return JobChanges{}, fmt.Errorf("lock: %w", err)
		}
	}
	if closeSource != "" {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, hashtext($2))", jobSourceLockClass, closeSource); err != nil {
			return JobChanges{}, fmt.Errorf("lock source: %w", err)
		}
	}
	if _, err := tx.Exec(ctx, createJobStage); err != nil {
		return JobChanges{}, fmt.Errorf("create stage: %w", err)
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"job_stage"}, stageColumns, stageKeys(rows)); err != nil {
		return JobChanges{}, fmt.Errorf("copy stage: %w", err)
	}
	// Fresh statistics let the planner join a large stage to the index by hash
	// and a small one by index lookups.
	if _, err := tx.Exec(ctx, "ANALYZE job_stage (id, dedupe_key, op)"); err != nil {
		return JobChanges{}, fmt.Errorf("analyze stage: %w", err)
	}
	var c JobChanges
	if err := tx.QueryRow(ctx, classifyStage).Scan(&c.Added, &c.Updated, &c.Unchanged); err != nil {
		return JobChanges{}, fmt.Errorf("classify: %w", err)
	}
	if _, err := tx.Exec(ctx, markKeyed); err != nil {
		return JobChanges{}, fmt.Errorf("mark keyed: %w", err)
	}
	if _, err := tx.Exec(ctx, touchUnchanged, at); err != nil {
		return JobChanges{}, fmt.Errorf("touch unchanged: %w", err)
	}
	if err := writeContent(ctx, tx, rows, at); err != nil {
		return JobChanges{}, err
	}
	var closedKeys []string
	if closeSource != "" {
		rows, _ := tx.Query(ctx, closeVanished, closeSource, at)
		if closedKeys, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return JobChanges{}, fmt.Errorf("close vanished: %w", err)
		}
		c.Closed = len(closedKeys)
	}
	if !locked {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", jobWriteLock); err != nil {
			return JobChanges{}, fmt.Errorf("lock: %w", err)
		}
	}
	if err := electPrimaries(ctx, tx, closedKeys); err != nil {
		return JobChanges{}, err
	}
	if err := tx.Commit(ctx); err != nil {
		return JobChanges{}, fmt.Errorf("commit: %w", err)
	}
	return c, nil
}

// createJobStage holds the keys of a batch; ord is the row's index in the batch.
const createJobStage = `CREATE TEMP TABLE job_stage (
	id text PRIMARY KEY, ord integer NOT NULL, dedupe_key text NOT NULL, priority smallint NOT NULL,
	content_hash bytea NOT NULL, posted_at timestamptz, posted_known boolean NOT NULL,
	op "char" NOT NULL DEFAULT 'a', old_key text, has_primary boolean NOT NULL DEFAULT false
) ON COMMIT DROP`

var stageColumns = []string{"id", "ord", "dedupe_key", "priority", "content_hash", "posted_at", "posted_known"}

// jobContentColumns are written by scrapers; the store owns the others.
var jobContentColumns = []string{
	"board", "board_job_id", "source_key", "priority", "title", "company", "location",
	"locations", "city", "region", "country", "remote", "workplace", "facets", "salary",
	"salary_min", "salary_max", "salary_currency", "salary_period", "equity", "bonus",
	"job_type", "description_html", "description_text", "snippet", "apply_url", "tags",
	"department", "industry", "dedupe_key", "content_hash", "boilerplate_spans",
}

// insertColumns are what COPY writes for a new posting.
var insertColumns = append(append([]string{"id"}, jobContentColumns...), "posted_at", "posted_known", "first_seen", "last_seen", "is_primary")

// updateColumns are what the update stage holds for a changed posting.
var updateColumns = append(append([]string{"id"}, jobContentColumns...), "posted_at", "posted_known")

// stagedJob is one posting of a batch, ready for COPY.
type stagedJob struct {
	id, dedupeKey string
	priority      int16
	hash          []byte
	posted        any // time.Time, or nil when the board gave no date
	content       []any
}

// stageRows prepares jobs for COPY, last one winning when an id repeats.
func stageRows(jobs []model.Job) ([]stagedJob, error) {
	index := make(map[string]int, len(jobs))
	rows := make([]stagedJob, 0, len(jobs))
	for i := range jobs {
		j := &jobs[i]
		hash, err := jobindex.ContentHash(j)
		if err != nil {
			return nil, err
		}
		r := stagedJob{id: clean(j.ID), dedupeKey: clean(j.DedupeKey), priority: jobPriority(j), hash: hash}
		if !j.PostedAt.IsZero() {
			r.posted = j.PostedAt.UTC()
		}
		r.content = []any{
			clean(j.Board), clean(j.BoardJobID), clean(j.SourceKey), r.priority,
			clean(j.Title), clean(j.Company), clean(j.Location), cleanAll(j.Locations),
			clean(j.City), clean(j.Region), clean(j.Country), j.Remote, clean(j.Workplace),
			jobindex.Facets(j), clean(j.Salary), j.SalaryMin, j.SalaryMax, clean(j.SalaryCurrency),
			clean(j.SalaryPeriod), j.Equity, j.Bonus, clean(j.JobType), clean(j.DescriptionHTML),
			clean(j.DescriptionText), clean(j.Snippet), clean(j.ApplyURL), cleanAll(j.Tags),
			clean(j.Department), clean(j.Industry), r.dedupeKey, hash, boilerSpans(j.DescriptionText),
		}
		if k, dup := index[r.id]; dup {
			rows[k] = r
			continue
		}
		index[r.id] = len(rows)
		rows = append(rows, r)
	}
	return rows, nil
}

// boilerSpans locate the boilerplate of a description (jobindex.SplitBody),
// never nil: the column is NOT NULL.
func boilerSpans(text string) []int32 {
	if spans := jobindex.BoilerSpans(clean(text)); spans != nil {
		return spans
	}
	return []int32{}
}

// stageKeys is the COPY source of the stage.
func stageKeys(rows []stagedJob) pgx.CopyFromSource {
	return pgx.CopyFromSlice(len(rows), func(i int) ([]any, error) {
		r := &rows[i]
		return []any{r.id, i, r.dedupeKey, r.priority, r.hash, r.posted, r.posted != nil}, nil
	})
}

// clean drops NUL bytes, which Postgres text cannot hold.
func clean(s string) string { return strings.ReplaceAll(s, "\x00", "") }

func cleanAll(vs []string) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		out = append(out, clean(v))
	}
	return out
}

// classifyStage marks each staged row added ('a'), updated or re-opened ('u') or
// unchanged ('n'), keeps a dateless posting's known date, and counts the three.
// markKeyed then flags the added rows whose key already has a primary.
const classifyStage = `WITH m AS (
	UPDATE job_stage s SET
		op = CASE WHEN j.content_hash = s.content_hash AND j.closed_at IS NULL THEN 'n' ELSE 'u' END,
		old_key = j.dedupe_key,
		posted_at = coalesce(s.posted_at, j.posted_at),
		posted_known = s.posted_at IS NOT NULL OR j.posted_known
	FROM jobs j WHERE j.id = s.id
	RETURNING s.op)
SELECT (SELECT count(*) FROM job_stage) - count(*),
	count(*) FILTER (WHERE op = 'u'), count(*) FILTER (WHERE op = 'n') FROM m`

const markKeyed = `UPDATE job_stage s SET has_primary = true
	FROM jobs j WHERE s.op = 'a' AND j.dedupe_key = s.dedupe_key AND j.is_primary`

const touchUnchanged = `UPDATE jobs j SET last_seen = $1
	FROM job_stage s WHERE s.op = 'n' AND j.id = s.id AND j.last_seen < $1`

// closeVanished closes the open postings of a source missing from the stage.
const closeVanished = `UPDATE jobs j SET closed_at = $2, is_primary = false
	WHERE j.source_key = $1 AND j.closed_at IS NULL
		AND NOT EXISTS (SELECT 1 FROM job_stage s WHERE s.id = j.id)
	RETURNING j.dedupe_key`

// touchedKeys are the dedupe keys whose primary may have changed: keys of changed
// rows and their old keys, and keys of added rows that already had a primary (the
// newcomer may outrank it). Keys of closed rows come from the close.
const touchedKeys = `SELECT dedupe_key FROM job_stage WHERE op = 'u' OR (op = 'a' AND has_primary)
	UNION SELECT old_key FROM job_stage WHERE op = 'u' AND old_key IS NOT NULL AND old_key <> dedupe_key`

// electWant picks, for each key of $1, its open posting of lowest priority, then
// earliest first_seen, then id.
const electWant = `want AS (
	SELECT DISTINCT ON (dedupe_key) id FROM jobs
	WHERE dedupe_key = ANY($1) AND closed_at IS NULL
	ORDER BY dedupe_key, priority, first_seen, id)`

// electPrimaries makes the elected posting of every touched key its only primary.
// Demoting first keeps the unique index on primaries satisfied at every row. The
// keys travel as one array so the planner sizes the work by their number.
func electPrimaries(ctx context.Context, tx pgx.Tx, closedKeys []string) error {
	rows, _ := tx.Query(ctx, touchedKeys)
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("touched keys: %w", err)
	}
	keys = append(keys, closedKeys...)
	if len(keys) == 0 {
		return nil
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	if _, err := tx.Exec(ctx, `WITH `+electWant+`
		UPDATE jobs j SET is_primary = false
		WHERE j.dedupe_key = ANY($1) AND j.is_primary AND j.id NOT IN (SELECT id FROM want)`, keys); err != nil {
		return fmt.Errorf("demote duplicates: %w", err)
	}
	if _, err := tx.Exec(ctx, `WITH `+electWant+`
		UPDATE jobs j SET is_primary = true FROM want w WHERE j.id = w.id AND NOT j.is_primary`, keys); err != nil {
		return fmt.Errorf("promote primaries: %w", err)
	}
	return nil
}
