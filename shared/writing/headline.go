package writing

import (
	"strconv"
	"strings"
)

// headlineCand is one rendered headline and how much of the input it carries.
type headlineCand struct {
	text  string
	score int
}

// headlines returns the headline and three to five alternatives. The headline is
// drawn from the templates that carry the most of the input: target role and
// skills when given, then role keywords. A template that runs over MaxHeadline is
// retried with fewer skills, then skipped.
func (b *profileBuilder) headlines() (string, []string) {
	s := make(slots, len(b.base))
	for k, v := range b.base {
		s[k] = v
	}
	var cands []headlineCand
	for _, tpl := range b.ts.Headlines {
		if h, ok := b.fitHeadline(s, tpl); ok {
			cands = append(cands, headlineCand{text: h, score: headlineScore(tpl)})
		}
	}
	best := 0
	for _, c := range cands {
		best = max(best, c.score)
	}
	var top []int
	for i, c := range cands {
		if c.score == best {
			top = append(top, i)
		}
	}
	headline := b.req.title
	primary := -1
	if len(top) > 0 {
		primary = top[b.ch.pick("headline", len(top))]
		headline = cands[primary].text
	}
	headline = b.withYears(headline)
	alts := make([]string, 0, 5)
	seen := map[string]bool{strings.ToLower(headline): true}
	addAlt := func(h string) {
		if len(alts) < 4 && h != "" && !seen[strings.ToLower(h)] && runeLen(h) <= MaxHeadline {
			seen[strings.ToLower(h)] = true
			alts = append(alts, h)
		}
	}
	if n := len(cands); n > 0 {
		off := b.ch.pick("alternatives", n)
		for i := range n {
			if j := (off + i) % n; j != primary {
				addAlt(cands[j].text)
			}
		}
	}
	for _, h := range b.fallbackHeadlines() {
		if len(alts) >= 3 {
			break
		}
		addAlt(h)
	}
	return headline, alts
}

func (b *profileBuilder) fitHeadline(s slots, tpl string) (string, bool) {
	if !uses(tpl, "skill", "stack") {
		h, ok := s.render(tpl)
		if !ok {
			return "", false
		}
		h = tidy(h)
		return h, runeLen(h) <= MaxHeadline && lintOK(h)
	}
	defer setSkillSlots(s, b.ranked, 4)
	for n := min(4, len(b.ranked)); n >= 1; n-- {
		if n < 4 {
			setSkillSlots(s, b.ranked, n)
		}
		h, ok := s.render(tpl)
		if !ok {
			return "", false
		}
		h = tidy(h)
		if runeLen(h) <= MaxHeadline {
			return h, lintOK(h)
		}
	}
	return "", false
}

// headlineScore ranks a template by the input it carries: target role and skills
// count most, role keywords next.
func headlineScore(tpl string) int {
	score := 0
	if uses(tpl, "target", "a_target") {
		score += 2
	}
	if uses(tpl, "skill", "stack") {
		score += 2
	}
	if uses(tpl, "kw") {
		score++
	}
	return score
}

// fallbackHeadlines are short forms that fit any title, so there are always three
// alternatives even for a maximal title with no skills.
func (b *profileBuilder) fallbackHeadlines() []string {
	t := b.req.title
	out := []string{}
	for _, k := range []string{"kwt1", "kwt2", "kwt3"} {
		if v := b.base[k]; v != "" {
			out = append(out, t+" | "+v)
		}
	}
	// Only the person's own words: a family label ("Operations") is the
	// knowledge base's guess, not something they said.
	if b.req.target != "" {
		out = append(out, t+" | "+b.req.target, t+" | Open to "+b.req.target+" roles")
	}
	if s := b.base["skills_dot"]; s != "" {
		out = append(out, t+" · "+s)
	}
	return append(out, t, t+" | Open to new opportunities", t+" | Open to new roles", t+" | Let's connect")
}

// withYears adds the years of experience the user gave after their title
// ("Registered Nurse (6 yrs)"), when it fits.
func (b *profileBuilder) withYears(h string) string {
	if b.req.years <= 0 {
		return h
	}
	yrs := strconv.FormatFloat(b.req.years, 'f', -1, 64) + " yrs"
	if b.req.years == 1 {
		yrs = "1 yr"
	}
	t := b.req.title
	i := strings.Index(h, t)
	if i < 0 {
		return h
	}
	out := h[:i+len(t)] + " (" + yrs + ")" + h[i+len(t):]
	if runeLen(out) > MaxHeadline {
		return h
	}
	return out
}
