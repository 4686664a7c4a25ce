package writing

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

const letterSystemPrompt = `You are an editor who polishes job application cover letters.
Rewrite the draft letter for fluency in the requested tone. Rules:
- Use only the facts in "facts" and "draft". Do not add employers, schools, products, dates, numbers, results, certifications or skills.
- Name the company and the job title exactly as given.
- Keep every phrase of "required_phrases" word for word.
- Between 150 and 400 words, plain text, paragraphs separated by a blank line, ending with the sign-off and the candidate's name.
- Tones: professional = polished and formal; approachable = warm and friendly; thought_leader = opinionated and forward-looking; technical = precise and concrete.
Reply with the letter only.`

func letterPrompt(req *coverReq, lb *letterBuilder, cl *CoverLetter) string {
	type exp struct {
		Title      string   `json:"title"`
		Company    string   `json:"company"`
		Dates      string   `json:"dates,omitempty"`
		Highlights []string `json:"highlights,omitempty"`
	}
	var cited []exp
	for _, c := range lb.cited {
		cited = append(cited, exp{
			Title: c.x.title, Company: c.x.company, Highlights: c.highlights,
			Dates: strings.TrimSpace(strings.Trim(datesParen(c.x.start, c.x.end), " ()")),
		})
	}
	msg := map[string]any{
		"tone": req.tone,
		"facts": map[string]any{
			"candidate": req.name, "job_title": req.job, "company": req.company,
			"matched_skills": cl.MatchedSkills, "experience": cited, "education": req.degree,
		},
		"required_phrases": letterRequired(req, cl),
		"draft":            cl.Text,
	}
	raw, _ := json.MarshalIndent(msg, "", " ")
	return string(raw)
}

// letterRequired is what a rewrite must keep: the company, the job title, the
// candidate's name and the matched skills.
func letterRequired(req *coverReq, cl *CoverLetter) []string {
	return append([]string{req.company, req.job, req.name}, cl.MatchedSkills...)
}

func (e *Engine) rewriteLetter(ctx context.Context, req *coverReq, lb *letterBuilder, cl *CoverLetter) (*CoverLetter, error) {
	reply, reason, err := e.callRewriter(ctx, letterSystemPrompt, letterPrompt(req, lb, cl))
	if err != nil {
		return nil, err
	}
	if reason == "" {
		txt := cleanParagraphs(reply)
		if reason = e.checkLetter(req, cl, txt); reason == "" {
			out := *cl
			out.Text, out.WordCount = txt, wordCount(txt)
			out.Source, out.FallbackReason = SourceLLM, ""
			return &out, nil
		}
	}
	e.logFallback(ctx, "cover_letter", reason)
	cl.FallbackReason = reason
	return cl, nil
}

func (e *Engine) checkLetter(req *coverReq, cl *CoverLetter, txt string) string {
	n := wordCount(txt)
	if n < MinLetterWords || n > MaxLetterWords {
		return fmt.Sprintf("llm letter has %d words (need %d to %d)", n, MinLetterWords, MaxLetterWords)
	}
	if reason := e.checkText(txt, letterRequired(req, cl), req.rawText, cl.Text); reason != "" {
		return reason
	}
	if bad := letterAttribution(req).misattributed(txt); len(bad) > 0 {
		return "llm letter states a fact away from its employer: " + clip(bad[0], 120)
	}
	if bad := e.kb.unsupportedClaims(txt, req.rawText, cl.Text); len(bad) > 0 {
		return "llm letter claims what the input does not say: " + strings.Join(bad, ", ")
	}
	return ""
}
