package store

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// Ordering the matches of a word by date reads every match's row; at ten
// million postings most of those rows are on disk, not in memory. The day a
// posting was posted is a key of both search indexes (jobs_posted_day), so a
// pool that should find enough matches among the postings of the last days asks
// for those first, and reads every match only when they were too few.

// recentShareMax is the largest share of postings a recent tier may hold: past
// it the tier would read nearly as many rows as the plain pool.
const recentShareMax = 0.5

// recentMargin is how many times more matches than it needs a tier must be
// expected to hold; the planner's estimates err both ways, and a tier that
// finds too few costs a second read of the index.
const recentMargin = 3

// recentOffsets are the tiers tried, in days before the newest posting's day.
var recentOffsets = []int32{0, 1, 2, 4, 7, 14, 30, 60}

// recentStats are what choosing a tier needs, read once a search.
type recentStats struct {
	read bool
	// newestDay is jobs_posted_day of the newest shown posting.
	newestDay int32
	// bounds are the planner's histogram of posted_at (every posting, closed
	// ones too), as days; empty before the first ANALYZE.
	bounds []int32
}

// recentSQL reads the newest shown posting's day (one step of the recency
// index) and the planner's histogram of posted_at.
const recentSQL = `SELECT
	(SELECT (jobs_posted_day(posted_at))[1] FROM jobs WHERE is_primary ORDER BY posted_at DESC, id LIMIT 1),
	(SELECT histogram_bounds::text::timestamptz[] FROM pg_stats
		WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'posted_at')`

// recentDays returns the days of the smallest tier expected to hold recentMargin
// × n of matches, or nil when no tier is small enough to be worth it. With plain
// set (the SQL of the pool the tier would stand in for, on the filter's
// arguments), it is also nil when the planner would walk the recency index for
// that pool: a walk stops at its n-th match and reads no row, and the tier
// would only add the intersection with its days' keys, a posting list of
// hundreds of thousands of entries on the newest day ("engineer" internships,
// remote: 15 ms walking, 30 ms through the tier, at ten million postings).
func (r *jobSearchRun) recentDays(ctx context.Context, matches, n int, plain string) ([]int32, error) {
	b := &pgx.Batch{}
	var newest *int32
	var bounds []time.Time
	if !r.recent.read {
		b.Queue(recentSQL).QueryRow(func(row pgx.Row) error { return row.Scan(&newest, &bounds) })
	}
	walks := false
	if plain != "" {
		b.Queue("EXPLAIN (FORMAT JSON) "+plain, r.f.args...).
			QueryRow(func(row pgx.Row) error { return row.Scan(&planWalk{index: "jobs_recent_idx", walks: &walks}) })
	}
	if b.Len() > 0 {
		if err := r.tx.SendBatch(ctx, b).Close(); err != nil {
			return nil, fmt.Errorf("recent days: %w", err)
		}
	}
	if !r.recent.read {
		r.recent.read = true
		if newest != nil {
			r.recent.newestDay = *newest
			for _, b := range bounds {
				r.recent.bounds = append(r.recent.bounds, postedDay(b))
			}
		}
	}
	if walks {
		return nil, nil
	}
	return chooseRecent(r.recent, matches, n), nil
}

// chooseRecent picks the tier: the days from the cutoff through the newest day.
// Every posting posted on or after the cutoff's day has one of these days, so a
// tier holds exactly the postings of its days.
func chooseRecent(s recentStats, matches, n int) []int32 {
	if len(s.bounds) == 0 || matches <= 0 {
		return nil
	}
	for _, off := range recentOffsets {
		cut := s.newestDay - off
		i, _ := slices.BinarySearch(s.bounds, cut)
		share := float64(len(s.bounds)-i) / float64(len(s.bounds))
		if share > recentShareMax {
			return nil
		}
		if float64(matches)*share >= float64(recentMargin*n) {
			days := make([]int32, 0, off+1)
			for d := cut; d <= s.newestDay; d++ {
				days = append(days, d)
			}
			return days
		}
	}
	return nil
}

// dayZero is the origin of jobs_posted_day.
var dayZero = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// postedDay is jobs_posted_day of t.
func postedDay(t time.Time) int32 {
	return int32(t.UTC().Truncate(24*time.Hour).Sub(dayZero) / (24 * time.Hour))
}

// recentPool is pool(column, n) taken from the postings of the days in argument
// daysArg when they hold n matches, and from every match otherwise. It may
// return an id twice.
func (f *jobFilter) recentPool(column string, n int, daysArg int) string {
	if daysArg == 0 {
		return f.pool(column, n)
	}
	cte, query := f.tiered(column, "", n, daysArg)
	return "WITH " + cte + "\n\t\t" + query
}

// tiered is the SQL of a tier: a CTE named recent, the n most recent matches in
// column among the postings of the days in argument daysArg, and the query
// over it that adds the n most recent of every match when recent holds fewer.
// Both read only where gate (" AND " a condition, or "") holds.
func (f *jobFilter) tiered(column, gate string, n, daysArg int) (cte, query string) {
	limit := strconv.Itoa(n)
	where := f.where(column) + gate
	cte = `recent AS MATERIALIZED (
			SELECT id FROM jobs` + where + ` AND jobs_posted_day(posted_at) && $` + strconv.Itoa(daysArg) + `::int[]
			ORDER BY posted_at DESC, id LIMIT ` + limit + `)`
	query = `SELECT id FROM recent
		UNION ALL (SELECT id FROM jobs` + where + ` AND (SELECT count(*) FROM recent) < ` + limit + `
			ORDER BY posted_at DESC, id LIMIT ` + limit + `)`
	return cte, query
}
