package writing

import (
	"context"
	"strings"

	"github.com/careerkit/careerkit/shared/occupation"
)

// Profile is the optimize-profile result plus fields that explain it.
type Profile struct {
	// Headline is at most MaxHeadline characters and combines the current title,
	// the target role and the top skills when the input has them.
	Headline string `json:"headline"`
	// HeadlineAlternatives holds three to five other headlines, all distinct.
	HeadlineAlternatives []string `json:"headline_alternatives"`
	// Summary is at most MaxSummary characters; its first sentence (the hook) ends
	// within the first MaxHook characters, the part shown before "see more".
	Summary string `json:"summary"`
	// ExperienceBullets holds three to six bullets: action verb, skill, scope.
	ExperienceBullets []string `json:"experience_bullets"`
	// SkillsToAdd lists skills typical of the target role that the input lacks,
	// most important first.
	SkillsToAdd []string `json:"skills_to_add"`
	// KeywordsIncluded lists exactly the role keywords that occur in the headline,
	// summary and bullets.
	KeywordsIncluded []string `json:"keywords_included"`
	// EstimatedProfileStrength is Beginner, Intermediate, Advanced, Expert or
	// All-Star (see the package documentation for the rubric).
	EstimatedProfileStrength string `json:"estimated_profile_strength"`
	// ProfileStrengthScore is the 0-100 rubric score behind the level.
	ProfileStrengthScore int `json:"profile_strength_score"`
	// Tone is the tone used.
	Tone Tone `json:"tone"`
	// RoleMatch says how current_title was read; Guessed is true for unknown titles.
	RoleMatch RoleMatch `json:"role_match"`
	// TargetRoleMatch says how target_role was read, when one was sent.
	TargetRoleMatch *RoleMatch `json:"target_role_match,omitempty"`
	// Occupation is the O*NET 29.3 occupation the text draws on (the target's
	// when one was sent); Guessed is true when it was read from the title's words.
	Occupation *OccupationMatch `json:"occupation,omitempty"`
	// Draft is true when some experience bullets are drafts with [placeholders]
	// for facts only the person knows: fill them in before posting.
	Draft bool `json:"draft"`
	// Suggestions are actions for the user, including the facts we did not invent.
	Suggestions []string `json:"suggestions"`
	// Source is "deterministic" or "llm".
	Source string `json:"source"`
	// FallbackReason says why a configured LLM rewrite was not used.
	FallbackReason string `json:"fallback_reason,omitempty"`
}

// Output limits of the profile network.
const (
	MaxHeadline = 220
	MaxSummary  = 2600
	MaxHook     = 270
)

// The values of Profile.Source and CoverLetter.Source.
const (
	SourceDeterministic = "deterministic"
	SourceLLM           = "llm"
)

// Profile writes a headline, summary and bullets for a professional-network
// profile. Invalid input returns an *apperr.Error naming the field. With a
// Rewriter configured the text may be rewritten for fluency, but only output that
// passes every check is kept (see Rewriter).
func (e *Engine) Profile(ctx context.Context, in ProfileInput) (*Profile, error) {
	if err := contextErr(ctx); err != nil {
		return nil, err
	}
	req, err := e.parseProfile(in)
	if err != nil {
		return nil, err
	}
	p := e.draftProfile(req)
	if e.rewriter == nil {
		return p, nil
	}
	return e.rewriteProfile(ctx, req, p)
}

// profileBuilder holds what every part of one profile draws on.
type profileBuilder struct {
	kb     *knowledge
	req    *profileReq
	ts     *toneSet
	cur    RoleMatch
	tgt    *RoleMatch
	r      *role   // the role the text is written for: target, else current
	ranked []skill // user skills, most relevant to r first
	kws    []string
	ch     chooser
	base   slots
	// bulletCount is the number of bullets written, for the suggestions.
	bulletCount int
	// occ is the O*NET occupation written for (target, else current); curOcc
	// the current title's.
	occ, curOcc *occupation.Occupation
	occMatch    occupation.Match
	// curMatch is the current title's reading, kept for its seniority and
	// confidence.
	curMatch occupation.Match
	reg      register
	occSet   *occupation.Set
}

func (e *Engine) draftProfile(req *profileReq) *Profile {
	kb := e.kb
	keys := skillKeys(req.skills)
	b := &profileBuilder{kb: kb, req: req, ts: kb.tones[req.tone]}
	if req.british {
		b.ts = kb.tonesGB[req.tone]
	}
	b.cur = kb.match(req.title, keys)
	b.r = b.cur.role
	if req.target != "" {
		t := kb.match(req.target, keys)
		b.tgt, b.r = &t, t.role
	}
	b.ranked = rankSkills(req.skills, b.r, b.cur.role)
	b.occSet = e.occ
	b.curOcc, b.occMatch, _ = occupationFor(e.occ, req.title)
	b.curMatch = b.occMatch
	b.occ = b.curOcc
	if req.target != "" {
		o, m, ok := occupationFor(e.occ, req.target)
		if ok || b.occ == nil {
			b.occ, b.occMatch = o, m
		}
	}
	if b.occ != nil {
		b.reg = registerFor(b.occ.Family())
	} else {
		b.reg = registerFor(occupation.FamilyManagement)
	}
	// Keywords the text names come from the input only: a role's typical terms
	// the user did not give are claims and go to skills_to_add.
	b.kws = inputKeywords(b.ranked)
	b.ch = newChooser(string(req.tone), normalize(req.title), normalize(req.target), strings.Join(keys, ","))
	b.base = b.slots()

	p := &Profile{Tone: req.tone, RoleMatch: b.cur, TargetRoleMatch: b.tgt, Source: SourceDeterministic}
	if b.occMatch.Code != "" {
		m := b.occMatch
		p.Occupation = &m
	}
	p.Headline, p.HeadlineAlternatives = b.headlines()
	p.Summary = b.summary()
	bullets, drafted := b.bullets()
	if req.british {
		// Drafts are O*NET's American task statements; the person's own
		// bullets come first and are left as written.
		for i := len(bullets) - drafted; i < len(bullets); i++ {
			bullets[i] = britishise(bullets[i])
		}
	}
	p.ExperienceBullets = bullets
	p.Draft = drafted > 0
	b.bulletCount = len(bullets)
	p.SkillsToAdd = b.skillsToAdd(8)
	p.KeywordsIncluded = kb.keywordsIn(b.r, p.Headline, p.Summary, strings.Join(p.ExperienceBullets, "\n"))
	p.ProfileStrengthScore = b.strength()
	p.EstimatedProfileStrength = strengthLevel(p.ProfileStrengthScore)
	p.Suggestions = b.suggestions(drafted)
	return p
}

// slots returns the values shared by every template of the profile.
func (b *profileBuilder) slots() slots {
	role := b.req.title
	if b.req.target != "" {
		role = b.req.target
	}
	s := slots{
		"current": b.req.title, "a_current": withArticle(b.req.title),
		"target": b.req.target, "a_target": withArticle(b.req.target),
		"role": role, "a_role": withArticle(role),
	}
	for i, kw := range b.kws {
		if i >= 3 {
			break
		}
		n := string(rune('1' + i))
		// Cased as the person typed it: "Nitrous oxide" stays so.
		s["kw"+n] = kw
		s["kwt"+n] = kw
	}
	top := b.kws[:min(3, len(b.kws))]
	s["kws"] = joinList(top)
	s["kwts_dot"] = strings.Join(top, " · ")
	s["tech_label"] = b.reg.label
	s["tech_approach1"], s["tech_approach2"] = b.reg.approach[0], b.reg.approach[1]
	setSkillSlots(s, b.ranked, 4)
	names := make([]string, 0, 8)
	for _, sk := range b.ranked[:min(8, len(b.ranked))] {
		names = append(names, sk.display)
	}
	s["skills_all"] = joinList(names)
	// The hook names the first two skills; the skills sentence the rest, so
	// no skill is said twice.
	s["skills_rest"] = joinList(names[min(2, len(names)):])
	return s
}

// setSkillSlots fills the skill slots from the first n ranked skills, so a long
// headline can be retried with fewer.
func setSkillSlots(s slots, ranked []skill, n int) {
	top := make([]string, 0, n)
	for _, sk := range ranked[:min(n, len(ranked))] {
		top = append(top, sk.display)
	}
	three := top[:min(3, len(top))]
	two := top[:min(2, len(top))]
	s["skill1"], s["skill2"], s["skill3"] = at(top, 0), at(top, 1), at(top, 2)
	s["skills2"] = joinList(two)
	s["skills"] = joinList(three)
	s["skills_pipe"] = strings.Join(three, " | ")
	s["skills_dot"] = strings.Join(three, " · ")
	s["stack"] = strings.Join(top, " / ")
	s["skills_comma"] = strings.Join(top, ", ")
}

func at(list []string, i int) string {
	if i < len(list) {
		return list[i]
	}
	return ""
}

// tidy normalises spacing and punctuation left by template joins: single spaces,
// no space before a closing mark, no doubled period ("Present.." or ",."). A mark
// that starts a word (".NET") and an ellipsis are left alone.
func tidy(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' && i+1 < len(s) && strings.IndexByte(",.;:!?", s[i+1]) >= 0 && (i+2 == len(s) || s[i+2] == ' ') {
			continue
		}
		if c == '.' && len(out) > 0 && (i+1 == len(s) || s[i+1] != '.') {
			switch out[len(out)-1] {
			case '.', '!', '?':
				if len(out) < 2 || out[len(out)-2] != '.' {
					continue
				}
			case ',', ';':
				out[len(out)-1] = '.'
				continue
			}
		}
		out = append(out, c)
	}
	return string(out)
}
