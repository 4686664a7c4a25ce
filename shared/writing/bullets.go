package writing

import (
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// Bullet counts of the profile.
const (
	MinBullets        = 3
	MaxProfileBullets = 6
)

// bullets returns three to six experience bullets and how many are drafts.
// The user's own facts (experience bullets, achievements) come first, tidied
// with their numbers kept exactly. When there are fewer than three, the rest
// are drafts built on the real tasks of the O*NET occupation, with visible
// [placeholders] for the scope and result only the person knows. Every bullet
// starts with a different verb where the user's own allow it.
func (b *profileBuilder) bullets() ([]string, int) {
	own := b.ownBullets()
	out := make([]string, 0, MaxProfileBullets)
	used := map[string]bool{}
	var repeats []string
	for _, bl := range own {
		if v := firstWord(bl); used[v] {
			repeats = append(repeats, bl)
			continue
		}
		used[firstWord(bl)] = true
		out = append(out, bl)
	}
	// A second bullet with the same verb is still the user's fact: keep it
	// rather than draft, but only when there are too few otherwise.
	for _, bl := range repeats {
		if len(out) >= MinBullets {
			break
		}
		out = append(out, bl)
	}
	if len(out) >= MinBullets {
		return out, 0
	}
	want := 4 - len(out)
	// Drafts describe the work of the person's own occupation, never the
	// target's: a paralegal moving into contracts has not done a contract
	// manager's duties (and must not be drafted a lawyer's). Tasks sharing
	// the target's words come first.
	src := b.curOcc
	var focus []string
	if b.req.target != "" && src != nil {
		for _, w := range text.Tokens(b.req.target) {
			if !text.IsStopWord(w) {
				focus = append(focus, text.Stem(w))
			}
		}
	}
	drafts := draftBullets(src, want, b.ch, used, b.isVerb, focus...)
	if len(drafts) < want {
		// Every verb taken: a repeated verb beats fewer than three bullets.
		drafts = append(drafts, draftBullets(src, want-len(drafts), newChooser(b.req.title, "again"), map[string]bool{}, b.isVerb)...)
	}
	off := b.ch.pick("draft.generic", len(genericDrafts))
	for i := range genericDrafts {
		g := genericDrafts[(off+i)%len(genericDrafts)]
		if len(out)+len(drafts) >= MinBullets {
			break
		}
		if v := firstWord(g); !used[v] {
			used[v] = true
			drafts = append(drafts, g)
		}
	}
	return append(out, drafts...), len(drafts)
}

// genericDrafts are the last resort when neither O*NET nor the knowledge base
// has tasks left: all placeholders, so nothing is claimed.
var genericDrafts = []string{
	"Delivered [what you delivered] for [who it was for], resulting in [measurable result].",
	"Improved [process or result] across [scope], which [result: by how much].",
	"Handled [main duty, in your words] for [how many people, cases or accounts].",
	"Completed [project or task] by [date or deadline], resulting in [measurable result].",
	"Solved [problem] for [who], saving [time or money, with a number].",
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
			all = append(all, scored{text: attribute(bl, x.company), score: sc, order: len(all)})
		}
	}
	for _, bl := range b.req.achieve {
		sc := 1
		if hasDigit(bl) {
			sc += 2
		}
		all = append(all, scored{text: bl, score: sc, order: len(all)})
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

// attribute names the employer a bullet's facts belong to, so a result read
// out of the list (or quoted by a recruiter) is never credited to another
// job: "Cut costs by 12% (Acme Corp)." A bullet that already names it, or an
// entry without an employer, is left as written.
func attribute(bullet, company string) string {
	if company == "" || strings.Contains(strings.ToLower(bullet), strings.ToLower(company)) {
		return bullet
	}
	body := strings.TrimRight(bullet, ".!; ")
	end := bullet[len(body):]
	if strings.TrimSpace(end) == "" {
		end = ""
	}
	if end != "" {
		end = end[:1]
	}
	return body + " (" + company + ")" + end
}

func (b *profileBuilder) isVerb(w string) bool { return b.occSet != nil && b.occSet.IsTaskVerb(w) }
