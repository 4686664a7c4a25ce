package ats

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

//go:embed data/*.json data/*.json.gz data/*.bin.gz data/*.txt
var dataFS embed.FS

// skillFile is the shape of data/skills.json.
type skillFile struct {
	Version         string             `json:"version"`
	CategoryWeights map[string]float64 `json:"category_weights"`
	Skills          []struct {
		Name     string   `json:"name"`
		Aliases  []string `json:"aliases"`
		Category string   `json:"category"`
		Strict   []string `json:"strict"`
		Context  []string `json:"context"`
		Narrower []string `json:"narrower"`
	} `json:"skills"`
}

// skill is one canonical skill of the vocabulary.
type skill struct {
	name     string
	category string
	weight   float64             // category multiplier (soft skills count less)
	context  map[string]struct{} // when set, a mention needs one of these words nearby
	narrower []int               // skills that show this broader one in a resume
}

// phrase is one surface form of a skill. Multi-word forms match on snowball
// stems ("data pipelines" ~ "data pipeline"); one-word forms match on the light
// key, because snowball conflates too much for single words
// ("personalization" ~ "personally", "accounting" ~ "accounts").
type phrase struct {
	stems []string // multi-word forms
	light string   // one-word forms
	word  string   // a one-word form as written, lower case
	skill int
	// strict holds the exact spelling a one-token form must have ("Go", "Excel"):
	// those words are also common English words.
	strict string
}

// vocabulary is the compiled skill list: multi-word phrases indexed by their
// first stem, longest first, so a scan takes the longest match at each position;
// one-word phrases indexed by light key.
type vocabulary struct {
	version string
	skills  []skill
	byHead  map[string][]phrase
	byLight map[string]phrase
	byKey   map[string]int // formKey of every surface form → skill
}

func loadVocabulary(st *stemmer) (*vocabulary, error) {
	raw, err := dataFS.ReadFile("data/skills.json")
	if err != nil {
		return nil, fmt.Errorf("ats: read skills: %w", err)
	}
	var f skillFile
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("ats: parse skills.json: %w", err)
	}
	v := &vocabulary{version: f.Version, byHead: map[string][]phrase{}, byLight: map[string]phrase{}, byKey: map[string]int{}}
	var errs []error // every clash at once, so one edit fixes them all
	for _, s := range f.Skills {
		if s.Name == "" || s.Category == "" {
			return nil, fmt.Errorf("ats: skills.json: entry %q needs a name and a category", s.Name)
		}
		id := len(v.skills)
		sk := skill{name: s.Name, category: s.Category, weight: 1}
		if w, ok := f.CategoryWeights[s.Category]; ok {
			sk.weight = w
		}
		if len(s.Context) > 0 {
			sk.context = map[string]struct{}{}
			for _, c := range s.Context {
				sk.context[text.Normalize(c)] = struct{}{}
			}
		}
		v.skills = append(v.skills, sk)
		strict := map[string]bool{}
		for _, form := range s.Strict {
			if len(text.Tokens(form)) != 1 {
				return nil, fmt.Errorf("ats: skills.json: %s: strict form %q must be one word", s.Name, form)
			}
			strict[form] = true
		}
		for _, form := range append([]string{s.Name}, s.Aliases...) {
			if err := v.add(st, id, form, strict[form]); err != nil {
				errs = append(errs, err)
			}
			delete(strict, form)
		}
		if len(strict) > 0 {
			return nil, fmt.Errorf("ats: skills.json: %s: strict forms %v are not its name or aliases", s.Name, mapKeys(strict))
		}
	}
	byName := make(map[string]int, len(v.skills))
	for id, sk := range v.skills {
		byName[sk.name] = id
	}
	for id, s := range f.Skills {
		for _, n := range s.Narrower {
			m, ok := byName[n]
			if !ok || m == id {
				errs = append(errs, fmt.Errorf("ats: skills.json: %s: narrower skill %q is not another skill's name", s.Name, n))
				continue
			}
			v.skills[id].narrower = append(v.skills[id].narrower, m)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	for head, ps := range v.byHead {
		slices.SortStableFunc(ps, func(a, b phrase) int { return len(b.stems) - len(a.stems) })
		v.byHead[head] = ps
	}
	return v, nil
}

func (v *vocabulary) add(st *stemmer, id int, form string, strict bool) error {
	toks := text.Tokens(form)
	if len(toks) == 0 {
		return fmt.Errorf("ats: skills.json: %s: alias %q has no words", v.skills[id].name, form)
	}
	key := formKey(st, toks)
	if other, ok := v.byKey[key]; ok {
		if other == id {
			return nil
		}
		return fmt.Errorf("ats: skills.json: alias %q of %s already belongs to %s", form, v.skills[id].name, v.skills[other].name)
	}
	v.byKey[key] = id
	p := phrase{skill: id}
	if strict {
		p.strict = form
	}
	if len(toks) == 1 {
		p.light, p.word = lightKey(toks[0]), toks[0]
		v.byLight[p.light] = p
		return nil
	}
	p.stems = st.stems(toks)
	v.byHead[p.stems[0]] = append(v.byHead[p.stems[0]], p)
	return nil
}

// formKey identifies a surface form: its light key for one word, its stems for
// several.
func formKey(st *stemmer, toks []string) string {
	if len(toks) == 1 {
		return "=" + lightKey(toks[0])
	}
	return strings.Join(st.stems(toks), " ")
}

// lookup returns the skill whose surface form is exactly s (any alias, any case).
func (v *vocabulary) lookup(st *stemmer, s string) (int, bool) {
	toks := text.Tokens(s)
	if len(toks) == 0 {
		return 0, false
	}
	id, ok := v.byKey[formKey(st, toks)]
	return id, ok
}

// known reports whether a token is a one-word form or starts a longer one.
func (v *vocabulary) known(t token) bool {
	_, one := v.byLight[t.light]
	return one || v.byHead[t.stem] != nil
}

// lightKey folds regular English plurals only ("databases" → "database",
// "technologies" → "technology"), leaving short words and words ending in
// "ss", "us" or "is" alone ("aws", "css", "status", "analysis").
func lightKey(w string) string {
	n := len(w)
	switch {
	case n <= 3 || !isLetters(w):
		return w
	case strings.HasSuffix(w, "ies") && n > 4:
		return w[:n-3] + "y"
	case strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes"):
		return w[:n-2]
	case w[n-1] == 's' && !strings.ContainsRune("sui", rune(w[n-2])):
		return w[:n-1]
	}
	return w
}

func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

func mapKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// named reports whether toks spell skill id's canonical name, so a phrase of
// the same words would repeat it.
func (v *vocabulary) named(id int, toks []token) bool {
	name := v.skills[id].name
	i := 0
	for _, t := range toks {
		j := strings.Index(strings.ToLower(name[i:]), t.text)
		if j != 0 {
			return false
		}
		i += len(t.text)
		for i < len(name) && (name[i] == ' ' || name[i] == '-') {
			i++
		}
	}
	return i == len(name)
}
