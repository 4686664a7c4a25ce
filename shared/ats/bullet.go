package ats

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
)

// verbBook holds the verb lexicon (data/verbs.txt) and the weak openers and
// number words of data/action_verbs.json.
type verbBook struct {
	verbs   verbLexicon
	weak    map[string]struct{}
	numbers map[string]struct{}
}

func loadVerbs(st *stemmer) (*verbBook, error) {
	raw, err := dataFS.ReadFile("data/action_verbs.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read action verbs: %w", err)
	}
	var f struct {
		WeakOpeners []string `json:"weak_openers"`
		NumberWords []string `json:"number_words"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse action_verbs.json: %w", err)
	}
	verbs, err := loadVerbLexicon()
	if err != nil {
		return nil, err
	}
	b := &verbBook{verbs: verbs, weak: map[string]struct{}{}, numbers: map[string]struct{}{}}
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
// its first word is an English verb of the lexicon in any form ("Led",
// "Placed", "Build", "Partitioned") and not a weak opener ("Helped"); it is
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
		// "Doubled", "Halved": a number word that is a verb's past.
		_, numVerb := b.numbers[u.opener]
		c.actionVerb = b.verbs.has(u.opener) || numVerb && strings.HasSuffix(u.opener, "ed")
	}
	c.quantified = u.numWord || strings.ContainsAny(bullet, "%$€£¥") || strings.IndexFunc(bullet, unicode.IsDigit) >= 0
	return c
}
