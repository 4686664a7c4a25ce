package store

import (
	"context"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
)

// ScrapeRun is one refresh of one source.
type ScrapeRun struct {
	ID         int64      `json:"id"`
	SourceKey  string     `json:"source_key"`
	StartedAt  time.Time  `json:"started_at"`
	FinishedAt *time.Time `json:"finished_at,omitempty"`
	Added      int        `json:"added"`
	Updated    int        `json:"updated"`
	Closed     int        `json:"closed"`
	Unchanged  int        `json:"unchanged"`
	// Error is why the run failed, "" when it succeeded or is still running.
	Error string `json:"error,omitempty"`
}

const scrapeRunColumns = "id, source_key, started_at, finished_at, added, updated, closed, unchanged, error"

// maxRunError is the longest reason stored (the column's CHECK).
const maxRunError = 4000

// ScrapeRunStart records that a run of sourceKey began and returns its id.
func (s *Store) ScrapeRunStart(ctx context.Context, sourceKey string, at time.Time) (int64, error) {
	var id int64
	err := s.pool.QueryRow(ctx, "INSERT INTO scrape_runs (source_key, started_at) VALUES ($1, $2) RETURNING id",
		sourceKey, at.UTC()).Scan(&id)
	return id, wrap(err, "start scrape run of %s", sourceKey)
}

// ScrapeRunFinish records the outcome of run id: what changed, or why it failed
// (runErr "" for success; it is cut to 4,000 characters).
func (s *Store) ScrapeRunFinish(ctx context.Context, id int64, at time.Time, c JobChanges, runErr string) error {
	if len(runErr) > maxRunError {
		runErr = runErr[:maxRunError]
		for !utf8.ValidString(runErr) {
			runErr = runErr[:len(runErr)-1]
		}
	}
	tag, err := s.pool.Exec(ctx, `UPDATE scrape_runs SET finished_at = greatest($2, started_at), added = $3, updated = $4,
		closed = $5, unchanged = $6, error = $7 WHERE id = $1`,
		id, at.UTC(), c.Added, c.Updated, c.Closed, c.Unchanged, clean(runErr))
	if err == nil && tag.RowsAffected() == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "finish scrape run %d", id)
}

// ScrapeRunList returns the latest runs of sourceKey (all sources when ""), newest
// first.
func (s *Store) ScrapeRunList(ctx context.Context, sourceKey string, limit int) ([]ScrapeRun, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+scrapeRunColumns+` FROM scrape_runs
		WHERE $1 = '' OR source_key = $1 ORDER BY started_at DESC, id DESC LIMIT $2`, sourceKey, limit)
	runs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[ScrapeRun])
	return runs, wrap(err, "list scrape runs of %q", sourceKey)
}

// ScrapeRunLastSuccess returns, per source, when its latest successful run started.
func (s *Store) ScrapeRunLastSuccess(ctx context.Context) (map[string]time.Time, error) {
	type last struct {
		SourceKey string
		StartedAt time.Time
	}
	rows, _ := s.pool.Query(ctx, `SELECT source_key, max(started_at) FROM scrape_runs
		WHERE finished_at IS NOT NULL AND error = '' GROUP BY source_key`)
	lasts, err := pgx.CollectRows(rows, pgx.RowToStructByPos[last])
	if err != nil {
		return nil, wrap(err, "last successful scrape runs")
	}
	out := make(map[string]time.Time, len(lasts))
	for _, l := range lasts {
		out[l.SourceKey] = l.StartedAt.UTC()
	}
	return out, nil
}
