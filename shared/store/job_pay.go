package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/fulltext"
)

// JobPay is the published USD pay of one open, shown posting, annualised.
type JobPay struct {
	MinUSD   *float64   `db:"min_usd"`
	MaxUSD   *float64   `db:"max_usd"`
	Equity   bool       `db:"equity"`
	Bonus    bool       `db:"bonus"`
	Industry string     `db:"industry"`
	PostedAt *time.Time `db:"posted_at"`
}

// JobPayQuery selects postings for salary benchmarks.
type JobPayQuery struct {
	// Title is matched against job titles with English stemming, every word required.
	Title string
	// State narrows to jobs in that US state (two letters); "" means anywhere.
	State string
	// Remote narrows to remote jobs.
	Remote bool
	Limit  int
}

// JobPayRanges returns the newest open postings whose title matches and whose pay
// is published in USD. It walks the title index, so it stays fast at any size.
func (s *Store) JobPayRanges(ctx context.Context, q JobPayQuery) ([]JobPay, error) {
	if q.Limit <= 0 || q.Limit > 500 {
		q.Limit = 200
	}
	words := fulltext.Plain(q.Title)
	if words == "" {
		return nil, nil
	}
	rows, _ := s.pool.Query(ctx, `SELECT salary_min_usd::float8 AS min_usd, salary_max_usd::float8 AS max_usd, equity, bonus, industry, posted_at
		FROM jobs
		WHERE is_primary AND salary_max_usd IS NOT NULL
		  AND title_search @@ $1::tsquery
		  AND ($2 = '' OR (country = 'US' AND region = $2))
		  AND (NOT $3 OR remote)
		ORDER BY posted_at DESC NULLS LAST, id
		LIMIT $4`, words, q.State, q.Remote, q.Limit)
	pays, err := pgx.CollectRows(rows, pgx.RowToStructByName[JobPay])
	return pays, wrap(err, "job pay ranges for %q", q.Title)
}
