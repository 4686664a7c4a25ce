package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/model"
)

// Search defaults; see JobQuery.
const (
	DefaultJobCandidates = 50
	DefaultJobCountCap   = 1000
	// countProbeFactor: matches are counted exactly only when the planner expects
	// at most CountCap × countProbeFactor of them, so a common word is never counted.
	countProbeFactor = 5
)

// JobQuery is a full-text search of the open, de-duplicated postings.
type JobQuery struct {
	// Text is the user's query in web-search syntax: words, "quoted phrases", OR,
	// -excluded. Words are stemmed with the English dictionary.
	Text string
	// Remote includes remote postings; Places includes postings at any of these
	// keys (PlaceQueryKeys). With neither, location does not filter.
	Remote bool
	Places []string
	// JobType keeps one job_type when set.
	JobType string
	// SalaryMinUSD keeps postings paid in USD whose annual range reaches it.
	// Postings without USD salary data are excluded only when it is set.
	SalaryMinUSD *float64
	// Candidates caps each candidate pool (DefaultJobCandidates).
	Candidates int
	// CountCap is the largest total counted exactly (DefaultJobCountCap).
	CountCap int
}

// JobCandidate is a matching posting with the features ranking needs.
type JobCandidate struct {
	ID string
	// TextRank is ts_rank_cd over the weighted document, normalised to [0, 1)
	// as rank/(rank+1).
	TextRank float64
	// TitleCoverage is the share of the query's words found in the title.
	TitleCoverage float64
	// Local reports the posting is at one of the query's places.
	Local    bool
	Remote   bool
	PostedAt time.Time
}

// JobMatches are the candidates of a search and how many postings match.
type JobMatches struct {
	// Candidates are the most recent postings whose title matches (up to
	// JobQuery.Candidates) and, when those are fewer, the most recent postings
	// matching anywhere (as many again).
	Candidates []JobCandidate
	// Total counts the matches exactly up to CountCap. Beyond it, or when the
	// planner expects more than five times CountCap, it is the planner's estimate
	// (never below CountCap+1) and TotalEstimated is set.
	Total          int
	TotalEstimated bool
}

// jobFilter accumulates the WHERE clause of a search. Every filter is a facets
// condition, matched inside the GIN indexes with the words.
type jobFilter struct {
	args  []any
	conds []string
	// places are the query's place keys, which make a match local.
	places []string
}

func (f *jobFilter) arg(v any) string {
	f.args = append(f.args, v)
	return "$" + strconv.Itoa(len(f.args))
}

// newJobFilter builds the filter of q; $1 is always the query text.
func newJobFilter(q JobQuery) *jobFilter {
	f := &jobFilter{}
	f.arg(q.Text)
	var anyOf []string
	if q.Remote {
		anyOf = append(anyOf, FacetRemote)
	}
	anyOf = append(anyOf, q.Places...)
	f.places = append([]string{}, q.Places...)
	if len(anyOf) > 0 {
		f.conds = append(f.conds, "facets && "+f.arg(anyOf)+"::text[]")
	}
	var allOf []string
	if q.JobType != "" {
		allOf = append(allOf, JobTypeFacet(q.JobType))
	}
	exact := true
	if q.SalaryMinUSD != nil {
		var facet string
		facet, exact = salaryFacet(*q.SalaryMinUSD)
		allOf = append(allOf, facet)
	}
	if len(allOf) > 0 {
		f.conds = append(f.conds, "facets @> "+f.arg(allOf)+"::text[]")
	}
	if !exact {
		f.conds = append(f.conds, "salary_max_usd >= "+f.arg(*q.SalaryMinUSD))
	}
	return f
}

// where returns the clause matching the query text against column.
func (f *jobFilter) where(column string) string {
	conds := append([]string{"is_primary", column + " @@ websearch_to_tsquery('english', $1)"}, f.conds...)
	return " WHERE " + strings.Join(conds, " AND ")
}

// pool selects the ids of the n most recent matches of the words in column.
// On a common word the planner walks the recency index (index-only for titles);
// on a rare one it reads the GIN index and sorts.
func (f *jobFilter) pool(column string, n int) string {
	return "SELECT id FROM jobs" + f.where(column) + " ORDER BY posted_at DESC, id LIMIT " + strconv.Itoa(n)
}

// JobSearch returns the candidates and the match count of q. Ranking them is the
// caller's (package jobsearch); JobsByIDs then reads the winners.
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

func (s *Store) jobSearch(ctx context.Context, q JobQuery) (JobMatches, error) {
	f := newJobFilter(q)
	var m JobMatches
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return m, fmt.Errorf("begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	// First round trip: settings, the planner's estimate of the matches, and the
	// title pool.
	var estimate int
	var titleIDs []string
	b := &pgx.Batch{}
	// JIT compilation costs tens of milliseconds, far more than these plans save;
	// custom plans let the planner see the query's words (a generic plan would
	// treat "engineer" and "haskell" alike).
	b.Queue("SELECT set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)")
	b.Queue("EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs"+f.where("search"), f.args...).QueryRow(func(row pgx.Row) error {
		var err error
		estimate, err = planRows(row)
		return err
	})
	b.Queue(f.pool("title_search", q.Candidates), f.args...).Query(func(rows pgx.Rows) error {
		var err error
		titleIDs, err = pgx.CollectRows(rows, pgx.RowTo[string])
		return err
	})
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return m, err
	}

	// Second round trip: the exact count when it is cheap, and the features of
	// the candidates (adding the pool of matches anywhere when titles were few).
	b = &pgx.Batch{}
	counted := -1
	if estimate <= q.CountCap*countProbeFactor {
		args := append(append([]any{}, f.args...), q.CountCap+1)
		b.Queue("SELECT count(*) FROM (SELECT 1 FROM jobs"+f.where("search")+" LIMIT $"+strconv.Itoa(len(args))+") m",
			args...).QueryRow(func(row pgx.Row) error { return row.Scan(&counted) })
	}
	anyPool := len(titleIDs) < q.Candidates
	fargs := []any{q.Text}
	if anyPool {
		fargs = append([]any{}, f.args...)
	}
	fargs = append(fargs, titleIDs, f.places)
	b.Queue(featuresSQL(f, len(fargs)-1, anyPool, q.Candidates), fargs...).Query(func(rows pgx.Rows) error {
		var err error
		m.Candidates, err = pgx.CollectRows(rows, pgx.RowToStructByPos[JobCandidate])
		return err
	})
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return m, err
	}
	switch {
	case counted >= 0 && counted <= q.CountCap:
		m.Total = counted
	default:
		m.Total, m.TotalEstimated = max(estimate, q.CountCap+1), true
	}
	for i := range m.Candidates {
		m.Candidates[i].PostedAt = m.Candidates[i].PostedAt.UTC()
	}
	return m, tx.Commit(ctx)
}

// featuresSQL computes the ranking features of the title pool ($idsArg; the place
// keys are the next argument) and, with anyPool, of the n most recent matches
// anywhere (whose filter takes the arguments before $idsArg; without it, $1 is
// the text alone).
func featuresSQL(f *jobFilter, idsArg int, anyPool bool, n int) string {
	ids := "SELECT unnest($" + strconv.Itoa(idsArg) + "::text[])"
	if anyPool {
		ids += " UNION (" + f.pool("search", n) + ")"
	}
	local := "j.facets && $" + strconv.Itoa(idsArg+1) + "::text[]"
	return `WITH qw AS (SELECT tsvector_to_array(to_tsvector('english', $1)) AS words)
	SELECT j.id,
		ts_rank_cd(j.search, websearch_to_tsquery('english', $1), 32)::float8,
		cardinality(ARRAY(SELECT unnest(tsvector_to_array(j.title_search)) INTERSECT SELECT unnest(qw.words)))::float8
			/ greatest(cardinality(qw.words), 1),
		` + local + `, j.remote, j.posted_at
	FROM jobs j, qw WHERE j.id IN (` + ids + `) ORDER BY j.id`
}

// planRows reads the top row estimate of an EXPLAIN (FORMAT JSON).
func planRows(row pgx.Row) (int, error) {
	var raw []byte
	if err := row.Scan(&raw); err != nil {
		return 0, fmt.Errorf("estimate: %w", err)
	}
	var plan []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := json.Unmarshal(raw, &plan); err != nil || len(plan) == 0 {
		return 0, fmt.Errorf("estimate: decode plan: %v", err)
	}
	return int(plan[0].Plan.Rows), nil
}

// JobsByIDs returns the open postings with these ids, in the order given; unknown
// or closed ids are left out.
func (s *Store) JobsByIDs(ctx context.Context, ids []string) ([]model.Job, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+jobColumns+" FROM jobs WHERE id = ANY($1) AND closed_at IS NULL", ids)
	jobs, err := pgx.CollectRows(rows, scanJob)
	if err != nil {
		return nil, wrap(err, "get %d jobs", len(ids))
	}
	at := make(map[string]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	out := make([]model.Job, len(ids))
	found := make([]bool, len(ids))
	for _, j := range jobs {
		out[at[j.ID]], found[at[j.ID]] = j, true
	}
	kept := out[:0]
	for i, j := range out {
		if found[i] {
			kept = append(kept, j)
		}
	}
	return kept, nil
}
