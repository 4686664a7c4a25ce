package writing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Rewriter rewrites draft text for fluency; llm.Client is the production
// implementation, calling an OpenAI-compatible chat-completions endpoint. system
// carries the rules and user carries the facts, the limits and the draft; the
// reply is the rewritten text (JSON for profiles, plain text for letters).
//
// The engine never trusts a rewrite: it returns the rewrite only when the text
// keeps every limit, introduces no number and no capitalised name absent from
// the input and the draft, and still contains every keyword the draft had.
// Otherwise, and on any error or timeout, the deterministic draft is returned with
// Source "deterministic" and FallbackReason saying why.
type Rewriter interface {
	Rewrite(ctx context.Context, system, user string) (string, error)
}

// RewriterFunc adapts a function to Rewriter.
type RewriterFunc func(ctx context.Context, system, user string) (string, error)

// Rewrite calls f.
func (f RewriterFunc) Rewrite(ctx context.Context, system, user string) (string, error) {
	return f(ctx, system, user)
}

// callRewriter runs one bounded rewrite. A non-empty reason means "use the draft";
// err is set only when the caller's own context is done.
func (e *Engine) callRewriter(ctx context.Context, system, user string) (reply, reason string, err error) {
	rctx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()
	reply, rerr := e.rewriter.Rewrite(rctx, system, user)
	switch {
	case ctx.Err() != nil:
		return "", "", contextErr(ctx)
	case errors.Is(rerr, context.DeadlineExceeded) || (rerr != nil && rctx.Err() != nil):
		return "", fmt.Sprintf("llm timed out after %s", e.timeout), nil
	case rerr != nil:
		return "", "llm error: " + clip(rerr.Error(), 200), nil
	case strings.TrimSpace(reply) == "":
		return "", "llm returned no text", nil
	}
	return reply, "", nil
}

// logFallback records a rejected rewrite; the reason holds no user text beyond
// the offending token.
func (e *Engine) logFallback(ctx context.Context, kind, reason string) {
	e.log.WarnContext(ctx, "writing: llm rewrite not used", "kind", kind, "reason", reason)
}

// jsonObject extracts the first JSON object of a model reply, which may be wrapped
// in a code fence or prose.
func jsonObject(reply string, v any) error {
	i := strings.IndexByte(reply, '{')
	j := strings.LastIndexByte(reply, '}')
	if i < 0 || j < i {
		return errors.New("no JSON object in the reply")
	}
	return json.Unmarshal([]byte(reply[i:j+1]), v)
}

// cleanParagraphs cleans model text while keeping paragraph breaks.
func cleanParagraphs(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var paras []string
	for _, p := range strings.Split(s, "\n\n") {
		var lines []string
		for _, l := range strings.Split(p, "\n") {
			if c := cleanText(l); c != "" {
				lines = append(lines, c)
			}
		}
		if len(lines) > 0 {
			paras = append(paras, strings.Join(lines, "\n"))
		}
	}
	return strings.Join(paras, "\n\n")
}

// checkText applies the no-invention checks shared by profiles and letters.
func (e *Engine) checkText(out string, keywords []string, refs ...string) string {
	if strings.ContainsAny(out, "{}") {
		return "llm output has template braces"
	}
	if bad := e.kb.inventedNumbers(out, refs...); len(bad) > 0 {
		return fmt.Sprintf("llm output introduced numbers not in the input: %s", strings.Join(bad, ", "))
	}
	if bad := e.kb.unknownNames(out, e.kb.allowedWords(refs...)); len(bad) > 0 {
		return fmt.Sprintf("llm output introduced names not in the input: %s", strings.Join(bad[:min(5, len(bad))], ", "))
	}
	if bad := e.kb.inventedSkills(out, refs...); len(bad) > 0 {
		return fmt.Sprintf("llm output names skills not in the input: %s", strings.Join(bad[:min(5, len(bad))], ", "))
	}
	if bad := lintText(out); len(bad) > 0 {
		return fmt.Sprintf("llm output breaks the writing rules: %s", strings.Join(bad[:min(5, len(bad))], ", "))
	}
	if miss := missingPhrases(out, keywords); len(miss) > 0 {
		return fmt.Sprintf("llm output dropped keywords: %s", strings.Join(miss[:min(5, len(miss))], ", "))
	}
	return ""
}
