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
// order is deterministic. The score is computed over a candidate set: the 200 most
// recent matches whose title matches and the 200 most recent matches anywhere
// (after every filter). When fewer jobs match than that, every match is ranked.
//
// Counting. total_results is exact up to 1,000 matches. Beyond that it is Postgres'
// planner estimate for the same filters (never below 1,001) and the response says
// total_results_estimated: true.
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
