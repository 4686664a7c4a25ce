package store

import (
	"context"
	"strconv"

	"github.com/jackc/pgx/v5"
)

// JobCounts counts the postings matching each query, stopping at limit+1, in
// one round trip: a search that shows few results says how many more each of
// its filters hid (package jobsearch).
func (s *Store) JobCounts(ctx context.Context, qs []JobQuery, limit int) ([]int, error) {
	out := make([]int, len(qs))
	b := &pgx.Batch{}
	for i, q := range qs {
		f := newJobFilter(q)
		b.Queue("SELECT count(*) FROM (SELECT 1 FROM jobs"+f.where("search")+" LIMIT "+strconv.Itoa(limit+1)+") m",
			f.args...).QueryRow(func(row pgx.Row) error { return row.Scan(&out[i]) })
	}
	if len(qs) == 0 {
		return out, nil
	}
	err := s.pool.SendBatch(ctx, b).Close()
	return out, wrap(err, "count jobs")
}

// JobFacetCounts counts, for each set of facet keys, the open postings with at
// least one of them, stopping at limit+1: how many postings each reading of an
// ambiguous place has, and whether an unknown place names any posting at all.
// The counts go in one round trip.
func (s *Store) JobFacetCounts(ctx context.Context, keySets [][]string, limit int) ([]int, error) {
	out := make([]int, len(keySets))
	b := &pgx.Batch{}
	for i, keys := range keySets {
		b.Queue(`SELECT count(*) FROM (SELECT 1 FROM jobs WHERE is_primary AND facets && $1::text[]
			LIMIT `+strconv.Itoa(limit+1)+`) m`, keys).QueryRow(func(row pgx.Row) error { return row.Scan(&out[i]) })
	}
	err := s.pool.SendBatch(ctx, b).Close()
	return out, wrap(err, "count jobs at %v", keySets)
}
