package store

import (
	"context"
	"fmt"
	"strconv"

	"github.com/jackc/pgx/v5"
)

// JobTitleNear returns the ranking features of up to n of the newest postings
// shown (not in exclude) whose title holds one of the word sets of subsets
// ("account manager", "key manager", "key account" for "key account manager"):
// the near matches a short page adds after the full ones. Features are
// computed against q.Text, so their text rank reflects the words they lack.
func (s *Store) JobTitleNear(ctx context.Context, q JobQuery, subsets, exclude []string, n int) ([]JobCandidate, error) {
	f := newJobFilter(q)
	subs, excl := f.arg(subsets), f.arg(exclude)
	conds := append([]string{"is_primary", "$1::text <> ''", "NOT (id = ANY(" + excl + "::text[]))",
		`title_search @@ (array_to_string(ARRAY(SELECT '(' || plainto_tsquery('english', jobs_split(s))::text || ')'
			FROM unnest(` + subs + `::text[]) s WHERE numnode(plainto_tsquery('english', jobs_split(s))) > 0), ' | '))::tsquery`},
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
	rows, _ = s.pool.Query(ctx, featuresSQL(&jobFilter{}, 2, false, false, 0, 0), q.Text, ids, append([]string{}, f.local...))
	cands, err := pgx.CollectRows(rows, pgx.RowToStructByName[JobCandidate])
	if err != nil {
		return nil, fmt.Errorf("store: near match features: %w", err)
	}
	for i := range cands {
		cands[i].PostedAt = cands[i].PostedAt.UTC()
	}
	return cands, nil
}
