package writing

import (
	"sort"
	"strings"
)

// Bullet counts of the profile.
const (
	MinBullets        = 3
	MaxProfileBullets = 6
)

// bullets returns three to six experience bullets and how many were drafted from
// the role (the rest are the user's own, tidied). Drafted bullets are built from a
// task typical of the role, the user's skills and a scope phrase; they carry no
// numbers, employers or results, and Suggestions asks the user to add real ones.
func (b *profileBuilder) bullets() ([]string, int) {
	own := b.ownBullets()
	out := own
	if len(own) >= MinBullets {
		return out, 0
	}
	want := 4 - len(own)
	// Bullets describe work done, so they come from the current role; the target
	// role only shapes keywords. A current title nothing matched borrows the
	// target's tasks rather than the generic ones.
	from := b.cur.role
	if b.cur.Basis == BasisFallback && b.tgt != nil {
		from = b.r
	}
	tasks := from.tasks()
	scopes := from.fam.Scopes
	tOff := b.ch.pick("bullets.task", len(tasks))
	sOff := b.ch.pick("bullets.scope", len(scopes))
	fOff := b.ch.pick("bullets.frame", len(b.ts.Bullets))
	kws := roleKeywords(from, b.req.skills)
	drafted := 0
	for i := 0; drafted < want && i < len(tasks); i++ {
		s := b.bulletSlots(from, kws, tasks[(tOff+i)%len(tasks)], scopes[(sOff+i)%len(scopes)], i)
		n := len(b.ts.Bullets)
		for j := range n {
			frame := b.ts.Bullets[(fOff+i+j)%n]
			if uses(frame, "partners") && sharesWord(s["task"], s["partners"]) {
				continue
			}
			if line, ok := s.render(frame); ok {
				out = append(out, upperFirst(tidy(line)))
				drafted++
				break
			}
		}
	}
	return out, drafted
}

// ownBullets returns the user's bullets, measured results and role-relevant ones
// first, at most MaxProfileBullets.
func (b *profileBuilder) ownBullets() []string {
	type scored struct {
		text  string
		score int
		order int
	}
	var all []scored
	vocab := b.kb.vocabulary(b.r)
	for _, x := range b.req.exp {
		for _, bl := range x.bullets {
			sc := 0
			if hasDigit(bl) {
				sc += 2
			}
			if len(b.kb.phrasesIn(vocab, bl)) > 0 {
				sc++
			}
			all = append(all, scored{text: bl, score: sc, order: len(all)})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].score > all[j].score })
	out := make([]string, 0, MaxProfileBullets)
	seen := map[string]bool{}
	for _, s := range all {
		key := strings.ToLower(s.text)
		if len(out) == MaxProfileBullets || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, s.text)
	}
	return out
}

// bulletSlots fills one drafted bullet. Skills rotate so each bullet names
// different ones; keywords rotate the same way.
func (b *profileBuilder) bulletSlots(from *role, kws []string, task, scope string, i int) slots {
	s := slots{"task": task, "scope": scope, "partners": from.fam.Partners}
	if n := len(kws); n > 0 {
		s["kw"] = kws[i%n]
	}
	if n := len(b.ranked); n > 0 {
		two := []string{b.ranked[(2*i)%n].display}
		if n > 1 {
			two = append(two, b.ranked[(2*i+1)%n].display)
		}
		s["skills2"] = joinList(two)
		stack := make([]string, 0, 3)
		for j := range min(3, n) {
			stack = append(stack, b.ranked[(i+j)%n].display)
		}
		s["stack"] = strings.Join(stack, ", ")
	}
	return s
}

// sharesWord reports whether a and b share a word of five letters or more, so a
// frame does not repeat what the task already says ("with colleagues ... together
// with colleagues").
func sharesWord(a, b string) bool {
	words := strings.Fields(strings.ToLower(b))
	for _, w := range strings.Fields(strings.ToLower(a)) {
		w = strings.Trim(w, ",.;")
		if len(w) >= 5 {
			for _, x := range words {
				if strings.Trim(x, ",.;") == w {
					return true
				}
			}
		}
	}
	return false
}
