package writing

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

const profileSystemPrompt = `You are an editor who polishes professional-network profiles.
Rewrite the draft for fluency in the requested tone. Rules:
- Use only the facts in "facts" and "draft". Do not add employers, schools, products, dates, numbers, results, certifications or skills.
- Keep every phrase of "required_keywords" word for word.
- headline: at most 220 characters, one line.
- summary: at most 2600 characters, plain text, paragraphs separated by a blank line; the first sentence ends within 270 characters and names the person's current or target title.
- experience_bullets: 3 to 6 bullets, each one sentence starting with an action verb, no bullet symbols.
- Tones: professional = polished and formal; approachable = warm, first person, friendly; thought_leader = opinionated and forward-looking; technical = precise and dense with concrete terms.
Reply with one JSON object and nothing else: {"headline": "...", "summary": "...", "experience_bullets": ["..."]}`

// profilePrompt is the user message: facts, limits and the draft, as JSON so the
// model cannot confuse user text with instructions.
func profilePrompt(req *profileReq, p *Profile) string {
	type exp struct {
		Title   string   `json:"title"`
		Company string   `json:"company"`
		Dates   string   `json:"dates,omitempty"`
		Bullets []string `json:"bullets,omitempty"`
	}
	facts := map[string]any{"current_title": req.title}
	if req.target != "" {
		facts["target_role"] = req.target
	}
	skills := make([]string, len(req.skills))
	for i, s := range req.skills {
		skills[i] = s.display
	}
	facts["skills"] = skills
	var exps []exp
	for _, x := range req.exp {
		exps = append(exps, exp{Title: x.title, Company: x.company, Dates: strings.TrimSpace(strings.Trim(datesParen(x.start, x.end), " ()")), Bullets: x.bullets})
	}
	if len(exps) > 0 {
		facts["experience"] = exps
	}
	msg := map[string]any{
		"tone":              p.Tone,
		"facts":             facts,
		"required_keywords": p.KeywordsIncluded,
		"draft": map[string]any{
			"headline": p.Headline, "summary": p.Summary, "experience_bullets": p.ExperienceBullets,
		},
	}
	raw, _ := json.MarshalIndent(msg, "", " ")
	return string(raw)
}

// rewriteProfile asks the Rewriter to polish p and keeps the result only if every
// check passes.
func (e *Engine) rewriteProfile(ctx context.Context, req *profileReq, p *Profile) (*Profile, error) {
	reply, reason, err := e.callRewriter(ctx, profileSystemPrompt, profilePrompt(req, p))
	if err != nil {
		return nil, err
	}
	if reason == "" {
		var out *Profile
		if out, reason = e.checkProfileRewrite(req, p, reply); reason == "" {
			return out, nil
		}
	}
	e.logFallback(ctx, "profile", reason)
	p.FallbackReason = reason
	return p, nil
}

func (e *Engine) checkProfileRewrite(req *profileReq, p *Profile, reply string) (*Profile, string) {
	var got struct {
		Headline          string   `json:"headline"`
		Summary           string   `json:"summary"`
		ExperienceBullets []string `json:"experience_bullets"`
	}
	if err := jsonObject(reply, &got); err != nil {
		return nil, "llm reply is not the expected JSON: " + clip(err.Error(), 120)
	}
	headline := cleanTitle(got.Headline)
	summary := cleanParagraphs(got.Summary)
	var bullets []string
	for _, b := range got.ExperienceBullets {
		if c := cleanText(b); c != "" {
			bullets = append(bullets, c)
		}
	}
	switch {
	case headline == "" || summary == "":
		return nil, "llm reply has an empty headline or summary"
	case runeLen(headline) > MaxHeadline:
		return nil, fmt.Sprintf("llm headline is %d characters (limit %d)", runeLen(headline), MaxHeadline)
	case runeLen(summary) > MaxSummary:
		return nil, fmt.Sprintf("llm summary is %d characters (limit %d)", runeLen(summary), MaxSummary)
	case len(bullets) < MinBullets || len(bullets) > MaxProfileBullets:
		return nil, fmt.Sprintf("llm wrote %d bullets (need %d to %d)", len(bullets), MinBullets, MaxProfileBullets)
	case !hookNamesTitle(summary, req):
		return nil, "llm summary does not name the title in its first 270 characters"
	}
	for _, b := range bullets {
		if runeLen(b) > MaxBulletLen {
			return nil, fmt.Sprintf("llm bullet is longer than %d characters", MaxBulletLen)
		}
	}
	all := headline + "\n" + summary + "\n" + strings.Join(bullets, "\n")
	draft := p.Headline + "\n" + p.Summary + "\n" + strings.Join(p.ExperienceBullets, "\n")
	if reason := e.checkText(all, p.KeywordsIncluded, req.rawText, draft); reason != "" {
		return nil, reason
	}
	if bad := profileAttribution(req).misattributed(headline, summary, strings.Join(bullets, "\n")); len(bad) > 0 {
		return nil, "llm text states a fact away from its employer: " + clip(bad[0], 120)
	}
	if bad := e.kb.unsupportedClaims(all, req.rawText, draft); len(bad) > 0 {
		return nil, "llm text claims what the input does not say: " + strings.Join(bad, ", ")
	}
	out := *p
	out.Headline, out.Summary, out.ExperienceBullets = headline, summary, bullets
	out.KeywordsIncluded = e.kb.keywordsIn(p.roleFor(e.kb), headline, summary, strings.Join(bullets, "\n"))
	out.Source, out.FallbackReason = SourceLLM, ""
	return &out, ""
}

// hookNamesTitle reports whether the summary's visible part names the current or
// target title.
func hookNamesTitle(summary string, req *profileReq) bool {
	hook := strings.ToLower(string([]rune(summary)[:min(MaxHook, runeLen(summary))]))
	for _, t := range []string{req.title, req.target} {
		if t != "" && strings.Contains(hook, strings.ToLower(t)) {
			return true
		}
	}
	return false
}

// roleFor returns the role the profile was written for.
func (p *Profile) roleFor(kb *knowledge) *role {
	if p.TargetRoleMatch != nil && p.TargetRoleMatch.role != nil {
		return p.TargetRoleMatch.role
	}
	if p.RoleMatch.role != nil {
		return p.RoleMatch.role
	}
	return kb.fallback.Roles[0]
}
