// Package jobsearch answers search-jobs: it reads the query's location with the
// job index domain (package jobindex), searches the index (package store), ranks
// the matches and returns the spec's job search result with what it understood
// (location_interpretation) and what its filters hid (hidden_by_filters, hint).
//
// Ranking. Every match gets match_score, an integer 0-100:
//
//	score = 45·text + 25·title + 15·location + 15·recency, rounded
//
//	text     ts_rank_cd of the query over the weighted document (title A,
//	         company and department B, the description's focus C, its
//	         boilerplate D; see jobindex.SplitBody), normalised to [0, 1) as
//	         rank/(rank+1)
//	title    share of the query's (stemmed) words that appear in the title, 0-1
//	location 1 when the job is where the query asked (any remote job for
//	         "remote", a job there for a place, every job for "anywhere"); 0.5
//	         for a remote job open to the place asked
//	recency  0.5^(age in days / 14): a posting loses half this part every 14 days
//
// With salary_min, 15 of the 100 points go to how much of the posting's annual
// USD range meets it (1 when its minimum does), the rest scaled to 85.
//
// A relevance floor drops matches whose words are only in the boilerplate
// (benefits, "about us", legal notices) or whose text and title part is below
// RelevanceFloor. Live postings come before the demo snapshot's; then jobs are
// ordered by the unrounded score, then newest first, then job_id, so the order
// is deterministic. The score is computed over candidates (after every filter):
// the C most recently posted jobs whose title matches the query, where C =
// max(50, 2 × max_results), plus, when fewer than C titles match, the C/2 most
// recent jobs matching anywhere. When at most 1,000 jobs match, the candidates
// are the C most recent title matches, then the most recent others, taken from
// all of them. A title match outscores a description-only match by about 35
// points, so on common words the best jobs are recent title matches; reading
// only those keeps a search of "engineer" over a million jobs to a few thousand
// index entries.
//
// Counting. total_results is exact when at most 1,000 jobs match (and Postgres'
// planner expected about that few), less the matches the floor dropped when all
// were ranked. Otherwise it is an estimate, never below 1,001: the larger of the
// planner's estimate for the same words and filters and the number of title
// matches extrapolated from the newest postings (the planner underestimates
// words that go together, like "machine learning"). The response then says
// total_results_estimated: true. Counting a common word exactly would read every
// match.
//
// Location. "remote" (the default) returns remote jobs of any scope; a remote
// phrase ("Remote (US)") the remote jobs open there. A place ("New York",
// "Portland, ME", "Texas", "Germany") returns the jobs there and the remote jobs
// whose scope includes it; the local ones score higher. An ambiguous name
// ("Georgia") searches every reading and lists them with their postings.
// "anywhere" does not filter. A name neither the gazetteer nor any posting knows
// is an invalid-field error on location, with suggestions.
//
// Hidden matches. When a page is not full, each filter (location, job_type,
// salary_min) is counted away once (up to 1,000) and the difference reported, so
// an empty page always says why.
//
// Salary. salary_min keeps jobs paid in USD whose annual range reaches it (the
// posting's maximum, or its only figure, is at least salary_min); hourly, daily and
// monthly pay is annualised. Jobs with no salary data, or paid in another currency,
// are excluded only when salary_min is given.
package jobsearch
