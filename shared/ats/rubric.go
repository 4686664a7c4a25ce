package ats

import (
	"fmt"
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// Rubric maxima; they sum to 100 (see doc.go).
const (
	maxKeywords = 50.0
	maxSections = 12.0
	maxContact  = 8.0
	maxDates    = 10.0
	maxBullets  = 12.0
	maxLength   = 8.0
)

// fullFit is the evidence-weighted keyword fit that earns every keyword
// point: postings list more than anyone has, and a resume that shows half of
// what a posting weighs in use is as strong as candidates get (see doc.go).
const fullFit = 0.5

// rubric scores every criterion, fills an.Breakdown and returns the total.
func (a *Analyzer) rubric(st *stemmer, r *model.Resume, ix *resumeIndex, ks []Keyword, ev *evidence, an *Analysis, sugs *suggestions) float64 {
	an.Breakdown = []Criterion{
		keywordCriterion(r, ix, ks, ev, an.MatchedAgainst, sugs),
		sectionCriterion(r, sugs),
		contactCriterion(r, sugs),
		dateCriterion(r, sugs),
		a.bulletCriterion(st, r, ix, ev, sugs),
		lengthCriterion(r, ix, sugs),
	}
	if ev.stuffed {
		an.Breakdown = append(an.Breakdown, stuffingCriterion(ev, sugs))
	}
	var total float64
	for _, c := range an.Breakdown {
		total += c.Score
	}
	return total
}

func keywordCriterion(r *model.Resume, ix *resumeIndex, ks []Keyword, ev *evidence, against string, sugs *suggestions) Criterion {
	c := Criterion{Name: "keyword_coverage", Max: maxKeywords, Score: round1(maxKeywords * min(1, ev.fit/fullFit))}
	var total float64
	matched := 0
	for _, k := range ks {
		total += k.Weight
		if k.Matched {
			matched++
		}
	}
	c.Detail = fmt.Sprintf("%d of %d keywords of the %s found in the resume, %d shown in use and %d only listed; evidence-weighted fit %d%% (full marks from %d%%)",
		matched, len(ks), targetName(against), ev.shown, len(ev.listedOnly), int(math.Round(100*ev.fit)), int(100*fullFit))
	if len(ks) == 0 {
		c.Detail = "no keywords to match"
		return c
	}
	where := bestEntry(r, ix, ks)
	var required, other, terms, skillsOnly []string
	var reqW, otherW float64
	for _, k := range ks {
		switch {
		case k.Matched && k.Importance == ImportanceRequired && k.Evidence < evidenceShown:
			skillsOnly = append(skillsOnly, k.Name)
		case k.Matched, k.SatisfiedBy != "": // met by an equivalent or another member of its list
		case k.Kind == KindTerm:
			terms = append(terms, k.Name)
			otherW += k.Weight
		case k.Importance == ImportanceRequired:
			required = append(required, k.Name)
			reqW += k.Weight
		default:
			other = append(other, k.Name)
			otherW += k.Weight
		}
	}
	if len(required) > 0 {
		sugs.addImpact(prioRequiredKeywords, maxKeywords*reqW/total, fmt.Sprintf(
			"Missing required keywords: %s. If you have them, add them to skills and show each in a bullet%s; leave out any you do not have",
			list(required, 6), where))
	}
	if len(other) > 0 {
		sugs.addImpact(prioOtherKeywords, maxKeywords*otherW/total, fmt.Sprintf(
			"Also named in the %s but absent from the resume: %s. Add the ones you have to skills or to a bullet%s", targetName(against), list(other, 6), where))
	}
	if len(terms) > 0 {
		sugs.add(prioOtherKeywords, fmt.Sprintf("The posting repeats %s: use these words in your summary or bullets where they describe your work", list(terms, 5)))
	}
	if len(skillsOnly) > 0 {
		verb := "appear"
		if len(skillsOnly) == 1 {
			verb = "appears"
		}
		sugs.add(prioOtherKeywords, fmt.Sprintf("%s %s only in a list (skills): mention it in a bullet where you used it, since ATS ranking and recruiters weigh skills shown in context and it counts half until then", list(skillsOnly, 4), verb))
	}
	return c
}

// stuffingCriterion takes points off a resume that lists keywords instead of
// showing them, or repeats its bullets, and says where.
func stuffingCriterion(ev *evidence, sugs *suggestions) Criterion {
	var why []string
	if len(ev.listPaths) > 0 {
		why = append(why, "keyword-list bullets at "+strings.Join(ev.listPaths, ", "))
	}
	if overListed(ev) {
		why = append(why, fmt.Sprintf("%d skills entries name %d keywords that no bullet shows, against %d shown in use", ev.listedSkills, len(ev.listedOnly), ev.shown))
	}
	if ev.duplicates >= 3 {
		why = append(why, fmt.Sprintf("%d bullets repeat earlier ones (%s)", ev.duplicates, strings.Join(ev.dupPaths, ", ")))
	}
	sugs.addImpact(prioNote, stuffingPenalty, "stuffing: "+strings.Join(why, "; ")+
		". ATS ranking and recruiters discount keywords that are only listed: keep the skills you have, and show each in a bullet that says what you did with it")
	return Criterion{Name: "stuffing", Max: 0, Score: -stuffingPenalty, Detail: strings.Join(why, "; ") + "; listed keywords count a tenth"}
}

// bestEntry names the experience entry whose title and bullets already match the
// most keyword weight, where missing keywords would fit best.
func bestEntry(r *model.Resume, ix *resumeIndex, ks []Keyword) string {
	best, bestScore := -1, -1.0
	for i := range r.Experience {
		s := relevance(ix.titles[i], ks)
		for _, b := range ix.bullets[i] {
			s += relevance(b, ks)
		}
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	if best < 0 {
		return ""
	}
	return fmt.Sprintf(" (for example under experience[%d], %s)", best, label(r.Experience[best]))
}

func sectionCriterion(r *model.Resume, sugs *suggestions) Criterion {
	c := Criterion{Name: "sections", Max: maxSections}
	var present, missing []string
	check := func(ok bool, name string, pts float64, fix string) {
		if ok {
			c.Score += pts
			present = append(present, name)
			return
		}
		missing = append(missing, name)
		sugs.addImpact(prioSection, pts, fix)
	}
	check(hasExperience(r), "experience", 5, "Add an experience section: ATS parsers look for work history first; give each role a title, company, YYYY-MM dates and 3–6 bullets (internships, freelance and volunteer work count)")
	check(len(nonEmpty(r.Skills)) > 0, "skills", 3, "Add a skills section: list the 8–15 tools and skills you have that the target job names; ATS keyword filters read it first")
	check(hasEducation(r), "education", 2, "Add an education entry (school, degree, field, year): many ATS filters require the section even when the degree is not required")
	check(strings.TrimSpace(r.Summary) != "", "summary", 2, "Add a 2–3 sentence summary naming the target role, your years of experience and 3–4 of the posting's top skills")
	c.Detail = "present: " + orNone(present) + "; missing: " + orNone(missing)
	return c
}

func hasExperience(r *model.Resume) bool {
	for _, e := range r.Experience {
		if e.Title != "" || e.Company != "" || len(nonEmpty(e.Bullets)) > 0 {
			return true
		}
	}
	return false
}

func hasEducation(r *model.Resume) bool {
	for _, e := range r.Education {
		if e.School != "" || e.Degree != "" {
			return true
		}
	}
	return false
}

func contactCriterion(r *model.Resume, sugs *suggestions) Criterion {
	c := Criterion{Name: "contact", Max: maxContact}
	var missing []string
	check := func(ok bool, name string, pts float64, fix string) {
		if ok {
			c.Score += pts
			return
		}
		missing = append(missing, name)
		sugs.addImpact(prioContact, pts, fix)
	}
	check(r.UserName != "", "name", 2, "Add user_name: the full name heads the resume and ATS profiles are keyed on it")
	emailFix := fmt.Sprintf("email %s does not look like an address (name@domain.tld): recruiters reply there", quote(r.Email))
	if r.Email == "" {
		emailFix = "Add an email address: it is how recruiters reply"
	}
	check(validEmail(r.Email), "email", 3, emailFix)
	check(digits(r.Phone) >= 7, "phone", 1.5, "Add a phone number with country code (e.g. +1 415 555 0100): most ATS forms and recruiters expect one")
	check(r.Location != "" || len(nonEmpty(r.Links)) > 0, "location or link", 1.5, "Add a location (city, country) or a LinkedIn/portfolio link: recruiters filter by location and look candidates up")
	c.Detail = "missing: " + orNone(missing)
	return c
}

func validEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	if at <= 0 || at != strings.LastIndexByte(s, '@') || strings.ContainsAny(s, " \t<>,;") {
		return false
	}
	dom := s[at+1:]
	dot := strings.LastIndexByte(dom, '.')
	return dot > 0 && dot < len(dom)-2
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

func targetName(against string) string {
	if against == MatchedJobDescription {
		return "job description"
	}
	return "target role's typical skills"
}

func list(names []string, max int) string {
	if len(names) <= max {
		return strings.Join(names, ", ")
	}
	return strings.Join(names[:max], ", ") + fmt.Sprintf(" and %d more", len(names)-max)
}

func orNone(ss []string) string {
	if len(ss) == 0 {
		return "none"
	}
	return strings.Join(ss, ", ")
}

func round1(f float64) float64 { return math.Round(f*10) / 10 }
