package writing

import (
	"strings"
)

// summary writes the About section: a hook that ends within MaxHook characters,
// the user's skills, their real experience (each sentence one entry's title,
// employer and dates), the direction they want to go, and a call to connect.
// Results stay in the bullets, each beside its own employer: a summary that
// quoted one would repeat a bullet and, placed after another entry's
// sentence, credit it to the wrong employer. Optional parts are dropped,
// least important first, until the text fits MaxSummary.
func (b *profileBuilder) summary() string {
	hook := b.hook()
	if own := b.ownSummary(); own != "" {
		// The person's own words lead; the hook would repeat them.
		hook = own
	}
	skills := b.pickAvoiding("summary.skills", b.ts.Skills, hook)
	exp := b.experienceSentences()
	var next string
	if b.req.target != "" {
		next = b.pickAvoiding("summary.target", b.ts.Target, hook, skills)
	} else {
		next = b.pickAvoiding("summary.focus", b.ts.Focus, hook, skills)
	}
	closing := b.pickAvoiding("summary.closing", b.ts.Closing, hook, skills, next)
	missing := b.missingFacts()

	for {
		text := joinParagraphs(
			joinSentences(hook, skills),
			joinSentences(exp...),
			next,
			missing,
			closing,
		)
		if runeLen(text) <= MaxSummary {
			return text
		}
		switch {
		case len(exp) > 1:
			exp = exp[:len(exp)-1]
		case closing != "":
			closing = ""
		case len(exp) > 0:
			exp = nil
		default:
			return clipSentences(text, MaxSummary)
		}
	}
}

// hook renders the first sentence: the richest template (target, then skills)
// whose text ends within MaxHook characters.
func (b *profileBuilder) hook() string {
	type cand struct {
		text  string
		score int
	}
	var cands []cand
	best := -1
	for _, tpl := range b.ts.Hooks {
		h, ok := b.base.render(tpl)
		if !ok {
			continue
		}
		h = tidy(h)
		if runeLen(h) > MaxHook || !lintOK(h) {
			continue
		}
		c := cand{text: h, score: headlineScore(tpl)}
		best = max(best, c.score)
		cands = append(cands, c)
	}
	var top []string
	for _, c := range cands {
		if c.score == best {
			top = append(top, c.text)
		}
	}
	if len(top) == 0 {
		return upperFirst(withArticle(b.req.title)) + "."
	}
	return top[b.ch.pick("summary.hook", len(top))]
}

// pickRender renders one usable template of list, chosen by the input hash; it
// returns "" when none is usable.
func (b *profileBuilder) pickRender(salt string, list []string, s slots) string {
	n := len(list)
	off := b.ch.pick(salt, n)
	for i := range n {
		if out, ok := s.render(list[(off+i)%n]); ok && lintOK(tidy(out)) {
			return tidy(out)
		}
	}
	return ""
}

// pickAvoiding is pickRender that also rejects a sentence repeating a phrase
// of five words already in prior ("now pursuing Senior Backend Engineer roles"
// twice), trying the other alternatives in turn; with none left it returns "".
func (b *profileBuilder) pickAvoiding(salt string, list []string, prior ...string) string {
	n := len(list)
	off := b.ch.pick(salt, n)
	for i := range n {
		out, ok := b.base.render(list[(off+i)%n])
		if !ok {
			continue
		}
		out = tidy(out)
		if lintOK(out) && repeatedPhrase(append(append([]string{}, prior...), out)...) == "" {
			return out
		}
	}
	return ""
}

// ownSummary is the user's summary, tidied: capitalisation and numbers kept as
// written, cut at a sentence end to leave room for the rest.
func (b *profileBuilder) ownSummary() string {
	s := tidy(b.req.summary)
	if s == "" {
		return ""
	}
	s = upperFirst(s)
	if !strings.ContainsAny(s[len(s)-1:], ".!?") {
		s += "."
	}
	return clipSentences(s, MaxSummary/2)
}

// experienceSentences cites up to three entries, most recent first, with only the
// title, employer and dates the user gave.
func (b *profileBuilder) experienceSentences() []string {
	var out []string
	for _, x := range b.req.exp {
		if len(out) == 3 {
			break
		}
		if x.title == "" || x.company == "" {
			continue
		}
		s := expSlots(x)
		list := b.ts.ExpMore
		switch {
		case len(out) == 0 && x.current:
			list = b.ts.ExpCurrent
		case len(out) == 0:
			list = b.ts.ExpRecent
		}
		if line := b.pickRender("summary.exp", list, s); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// expSlots holds the slots of one experience entry.
func expSlots(x expEntry) slots {
	return slots{
		"exp_title": x.title, "a_exp_title": withArticle(x.title),
		"exp_company": x.company, "exp_dates_paren": datesParen(x.start, x.end),
	}
}

func datesParen(start, end string) string {
	switch {
	case start != "" && end != "":
		return " (" + start + " – " + end + ")"
	case start != "":
		return " (from " + start + ")"
	case end != "":
		return " (until " + end + ")"
	}
	return ""
}

func joinSentences(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " ")
}

func joinParagraphs(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "\n\n")
}

// clipSentences cuts text at the last sentence end that fits in n characters.
func clipSentences(text string, n int) string {
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	cut := string(r[:n])
	if i := strings.LastIndexAny(cut, ".!?"); i > 0 {
		return cut[:i+1]
	}
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		return cut[:i]
	}
	return cut
}

// missingFacts is a marked note naming the facts that would strengthen a
// profile built from little more than a title; "" when the input has
// experience or a summary of its own.
func (b *profileBuilder) missingFacts() string {
	if len(b.req.exp) > 0 || b.req.summary != "" {
		return ""
	}
	want := []string{"your current employer", "the year you started"}
	if len(b.req.achieve) == 0 {
		want = append(want, "two or three results with numbers")
	}
	if len(b.req.skills) == 0 {
		want = append(want, "the tools you use")
	}
	return "[To strengthen this summary, add " + joinList(want) + ".]"
}
