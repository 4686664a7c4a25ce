package refresh

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// ErrEmptyListing is a board listing no job while the index holds open jobs of the
// source: more often a board glitch than a company closing every opening, so the
// run fails and closes nothing unless AllowEmpty is set.
var ErrEmptyListing = errors.New("board listed no open jobs")

// Fetcher reads every open posting of a source (board.Client).
type Fetcher interface {
	Fetch(ctx context.Context, src board.Source) ([]model.Job, error)
}

// Runner refreshes sources into the index. It is safe for concurrent use.
type Runner struct {
	fetch Fetcher
	store *store.Store
	log   *slog.Logger
	now   func() time.Time
}

// NewRunner returns a Runner fetching through f and writing to st.
func NewRunner(f Fetcher, st *store.Store, log *slog.Logger) *Runner {
	return &Runner{fetch: f, store: st, log: log, now: time.Now}
}

// Report is what one run did.
type Report struct {
	Source string `json:"source"`
	RunID  int64  `json:"run_id"`
	store.JobChanges
	// Fetched counts the postings the board listed; Skipped those the index refused
	// as malformed.
	Fetched int           `json:"fetched"`
	Skipped int           `json:"skipped"`
	Elapsed time.Duration `json:"elapsed"`
	// Unresolved counts the postings with a location the gazetteer did not know:
	// kept verbatim and indexed by its words, never a failure.
	Unresolved int `json:"unresolved_locations"`
	// DemoClosed counts demo jobs retired by this run.
	DemoClosed int `json:"demo_closed,omitempty"`
	// NotModified marks a run the board answered 304: nothing changed.
	NotModified bool `json:"not_modified,omitempty"`
	// NotConfigured marks a source skipped for want of credentials (USAJOBS without
	// its key): no run was recorded, and it is not a failure.
	NotConfigured bool `json:"not_configured,omitempty"`
}

// configurer is a Fetcher that knows which sources it lacks credentials for.
type configurer interface {
	Configured(src board.Source) bool
}

// String is the operator's one-line summary:
// "greenhouse:smarterdx: added 2, updated 0, closed 0, unchanged 0 (in 143 ms)".
func (r Report) String() string {
	if r.NotConfigured {
		return r.Source + ": not configured (set its credentials to scrape it)"
	}
	s := fmt.Sprintf("%s: added %d, updated %d, closed %d, unchanged %d", r.Source, r.Added, r.Updated, r.Closed, r.Unchanged)
	if r.NotModified {
		s += " (not modified)"
	}
	if r.Skipped > 0 {
		s += fmt.Sprintf(", skipped %d malformed", r.Skipped)
	}
	if r.Unresolved > 0 {
		s += fmt.Sprintf(", %d with unknown locations", r.Unresolved)
	}
	if r.DemoClosed > 0 {
		s += fmt.Sprintf(", retired %d demo jobs", r.DemoClosed)
	}
	return s + fmt.Sprintf(" (in %d ms)", r.Elapsed.Milliseconds())
}

// RunOptions tune one run.
type RunOptions struct {
	// AllowEmpty accepts an empty listing and closes every open job of the source.
	AllowEmpty bool
}

// Run refreshes src once and records the run. On failure the run is recorded with
// the reason, nothing is closed, and the error names the source.
func (r *Runner) Run(ctx context.Context, src board.Source, opts RunOptions) (Report, error) {
	start := r.now()
	rep := Report{Source: src.Key()}
	if c, ok := r.fetch.(configurer); ok && !c.Configured(src) {
		rep.NotConfigured = true
		r.log.InfoContext(ctx, "source not configured; skipped", slog.String("source", src.Key()))
		return rep, nil
	}
	id, err := r.store.ScrapeRunStart(ctx, src.Key(), start)
	if err != nil {
		return rep, fmt.Errorf("refresh: %s: %w", src.Key(), err)
	}
	rep.RunID = id
	err = r.sync(ctx, src, opts, &rep)
	rep.Elapsed = r.now().Sub(start)
	reason := ""
	if err != nil {
		reason = err.Error()
		rep.JobChanges, rep.Unresolved = store.JobChanges{}, 0
	}
	// Record the outcome even when ctx was cancelled mid-run.
	if ferr := r.store.ScrapeRunFinish(context.WithoutCancel(ctx), id, r.now(), rep.JobChanges, rep.Unresolved, reason); ferr != nil && err == nil {
		err = ferr
	}
	r.recordHealth(context.WithoutCancel(ctx), src, err, rep)
	if err != nil {
		r.log.WarnContext(ctx, "scrape run failed", slog.String("source", src.Key()), slog.Int64("run_id", id), slog.String("error", reason))
		return rep, fmt.Errorf("refresh: %s: %w", src.Key(), err)
	}
	r.log.InfoContext(ctx, "scrape run finished", slog.String("source", src.Key()), slog.Int64("run_id", id),
		slog.Int("added", rep.Added), slog.Int("updated", rep.Updated), slog.Int("closed", rep.Closed),
		slog.Int("unchanged", rep.Unchanged), slog.Int("skipped", rep.Skipped), slog.Int("unresolved_locations", rep.Unresolved),
		slog.Duration("elapsed", rep.Elapsed))
	return rep, nil
}

// failureBackoff is the first wait after a failed run of a registered source;
// it doubles with each further failure, up to a day.
const failureBackoff = 15 * time.Minute

// recordHealth keeps the registry's health of src: postings found, or the
// failure and the backoff it earns. A source outside the registry is untouched.
func (r *Runner) recordHealth(ctx context.Context, src board.Source, runErr error, rep Report) {
	var err error
	if runErr == nil {
		err = r.store.SourceRecordSuccess(ctx, src.Key(), r.now(), rep.Fetched-rep.Skipped)
	} else {
		_, err = r.store.SourceRecordFailure(ctx, src.Key(), r.now(), runErr.Error(), failureBackoff)
	}
	if err != nil {
		r.log.WarnContext(ctx, "recording source health failed", slog.String("source", src.Key()), slog.String("error", err.Error()))
	}
}

// sync fetches src and writes what it found.
func (r *Runner) sync(ctx context.Context, src board.Source, opts RunOptions, rep *Report) error {
	cond, err := r.conditional(ctx, src)
	if err != nil {
		return err
	}
	if cond != nil {
		ctx = board.WithConditional(ctx, cond)
	}
	lc, err := r.listCheck(ctx, src)
	if err != nil {
		return err
	}
	if lc != nil {
		ctx = board.WithListCheck(ctx, lc)
	}
	jobs, err := r.fetch.Fetch(ctx, src)
	if errors.Is(err, board.ErrNotModified) {
		// The board's listing is the one already indexed: its postings were seen
		// now, and nothing else is read or written.
		rep.NotModified = true
		rep.Unchanged, err = r.store.SourceTouchOpenJobs(ctx, src.Key(), r.now())
		rep.Fetched = rep.Unchanged
		return err
	}
	if err != nil {
		return err
	}
	seen := r.now()
	rep.Fetched = len(jobs)
	kept := jobs[:0]
	for i := range jobs {
		if err := jobindex.Check(&jobs[i]); err != nil {
			rep.Skipped++
			r.log.WarnContext(ctx, "skipping malformed posting", slog.String("source", src.Key()), slog.String("error", err.Error()))
			continue
		}
		if len(jobindex.OfJob(&jobs[i]).Unresolved) > 0 {
			rep.Unresolved++
		}
		kept = append(kept, jobs[i])
	}
	if len(kept) == 0 && !opts.AllowEmpty {
		open, err := r.store.JobOpenCount(ctx, src.Key())
		if err != nil {
			return err
		}
		if open > 0 {
			return fmt.Errorf("%w while %d are indexed; nothing closed (run `careerkit-scraper scrape %s --allow-empty` if the company really has no openings)",
				ErrEmptyListing, open, src.Key())
		}
	}
	if rep.JobChanges, err = r.store.JobSync(ctx, src.Key(), kept, seen); err != nil {
		return err
	}
	if err := r.store.JobWordsAdd(ctx, src.Key()); err != nil {
		return err
	}
	if len(kept) > 0 && !strings.HasPrefix(src.Key(), store.DemoSourcePrefix) {
		if rep.DemoClosed, err = r.store.JobCloseDemo(ctx, seen); err != nil {
			return err
		}
	}
	// The validators and the list's fingerprint are kept only once the listing
	// they describe is written.
	if cond != nil && cond.Changed() {
		if err := r.store.SourceSetValidators(ctx, src.Key(), cond.NewETag, cond.NewLastModified); err != nil {
			return err
		}
	}
	if lc != nil && lc.NewHash != "" {
		return r.store.SourceSetListHash(ctx, src.Key(), lc.NewHash, seen)
	}
	return nil
}

// ListFullReadEvery is how old the last full read of a board with details may
// be before a run reads every detail again although its list is unchanged: a
// detail can change (a pay range added) while its list entry does not.
const ListFullReadEvery = 24 * time.Hour

// listCheck returns the list check of a board read with details: the last full
// read's fingerprint while it is recent, "" (read in full) otherwise; nil for
// the other boards.
func (r *Runner) listCheck(ctx context.Context, src board.Source) (*board.ListCheck, error) {
	if !board.HasDetails(src.Kind) {
		return nil, nil
	}
	hash, readAt, err := r.store.SourceListHash(ctx, src.Key())
	if err != nil {
		return nil, err
	}
	if readAt.IsZero() || r.now().Sub(readAt) >= ListFullReadEvery {
		hash = ""
	}
	return &board.ListCheck{Hash: hash}, nil
}

// conditional returns the validators of src's last full answer for a board
// that publishes its listing in one document, nil for the others.
func (r *Runner) conditional(ctx context.Context, src board.Source) (*board.Conditional, error) {
	if !board.OneDocument(src.Kind) {
		return nil, nil
	}
	etag, lm, err := r.store.SourceValidators(ctx, src.Key())
	if err != nil {
		return nil, err
	}
	return &board.Conditional{ETag: etag, LastModified: lm}, nil
}
