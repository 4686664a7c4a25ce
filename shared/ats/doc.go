// Package ats is the ATS analysis engine behind POST /v1/build-resume: it extracts
// the keywords of a job description, matches them against a resume, scores the
// resume on a documented rubric, writes actionable suggestions, estimates
// interviews and proposes an honest tailoring order. It is pure Go, speaks no
// HTTP and is deterministic: the same input always gives the same Analysis for a
// given AlgorithmVersion (no clock, no randomness, sorted output).
//
// # Data
//
// The vocabulary is data, embedded from data/ and easy to extend:
//
//   - skills.json: 511 skills with about 1,750 surface forms, across software,
//     data, cloud, devops, product, design, marketing, sales, finance,
//     healthcare, operations, HR, trades and soft skills. Each has a canonical
//     name, aliases and acronyms (AWS ~ Amazon Web Services, k8s ~ Kubernetes,
//     JS ~ JavaScript, CI/CD ~ continuous integration), a category, optional
//     "strict" forms that are also common words ("Go", "Excel", "React": they
//     count only when spelled so and not opening a sentence) and optional
//     "context" words (spoken languages count only near "fluent", "language",
//     ...). New fails when two skills claim the same alias.
//   - sections.json: heading cues of required, preferred, duties, company and
//     boilerplate sections, inline markers ("is a plus", "must have") and
//     boilerplate lines to ignore (EEO, pay, privacy).
//   - roles.json: typical skills of 55 roles, for requests without a job
//     description; unknown titles fall back on their last word ("... engineer")
//     and on the skills named in the title.
//   - action_verbs.json and stop_terms.json.
//
// # Keyword extraction
//
// The description is reduced to text (HTML tags and entities removed, including
// the entity-escaped HTML of board APIs) and read line by line. A short line
// holding a cue opens a section; each line gets a weight w: required 1.0,
// preferred 0.5, duties and unlabelled text 0.75, company blurb 0.25,
// boilerplate 0. An inline "is a plus" moves a line to 0.5; "must"/"required"
// moves a non-preferred line to 1.0.
//
// Skills are found longest form first: multi-word forms match on Snowball stems
// ("data pipelines" ~ "data pipeline"), one-word forms on a plural-folded key. A
// skill mentioned n times weighs
//
//	weight = category_weight × max(w over its mentions) × (1 + 0.25 × min(n−1, 2))
//
// with category_weight 0.5 for soft skills, 0.75 for spoken languages, else 1.
// Salient terms are other words (not stop words or stop terms, letters only, at
// least three letters, not proper nouns) seen at least 3 times in lines of weight
// >= 0.5, weighing 0.35 × the same product. The 30 best skills and 10 best terms
// are kept, ranked by weight, then first position. Importance is "required" for
// max w >= 1, "preferred" for 0.5, else "mentioned".
//
// Without a job description (or when it yields fewer than 3 keywords) the
// keywords are the skills named in target_role (weight 1.0) and the matched
// role's typical skills (first half 1.0, rest 0.5); MatchedAgainst says
// "target_role_typical_skills" and a suggestion says so.
//
// # keyword_match_percentage
//
// A keyword is matched when the resume mentions it anywhere (skills list,
// bullets, titles, summary, education; same matching rules, the skills list
// without the strict-form rules):
//
//	keyword_match_percentage = round(100 × Σ weight(matched) / Σ weight(all))
//
// and 0 when there are no keywords.
//
// # ats_score
//
// The sum of six criteria (Analysis.Breakdown), rounded and clamped to 0..100:
//
//	keyword_coverage  40 × Σ weight(matched) / Σ weight(all)
//	sections          15: experience 6, skills 4, education 3, summary 2
//	contact           10: name 2, valid email 4, phone (>= 7 digits) 2, location or link 2
//	dates             10 − 2 per missing/invalid date (YYYY-MM or "Present")
//	                     − 3 per entry ending before it starts − 1 per overlap of
//	                     >= 2 months − 1 per gap of > 6 months; 0 without experience
//	bullets           7.5 × share opening with an action verb
//	                  + 7.5 × share carrying a number (digit, %, $, €, £, ¥, number word)
//	length            5 for 150–900 words of summary and bullets (5 × words/150
//	                     below, −5 per 600 words above), + 3 × share of roles with
//	                     2–8 bullets, + 2 × share of bullets of 6–40 words
//
// ApplyParseCheck adds a pdf_parse penalty from reading the rendered PDF back:
// 30 if garbled, 25 × (1 − mean section recall), 5 each for sections out of
// order, contact details not found, dates not found.
//
// # estimated_interviews
//
// Interviews expected from 20 applications, from a logistic callback rate:
//
//	p(score) = 0.25 / (1 + e^(−(score − 70) / 8))
//	estimated_interviews = round(20 × p(ats_score))
//
// so 0 for scores below 53, 1 for 53–63, 2 for 64–69, 3 for 70–76, 4 for 77–87
// and 5 from 88.
// The curve is a documented model, not a measurement; it moves with
// AlgorithmVersion.
//
// # Tailoring
//
// Tailoring.BulletOrder and SkillOrder reorder what the candidate wrote, by the
// summed weight of the keywords each bullet or skill mentions (stable for ties).
// Nothing is added or reworded.
package ats
