package store

import (
	"context"
	"strconv"

	"github.com/jackc/pgx/v5"
)

// RelevanceFloor is the least relevance a match needs to count (package
// jobsearch ranks with the same one): Text·text rank + Title·title coverage
// at least Min, with the words found outside the boilerplate.
type RelevanceFloor struct {
	Text, Title, Min float64
}

// JobCounts counts the postings matching each query above floor, stopping at
// limit+1, in one round trip: a search that shows few results says how many
// more each of its filters hid, exactly as many as searching without it would
// show (package jobsearch).
func (s *Store) JobCounts(ctx context.Context, qs []JobQuery, floor RelevanceFloor, limit int) ([]int, error) {
	out := make([]int, len(qs))
	b := &pgx.Batch{}
	for i, q := range qs {
		f := newJobFilter(q)
		text, title, least, words := f.arg(floor.Text), f.arg(floor.Title), f.arg(floor.Min), f.arg(f.query.Words)
		b.Queue(`WITH qw AS (SELECT `+words+`::text[] AS words, $1::tsquery AS q)
			SELECT count(*) FROM (SELECT 1 FROM jobs, qw`+f.where("search")+`
				AND ts_rank_cd('{0,1,1,1}', search, qw.q) > 0
				AND `+text+`::float8 * ts_rank_cd(search, qw.q, 32) + `+title+`::float8 *
					cardinality(ARRAY(SELECT unnest(tsvector_to_array(title_search)) INTERSECT SELECT unnest(qw.words)))
					/ greatest(cardinality(qw.words), 1) >= `+least+`::float8
				LIMIT `+strconv.Itoa(limit+1)+`) m`,
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
