// Package salary is the salary-research engine behind GET /v1/salary-research:
// public US wage statistics, loaded once into memory, turned into a benchmark for
// a free-text job title, experience level and location. It speaks no HTTP;
// errors are apperr values the API maps to statuses.
//
// # Data
//
// The dataset (data/dataset.json.gz, about 0.9 MB) is compiled into the binary
// and parsed on the first Load (0.2–0.3 s). It is rebuilt from the committed
// public sources in data/source (provenance and licences in
// data/source/PROVENANCE.md) with
//
//	go run ./shared/salary/gen
//
// and a test checks that the rebuild equals the shipped file. Sources: BLS OEWS
// national wages (May 2025; May 2023 and 2024 for history), O*NET alternate and
// reported titles, the SOC 2018 direct-match titles, OFLC prevailing-wage Levels
// I–IV (530 areas × 100 occupations) with the area geography, BEA state Regional
// Price Parities (2023), and BLS ECEC/EBS benefit figures. The curated tables in
// data/source/curated (title synonyms, seniority words, title preferences, the
// management ladder, OEWS aggregate codes, ECEC groups, non-US places, location
// aliases) are data too.
//
// O*NET attribution (CC BY 4.0), shown wherever the titles are used: "This
// product includes information from the O*NET Database by the U.S. Department of
// Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY
// 4.0 license. O*NET® is a trademark of USDOL/ETA." (O*NET 27.0 for the reported
// titles; alternate titles from an unrecorded 29.x–30.x release.) Every Result
// carries it in Sources; Dataset.Attribution returns it.
//
// # Title → occupation
//
// The title is lowercased and split into words (punctuation, emoji dropped; "R.N."
// is "rn"). Abbreviations expand ("RN" → "registered nurse", "ML" → "machine
// learning", "backend" → "back end"; "PM" reads both "product manager" and "project
// manager"). Exact matching compares a bag of singularised content words against
// ~69,000 known titles (O*NET alternate, short and reported titles, SOC
// direct-match titles, O*NET and OEWS occupation titles), trying in order: the
// expanded title, the raw title, then both without seniority words (Senior, Sr,
// Jr, II, III; Staff/Principal/Lead/Head only when the title does not match as
// written, so "Staff Nurse" and "Principal" keep their meaning; "VP of X" and "Head
// of X" read "X manager"), then the main part before a qualifier ("Software
// Engineer, Payments"). When several occupations share the title, each scores
// (sources agreeing + titles of the occupation containing all the query's words,
// at most 25) × √employment, ×4 for a curated preference; confidence is the
// winner's share (×0.95 when normalisation was needed) and the rest are
// alternatives. Below a 0.6 share the match is flagged ambiguous.
//
// Otherwise a fuzzy match scores titles by IDF-weighted token overlap (Porter2
// stems, seniority removed): weighted Dice similarity ≥ 0.35, covering ≥ 50% of
// the query's weight, and containing the query's last word unless covering ≥ 75%.
// Unknown words weigh half the rarest known word. Scores are nudged by
// employment (×1.0 at 1,000 workers to ×1.2 at 10 million); confidence is
// 0.85 × similarity × share among near-ties. Nothing found: NotFound
// "unknown_job_title" with up to five suggestions (spelling-corrected first).
// Titles of occupations OEWS does not survey (military, fishing and hunting) give
// NotFound "no_wage_data".
//
// That reading is then reconciled with the shared title matcher
// (shared/occupation, which optimize-profile and cover letters use): when the
// shared matcher is confident and names another occupation, its occupation is
// the answer (method "shared_match", or the override's), and the salary index's
// reading the first alternative, so every service reads a title alike
// (title_agree.go). The curated overrides live in shared/occupation too.
//
// # Figures and experience levels
//
// All figures are annual USD at percentiles of the occupation's distribution,
// interpolated linearly between OEWS p10, p25, p50, p75 and p90 and rounded to
// $10. Without a level, salary_low/median_salary/salary_high are p25/p50/p75, so
// national figures are the published OEWS values (Registered Nurses: 80,330 /
// 97,550 / 112,350 for May 2025). experience_level (or, when absent, the title's
// seniority words) positions them:
//
//	entry      p17 / p21   / p25   of the occupation   (OFLC Level I ≈ p17)
//	mid        p34 / p42   / p50   of the occupation   (Levels II–III)
//	senior     p67 / p71   / p75   of the occupation   (Level IV ≈ p67)
//	lead       p75 / p82.5 / p90   of the occupation
//	director   p50 / p75   / p90   of its management occupation (curated ladder:
//	                               software → Computer and Information Systems
//	                               Managers, nursing → Medical and Health Services
//	                               Managers...); a management occupation's own
//	                               p75 / p82.5 / p90
//	vp         p50 / p62.5 / p75   of Chief Executives (11-1011)
//	executive  p75 / p82.5 / p90   of Chief Executives
//
// Levels are computed bottom-up and each figure is floored at the level below
// (Experience.Floored), so the ladder is monotonic for every occupation and
// location even where a manager occupation pays less than the occupation's top
// (physicians).
//
// # Location
//
// "" is national; "US", "USA", "nationwide" likewise; "remote" is national with a
// note. US places resolve to an OEWS/OFLC area through the principal cities in
// area names and the county list ("San Francisco, CA", "Austin TX", "Travis
// County, TX", "NYC", "Bay Area"), or to a state ("CA", "California"). Then, per
// occupation:
//
//   - area and occupation in the OFLC table: the area's own Levels I–IV placed at
//     p17/p34/p50/p67, aged from May 2024 to the OEWS vintage by the occupation's
//     national median change; outside p17–p67 the national shape is scaled to
//     meet the nearest level (adjustment "prevailing_wage_area");
//   - otherwise the state's BEA all-items Regional Price Parity times the national
//     figures, labelled a price-level adjustment, not a wage index
//     ("state_price_parity");
//   - otherwise national figures with flag "national_fallback" (Puerto Rico, Guam).
//
// A city not in any area name falls back to its state with a note. A non-US place
// ("London, UK", "Toronto", "Germany", "Berlin, DE") is rejected: apperr Invalid on
// field "location", detail reason "non_us_location"; the figures are never
// presented as local to another country. Ambiguous places ("Springfield",
// "Portland") and unknown ones are Invalid too, with candidates or examples.
// A bare name that is both a state and a city ("New York", "Washington") is the
// state, with a note.
//
// # Postings, bonus, equity, total compensation, benefits
//
// With a PostingSource (the job index), postings of the same occupation and place
// whose annualised range is plausible are read at the same percentiles as the
// survey (percentiles of their range midpoints). With n ≥ 5 they blend in:
// figure = (1−w)·survey + w·postings, w = min(0.5, n/(n+20)); director, vp and
// executive are not blended. data_samples is n when blended, else 0; the survey's
// estimated employment is estimated_employment and is never called samples.
// industry filters postings by company industry (substring match either way);
// Result.Industry says whether that could be applied (OEWS here is
// cross-industry).
//
// bonus_median: with ≥ 5 postings stating a bonus/OTE share, their median and
// bonus_range "p25%–p75%"; otherwise the ECEC supplemental-pay cost (overtime,
// shift, nonproduction bonuses) as a percent of wages for the occupation's ECEC
// group, with bonus_range "not available". equity_common: true when ≥ 1/3 of ≥ 5
// postings mention equity; with fewer postings false and FieldSources.Equity
// "no_data". total_compensation_median = median_salary × the group's ECEC total
// compensation / wages ratio (base plus employer-paid benefits).
// benefits_highlights: ECEC benefit cost shares for the group and EBS access rates
// for private industry. Every group of fields names its sources in
// Result.FieldSources ("no_data" when nothing backs it); last_updated is the OEWS
// reference month of the figures as a timestamp ("2025-05-01T00:00:00Z").
//
// # Input limits
//
// job_title: 2–120 characters with at least one letter; experience_level: one of
// ExperienceLevels, case-insensitive; location and industry: at most 100
// characters. Violations are apperr Invalid naming the field.
package salary
