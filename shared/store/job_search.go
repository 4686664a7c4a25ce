package store

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/jackc/pgx/v5"
)

// A search runs in one read-only snapshot, in at most five short round trips:
//
//  1. the planner's estimate of the matches (and of the open postings);
//  2. when thousands should match, the title matches among the 10,000 newest
//     postings, read from the recency index alone: on a common word the
//     candidates are there and the table is never touched;
//  3. when few jobs should match, every match counted and the candidates taken
//     in the same scan;
//  4. otherwise the title matches through the GIN index, first among the
//     postings of the last days when the planner's histogram of posted_at says
//     they hold enough and the planner would otherwise sort every match rather
//     than walk the recency index (job_recent.go);
//  5. the ranking features of the candidates, adding the most recent matches
//     anywhere when titles were few (the same way).

// JobSearch returns the candidates and the match count of q. Ranking them is the
// caller's (package jobsearch); JobResults then reads the winners.
func (s *Store) JobSearch(ctx context.Context, q JobQuery) (JobMatches, error) {
	if q.Candidates <= 0 {
		q.Candidates = DefaultJobCandidates
	}
	if q.CountCap <= 0 {
		q.CountCap = DefaultJobCountCap
	}
	m, err := s.jobSearch(ctx, q)
	return m, wrap(err, "search jobs %q", q.Text)
}

// jobSearchRun is the state of one search between its round trips.
type jobSearchRun struct {
	q        JobQuery
	f        *jobFilter
	tx       pgx.Tx
	estimate int // the planner's matches
	// upper is the planner's matches of any one word of the query: an upper bound
	// the planner does not underestimate for words that go together.
	upper int
	// titleUpper is upper for titles alone.
	titleUpper int
	primaries  int // the planner's open postings
	titleIDs   []string
	// anyIDs are the most recent matches anywhere when the count found them all.
	anyIDs []string
	// recent is read when a pool considers the postings of the last days.
	recent recentStats
	m      JobMatches
}

func (s *Store) jobSearch(ctx context.Context, q JobQuery) (JobMatches, error) {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return JobMatches{}, fmt.Errorf("begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	r := &jobSearchRun{q: q, f: newJobFilter(q), tx: tx}
	for _, step := range []func(context.Context) error{r.estimates, r.window, r.count, r.titles, r.features} {
		if err := step(ctx); err != nil {
			return JobMatches{}, err
		}
	}
	return r.m, tx.Commit(ctx)
}

// estimates asks the planner how many jobs match and how many are open.
func (r *jobSearchRun) estimates(ctx context.Context) error {
	b := &pgx.Batch{}
	// JIT compilation costs tens of milliseconds, far more than these plans save;
	// custom plans let the planner see the query's words (a generic plan would
	// treat "engineer" and "haskell" alike).
	b.Queue("SELECT set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)")
	b.Queue("EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs"+r.f.where("search"), r.f.args...).
		QueryRow(func(row pgx.Row) error { return row.Scan(&planJSON{rows: &r.estimate}) })
	anyWhere, anyArgs := r.f.whereAnyWord("search")
	b.Queue("EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs"+anyWhere, anyArgs...).
		QueryRow(func(row pgx.Row) error { return row.Scan(&planJSON{rows: &r.upper}) })
	anyWhere, anyArgs = r.f.whereAnyWord("title_search")
	b.Queue("EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs"+anyWhere, anyArgs...).
		QueryRow(func(row pgx.Row) error { return row.Scan(&planJSON{rows: &r.titleUpper}) })
	b.Queue("EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs WHERE is_primary").
		QueryRow(func(row pgx.Row) error { return row.Scan(&planJSON{rows: &r.primaries}) })
	if err := r.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("estimate: %w", err)
	}
	r.m.Total, r.m.TotalEstimated = max(r.estimate, r.q.CountCap+1), true
	return nil
}

// window looks for the title matches among the newest postings when many jobs
// should match and titles may hold them, and extrapolates how many titles match from it (the planner badly
// underestimates words that go together, "machine learning").
func (r *jobSearchRun) window(ctx context.Context) error {
	if r.estimate < windowMinEstimate || r.titleUpper < windowMinTitles {
		return nil
	}
	rows, _ := r.tx.Query(ctx, r.f.window(r.q.Candidates), r.f.args...)
	hits, err := pgx.CollectRows(rows, pgx.RowToStructByName[windowHit])
	if err != nil {
		return fmt.Errorf("window: %w", err)
	}
	for _, h := range hits {
		r.titleIDs = append(r.titleIDs, h.ID)
	}
	titles := len(hits) * r.primaries / titleWindow
	if len(hits) == r.q.Candidates {
		// The share of matches among the postings as new as the oldest hit.
		reached := 0
		if err := r.tx.QueryRow(ctx, "EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs WHERE is_primary AND posted_at >= $1",
			hits[len(hits)-1].PostedAt).Scan(&planJSON{rows: &reached}); err != nil {
			return fmt.Errorf("estimate window: %w", err)
		}
		titles = len(hits) * r.primaries / max(reached, len(hits))
	}
	r.m.Total = max(r.m.Total, titles)
	return nil
}

// count, when few jobs should match, counts every match and takes the best
// candidates in the same scan: the most recent title matches, then the most
// recent others. It is capped, so a planner that expected too few reads at most
// CountCap+1 rows; the candidates are then discarded (they are the first rows
// found, not the newest).
func (r *jobSearchRun) count(ctx context.Context) error {
	if r.estimate > r.q.CountCap || r.upper > r.q.CountCap*countUpperFactor || r.m.Total > r.q.CountCap+1 {
		return nil
	}
	args := append(append([]any{}, r.f.args...), r.q.CountCap+1)
	rows, _ := r.tx.Query(ctx, `SELECT id, total FROM (
		SELECT id, posted_at, title_search @@ $1::tsquery AS in_title,
			count(*) OVER () AS total
		FROM (SELECT id, posted_at, title_search FROM jobs`+r.f.where("search")+` LIMIT $`+strconv.Itoa(len(args))+`) s) m
		ORDER BY in_title DESC, posted_at DESC, id LIMIT `+strconv.Itoa(r.q.Candidates), args...)
	total := 0
	ids, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (string, error) {
		var id string
		return id, row.Scan(&id, &total)
	})
	if err != nil {
		return fmt.Errorf("count: %w", err)
	}
	if total <= r.q.CountCap {
		r.m.Total, r.m.TotalEstimated = total, false
		r.anyIDs = append([]string{}, ids...)
	}
	return nil
}

// titles reads the title matches through the GIN index when neither the window
// nor the count found the candidates.
func (r *jobSearchRun) titles(ctx context.Context) error {
	if len(r.titleIDs) >= r.q.Candidates || r.anyIDs != nil {
		return nil
	}
	// The planner takes the words of a query as independent and put 351 title
	// matches on "account executive" where there were 4,799: the upper bound
	// (any of the words) picks the tier, and a tier that holds too few falls back
	// to every match.
	days, err := r.recentDays(ctx, r.titleUpper, r.q.Candidates, r.f.pool("title_search", r.q.Candidates))
	if err != nil {
		return err
	}
	args, daysArg := r.f.args, 0
	if days != nil {
		args = append(slices.Clone(r.f.args), days)
		daysArg = len(args)
	}
	rows, _ := r.tx.Query(ctx, r.f.recentPool("title_search", r.q.Candidates, daysArg), args...)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("titles: %w", err)
	}
	r.titleIDs = append(r.titleIDs, ids...)
	return nil
}

// walkAny reports whether the n most recent matches anywhere are looked for among
// the newest postings first: when the planner puts at least a quarter of them
// among the anyWalkRows newest even if matches were spread evenly over time.
// Postings skew recent and the planner underestimates words that go together
// (it put 2,025 matches on "kubernetes terraform" in Seattle or remote where
// there were 4,195), so the walk usually finds the half it needs (walkPool)
// well before its budget.
func (r *jobSearchRun) walkAny(n int) bool {
	return r.primaries > 0 && r.estimate*anyWalkRows >= n*r.primaries/4
}

// features computes the ranking features of the candidates, adding the most
// recent matches anywhere (half as many as title candidates: they rank below
// title matches) when titles were few and the count did not find them.
func (r *jobSearchRun) features(ctx context.Context) error {
	slices.Sort(r.titleIDs)
	ids := slices.Compact(r.titleIDs)
	anyPool := len(ids) < r.q.Candidates && r.anyIDs == nil
	ids = append(ids, r.anyIDs...)
	args := []any{r.f.query.Text}
	n := max(r.q.Candidates/2, 1)
	daysArg := 0
	if anyPool {
		args = append([]any{}, r.f.args...)
		days, err := r.recentDays(ctx, r.estimate, n, "")
		if err != nil {
			return err
		}
		if days != nil {
			args = append(args, days)
			daysArg = len(args)
		}
	}
	args = append(args, ids, r.f.local, r.f.query.Words)
	rows, _ := r.tx.Query(ctx, featuresSQL(r.f, len(args)-2, anyPool, r.walkAny(n), n, daysArg), args...)
	var err error
	if r.m.Candidates, err = pgx.CollectRows(rows, pgx.RowToStructByName[JobCandidate]); err != nil {
		return fmt.Errorf("features: %w", err)
	}
	for i := range r.m.Candidates {
		r.m.Candidates[i].PostedAt = r.m.Candidates[i].PostedAt.UTC()
	}
	return nil
}
