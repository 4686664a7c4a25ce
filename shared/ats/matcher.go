package ats

// skillHit is one mention of a skill: tokens [from, to) of a line.
type skillHit struct {
	skill    int
	from, to int
}

// scan reports the skills mentioned in toks, taking the longest form at each
// position. With lenient set (a resume's skills list, where every entry is meant
// as a skill) the case and context rules of ambiguous forms are skipped.
func (v *vocabulary) scan(toks []token, lenient bool, fn func(skillHit)) {
	for i := 0; i < len(toks); {
		n := v.matchAt(toks, i, lenient, fn)
		if n == 0 {
			n = 1
		}
		i += n
	}
}

func (v *vocabulary) matchAt(toks []token, i int, lenient bool, fn func(skillHit)) int {
	for _, p := range v.byHead[toks[i].stem] {
		n := len(p.stems)
		if i+n <= len(toks) && stemsEqual(p.stems, toks[i:i+n]) && v.accept(p, toks, i, n, lenient) {
			fn(skillHit{skill: p.skill, from: i, to: i + n})
			return n
		}
	}
	if p, ok := v.byLight[toks[i].light]; ok && v.accept(p, toks, i, 1, lenient) && (lenient || !otherName(p, toks[i])) {
		fn(skillHit{skill: p.skill, from: i, to: i + 1})
		return 1
	}
	return 0
}

// accept applies the case and context rules of ambiguous forms, which a lenient
// scan skips.
func (v *vocabulary) accept(p phrase, toks []token, i, n int, lenient bool) bool {
	if lenient {
		return true
	}
	if p.strict != "" && !strictOK(p.strict, toks, i) {
		return false
	}
	ctx := v.skills[p.skill].context
	return ctx == nil || contextOK(ctx, toks, i, i+n)
}

func stemsEqual(stems []string, toks []token) bool {
	for j, s := range stems {
		if toks[j].stem != s {
			return false
		}
	}
	return true
}

// strictOK accepts a common-word form ("Go", "Excel", "React") only when spelled
// exactly so, and not as the opening word of a sentence unless it sits in a list
// or a short line ("Go, Rust and SQL", "- Excel").
func strictOK(form string, toks []token, i int) bool {
	raw := toks[i].raw
	if raw != form && raw != form+"'s" && raw != form+"’s" {
		return false
	}
	t := toks[i]
	if len(form) == 1 && t.after == '-' {
		return false // C-suite, C-level, R-value
	}
	inList := t.after == ',' || t.after == '/' || t.after == ')' || t.after == ';' || t.after == '&' ||
		t.before == ',' || t.before == '(' || t.before == '/'
	if inList || len(toks) <= 3 {
		return true
	}
	opening := i == 0 || t.before == '.' || t.before == '!' || t.before == '?'
	return !opening
}

// contextOK requires one of the skill's context words within five tokens, so
// "German" counts in "fluent German" but not in "German cameras".
func contextOK(ctx map[string]struct{}, toks []token, from, to int) bool {
	lo, hi := max(0, from-5), min(len(toks), to+5)
	for j := lo; j < hi; j++ {
		if j >= from && j < to {
			continue
		}
		if _, ok := ctx[toks[j].text]; ok {
			return true
		}
	}
	return false
}

// otherName reports a capitalised word that only folds onto a one-word form:
// "Canvas" is a product of its own, not the plural of "Canva".
func otherName(p phrase, t token) bool {
	return t.text != p.word && startsUpper(t.raw) && !isUpperWord(t.raw)
}
