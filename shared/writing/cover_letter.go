package writing

import (
	"context"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// CoverLetter is a letter for one application.
type CoverLetter struct {
	// Text is the letter, paragraphs separated by blank lines, signed with the
	// candidate's name. It has MinLetterWords to MaxLetterWords words.
	Text string `json:"text"`
	// WordCount is the number of words of Text.
	WordCount int `json:"word_count"`
	// MatchedSkills are the candidate's skills the letter cites because the job
	// asks for them (or the job's role typically needs them).
	MatchedSkills []string `json:"matched_skills"`
	// CitedExperience lists the experience entries cited, as "Title at Company".
	CitedExperience []string `json:"cited_experience"`
	// JobRoleMatch says how the job title was read.
	JobRoleMatch RoleMatch `json:"job_role_match"`
	// Tone is the tone used.
	Tone Tone `json:"tone"`
	// Suggestions are actions for the candidate (skills the job wants that the
	// resume does not show, missing facts).
	Suggestions []string `json:"suggestions"`
	// Source is "deterministic" or "llm".
	Source string `json:"source"`
	// FallbackReason says why a configured LLM rewrite was not used.
	FallbackReason string `json:"fallback_reason,omitempty"`
}

// Word limits of a cover letter. The floor is low enough that a letter from a
// thin resume reaches it with the person's own facts and sentences that claim
// nothing; it is never padded with claims about how the person works.
const (
	MinLetterWords = 150
	MaxLetterWords = 400
)

// CoverLetter writes a cover letter naming the company and role and citing the
// candidate's matching experience and skills. Invalid input returns an
// *apperr.Error naming the field.
func (e *Engine) CoverLetter(ctx context.Context, in CoverLetterInput) (*CoverLetter, error) {
	if err := contextErr(ctx); err != nil {
		return nil, err
	}
	req, err := e.parseCoverLetter(in)
	if err != nil {
		return nil, err
	}
	cl, lb := e.draftLetter(req)
	if e.rewriter == nil {
		return cl, nil
	}
	return e.rewriteLetter(ctx, req, lb, cl)
}

// letterBuilder holds what the parts of one letter draw on.
type letterBuilder struct {
	kb      *knowledge
	req     *coverReq
	ls      *letterSet
	job     RoleMatch
	ch      chooser
	jdTerms []*foundTerm
	// reqs is what the posting asks for, as the ATS engine reads it, without
	// the company's name and benefits.
	reqs    []string
	matched []string
	missing []string
	cited   []citedEntry
	base    slots
	ranked  []skill // the candidate's skills, most relevant to the job first
	// padLines caches the rendered padding sentences.
	padLines []string
}

// citedEntry is an experience entry the letter cites, with its chosen bullets.
type citedEntry struct {
	x          expEntry
	highlights []string
}

func (e *Engine) draftLetter(req *coverReq) (*CoverLetter, *letterBuilder) {
	kb := e.kb
	lb := &letterBuilder{kb: kb, req: req, ls: &kb.tones[req.tone].Letter}
	if isBritish(req.rawText) {
		lb.ls = &kb.tonesGB[req.tone].Letter
	}
	lb.jdTerms = kb.scanTerms(req.jd)
	lb.reqs = postingRequirements(req.jd, req.company, req.job)
	// The knowledge base's reading stays as evidence for the role match, but
	// never names the company or a benefit.
	companyToks := map[string]bool{}
	for _, t := range text.Tokens(req.company) {
		companyToks[t] = true
	}
	kept := lb.jdTerms[:0]
	for _, f := range lb.jdTerms {
		if !perkWords[f.t.key] && !ofCompany(f.t.key, companyToks) {
			kept = append(kept, f)
		}
	}
	lb.jdTerms = kept
	sort.SliceStable(lb.jdTerms, func(i, j int) bool { return lb.jdTerms[i].count > lb.jdTerms[j].count })
	var evidence []string
	for _, f := range lb.jdTerms {
		if f.t.kind == kindSkill {
			evidence = append(evidence, f.t.key)
		}
	}
	lb.job = kb.match(req.job, evidence)
	lb.ch = newChooser(string(req.tone), normalize(req.job), normalize(req.company), normalize(req.name))
	lb.ranked = rankSkills(req.skills, lb.job.role, nil)
	lb.matched = lb.matchSkills()
	lb.missing = lb.missingTerms()
	lb.cited = lb.citeExperience()
	lb.base = lb.slots()

	text := lb.assemble()
	cl := &CoverLetter{
		Text: text, WordCount: wordCount(text), MatchedSkills: lb.matched,
		JobRoleMatch: lb.job, Tone: req.tone, Source: SourceDeterministic,
		CitedExperience: []string{}, Suggestions: lb.suggestions(),
	}
	for _, c := range lb.cited {
		cl.CitedExperience = append(cl.CitedExperience, c.x.title+" at "+c.x.company)
	}
	return cl, lb
}

func (lb *letterBuilder) slots() slots {
	kws := lb.reqs[:min(3, len(lb.reqs))]
	names := make([]string, 0, 5)
	for _, s := range lb.ranked[:min(5, len(lb.ranked))] {
		names = append(names, s.display)
	}
	return slots{
		"company": lb.req.company, "job": lb.req.job, "a_job": withArticle(lb.req.job),
		"jd_kws": joinList(kws), "matched": joinList(lb.matched), "skills": joinList(names),
		"missing": joinList(lb.missing), "degree_phrase": lb.req.degree,
	}
}

// matchSkills returns the candidate's skills the job asks for: those the
// description names first, in its order of emphasis, then those typical of the
// job's role.
func (lb *letterBuilder) matchSkills() []string {
	jdKeys := map[string]int{}
	for i, r := range lb.reqs {
		if _, ok := jdKeys[normalize(r)]; !ok {
			jdKeys[normalize(r)] = i
		}
	}
	for i, f := range lb.jdTerms {
		if _, ok := jdKeys[f.t.key]; !ok {
			jdKeys[f.t.key] = 100 + i
		}
	}
	roleKeys := map[string]int{}
	r := lb.job.role
	for i, s := range append(append([]string{}, r.Skills...), r.Tools...) {
		if _, ok := roleKeys[normalize(s)]; !ok {
			roleKeys[normalize(s)] = i
		}
	}
	type m struct {
		name string
		rank int
	}
	var found []m
	jdLower := " " + strings.ToLower(lb.req.jd) + " "
	for i, s := range lb.req.skills {
		switch pos, inJD := jdKeys[s.key]; {
		case inJD:
			found = append(found, m{s.display, pos})
		case s.t == nil && len(s.key) > 2 && strings.Contains(jdLower, " "+s.key+" "):
			found = append(found, m{s.display, 500 + i})
		default:
			if pos, ok := roleKeys[s.key]; ok {
				found = append(found, m{s.display, 1000 + pos})
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].rank < found[j].rank })
	out := []string{}
	for _, f := range found[:min(5, len(found))] {
		out = append(out, f.name)
	}
	return out
}

// missingTerms returns up to three skills the description asks for that the
// resume does not show anywhere.
func (lb *letterBuilder) missingTerms() []string {
	if lb.req.jd == "" {
		return nil
	}
	have := map[string]bool{}
	for _, s := range lb.req.skills {
		have[s.key] = true
	}
	var parts []string
	for _, x := range lb.req.exp {
		parts = append(parts, x.title)
		parts = append(parts, x.bullets...)
	}
	parts = append(parts, lb.req.summary)
	for _, f := range lb.kb.scanTerms(strings.Join(parts, "\n")) {
		have[f.t.key] = true
	}
	resume := " " + normalize(strings.Join(parts, " ")) + " "
	var out []string
	for _, r := range lb.reqs {
		if len(out) == 3 {
			break
		}
		key := normalize(r)
		if !have[key] && !strings.Contains(resume, " "+key+" ") {
			out = append(out, r)
		}
	}
	return out
}
