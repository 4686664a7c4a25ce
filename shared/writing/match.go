package writing

import (
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// RoleMatch says how a job title was read against the knowledge base.
type RoleMatch struct {
	// Family is the role family ID (software, data, healthcare, ...).
	Family string `json:"family"`
	// FamilyLabel is the family's display name.
	FamilyLabel string `json:"family_label"`
	// Role is the knowledge-base title the text was written for.
	Role string `json:"role"`
	// Guessed is true when the title was not a known title or variant.
	Guessed bool `json:"guessed"`
	// Confidence is 1 for a known title and below 0.9 for a guess.
	Confidence float64 `json:"confidence"`
	// Basis says what the match rests on: exact, title_words, skills or fallback.
	Basis string `json:"basis"`

	role *role
}

// The values of RoleMatch.Basis.
const (
	BasisExact      = "exact"
	BasisTitleWords = "title_words"
	BasisSkills     = "skills"
	BasisFallback   = "fallback"
)

// match reads a title, helped by the user's normalised skills when the title alone
// is not enough. It never fails: the last resort is the general fallback role.
func (k *knowledge) match(title string, skillKeys []string) RoleMatch {
	raw := text.Tokens(title)
	if r := k.byName[strings.Join(raw, " ")]; r != nil {
		return k.result(r, false, 1, BasisExact)
	}
	toks := k.dropNoise(raw)
	if r, conf := k.exact(toks); r != nil {
		return k.result(r, false, conf, BasisExact)
	}
	stems := uniq(k.titleStems(toks))
	hits := k.evidenceHits(toks, skillKeys)
	idx, titleScore, conf := k.guess(stems, hits)
	switch {
	case idx < 0:
		return k.result(k.fallback.Roles[0], true, 0, BasisFallback)
	case titleScore > 0:
		return k.result(k.roles[idx], true, conf, BasisTitleWords)
	default:
		return k.result(k.roles[idx], true, conf, BasisSkills)
	}
}

func (k *knowledge) result(r *role, guessed bool, conf float64, basis string) RoleMatch {
	return RoleMatch{
		Family: r.fam.ID, FamilyLabel: r.fam.Label, Role: r.Title,
		Guessed: guessed, Confidence: math.Round(conf*100) / 100, Basis: basis, role: r,
	}
}

func (k *knowledge) dropNoise(toks []string) []string {
	out := toks[:0:0]
	for _, t := range toks {
		if !k.lex.isNoise(t) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return toks
	}
	return out
}

// exact looks the title up as written, then without leading seniority words and
// trailing levels ("Senior Data Analyst II"), then with abbreviations expanded.
func (k *knowledge) exact(toks []string) (*role, float64) {
	if len(toks) == 0 {
		return nil, 0
	}
	if r := k.byName[strings.Join(toks, " ")]; r != nil {
		return r, 1
	}
	ts := toks
	for len(ts) > 1 && k.lex.isSeniority(ts[0]) {
		ts = ts[1:]
		if r := k.byName[strings.Join(ts, " ")]; r != nil {
			return r, 1
		}
	}
	for len(ts) > 1 && k.lex.isLevel(ts[len(ts)-1]) {
		ts = ts[:len(ts)-1]
		if r := k.byName[strings.Join(ts, " ")]; r != nil {
			return r, 1
		}
	}
	expanded := make([]string, 0, len(ts)+2)
	changed := false
	for _, t := range ts {
		if e, ok := k.lex.Expansions[t]; ok {
			expanded = append(expanded, e)
			changed = true
			continue
		}
		expanded = append(expanded, t)
	}
	if changed {
		if r := k.byName[strings.Join(expanded, " ")]; r != nil {
			return r, 0.95
		}
	}
	return nil, 0
}

// evidenceHits weighs, per role, the distinct known skills and tools found among
// the user's skills and the title's own words ("Kubernetes Wrangler"). A term
// counts more for a role that lists it among its most important (1 for the first,
// down to 0.5 from the tenth on), so ties go to the role it defines.
func (k *knowledge) evidenceHits(toks, skillKeys []string) map[int]float64 {
	hits := map[int]float64{}
	seen := map[*term]bool{}
	add := func(key string) {
		t := k.lookupTerm(key)
		if t == nil || seen[t] {
			return
		}
		seen[t] = true
		for _, tr := range t.roles {
			hits[tr.index] += 1 - 0.05*float64(min(tr.rank, 10))
		}
	}
	for _, key := range skillKeys {
		add(key)
	}
	for i, t := range toks {
		if k.lex.isSeniority(t) || text.IsStopWord(t) {
			continue
		}
		add(t)
		if i+1 < len(toks) {
			add(t + " " + toks[i+1])
		}
	}
	return hits
}

// guess scores every role sharing a title word with the query, weighting words by
// rarity (idf) so "Widget" outweighs "Engineer" in the confidence but only known
// words can match. Each role's best name counts: query coverage, name coverage and
// a bonus when the head noun (last word) agrees. Skill evidence adds to the score.
// Ties go to the earlier role, and each family lists its generic role first.
func (k *knowledge) guess(stems []string, hits map[int]float64) (idx int, titleScore, conf float64) {
	qWeight := 0.0
	for _, s := range stems {
		qWeight += k.idfOr(s)
	}
	head := ""
	if len(stems) > 0 {
		head = stems[len(stems)-1]
	}
	type cand struct{ title, qcov, fcov float64 }
	cands := map[int]*cand{}
	for _, s := range stems {
		for _, i := range k.postings[s] {
			if _, ok := cands[i]; !ok {
				cands[i] = &cand{}
			}
		}
	}
	for i, c := range cands {
		for _, name := range k.roles[i].names {
			matched, fw := 0.0, 0.0
			for _, t := range uniq(name) {
				w := k.idfOr(t)
				fw += w
				if contains(stems, t) {
					matched += w
				}
			}
			if matched == 0 {
				continue
			}
			qcov, fcov := matched/qWeight, matched/fw
			score := 0.7*qcov + 0.3*fcov
			if name[len(name)-1] == head {
				score += 0.1
			}
			if score > c.title {
				c.title, c.qcov, c.fcov = score, qcov, fcov
			}
		}
	}
	for i := range hits {
		if _, ok := cands[i]; !ok {
			cands[i] = &cand{}
		}
	}
	idx, best := -1, 0.0
	for i, c := range cands {
		score := c.title + 0.12*math.Min(hits[i], 4)
		if score > best || (score == best && score > 0 && i < idx) {
			idx, best = i, score
		}
	}
	if idx < 0 {
		return -1, 0, 0
	}
	c, h := cands[idx], math.Min(hits[idx], 4)
	if c.title > 0 {
		conf = math.Min(0.89, 0.9*c.qcov*(0.5+0.5*c.fcov)+0.05*h)
	} else {
		conf = math.Min(0.5, 0.1*h)
	}
	return idx, c.title, conf
}

func (k *knowledge) idfOr(stem string) float64 {
	if v, ok := k.idf[stem]; ok {
		return v
	}
	return k.maxIDF
}

func uniq(list []string) []string {
	out := make([]string, 0, len(list))
	for _, s := range list {
		if !contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
