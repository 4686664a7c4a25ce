package ats

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// role is a target role and its typical skills, most important first.
type role struct {
	title  string
	skills []int
}

// roleBook finds the typical skills of a target_role (data/roles.json).
type roleBook struct {
	roles    []role
	byPhrase map[string]int // normalised title or alias → role
	maxWords int
	byWord   map[string]int // fallback by the title's last word
}

// seniorityWords are dropped from a target_role before looking it up.
var seniorityWords = map[string]bool{"senior": true, "sr": true, "junior": true, "jr": true,
	"staff": true, "principal": true, "intern": true, "internship": true, "entry": true, "level": true,
	"mid": true, "i": true, "ii": true, "iii": true, "iv": true, "trainee": true, "graduate": true,
	"remote": true, "contract": true, "freelance": true}

func loadRoles(v *vocabulary, st *stemmer) (*roleBook, error) {
	raw, err := dataFS.ReadFile("data/roles.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read roles: %w", err)
	}
	var f struct {
		Roles []struct {
			Title   string   `json:"title"`
			Aliases []string `json:"aliases"`
			Skills  []string `json:"skills"`
		} `json:"roles"`
		FallbackByWord map[string]string `json:"fallback_by_word"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse roles.json: %w", err)
	}
	b := &roleBook{byPhrase: map[string]int{}, byWord: map[string]int{}}
	byTitle := map[string]int{}
	for i, r := range f.Roles {
		ro := role{title: r.Title}
		for _, s := range r.Skills {
			id, ok := v.lookup(st, s)
			if !ok {
				return nil, fmt.Errorf("ats: roles.json: %s: skill %q is not in skills.json", r.Title, s)
			}
			ro.skills = append(ro.skills, id)
		}
		b.roles = append(b.roles, ro)
		byTitle[r.Title] = i
		for _, p := range append([]string{r.Title}, r.Aliases...) {
			key := text.Normalize(p)
			if _, dup := b.byPhrase[key]; dup {
				return nil, fmt.Errorf("ats: roles.json: title or alias %q is listed twice", p)
			}
			b.byPhrase[key] = i
			b.maxWords = max(b.maxWords, len(strings.Fields(key)))
		}
	}
	for w, title := range f.FallbackByWord {
		i, ok := byTitle[title]
		if !ok {
			return nil, fmt.Errorf("ats: roles.json: fallback %q names unknown role %q", w, title)
		}
		b.byWord[w] = i
	}
	return b, nil
}

// find returns the role matching a target_role: the longest title or alias found
// in it (seniority words ignored), else the role of its last known word.
func (b *roleBook) find(target string) (role, bool) {
	var words []string
	for _, w := range text.Tokens(target) {
		if !seniorityWords[w] {
			words = append(words, w)
		}
	}
	for n := min(b.maxWords, len(words)); n > 0; n-- {
		for i := 0; i+n <= len(words); i++ {
			if id, ok := b.byPhrase[strings.Join(words[i:i+n], " ")]; ok {
				return b.roles[id], true
			}
		}
	}
	for i := len(words) - 1; i >= 0; i-- {
		if id, ok := b.byWord[words[i]]; ok {
			return b.roles[id], true
		}
	}
	return role{}, false
}
