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
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/careerkit/careerkit/shared/fulltext"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// The write path of the index: COPY the keys of a batch (id, dedupe key,
// priority, content hash) into a narrow temporary stage, classify each row
// against the index (added, updated, unchanged; for an added row, the primary of
// its key and whether the newcomer outranks it), bump last_seen of the
// unchanged (an import's; a sync records one sighting of its source), COPY the added rows straight into jobs, update the changed ones
// from a second stage, close what vanished, insert the newcomers that outrank a
// primary in its place, then elect the primary of every dedupe key whose primary
// may have changed. Only the keys are staged for every row: the content travels
// once, into the index for new rows (COPY inserts them in batches, far cheaper
// than INSERT ... SELECT from a wide stage), and into the update stage only for
// rows that changed.
//
// Every lookup of the index is by key, one row of the batch at a time, whatever
// the planner believes of the table: a join that reads the whole index to match
// a batch (a hash join after a sequential scan, or a bitmap scan of every open
// posting, which statistics missing after a bulk load invite) made each batch
// of a bulk load dearer than the one before.
//
// Concurrency. Up to the take-over and the election a writer changes only its
// own postings, alongside other writers (rows are locked one by one; runs of one
// source are serialised by a per-source lock). Demoting another posting, in a
// take-over or an election, runs under one global lock, because an election
// reads every duplicate of a key; a batch with nothing to take over or elect
// (most of a bulk load) never takes it. A new posting whose key has no primary is
// made primary at once, without the lock; if a concurrent writer did the same for
// the same key, the unique index on primaries (or the deadlock detector) refuses
// one of them, which is retried with the global lock held from the start. So is
// a new posting a concurrent writer added first (the primary key refuses the
// second).

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
	// The lookups of a batch are costed above jit_above_cost but run in
	// milliseconds; compiling them took 20 ms a batch.
	if _, err := tx.Exec(ctx, "SET LOCAL jit = off"); err != nil {
		return JobChanges{}, fmt.Errorf("set jit: %w", err)
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
	b, err := classify(ctx, tx, at)
	if err != nil {
		return JobChanges{}, err
	}
	c := b.changes()
	// A sync records its sighting once, for the source (below); an import
	// proves nothing of the postings it leaves out, so it touches each row.
	if unchanged := b.unchangedIDs(rows); len(unchanged) > 0 && closeSource == "" {
		if _, err := tx.Exec(ctx, touchUnchanged, at, unchanged); err != nil {
			return JobChanges{}, fmt.Errorf("touch unchanged: %w", err)
		}
	}
	if err := writeContent(ctx, tx, rows, b, at); err != nil {
		return JobChanges{}, err
	}
	keys := b.electKeys(rows)
	if closeSource != "" {
		rows, _ := tx.Query(ctx, closeVanished, closeSource, at)
		closedKeys, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return JobChanges{}, fmt.Errorf("close vanished: %w", err)
		}
		c.Closed = len(closedKeys)
		keys = append(keys, closedKeys...)
		if _, err := tx.Exec(ctx, sourceSeen, closeSource, at); err != nil {
			return JobChanges{}, fmt.Errorf("record sighting: %w", err)
		}
	}
	if (len(keys) > 0 || b.takeovers() > 0) && !locked {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", jobWriteLock); err != nil {
			return JobChanges{}, fmt.Errorf("lock: %w", err)
		}
	}
	lost, err := takeOver(ctx, tx, rows, b, at)
	if err != nil {
		return JobChanges{}, err
	}
	if err := electPrimaries(ctx, tx, append(keys, lost...)); err != nil {
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
	content_hash bytea NOT NULL, posted_at timestamptz, posted_approx boolean NOT NULL
) ON COMMIT DROP`

var stageColumns = []string{"id", "ord", "dedupe_key", "priority", "content_hash", "posted_at", "posted_approx"}

// jobContentColumns are written by scrapers; the store owns the others.
var jobContentColumns = []string{
	"board", "board_job_id", "source_key", "priority", "title", "company", "location",
	"locations", "city", "region", "country", "remote", "workplace", "facets", "salary",
	"salary_min", "salary_max", "salary_currency", "salary_period", "equity", "bonus",
	"job_type", "description_html", "description_text", "snippet", "apply_url", "tags",
	"department", "industry", "dedupe_key", "content_hash", "boilerplate_spans",
	"search", "title_search",
}

// insertColumns are what COPY writes for a new posting.
var insertColumns = append(append([]string{"id"}, jobContentColumns...), "posted_at", "posted_known", "posted_approx", "first_seen", "last_seen", "is_primary")

// updateColumns are what the update stage holds for a changed posting.
var updateColumns = append(append([]string{"id"}, jobContentColumns...), "posted_at", "posted_known", "posted_approx")

// stagedJob is one posting of a batch, ready for COPY.
type stagedJob struct {
	id, dedupeKey string
	priority      int16
	hash          []byte
	posted        any // time.Time, or nil when the board gave no date
	// approx marks posted as read from a relative date ("Posted Yesterday").
	approx bool
	job    *model.Job
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
		r := stagedJob{id: clean(j.ID), dedupeKey: clean(j.DedupeKey), priority: jobPriority(j), hash: hash, job: j}
		if !j.PostedAt.IsZero() {
			r.posted, r.approx = j.PostedAt.UTC(), j.PostedApprox
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

// content is the jobContentColumns of the row, built only for a row that is
// written: a re-scrape finds most postings unchanged, and their facets,
// boilerplate and search documents are not read again.
func (r *stagedJob) content() []any {
	j := r.job
	facets := jobindex.Facets(j)
	// The documents and spans read the text as stored.
	stored := model.Job{Title: clean(j.Title), Company: clean(j.Company), Department: clean(j.Department),
		DescriptionText: clean(j.DescriptionText)}
	search, title, spans := jobindex.Documents(&stored, slices.Contains(facets, jobindex.FacetGerman))
	if spans == nil {
		spans = []int32{} // the column is NOT NULL
	}
	return []any{
		clean(j.Board), clean(j.BoardJobID), clean(j.SourceKey), r.priority,
		clean(j.Title), clean(j.Company), clean(j.Location), cleanAll(j.Locations),
		clean(j.City), clean(j.Region), clean(j.Country), j.Remote, clean(j.Workplace),
		facets, clean(j.Salary), j.SalaryMin, j.SalaryMax, clean(j.SalaryCurrency),
		clean(j.SalaryPeriod), j.Equity, j.Bonus, clean(j.JobType), clean(j.DescriptionHTML),
		clean(j.DescriptionText), clean(j.Snippet), clean(j.ApplyURL), cleanAll(j.Tags),
		clean(j.Department), clean(j.Industry), r.dedupeKey, r.hash, spans,
		tsvector(search), tsvector(title),
	}
}

// tsvector is a document as the driver sends a tsvector.
func tsvector(ls []fulltext.Lexeme) pgtype.TSVector {
	n := 0
	for _, l := range ls {
		n += len(l.Positions)
	}
	all := make([]pgtype.TSVectorPosition, n)
	out := pgtype.TSVector{Lexemes: make([]pgtype.TSVectorLexeme, len(ls)), Valid: true}
	for i, l := range ls {
		ps := all[:len(l.Positions):len(l.Positions)]
		all = all[len(l.Positions):]
		for k, p := range l.Positions {
			ps[k] = pgtype.TSVectorPosition{Position: uint16(fulltext.Position(p)), Weight: pgtype.TSVectorWeight("DCBA"[fulltext.WeightOf(p)])}
		}
		out.Lexemes[i] = pgtype.TSVectorLexeme{Word: l.Word, Positions: ps}
	}
	return out
}

// stageKeys is the COPY source of the stage.
func stageKeys(rows []stagedJob) pgx.CopyFromSource {
	return pgx.CopyFromSlice(len(rows), func(i int) ([]any, error) {
		r := &rows[i]
		return []any{r.id, i, r.dedupeKey, r.priority, r.hash, r.posted, r.approx}, nil
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

// touchUnchanged bumps last_seen of the unchanged postings ($2, their ids).
const touchUnchanged = `UPDATE jobs SET last_seen = $1 WHERE id = ANY($2) AND last_seen < $1`

// closeVanished closes the open postings of a source missing from the stage;
// each was last seen by the source's previous sync, if not written since.
const closeVanished = `UPDATE jobs SET closed_at = $2, is_primary = false, last_seen = ` + lastSeen + `
	WHERE jobs.source_key = $1 AND jobs.closed_at IS NULL
		AND NOT EXISTS (SELECT 1 FROM job_stage s WHERE s.id = jobs.id)
	RETURNING jobs.dedupe_key`

// sourceSeen records that a sync of source $1 listed, at $2, every posting of
// it left open.
const sourceSeen = `INSERT INTO job_source_seen (source_key, seen_at) VALUES ($1, $2)
	ON CONFLICT (source_key) DO UPDATE SET seen_at = greatest(job_source_seen.seen_at, EXCLUDED.seen_at)`
