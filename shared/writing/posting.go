package writing

import (
	"strings"

	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/text"
)

// perkWords are benefits and boilerplate that postings list next to their
// requirements; a letter never cites them as skills.
var perkWords = map[string]bool{
	"dental": true, "vision": true, "medical": true, "401k": true, "401 k": true, "pension": true, "pto": true,
	"paid time off": true, "health insurance": true, "insurance": true, "bonus": true, "equity": true,
	"stock options": true, "tuition reimbursement": true, "parental leave": true, "remote": true, "hybrid": true,
	"visa sponsorship": true, "sponsorship": true, "equal opportunity": true, "eeo": true, "diversity": true,
	"inclusion": true, "benefits": true, "wellness": true, "relocation": true, "commuter": true, "gym": true,
}

// postingRequirements returns what the posting asks for, most important first,
// as the ATS engine reads it: skills, then salient terms, without the company's
// own name, its products named in the company's name, or benefits.
func postingRequirements(jd, company, job string) []string {
	if strings.TrimSpace(jd) == "" {
		return nil
	}
	// The ATS engine's reading of the posting, the one build-resume uses, so
	// a cover letter cites what the keyword match counts.
	a, err := ats.Default()
	if err != nil {
		return nil
	}
	companyToks := map[string]bool{}
	for _, t := range text.Tokens(company) {
		companyToks[t] = true
	}
	// The job's own title ("Registered Nurse" in a nursing ad) is not a
	// requirement to cite either.
	jobKey := " " + normalize(job) + " "
	var out []string
	seen := map[string]bool{}
	for _, k := range a.Keywords(jd) {
		key := normalize(k.Name)
		if key == "" || seen[key] || perkWords[key] || ofCompany(key, companyToks) || strings.Contains(jobKey, " "+key+" ") ||
			strings.Contains(" "+key+" ", jobKey) {
			continue
		}
		if k.Kind != ats.KindSkill {
			continue
		}
		seen[key] = true
		out = append(out, k.Name)
	}
	return out
}

// ofCompany reports whether every word of key is a word of the company's name
// ("Outreach" applying to Outreach is the employer, not a skill).
func ofCompany(key string, companyToks map[string]bool) bool {
	if len(companyToks) == 0 {
		return false
	}
	for _, t := range strings.Fields(key) {
		if !companyToks[t] {
			return false
		}
	}
	return true
}
