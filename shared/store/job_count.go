package store

import (
	"context"
	"strconv"
)

// JobCount counts the postings matching q, stopping at limit+1: a search that
// shows few results says how many more its filters hid (package jobsearch).
func (s *Store) JobCount(ctx context.Context, q JobQuery, limit int) (int, error) {
	f := newJobFilter(q)
	n := 0
	err := s.pool.QueryRow(ctx, "SELECT count(*) FROM (SELECT 1 FROM jobs"+f.where("search")+
		" LIMIT "+strconv.Itoa(limit+1)+") m", f.args...).Scan(&n)
	return n, wrap(err, "count jobs %q", q.Text)
}

// JobFacetCounts counts, for each set of facet keys, the open postings with at
// least one of them, stopping at limit+1: how many postings each reading of an
// ambiguous place has, and whether an unknown place names any posting at all.
func (s *Store) JobFacetCounts(ctx context.Context, keySets [][]string, limit int) ([]int, error) {
	out := make([]int, len(keySets))
	for i, keys := range keySets {
		if len(keys) == 0 {
			continue
		}
		err := s.pool.QueryRow(ctx, `SELECT count(*) FROM (SELECT 1 FROM jobs WHERE is_primary AND facets && $1::text[]
			LIMIT `+strconv.Itoa(limit+1)+`) m`, keys).Scan(&out[i])
		if err != nil {
			return nil, wrap(err, "count jobs at %v", keys)
		}
	}
	return out, nil
}

// JobHeadlines returns, for the postings whose focus text matches the query, the
// passage that matched (ts_headline, up to two fragments): what a person reads to
// see why a job came up, instead of its opening company blurb.
func (s *Store) JobHeadlines(ctx context.Context, ids []string, text string) (map[string]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, ts_headline('english',
			left(jobs_body_part(description_text, boilerplate_spans, false), 2000), q,
			'MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""')
		FROM jobs, websearch_to_tsquery('english', $2) q
		WHERE id = ANY($1) AND ts_filter(search, '{c}') @@ q`, ids, text)
	if err != nil {
		return nil, wrap(err, "headlines")
	}
	defer rows.Close()
	out := make(map[string]string, len(ids))
	for rows.Next() {
		var id, h string
		if err := rows.Scan(&id, &h); err != nil {
			return nil, wrap(err, "headlines")
		}
		out[id] = h
	}
	return out, wrap(rows.Err(), "headlines")
}
