// Package writing is the writing engine: professional-network profiles (headline,
// summary, experience bullets) and cover letters for auto-apply.
//
// # Deterministic by default
//
// Without a Rewriter the engine is a pure function of its input: no network, no
// clock, no randomness. Where templates offer alternatives, the choice comes from
// a hash of the normalised input, so the same input always gives the same text
// and different inputs read differently.
//
// # Knowledge base
//
// Two sources. shared/occupation is O*NET 29.3 (tasks, technology skills with
// Hot/In Demand flags, titles, families): drafted bullets are the real tasks of
// the matched occupation, skills_to_add includes its In Demand and Hot
// technologies, and its family sets the register of the technical tone
// (register.go: a stack for software, clinical skills for a nurse, a deal
// toolkit for sales). data/roles/<family>.json is the hand-written layer used
// for title matching (RoleMatch), keyword lists and the strength rubric;
// data/tones.json holds the sentence templates per tone and data/lexicon.json
// the word lists (seniority words, abbreviations, skill aliases).
//
// Titles are matched exactly (ignoring case, seniority words such as "Senior" and
// levels such as "II"), then by abbreviation ("Sr Software Eng"), then guessed from
// their words weighted by rarity, helped by the user's skills ("Senior Widget
// Engineer" reads as Software Engineer). RoleMatch reports the result; Guessed is
// true and Suggestions say so whenever the title was not a known title.
//
// # No invention
//
// The engine writes only facts from the input. Employers, dates, titles, degrees
// and numbers come from the user; the knowledge base contributes only generic
// words about the role (its keywords, typical tasks, skills to add). Concretely:
//
//   - No digit appears in any template, so every number in the output is in the
//     input, except inside knowledge-base term names such as "ISO 9001".
//   - Skills named as the user's are the user's own skills; the role's typical
//     skills appear only in SkillsToAdd.
//   - The headline, alternatives and summary name only skills from the input,
//     cased as given; typical-but-missing skills go to SkillsToAdd.
//   - Drafted bullets (when the input has fewer than three of the user's own
//     bullets and achievements) are O*NET task statements in the past tense with
//     visible [placeholders] for scope and result, and Profile.Draft is set; they
//     name no skill, number or employer. They always come from the person's own
//     occupation (never the target's, so a paralegal is never drafted a lawyer's
//     acts), and none at all when the title is read with low confidence: then
//     the drafts are placeholders only and Suggestions ask for facts. The user's
//     own bullets are kept as written, numbers exactly, except for a weak
//     opening verb ("Responsible for" becomes "Owned"), and name their employer
//     ("Cut costs by 12% (Acme Corp)."), so no result is read as another job's.
//   - The summary names each employer only in that entry's sentence, with its
//     title and dates; results stay in the bullets.
//   - Titles are read by shared/occupation, the matcher salary-research uses.
//   - British input (£, "organise", UK places) gets British spelling in the
//     engine's own words (british.go); the person's words are never respelled.
//   - A lint pass (lint.go) rejects any sentence with a template seam ("using A,
//     B, C", "; focus:", ", for business stakeholders"), a degree missing its
//     period ("B.A in") or a phrase repeated from another sentence, and the next
//     alternative is rendered instead.
//   - A configured Rewriter (an LLM) only rewrites: its output is kept only if it
//     keeps every limit, contains no number and no capitalised word absent from the
//     input and the draft (which is how new employers show up), and still contains
//     every keyword the draft had. Otherwise the draft is returned and
//     FallbackReason says why.
//
// # Limits
//
// Headline at most 220 characters; summary at most 2,600, its first sentence
// ending within the first 270 (what shows before "see more"); three to six
// experience bullets; three to five headline alternatives; cover letters of 150
// to 400 words. Input beyond the documented limits (MaxSkills, MaxTitleLen, ...) is
// rejected with an *apperr.Error naming the field; emoji-only and duplicate
// skills are dropped and reported in Suggestions.
//
// # Profile strength rubric
//
// EstimatedProfileStrength rates what the user gave us, on a 0-100 score
// (ProfileStrengthScore, capped at 100):
//
//   - current title: 15 points if recognised, 8 if guessed from its words, 4 if
//     guessed from the skills, 0 if unrecognised;
//   - target role: 10 / 6 / 3 / 0 on the same scale, 0 when none is sent;
//   - number of skills: 2 points each, up to 20;
//   - relevance: 5 points per skill typical of the role written for, up to 25;
//   - coverage: up to 20 points for the share of the role's ten most important
//     skills and tools the user lists;
//   - evidence: 5 points when experience is given, 5 more when a bullet states a
//     number.
//
// The levels are the network's familiar ones: Beginner (0-29), Intermediate
// (30-49), Advanced (50-69), Expert (70-84) and All-Star (85-100).
package writing
