package writing

import (
	"sort"
	"strings"
)

// rankSkills orders the user's skills by relevance while keeping the user's own
// order within each tier (people list their strongest skills first): skills known
// in the family of the role written for, then those known in the current role's
// family, then the rest.
func rankSkills(skills []skill, r, cur *role) []skill {
	if len(skills) < 2 {
		return skills
	}
	tier := func(s skill) int {
		switch {
		case r.fam.known[s.key]:
			return 0
		case cur != nil && cur.fam.known[s.key]:
			return 1
		}
		return 2
	}
	out := append([]skill(nil), skills...)
	sort.SliceStable(out, func(i, j int) bool { return tier(out[i]) < tier(out[j]) })
	return out
}

// roleKeywords returns the role's keywords, then its family's, without those the
// user already lists as skills (the skills are named elsewhere in the text).
func roleKeywords(r *role, skills []skill) []string {
	have := make(map[string]bool, len(skills))
	for _, s := range skills {
		have[s.key] = true
	}
	out := make([]string, 0, 8)
	seen := map[string]bool{}
	for li, list := range [][]string{r.Keywords, r.fam.Keywords} {
		keys := [][]string{r.keywordKeys, r.fam.keywordKeys}[li]
		for i, kw := range list {
			key := keys[i]
			if have[key] || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, kw)
		}
	}
	return out
}

// skillsToAdd lists skills and tools typical of the role that the user does not
// list, most important first: the role's skills, its tools, then its family's.
func skillsToAdd(r *role, skills []skill, limit int) []string {
	have := make(map[string]bool, len(skills))
	for _, s := range skills {
		have[coreKey(s.key)] = true
	}
	out := make([]string, 0, limit)
	lists := [][]string{r.Skills, r.Tools, r.fam.Skills, r.fam.Tools}
	keys := [][]string{r.skillKeys, r.toolKeys, r.fam.skillKeys, r.fam.toolKeys}
	for li, list := range lists {
		for i, s := range list {
			key := coreKey(keys[li][i])
			if have[key] {
				continue
			}
			have[key] = true
			out = append(out, s)
			if len(out) == limit {
				return out
			}
		}
	}
	return out
}

// coreKey drops a vendor prefix so "Excel" and "Microsoft Excel" count as one skill.
func coreKey(key string) string {
	for _, p := range []string{"microsoft ", "ms ", "google ", "adobe "} {
		if rest, ok := strings.CutPrefix(key, p); ok && rest != "" {
			return rest
		}
	}
	return key
}

// inputKeywords returns the user's own skills to name as focus areas: those
// after the first four, which the headline and hook name already, so no skill
// is listed twice in one line.
func inputKeywords(ranked []skill) []string {
	out := make([]string, 0, len(ranked))
	for _, s := range ranked[min(4, len(ranked)):] {
		out = append(out, s.display)
	}
	return out
}

// skillsToAdd lists skills typical of the role written for that the user does
// not list: the knowledge base's first, then O*NET's In Demand and Hot
// technologies of the occupation.
func (b *profileBuilder) skillsToAdd(limit int) []string {
	out := skillsToAdd(b.r, b.req.skills, limit)
	have := map[string]bool{}
	for _, s := range b.req.skills {
		have[coreKey(s.key)] = true
	}
	for _, s := range out {
		have[coreKey(normalize(s))] = true
	}
	for _, t := range typicalTech(b.occ, have, limit) {
		if len(out) >= limit+4 {
			break
		}
		out = append(out, t)
	}
	return out
}
