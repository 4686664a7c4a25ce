package writing

import (
	"fmt"
	"strings"
)

// suggestions tells the user what would make the profile stronger, and in
// particular which facts we left out rather than invent.
func (b *profileBuilder) suggestions(drafted int) []string {
	var out []string
	out = append(out, b.matchNote("current_title", b.req.title, b.cur)...)
	if b.tgt != nil {
		out = append(out, b.matchNote("target_role", b.req.target, *b.tgt)...)
	} else if !b.req.targetSame {
		out = append(out, "Set target_role to the job you want next: keywords, skills_to_add and the headline are then tailored to it.")
	}
	switch n := len(b.req.skills); {
	case n == 0:
		out = append(out, "Send the skills you really have (five to ten is a good range): we only name skills you list, so the headline and summary cannot mention any yet.")
	case n < 5:
		out = append(out, "List a few more of your real skills: profiles with five or more skills show up in more searches.")
	}
	if len(b.req.dropped) > 0 {
		out = append(out, fmt.Sprintf("Ignored skills with no letters or digits (emoji or symbols only): %s.", quoteList(b.req.dropped)))
	}
	if len(b.req.dupes) > 0 {
		out = append(out, fmt.Sprintf("Removed duplicate skills: %s.", quoteList(b.req.dupes)))
	}
	if m := b.occMatch; m.LowConfidence {
		out = append(out, fmt.Sprintf("We could not tell which occupation %q is (its closest O*NET title, %q, shares too little of it), so no duties are drafted: send your experience with two or three things you did and their results, or a more common title.", b.roleTitle(), m.MatchedTitle))
	}
	if drafted > 0 {
		which := "The experience bullets are drafts"
		if drafted < b.bulletCount {
			which = "The experience bullets after your own are drafts"
		}
		out = append(out, which+" (draft: true) built from the real tasks of the occupation, not from your history: replace every [bracketed placeholder] with your own scope and a measurable result (how many, how much, how fast), or send experience, achievements and years_experience to have your own facts written up. We never invent numbers, employers or achievements.")
	}
	out = append(out, b.unmeasuredNotes()...)
	out = append(out, "Add the skills from skills_to_add that you genuinely have, then run this again so they appear in the text.")
	return out
}

func (b *profileBuilder) matchNote(field, title string, m RoleMatch) []string {
	switch m.Basis {
	case BasisFallback:
		return []string{fmt.Sprintf("We could not recognise %s %q, so the text uses general professional keywords. Send a common job title (for example \"Data Analyst\" or \"Registered Nurse\") for role-specific keywords.", field, title)}
	case BasisTitleWords, BasisSkills:
		how := "from its words"
		if m.Basis == BasisSkills {
			how = "from your skills"
		}
		return []string{fmt.Sprintf("We guessed that %s %q is closest to %s (%s family) %s. If that is wrong, send a more common title such as %q.", field, title, m.Role, m.FamilyLabel, how, m.Role)}
	}
	return nil
}

// unmeasuredNotes flags the user's own bullets that state no number, so the user
// can add one they can stand behind.
func (b *profileBuilder) unmeasuredNotes() []string {
	var out []string
	for _, x := range b.req.exp {
		for _, bl := range x.bullets {
			if len(out) == 3 {
				return out
			}
			if !hasDigit(bl) {
				out = append(out, fmt.Sprintf("Your bullet %q has no measurable result: add a number you can stand behind (volume, time saved, revenue, team size); we will not make one up.", clip(bl, 80)))
			}
		}
	}
	return out
}

func quoteList(items []string) string {
	q := make([]string, 0, len(items))
	for _, s := range items[:min(len(items), 10)] {
		q = append(q, fmt.Sprintf("%q", clip(s, 40)))
	}
	return strings.Join(q, ", ")
}

// roleTitle is the title the text is written for: the target, else the
// current title.
func (b *profileBuilder) roleTitle() string {
	if b.req.target != "" && b.occMatch.Code != "" && b.occMatch.Code != b.curMatch.Code {
		return b.req.target
	}
	return b.req.title
}
