package store

import (
	"context"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
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
	// UnresolvedLocations counts the postings with a location the gazetteer did
	// not know (kept verbatim, indexed by its words).
	UnresolvedLocations int `json:"unresolved_locations"`
	// Error is why the run failed, "" when it succeeded or is still running.
	Error string `json:"error,omitempty"`
}

// maxRunError is the longest reason stored (the column's CHECK).
const maxRunError = 4000

// ScrapeRunStart records that a run of sourceKey began and returns its id.
func (s *Store) ScrapeRunStart(ctx context.Context, sourceKey string, at time.Time) (int64, error) {
	id, err := s.q.ScrapeRunStart(ctx, s.pool, dbsqlc.ScrapeRunStartParams{SourceKey: sourceKey, StartedAt: at.UTC()})
	return id, wrap(err, "start scrape run of %s", sourceKey)
}

// ScrapeRunFinish records the outcome of run id: what changed, how many postings
// had a location the gazetteer did not know, or why it failed (runErr "" for
// success; it is cut to 4,000 characters).
func (s *Store) ScrapeRunFinish(ctx context.Context, id int64, at time.Time, c JobChanges, unresolved int, runErr string) error {
	if len(runErr) > maxRunError {
		runErr = runErr[:maxRunError]
		for !utf8.ValidString(runErr) {
			runErr = runErr[:len(runErr)-1]
		}
	}
	n, err := s.q.ScrapeRunFinish(ctx, s.pool, dbsqlc.ScrapeRunFinishParams{FinishedAt: at.UTC(), Added: c.Added,
		Updated: c.Updated, Closed: c.Closed, Unchanged: c.Unchanged, UnresolvedLocations: unresolved, Error: clean(runErr), ID: id})
	if err == nil && n == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "finish scrape run %d", id)
}

// ScrapeRunList returns the latest runs of sourceKey (all sources when ""), newest
// first.
func (s *Store) ScrapeRunList(ctx context.Context, sourceKey string, limit int) ([]ScrapeRun, error) {
	rows, err := s.q.ScrapeRunList(ctx, s.pool, dbsqlc.ScrapeRunListParams{SourceKey: sourceKey, MaxRows: limit})
	if err != nil {
		return nil, wrap(err, "list scrape runs of %q", sourceKey)
	}
	runs := make([]ScrapeRun, len(rows))
	for i, r := range rows {
		runs[i] = ScrapeRun(*r)
	}
	return runs, nil
}

// ScrapeRunLastSuccess returns, per source, when its latest successful run started.
func (s *Store) ScrapeRunLastSuccess(ctx context.Context) (map[string]time.Time, error) {
	lasts, err := s.q.ScrapeRunLastSuccess(ctx, s.pool)
	if err != nil {
		return nil, wrap(err, "last successful scrape runs")
	}
	out := make(map[string]time.Time, len(lasts))
	for _, l := range lasts {
		out[l.SourceKey] = l.StartedAt.UTC()
	}
	return out, nil
}
