package store

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/fulltext"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// Search defaults; see JobQuery.
const (
	DefaultJobCandidates = 50
	DefaultJobCountCap   = 1000
)

// JobQuery is a full-text search of the open, de-duplicated postings.
type JobQuery struct {
	// Text is the user's query in web-search syntax: words, "quoted phrases", OR,
	// -excluded, read as the documents are (package fulltext).
	Text string
	// Local and Remote are facet keys (package jobindex): a posting matches with
	// any of them, and is local (ranked as at the place asked) with one of Local.
	// With neither, location does not filter.
	Local  []string
	Remote []string
	// JobType keeps one job_type when set.
	JobType string
	// SalaryMinUSD keeps postings paid in USD whose annual range reaches it.
	// Postings without USD salary data are excluded only when it is set.
	SalaryMinUSD *float64
	// PaidUSD keeps only postings with an annual USD range (hint counts).
	PaidUSD bool
	// Candidates is how many title matches are ranked (DefaultJobCandidates);
	// matches elsewhere add half as many when titles are fewer.
	Candidates int
	// CountCap is the largest total counted exactly (DefaultJobCountCap).
	CountCap int
}

// JobCandidate is a matching posting with the features ranking needs.
type JobCandidate struct {
	ID string `db:"id"`
	// TextRank is ts_rank_cd over the weighted document, normalised to [0, 1)
	// as rank/(rank+1).
	TextRank float64 `db:"text_rank"`
	// TitleCoverage is the share of the query's words found in the title.
	TitleCoverage float64 `db:"title_coverage"`
	// Local reports the posting is at one of the query's places.
	Local    bool      `db:"local"`
	Remote   bool      `db:"remote"`
	PostedAt time.Time `db:"posted_at"`
	// Core reports the words match outside the boilerplate (benefits, "about
	// us", legal notices), which alone make a posting match only weakly.
	Core bool `db:"core"`
	// Demo marks a posting of the demo snapshot.
	Demo bool `db:"demo"`
	// SalaryMinUSD and SalaryMaxUSD are the annual USD range, nil when unknown.
	SalaryMinUSD *float64 `db:"salary_min_usd"`
	SalaryMaxUSD *float64 `db:"salary_max_usd"`
}

// JobMatches are the candidates of a search and how many postings match.
type JobMatches struct {
	// Candidates are the most recent postings whose title matches (up to
	// JobQuery.Candidates) and, when those are fewer, the most recent postings
	// matching anywhere (half as many). When few jobs match they are all counted
	// and the candidates come from that one scan.
	Candidates []JobCandidate
	// Total counts the matches exactly when the planner expects few (at most
	// CountCap for all the words, four times that for any one of them) and there
	// are at most CountCap. Otherwise it is an estimate, never below CountCap+1:
	// the larger of the planner's and of the title matches extrapolated from the
	// newest postings; TotalEstimated is then set.
	Total          int
	TotalEstimated bool
}

// jobFilter accumulates the WHERE clause of a search. Every filter is a facets
// condition, matched inside the GIN indexes with the words.
type jobFilter struct {
	// query is the text read as the documents are (package fulltext); $1 is its
	// tsquery text.
	query fulltext.Query
	args  []any
	conds []string
	// local are the query's place keys, which make a match local.
	local []string
}

func (f *jobFilter) arg(v any) string {
	f.args = append(f.args, v)
	return "$" + strconv.Itoa(len(f.args))
}

// newJobFilter builds the filter of q; $1 is always the query as tsquery text.
func newJobFilter(q JobQuery) *jobFilter {
	f := &jobFilter{query: fulltext.ParseQuery(q.Text)}
	f.arg(f.query.Text)
	anyOf := append(append([]string{}, q.Local...), q.Remote...)
	f.local = append([]string{}, q.Local...)
	placeCond := ""
	if len(anyOf) > 0 {
		placeCond = "facets && " + f.arg(anyOf) + "::text[]"
	}
	if len(anyOf) == 1 {
		f.conds, placeCond = append(f.conds, placeCond), ""
	}
	var allOf []string
	if q.JobType != "" {
		allOf = append(allOf, jobindex.JobTypeFacet(q.JobType))
	}
	if q.PaidUSD {
		allOf = append(allOf, jobindex.PaidUSDFacet)
	}
	exact := true
	if q.SalaryMinUSD != nil {
		var facet string
		facet, exact = jobindex.SalaryFacet(*q.SalaryMinUSD)
		allOf = append(allOf, facet)
	}
	if len(allOf) > 0 {
		f.conds = append(f.conds, "facets @> "+f.arg(allOf)+"::text[]")
	}
	// The GIN index checks conditions in the order written, each only for the
	// postings the ones before let through. A place of several keys comes last:
	// its keys include the remote scopes that admit it ("rs:any" alone is every
	// posting open to anywhere), an OR of long posting lists that is cheaper to
	// test on the few postings a job type left than on every posting with the
	// words ("barista", part time, in Boise: 24 → 20 ms at ten million). One
	// key is one list, no dearer than the others, and stays first ("remote"
	// after a salary step made "data scientist" 3 ms slower).
	if placeCond != "" {
		f.conds = append(f.conds, placeCond)
	}
	if !exact {
		f.conds = append(f.conds, "salary_max_usd >= "+f.arg(*q.SalaryMinUSD))
	}
	return f
}

// countUpperFactor: the count runs only when the planner expects at most
// CountCap matches of all the words and CountCap × countUpperFactor of any one.
const countUpperFactor = 4

// whereAnyWord is where(column) matching any one word of the query, for an
// upper bound of the matches, with its arguments: $1 is that query instead.
func (f *jobFilter) whereAnyWord(column string) (string, []any) {
	args := slices.Clone(f.args)
	args[0] = f.query.AnyWord
	return f.where(column), args
}

// matches is the condition of the query text against column and the filters.
func (f *jobFilter) matches(column string) string {
	return strings.Join(append([]string{column + " @@ $1::tsquery"}, f.conds...), " AND ")
}

// where returns the clause matching the query text against column among the
// postings shown.
func (f *jobFilter) where(column string) string {
	return " WHERE is_primary AND " + f.matches(column)
}

// titleWindow is how many of the newest postings the first probe of a search
// reads, index-only: on a common title word it finds the candidates there without
// touching the table.
const titleWindow = 10000

// windowMinEstimate is the planner's estimate of matches from which the window is
// tried: the window can hold enough title matches only when thousands match.
const windowMinEstimate = 5000

// windowMinTitles is the planner's upper bound of title matches below which the
// window is skipped: it could not hold enough of them.
const windowMinTitles = 1000

// windowHit is a title match among the newest postings.
type windowHit struct {
	ID       string    `db:"id"`
	PostedAt time.Time `db:"posted_at"`
}

// window selects the n most recent title matches among the titleWindow newest
// postings, reading only the recency index.
func (f *jobFilter) window(n int) string {
	conds := append([]string{"title_search @@ $1::tsquery"}, f.conds...)
	return `SELECT id, posted_at FROM (
		SELECT id, posted_at, title_search, facets, salary_max_usd FROM jobs WHERE is_primary
		ORDER BY posted_at DESC, id LIMIT ` + strconv.Itoa(titleWindow) + `) newest
		WHERE ` + strings.Join(conds, " AND ") + " LIMIT " + strconv.Itoa(n)
}

// pool selects the ids of the n most recent matches of the words in column.
// On a common word the planner walks the recency index (index-only for titles);
// on a rare one it reads the GIN index and sorts.
func (f *jobFilter) pool(column string, n int) string {
	return "SELECT id FROM jobs" + f.where(column) + " ORDER BY posted_at DESC, id LIMIT " + strconv.Itoa(n)
}

// anyWalkRows is how many of the newest postings a search's walkPool reads, row
// by row, before it falls back to the GIN index: about 10 ms of heap reads.
const anyWalkRows = 5000

// walkPool selects the most recent matches of pool("search", n), walking the
// newest postings first: it stops at the n-th match, and only when the
// walkRows newest hold fewer than half of n does it read the GIN index (the
// count gates that branch, so it does not run otherwise) for all n, first among
// the days of $daysArg when that is not 0 (recentPool). The GIN index reads
// every match of the words and sorts them by date, tens of milliseconds for two
// common words that go together; these matches anywhere rank below title
// matches, so half of them, the most recent, are enough.
func (f *jobFilter) walkPool(n, walkRows, daysArg int) string {
	limit := strconv.Itoa(n)
	enough := strconv.Itoa((n + 1) / 2)
	short := `(SELECT count(*) FROM walk) < ` + enough
	walk := `walk AS MATERIALIZED (
			SELECT id FROM (SELECT id, posted_at, search, facets, salary_max_usd FROM jobs WHERE is_primary
				ORDER BY posted_at DESC, id LIMIT ` + strconv.Itoa(walkRows) + `) newest
			WHERE ` + f.matches("search") + ` LIMIT ` + limit + `)`
	if daysArg == 0 {
		return `WITH ` + walk + `
		SELECT id FROM walk
		UNION ALL (SELECT id FROM jobs` + f.where("search") + ` AND ` + short + `
			ORDER BY posted_at DESC, id LIMIT ` + limit + `)`
	}
	cte, query := f.tiered("search", " AND "+short, n, daysArg)
	return `WITH ` + walk + `, ` + cte + `
		SELECT id FROM walk
		UNION ALL ` + query
}

// featuresSQL computes the ranking features of the title pool ($idsArg; the place
// keys and the query's words are the next two arguments) and, with anyPool, of
// the n most recent matches
// anywhere (whose filter takes the arguments before $idsArg; without it, $1 is
// the text alone), found by walking the newest postings when walk is set, or
// first among the days of $daysArg when that is not 0.
func featuresSQL(f *jobFilter, idsArg int, anyPool, walk bool, n, daysArg int) string {
	ids := "SELECT unnest($" + strconv.Itoa(idsArg) + "::text[])"
	switch {
	case anyPool && walk:
		ids += " UNION (" + f.walkPool(n, anyWalkRows, daysArg) + ")"
	case anyPool:
		ids += " UNION (" + f.recentPool("search", n, daysArg) + ")"
	}
	local := "j.facets && $" + strconv.Itoa(idsArg+1) + "::text[]"
	return `WITH qw AS (SELECT $` + strconv.Itoa(idsArg+2) + `::text[] AS words)
	SELECT j.id,
		ts_rank_cd(j.search, $1::tsquery, 32)::float8 AS text_rank,
		cardinality(ARRAY(SELECT unnest(tsvector_to_array(j.title_search)) INTERSECT SELECT unnest(qw.words)))::float8
			/ greatest(cardinality(qw.words), 1) AS title_coverage,
		` + local + ` AS local, j.remote, j.posted_at,
		ts_rank_cd('{0,1,1,1}', j.search, $1::tsquery) > 0 AS core,
		starts_with(j.source_key, '` + DemoSourcePrefix + `') AS demo,
		j.salary_min_usd::float8 AS salary_min_usd, j.salary_max_usd::float8 AS salary_max_usd
	FROM jobs j, qw WHERE j.id IN (` + ids + `) ORDER BY j.id`
}

// planJSON scans an EXPLAIN (FORMAT JSON) into its top row estimate.
type planJSON struct{ rows *int }

// Scan implements sql.Scanner.
func (p *planJSON) Scan(src any) error {
	raw, err := planBytes(src)
	if err != nil {
		return err
	}
	var plan []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := json.Unmarshal(raw, &plan); err != nil || len(plan) == 0 {
		return fmt.Errorf("plan: decode: %v", err)
	}
	*p.rows = int(plan[0].Plan.Rows)
	return nil
}

// planWalk scans an EXPLAIN (FORMAT JSON) into whether the plan reads index in
// order (an index scan or an index-only scan of it).
type planWalk struct {
	index string
	walks *bool
}

// Scan implements sql.Scanner.
func (p *planWalk) Scan(src any) error {
	raw, err := planBytes(src)
	if err != nil {
		return err
	}
	type node struct {
		Type  string `json:"Node Type"`
		Index string `json:"Index Name"`
		Plans []node `json:"Plans"`
	}
	var plan []struct {
		Plan node `json:"Plan"`
	}
	if err := json.Unmarshal(raw, &plan); err != nil || len(plan) == 0 {
		return fmt.Errorf("plan: decode: %v", err)
	}
	var walks func(n node) bool
	walks = func(n node) bool {
		if (n.Type == "Index Scan" || n.Type == "Index Only Scan") && n.Index == p.index {
			return true
		}
		return slices.ContainsFunc(n.Plans, walks)
	}
	*p.walks = walks(plan[0].Plan)
	return nil
}

// planBytes is the text of an EXPLAIN (FORMAT JSON) as a scanner receives it.
func planBytes(src any) ([]byte, error) {
	switch v := src.(type) {
	case string:
		return []byte(v), nil
	case []byte:
		return v, nil
	default:
		return nil, fmt.Errorf("plan: unexpected %T", src)
	}
}

// JobResult is a posting shown in search results.
type JobResult struct {
	model.Job
	// Headline is the passage of the description's focus that matched the
	// query (ts_headline, up to two fragments), "" when only the title or the
	// boilerplate did: what a person reads to see why a job came up.
	Headline string
}

// JobResults reads the open postings with these ids, in the order given, with
// the passage that matched text; unknown or closed ids are left out.
func (s *Store) JobResults(ctx context.Context, ids []string, text string) ([]JobResult, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+jobColumns+`,
			CASE WHEN ts_filter(search, '{c}') @@ q THEN ts_headline('english',
				left(jobs_body_part(description_text, boilerplate_spans, false), 2000), q,
				'MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""')
			ELSE '' END
		FROM jobs, CAST($2 AS tsquery) q WHERE id = ANY($1) AND closed_at IS NULL`, ids, fulltext.ParseQuery(text).Text)
	found, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (JobResult, error) {
		var r JobResult
		var err error
		r.Job, err = scanJobWith(row, &r.Headline)
		return r, err
	})
	if err != nil {
		return nil, wrap(err, "get %d jobs", len(ids))
	}
	byID := make(map[string]JobResult, len(found))
	for _, r := range found {
		byID[r.ID] = r
	}
	out := make([]JobResult, 0, len(found))
	for _, id := range ids {
		if r, ok := byID[id]; ok {
			out = append(out, r)
		}
	}
	return out, nil
}
