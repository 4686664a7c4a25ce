package ats

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
)

// verbBook holds data/action_verbs.json, by stem.
type verbBook struct {
	verbs   map[string]struct{}
	weak    map[string]struct{}
	numbers map[string]struct{}
}

func loadVerbs(st *stemmer) (*verbBook, error) {
	raw, err := dataFS.ReadFile("data/action_verbs.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read action verbs: %w", err)
	}
	var f struct {
		ActionVerbs []string `json:"action_verbs"`
		WeakOpeners []string `json:"weak_openers"`
		NumberWords []string `json:"number_words"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse action_verbs.json: %w", err)
	}
	if len(f.ActionVerbs) == 0 {
		return nil, fmt.Errorf("ats: action_verbs.json: action_verbs is empty")
	}
	b := &verbBook{verbs: map[string]struct{}{}, weak: map[string]struct{}{}, numbers: map[string]struct{}{}}
	for _, v := range f.ActionVerbs {
		b.verbs[st.stem(strings.ToLower(v))] = struct{}{}
	}
	for _, v := range f.WeakOpeners {
		w := strings.ToLower(v)
		b.weak[w] = struct{}{}
		b.weak[st.stem(w)] = struct{}{}
	}
	for _, v := range f.NumberWords {
		b.numbers[strings.ToLower(v)] = struct{}{}
	}
	return b, nil
}

// bulletCheck is what the rubric needs to know about one bullet.
type bulletCheck struct {
	words      int
	actionVerb bool
	weak       bool   // opens with "Responsible for", "Helped", ...
	opener     string // first word, for the suggestion
	quantified bool
}

// check reads one bullet, indexed as u. A bullet opens with an action verb when
// its first word's stem is in the list ("Led", "Reduced", "Build"); it is
// quantified when it holds a digit, a %, $, €, £ or ¥ sign, or a number word
// ("doubled", "twelve").
func (b *verbBook) check(st *stemmer, bullet string, u unit) bulletCheck {
	c := bulletCheck{words: u.words, opener: u.opener}
	if u.words == 0 {
		return c
	}
	first := st.stem(u.opener)
	_, c.weak = b.weak[u.opener]
	if _, weakStem := b.weak[first]; weakStem {
		c.weak = true
	}
	if !c.weak {
		_, c.actionVerb = b.verbs[first]
	}
	c.quantified = u.numWord || strings.ContainsAny(bullet, "%$€£¥") || strings.IndexFunc(bullet, unicode.IsDigit) >= 0
	return c
}
