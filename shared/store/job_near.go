package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/fulltext"
)

// JobTitleNear returns the ranking features of up to n of the newest postings
// shown (not in exclude) whose title holds one of the word sets of subsets
// ("account manager", "key manager", "key account" for "key account manager"):
// the near matches a short page adds after the full ones. Features are
// computed against q.Text, so their text rank reflects the words they lack.
func (s *Store) JobTitleNear(ctx context.Context, q JobQuery, subsets, exclude []string, n int) ([]JobCandidate, error) {
	f := newJobFilter(q)
	var near []string
	for _, s := range subsets {
		if p := fulltext.Plain(s); p != "" {
			near = append(near, "("+p+")")
		}
	}
	if f.query.Text == "" || len(near) == 0 {
		return nil, nil
	}
	subs, excl := f.arg(strings.Join(near, " | ")), f.arg(exclude)
	// $1 (the query) is named only so that the filter's numbering holds.
	conds := append([]string{"is_primary", "$1::text <> ''", "NOT (id = ANY(" + excl + "::text[]))", "title_search @@ " + subs + "::tsquery"},
		f.conds...)
	sql := "SELECT id FROM jobs WHERE "
	for i, c := range conds {
		if i > 0 {
			sql += " AND "
		}
		sql += c
	}
	sql += " ORDER BY posted_at DESC, id LIMIT " + strconv.Itoa(n)
	rows, _ := s.pool.Query(ctx, sql, f.args...)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, wrap(err, "near matches of %q", q.Text)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	rows, _ = s.pool.Query(ctx, featuresSQL(&jobFilter{}, 2, false, false, 0, 0), f.query.Text, ids, append([]string{}, f.local...), f.query.Words)
	cands, err := pgx.CollectRows(rows, pgx.RowToStructByName[JobCandidate])
	if err != nil {
		return nil, fmt.Errorf("store: near match features: %w", err)
	}
	for i := range cands {
		cands[i].PostedAt = cands[i].PostedAt.UTC()
	}
	return cands, nil
}
