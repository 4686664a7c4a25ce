package store

import (
	"cmp"
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Source is one row of the source registry: a board to scrape, where it was
// found, and its health.
type Source struct {
	Key      string        `json:"key"`
	Kind     string        `json:"kind"`
	Token    string        `json:"token,omitempty"`
	Company  string        `json:"company,omitempty"`
	Industry string        `json:"industry,omitempty"`
	URL      string        `json:"url,omitempty"`
	BaseURL  string        `json:"base_url,omitempty"`
	Every    time.Duration `json:"every"`
	Enabled  bool          `json:"enabled"`
	AddedAt  time.Time     `json:"added_at"`

	LastSuccessAt *time.Time `json:"last_success_at,omitempty"`
	LastFailureAt *time.Time `json:"last_failure_at,omitempty"`
	// Failures counts the failed runs since the last success.
	Failures  int    `json:"failures"`
	LastError string `json:"last_error,omitempty"`
	// Postings is how many open postings the last successful run found.
	Postings  int        `json:"postings"`
	NextRunAt *time.Time `json:"next_run_at,omitempty"`
}

// SourceInput is a source to add: its key in CLI syntax and what describes it.
type SourceInput struct {
	Key, Kind, Token, Company, Industry, URL, BaseURL string
	Every                                             time.Duration
}

// sourceBatch bounds the rows of one INSERT: thousands of sources import in a
// few statements, none of them huge.
const sourceBatch = 5000

// SourceImport adds sources, batch by batch; an existing key keeps its state
// and health and takes the descriptive fields given. It returns how many rows
// were added or changed: 0 when the same list is imported again.
func (s *Store) SourceImport(ctx context.Context, in []SourceInput) (int, error) {
	return s.sourceWrite(ctx, in, false)
}

// SourceSeed adds the sources not yet registered and leaves the others alone, so
// the shipped list never undoes an operator's change.
func (s *Store) SourceSeed(ctx context.Context, in []SourceInput) (int, error) {
	return s.sourceWrite(ctx, in, true)
}

func (s *Store) sourceWrite(ctx context.Context, in []SourceInput, seed bool) (int, error) {
	total := 0
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for start := 0; start < len(in); start += sourceBatch {
			part := in[start:min(start+sourceBatch, len(in))]
			p := dbsqlc.SourceUpsertManyParams{}
			for _, x := range part {
				p.Keys = append(p.Keys, x.Key)
				p.Kinds = append(p.Kinds, x.Kind)
				p.Tokens = append(p.Tokens, x.Token)
				p.Companies = append(p.Companies, clean(x.Company))
				p.Industries = append(p.Industries, clean(x.Industry))
				p.Urls = append(p.Urls, x.URL)
				p.BaseUrls = append(p.BaseUrls, x.BaseURL)
				p.EverySeconds = append(p.EverySeconds, int(cmp.Or(x.Every, 6*time.Hour)/time.Second))
			}
			var (
				n   int64
				err error
			)
			if seed {
				n, err = s.q.SourceSeedMany(ctx, tx, dbsqlc.SourceSeedManyParams(p))
			} else {
				n, err = s.q.SourceUpsertMany(ctx, tx, p)
			}
			if err != nil {
				return err
			}
			total += int(n)
		}
		return nil
	})
	return total, wrap(err, "write %d sources", len(in))
}

// SourceList returns the registered sources of kind ("" for every kind), only
// the enabled ones when enabledOnly, sorted by key.
func (s *Store) SourceList(ctx context.Context, kind string, enabledOnly bool) ([]Source, error) {
	rows, err := s.q.SourceList(ctx, s.pool, dbsqlc.SourceListParams{Kind: kind, EnabledOnly: enabledOnly})
	if err != nil {
		return nil, wrap(err, "list sources")
	}
	out := make([]Source, len(rows))
	for i, r := range rows {
		out[i] = Source{Key: r.Key, Kind: r.Kind, Token: r.Token, Company: r.Company, Industry: r.Industry,
			URL: r.Url, BaseURL: r.BaseUrl, Every: time.Duration(r.EverySeconds) * time.Second, Enabled: r.Enabled,
			AddedAt: r.AddedAt.UTC(), LastSuccessAt: r.LastSuccessAt, LastFailureAt: r.LastFailureAt,
			Failures: r.Failures, LastError: r.LastError, Postings: r.Postings, NextRunAt: r.NextRunAt}
	}
	return out, nil
}

// SourceSetEnabled enables or disables a source; an unknown key is ErrNotFound.
func (s *Store) SourceSetEnabled(ctx context.Context, key string, enabled bool) error {
	n, err := s.q.SourceSetEnabled(ctx, s.pool, dbsqlc.SourceSetEnabledParams{Key: key, Enabled: enabled})
	if err == nil && n == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "set source %s enabled=%t", key, enabled)
}

// SourceRecordSuccess records a successful run that found postings open.
// A source outside the registry (a one-off scrape) is left as it is.
func (s *Store) SourceRecordSuccess(ctx context.Context, key string, at time.Time, postings int) error {
	_, err := s.q.SourceRecordSuccess(ctx, s.pool, dbsqlc.SourceRecordSuccessParams{Key: key, At: ptrTime(at.UTC()), Postings: postings})
	return wrap(err, "record success of source %s", key)
}

// SourceRecordFailure records a failed run and backs the source off: its next
// run waits backoff doubled per consecutive failure, at most a day. It returns
// when that is (zero for a source outside the registry).
func (s *Store) SourceRecordFailure(ctx context.Context, key string, at time.Time, reason string, backoff time.Duration) (time.Time, error) {
	if len(reason) > maxRunError {
		reason = reason[:maxRunError]
	}
	row, err := s.q.SourceRecordFailure(ctx, s.pool, dbsqlc.SourceRecordFailureParams{Key: key, At: ptrTime(at.UTC()),
		LastError: clean(reason), BackoffSeconds: backoff.Seconds()})
	switch {
	case err == pgx.ErrNoRows:
		return time.Time{}, nil
	case err != nil:
		return time.Time{}, wrap(err, "record failure of source %s", key)
	case row.NextRunAt == nil:
		return time.Time{}, nil
	}
	return row.NextRunAt.UTC(), nil
}

// SourceDue is what the scheduler needs to know of a source before running it.
type SourceDue struct {
	// Registered is false for a source outside the registry (nothing below is known).
	Registered bool
	// BackingOff: failures put its next run at NextRunAt, still ahead.
	BackingOff    bool
	NextRunAt     time.Time
	LastSuccessAt time.Time
}

// SourceDueAt reads whether key is backing off at at and when it last succeeded.
func (s *Store) SourceDueAt(ctx context.Context, key string, at time.Time) (SourceDue, error) {
	row, err := s.q.SourceNotDue(ctx, s.pool, dbsqlc.SourceNotDueParams{Key: key, At: at.UTC()})
	switch {
	case err == pgx.ErrNoRows:
		return SourceDue{}, nil
	case err != nil:
		return SourceDue{}, wrap(err, "read schedule of source %s", key)
	}
	d := SourceDue{Registered: true, BackingOff: row.BackingOff}
	if row.NextRunAt != nil {
		d.NextRunAt = row.NextRunAt.UTC()
	}
	if row.LastSuccessAt != nil {
		d.LastSuccessAt = row.LastSuccessAt.UTC()
	}
	return d, nil
}

// SourceValidators returns the ETag and Last-Modified of key's last full answer.
func (s *Store) SourceValidators(ctx context.Context, key string) (etag, lastModified string, err error) {
	row, err := s.q.SourceValidators(ctx, s.pool, key)
	if err == pgx.ErrNoRows {
		return "", "", nil
	}
	if err != nil {
		return "", "", wrap(err, "read validators of source %s", key)
	}
	return row.Etag, row.LastModified, nil
}

// SourceSetValidators stores the ETag and Last-Modified of key's last full answer.
func (s *Store) SourceSetValidators(ctx context.Context, key, etag, lastModified string) error {
	_, err := s.q.SourceSetValidators(ctx, s.pool, dbsqlc.SourceSetValidatorsParams{Key: key, Etag: etag, LastModified: lastModified})
	return wrap(err, "store validators of source %s", key)
}

// SourceListHash returns the fingerprint of key's list at its last full read
// and when that was (zero when never).
func (s *Store) SourceListHash(ctx context.Context, key string) (hash string, readAt time.Time, err error) {
	row, err := s.q.SourceListHash(ctx, s.pool, key)
	if err == pgx.ErrNoRows {
		return "", time.Time{}, nil
	}
	if err != nil {
		return "", time.Time{}, wrap(err, "read list fingerprint of source %s", key)
	}
	if row.ListReadAt != nil {
		readAt = row.ListReadAt.UTC()
	}
	return row.ListHash, readAt, nil
}

// SourceSetListHash stores the fingerprint of key's list, read in full at readAt.
func (s *Store) SourceSetListHash(ctx context.Context, key, hash string, readAt time.Time) error {
	_, err := s.q.SourceSetListHash(ctx, s.pool, dbsqlc.SourceSetListHashParams{Key: key, ListHash: hash, ReadAt: ptrTime(readAt.UTC())})
	return wrap(err, "store list fingerprint of source %s", key)
}

func ptrTime(t time.Time) *time.Time { return &t }

// SourceTouchOpenJobs marks every open posting of sourceKey as seen at at: the
// board answered that nothing changed since the last run. It records one
// sighting of the source (an open posting was last seen at its source's last
// sighting) and returns how many postings are open.
func (s *Store) SourceTouchOpenJobs(ctx context.Context, sourceKey string, at time.Time) (int, error) {
	if err := s.q.SourceSeen(ctx, s.pool, dbsqlc.SourceSeenParams{SourceKey: sourceKey, At: at.UTC()}); err != nil {
		return 0, wrap(err, "touch open jobs of %s", sourceKey)
	}
	return s.JobOpenCount(ctx, sourceKey)
}
