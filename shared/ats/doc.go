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
//   - skills.json: 629 skills with about 1,760 surface forms, across software,
//     data, cloud, devops, product, design, marketing, sales, finance,
//     healthcare, operations, HR, trades and soft skills. Each has a canonical
//     name, aliases and acronyms (AWS ~ Amazon Web Services, k8s ~ Kubernetes,
//     JS ~ JavaScript, CI/CD ~ continuous integration), a category, optional
//     "strict" forms that are also common words ("Go", "Excel", "React": they
//     count only when spelled so and not opening a sentence) and optional
//     "context" words (spoken languages count only near "fluent", "language",
//     ...) and optional "narrower" skills that show a broader one in a resume
//     (Prometheus and Grafana show Observability). Competing products are
//     skills of their own, never aliases (Splunk is not Datadog, Trello not
//     Asana, Xero not QuickBooks): an ATS does not match one for the other.
//     New fails when two skills claim the same alias or a narrower name is
//     not a skill.
//   - sections.json: heading cues of required, preferred, duties, company and
//     boilerplate sections, inline markers ("is a plus", "must have") and
//     boilerplate lines to ignore (EEO, pay, privacy).
//   - roles.json: typical skills of 55 roles, for requests without a job
//     description; unknown titles fall back on their last word ("... engineer")
//     and on the skills named in the title.
//   - verbs.txt, built by ./gen/verbs from O*NET 29.3 and ESCO v1.1.1 (CC BY
//     4.0, PROVENANCE.md): 1,600 English verbs that open task statements and
//     skill labels, with their irregular pasts (each that is no verb of its
//     own followed by its base, so "Troubleshot" shows "troubleshooting"); a
//     bullet opens with an action verb when its first word is one of them in
//     any regular form ("Placed", "Rigged", "Partitioned") and not a weak
//     opener.
//   - categories.json.gz, built by ./gen/categories from O*NET 29.3 (CC BY
//     4.0, PROVENANCE.md): 122 kinds of software ("EHR", "CRM software",
//     "POS systems") and 7,000 product names filed under them, so a resume
//     showing athenahealth is not asked for "EHR".
//   - action_verbs.json (weak openers and number words) and stop_terms.json.
//   - lexicon.json.gz, built by ./gen from O*NET 29.3 and ESCO v1.1.1 (CC BY
//     4.0, PROVENANCE.md): 69,000 names of things postings ask for (O*NET
//     technology and tool examples, ESCO knowledge labels, the objects of ESCO
//     competences: "payroll", "refrigeration cycle"), 1,900 product names, 600
//     verbs duty lines open with, and 2,900 common words.
//
// # Keyword extraction
//
// The description is reduced to text (HTML tags and entities removed, including
// the entity-escaped HTML of board APIs) and read line by line. A short line
// holding a cue opens a section ("Pay and perks" too: one-word cues joined by
// "and"); each line gets a weight w: required 1.0, preferred 0.5, duties and
// unlabelled text 0.75, boilerplate 0. An inline "is a plus" moves a line to
// 0.5; "must"/"required" moves a non-preferred line to 1.0. A boilerplate cue
// (EEO, pay, "accommodation") silences prose but not a listed duty or
// requirement ("Administer FMLA, ADA accommodations and workers' compensation").
// The employer's blurb yields no keyword: lines under a company heading, and,
// when the posting has headings, the prose before the first one; its names
// (the header's capitalised runs, the blurb's subject) are never keywords.
//
// Three kinds of keyword come out, all named as the posting spells them:
//
//   - skill: a skill of skills.json, found longest form first (multi-word
//     forms on Snowball stems, one-word forms on a plural-folded key; a
//     capitalised word is not folded onto another name: "Canvas" is not
//     "Canva"). Keyword.Skill gives the vocabulary's name; Name is the
//     posting's spelling where the mention weighs most, or the vocabulary's
//     name when the posting uses it.
//   - phrase: what a duty or requirement line names that skills.json does not,
//     or names more narrowly ("accounts payable" under Accounting). A line is
//     cut into runs of content words at punctuation, stop words, adverbs, bare
//     numbers and generic words ("experience", "strong"); hyphens join, and a
//     possessive ends a run ("Kirkpatrick's four levels"). A run opening a
//     clause loses its verb (a lexicon verb, an -ing/-ed form of one, or a
//     line's first word ending in -ify/-ize); after a preposition there is no
//     verb ("understanding of print production"); after "Verb and" the next
//     word is a verb too ("Plan and book business travel"); after a bare "and"
//     following a noun, a verb that opens 8+ lexicon terms is a modifier
//     ("benefits administration and open enrollment"). Leading places ("Maine
//     RN license"), qualities ("continuous"), quantities ("two", "40 lb") and
//     trailing generic heads ("experience", "strategies"; "system" and
//     "software" only after a name: "Kronos system", not "design system") go. A run of one to
//     four words is then a code (an acronym or letters with digits: BCMA, 3PL,
//     SOX 404), a proper name (capitalised mid-sentence, not alone a common
//     word: "Cornerstone OnDemand", not "Housekeeping"), a lexicon term, or
//     plain words; one plain word must be a lexicon term or a list item.
//     A lexicon term joined by "of" is read across it ("bill of lading").
//     Inside longer runs the longest lexicon terms, codes with their version
//     ("WCAG 2.1"), a leading name ("Title III compliance" → "Title III") and
//     the run without a leading compound ("Full-cycle accounts payable" →
//     "accounts payable"), a product without its kind ("Toast POS" → "Toast"),
//     the field without the generic thing done in it ("workers' compensation
//     claims" → "workers' compensation") and the thing without a participle
//     ("packaged rooftop units" → "rooftop units") are reported too. The run
//     before "experience" or "skills" is what is asked for ("phlebotomy"). Teammates are not skills: runs
//     after "coordinate with", "report to" and the like are skipped, and
//     neither are destinations after "transport … to". Where a posting lists
//     its duties, a paragraph narrates: from it only names, codes and
//     multi-word lexicon terms count, and only skills written as names
//     ("Snowflake", not "actuarial models" or "dashboards"). A posting whose function words are
//     mostly German, Spanish, French or Portuguese yields skills and codes
//     only: the phrase reader knows English.
//   - term: a salient other word seen at least 3 times in lines of weight
//     >= 0.5.
//
// Whatever their kind, some candidates are never keywords, by principle:
// the employer's own names, places, schedules ("12-hour shifts"), a calendar
// date ("April 15") and a Roman-numeral level alone ("II", "III"; not "IV",
// which alone is intravenous). The rest pass a word tagger (an averaged
// perceptron trained on SkillSpan and the development set, tagger.go) and a
// keyword filter (a logistic regression over traits of the whole candidate,
// filter.go), both built by ./gen/tagger (data/PROVENANCE.md).
//
// A keyword mentioned n times weighs
//
//	weight = base × max(w over its mentions) × (1 + 0.25 × min(n−1, 2))
//
// with base 1 for skills (0.5 soft skills, 0.75 spoken languages), 0.9 codes,
// 0.85 proper names, 0.8 lexicon terms, 0.7 plain words in a list or as a
// verb's object, 0.4 other plain words, 0.35 terms. The 30 best skills, 50 best
// phrases and 10 best terms are kept, ranked by weight, then first position.
// Importance is "required" for max w >= 1, "preferred" for 0.5, else
// "mentioned".
//
// An "A, B or C" list (mentions apart only by commas, slashes and "or") is
// one requirement: its members share the heaviest member's weight equally,
// name each other in AnyOf, and a member the resume lacks is satisfied by one
// it has (SatisfiedBy), neither missing nor matched.
//
// Without a job description (or when it yields fewer than 3 keywords) the
// keywords are the skills named in target_role (weight 1.0) and the matched
// role's typical skills (first half 1.0, rest 0.5); MatchedAgainst says
// "target_role_typical_skills" and a suggestion says so.
//
// # keyword_match_percentage and evidence
//
// A keyword is matched when the resume mentions it anywhere (skills list,
// bullets, titles, summary, education; same matching rules, the skills list
// without the strict-form rules; a phrase's words in order):
//
//	keyword_match_percentage = round(100 × Σ weight × evidence / Σ weight(all))
//
// and 0 when there are no keywords. Keyword.Locations names each field that
// mentions it ("experience[0].bullets[1]", "skills[3]", "summary").
//
// What a keyword earns in the score is its evidence: 1 when a bullet, the
// summary or a job title shows it in use; 0.5 when it is only listed (the
// skills section, or a bullet that is itself a keyword list: at least 6 of the
// posting's keywords and 4 commas, or 4 and 3 commas in a bullet with no action
// verb and no number); 0 when missing. A resume is stuffed when
// it has a keyword-list bullet, when more than 10 skills entries name keywords
// no bullet shows and those keywords are more than twice the ones shown, or
// when 3 or more bullets repeat an earlier one (80% of their words shared);
// then listed keywords earn 0.1, the score loses 5 points (criterion
// "stuffing") and a suggestion says where.
//
//	fit = Σ weight × evidence / Σ weight
//
// # ats_score
//
// The sum of the criteria (Analysis.Breakdown), rounded and clamped to 0..100:
//
//	keyword_coverage  50 × min(1, fit / 0.5): a resume that shows half of
//	                     what a posting weighs, in use, is as strong as
//	                     candidates get
//	sections          12: experience 5, skills 3, education 2, summary 2
//	contact            8: name 2, valid email 3, phone (>= 7 digits) 1.5,
//	                     location or link 1.5
//	dates             10 − 2 per missing/invalid date (YYYY-MM or "Present")
//	                     − 3 per entry ending before it starts − 1 per overlap of
//	                     >= 2 months − 1 per gap of > 6 months; 0 without experience
//	bullets           unique share × (6 × share opening with an action verb
//	                  + 6 × share carrying a number (digit, %, $, €, £, ¥,
//	                  number word)); bullets repeating an earlier one earn nothing
//	length            4 for 150–900 words of summary and bullets (4 × words/150
//	                     below, −4 per 600 words above), + 2.5 × share of roles
//	                     with 2–8 bullets, + 1.5 × share of bullets of 6–40 words
//	stuffing          −5 when stuffed (above)
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
