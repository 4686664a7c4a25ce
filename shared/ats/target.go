package ats

import (
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// target picks the keywords to match: the job description's, or the target
// role's typical skills when there is no usable description.
func (a *Analyzer) target(st *stemmer, r *model.Resume, an *Analysis, sugs *suggestions) []Keyword {
	if strings.TrimSpace(r.JobDescription) != "" {
		ks := a.extract(st, r.JobDescription)
		if len(ks) >= minKeywords {
			an.MatchedAgainst = MatchedJobDescription
			return ks
		}
		sugs.add(prioNote, fmt.Sprintf("job_description has too little recognisable content (%d keywords found): matched against the typical skills of the target role instead; send the full posting text", len(ks)))
	}
	an.MatchedAgainst = MatchedTargetRoleSkills
	ks, profile := a.roleKeywords(st, r.TargetRole)
	an.TargetRoleProfile = profile
	switch {
	case profile != "" && strings.TrimSpace(r.JobDescription) == "":
		sugs.add(prioNote, fmt.Sprintf("No job_description given: keywords were matched against the typical skills of a %s; pass the job posting text as job_description for a targeted match", profile))
	case profile == "" && len(ks) > 0:
		sugs.add(prioNote, "No job_description given and target_role is not a known role: keywords were matched only against the skills named in target_role; pass the job posting text as job_description for a real match")
	case len(ks) == 0:
		sugs.add(prioNote, fmt.Sprintf("No keywords to match: target_role %s is not a known role and names no skill; pass the job posting text as job_description", quote(r.TargetRole)))
	}
	return ks
}

// minKeywords is the fewest keywords a job description must yield to be used.
const minKeywords = 3

// roleKeywords builds keywords from the skills named in the target role title
// (required), then the role's typical skills: the first half required, the rest
// preferred.
func (a *Analyzer) roleKeywords(st *stemmer, targetRole string) ([]Keyword, string) {
	var ks []Keyword
	seen := map[int]bool{}
	addSkill := func(id int, w float64) {
		if seen[id] {
			return
		}
		seen[id] = true
		sk := a.vocab.skills[id]
		ks = append(ks, Keyword{Name: sk.name, Kind: KindSkill, Skill: sk.name, Category: sk.category, Importance: importance(w),
			Weight: round2(w * sk.weight), Count: 1, skill: id, narrower: sk.narrower, first: len(ks)})
	}
	_, toks := a.tokenizeLine(st, targetRole, nil, nil)
	stemTokens(st, toks)
	a.vocab.scan(toks, true, func(h skillHit) { addSkill(h.skill, sectionWeight[kindRequired]) })
	ro, ok := a.roles.find(targetRole)
	if !ok {
		return ks, ""
	}
	half := (len(ro.skills) + 1) / 2
	for i, id := range ro.skills {
		w := sectionWeight[kindRequired]
		if i >= half {
			w = sectionWeight[kindPreferred]
		}
		addSkill(id, w)
	}
	return ks, ro.title
}
