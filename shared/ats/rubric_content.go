package ats

import (
	"fmt"

	"github.com/careerkit/careerkit/shared/model"
)

func dateCriterion(r *model.Resume, sugs *suggestions) Criterion {
	c := Criterion{Name: "dates", Max: maxDates}
	if len(r.Experience) == 0 {
		c.Detail = "no experience entries to date"
		return c
	}
	valid, issues := checkDates(r.Experience)
	cost := 0.0
	for i, is := range issues {
		cost += is.cost
		if i < 2*maxReported {
			sugs.addImpact(prioDates, is.cost, is.message)
		}
	}
	c.Score = round1(max(0, maxDates-cost))
	c.Detail = fmt.Sprintf("%d of %d entries have valid YYYY-MM/Present dates; %d issue(s)", len(valid), len(r.Experience), len(issues))
	return c
}

// bulletCriterion scores the share of bullets opening with an action verb and
// the share carrying a number, half the points each.
//
// Bullets that repeat an earlier one earn nothing.
func (a *Analyzer) bulletCriterion(st *stemmer, r *model.Resume, ix *resumeIndex, ev *evidence, sugs *suggestions) Criterion {
	c := Criterion{Name: "bullets", Max: maxBullets}
	total, verbs, numbers := 0, 0, 0
	var noNumber, noVerb []string
	for i, e := range r.Experience {
		for j, b := range e.Bullets {
			bc := a.verbs.check(st, b, ix.bullets[i][j])
			if bc.words == 0 {
				continue
			}
			total++
			path := fmt.Sprintf("experience[%d].bullets[%d]", i, j)
			if bc.actionVerb {
				verbs++
			} else if len(noVerb) < maxReported {
				why := "does not open with an action verb"
				if bc.weak {
					why = fmt.Sprintf("opens with the weak %q", bc.opener)
				}
				noVerb = append(noVerb, fmt.Sprintf("%s %s %s", path, quote(b), why))
			}
			if bc.quantified {
				numbers++
			} else if len(noNumber) < maxReported {
				noNumber = append(noNumber, path+" "+quote(b))
			}
		}
	}
	if total == 0 {
		c.Detail = "no bullets"
		if hasExperience(r) {
			sugs.addImpact(prioNumbers, maxBullets, "Add 3–6 bullets to each experience entry: an action verb, what you did, and a measurable result (e.g. \"Cut report time 40% by automating the ETL in Python\")")
		}
		return c
	}
	half := maxBullets / 2
	unique := float64(total-ev.duplicates) / float64(total)
	c.Score = round1(unique * (half*float64(verbs)/float64(total) + half*float64(numbers)/float64(total)))
	c.Detail = fmt.Sprintf("%d of %d bullets open with an action verb; %d of %d carry a number", verbs, total, numbers, total)
	if n := total - numbers; n > 0 {
		sugs.addImpact(prioNumbers, half*float64(n)/float64(total), fmt.Sprintf(
			"%d of %d bullets have no measurable result; add a number (%%, $, time saved, users, team size) to: %s", n, total, joinSemi(noNumber)))
	}
	if n := total - verbs; n > 0 {
		sugs.addImpact(prioVerbs, half*float64(n)/float64(total), fmt.Sprintf(
			"%d of %d bullets do not start with an action verb (Led, Built, Reduced, Launched…): %s", n, total, joinSemi(noVerb)))
	}
	return c
}

// Length targets (see doc.go).
const (
	minWords, maxWords             = 150, 900
	minBulletsPerRole, maxPerRole  = 2, 8
	minBulletWords, maxBulletWords = 6, 40
)

// lengthCriterion scores the word count of summary and bullets (4 points), the
// share of roles with 2–8 bullets (2.5) and the share of bullets of 6–40 words (1.5).
func lengthCriterion(r *model.Resume, ix *resumeIndex, sugs *suggestions) Criterion {
	c := Criterion{Name: "length", Max: maxLength}
	words := ix.summary.words
	roles, goodRoles, bullets, goodBullets := 0, 0, 0, 0
	var long []string
	for i, e := range r.Experience {
		n := 0
		for j := range e.Bullets {
			w := ix.bullets[i][j].words
			if w == 0 {
				continue
			}
			n++
			words += w
			bullets++
			if w >= minBulletWords && w <= maxBulletWords {
				goodBullets++
			} else if w > maxBulletWords && len(long) < maxReported {
				long = append(long, fmt.Sprintf("experience[%d].bullets[%d] (%d words)", i, j, w))
			}
		}
		roles++
		if n >= minBulletsPerRole && n <= maxPerRole {
			goodRoles++
		} else if n > maxPerRole {
			sugs.addImpact(prioLength, 0.5, fmt.Sprintf("experience[%d] %s has %d bullets: keep the %d most relevant (see tailoring.bullet_order) so each one gets read", i, label(e), n, maxPerRole))
		}
	}
	var wordPts float64
	switch {
	case words < minWords:
		wordPts = 4 * float64(words) / minWords
		if roles > 0 || words > 0 {
			sugs.addImpact(prioLength, 4-wordPts, fmt.Sprintf("The resume has %d words of summary and bullets; %d–%d read as a complete one-to-two-page resume: describe each role's scope and results", words, minWords, maxWords))
		}
	case words > maxWords:
		wordPts = max(0, 4-4*float64(words-maxWords)/600)
		sugs.addImpact(prioLength, 4-wordPts, fmt.Sprintf("The resume has %d words of summary and bullets; above %d it runs past two pages: cut older roles to 2–3 bullets", words, maxWords))
	default:
		wordPts = 4
	}
	c.Score = wordPts
	if roles > 0 {
		c.Score += 2.5 * float64(goodRoles) / float64(roles)
	}
	if bullets > 0 {
		c.Score += 1.5 * float64(goodBullets) / float64(bullets)
	}
	if len(long) > 0 {
		sugs.addImpact(prioLength, 0.3, "Split or trim bullets over 40 words: "+joinSemi(long))
	}
	c.Score = round1(c.Score)
	c.Detail = fmt.Sprintf("%d words; %d of %d roles have 2–8 bullets; %d of %d bullets are 6–40 words", words, goodRoles, roles, goodBullets, bullets)
	return c
}

func joinSemi(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += "; "
		}
		out += s
	}
	return out
}
