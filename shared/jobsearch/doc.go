// Package jobsearch answers search-jobs: it turns a validated query into a search
// of the job index (package store), ranks the matches and returns the spec's job
// search result.
//
// Ranking. Every match gets match_score, an integer 0-100:
//
//	score = 45·text + 25·title + 15·location + 15·recency, rounded
//
//	text     ts_rank_cd of the query over the weighted document (title A,
//	         company/department/tags B, first 2,000 characters of the description C),
//	         normalised to [0, 1) as rank/(rank+1)
//	title    share of the query's (stemmed) words that appear in the title, 0-1
//	location 1 when the job is where the query asked (remote for "remote", at the
//	         city, state or country otherwise); 0.5 for a remote job when a place was
//	         asked
//	recency  0.5^(age in days / 14): a posting loses half this part every 14 days
//
// Jobs are ordered by the unrounded score, then newest first, then job_id, so the
// order is deterministic. The score is computed over candidates (after every
// filter): the C most recently posted jobs whose title matches the query, where
// C = max(50, 2 × max_results), plus, when fewer than C titles match, the C/2
// most recent jobs matching anywhere. When at most 1,000 jobs match, the
// candidates are the C most recent title matches, then the most recent others,
// taken from all of them. A title match outscores a description-only match by
// about 35 points, so on common words the best jobs are recent title matches;
// reading only those keeps a search of "engineer" over a million jobs to a few
// thousand index entries.
//
// Counting. total_results is exact when at most 1,000 jobs match (and Postgres'
// planner expected about that few). Otherwise it is an estimate, never below
// 1,001: the larger of the planner's estimate for the same words and filters and
// the number of title matches extrapolated from the newest postings (the planner
// underestimates words that go together, like "machine learning"). The response
// then says total_results_estimated: true. Counting a common word exactly would
// read every match.
//
// Location. "remote" (the default) returns remote jobs. A city, state or country
// ("Austin", "San Francisco, CA", "TX", "California", "Germany") returns remote jobs
// plus jobs there; the local ones score higher. A remote phrase naming a place
// ("Remote (US)") is treated as remote.
//
// Salary. salary_min keeps jobs paid in USD whose annual range reaches it (the
// posting's maximum, or its only figure, is at least salary_min); hourly, daily and
// monthly pay is annualised. Jobs with no salary data, or paid in another currency,
// are excluded only when salary_min is given.
package jobsearch
