package writing

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"sync"
)

//go:embed data/roles/*.json data/tones.json data/lexicon.json
var dataFS embed.FS

// family is one role family of the knowledge base, as stored in data/roles/<id>.json.
// Field, Value and Partners are no longer written into profiles: nothing in a
// person's input supports them. Their words are the claim vocabulary an LLM
// rewrite may not add (claims.go).
type family struct {
	ID       string   `json:"id"`
	Label    string   `json:"label"`
	Field    string   `json:"field"`
	Value    string   `json:"value"`
	Partners string   `json:"partners"`
	Fallback bool     `json:"fallback"`
	Skills   []string `json:"skills"`
	Tools    []string `json:"tools"`
	Keywords []string `json:"keywords"`
	Roles    []*role  `json:"roles"`

	// keys hold the normalised forms of the lists above, computed once at load.
	skillKeys, toolKeys, keywordKeys []string
	// known holds every skill and tool key of the family and of its roles.
	known map[string]bool
}

// role is one job title with what is typical of it. Skills, tools and keywords are
// ordered by importance: the first ones are what a recruiter searches for first.
type role struct {
	Title    string   `json:"title"`
	Variants []string `json:"variants"`
	Skills   []string `json:"skills"`
	Tools    []string `json:"tools"`
	Keywords []string `json:"keywords"`

	fam   *family
	index int
	// names holds the stemmed content tokens of the title and of each variant.
	names [][]string
	vocab []phrase
	// keys hold the normalised forms of Skills, Tools and Keywords.
	skillKeys, toolKeys, keywordKeys []string
	// typical holds the vendor-free keys (coreKey) of the skills and tools of the
	// role and its family, for the strength rubric.
	typical map[string]bool
}

// knowledge is the loaded, indexed knowledge base. It is immutable after load and
// shared by every Engine.
type knowledge struct {
	families []*family // real families, sorted by file name
	fallback *family
	roles    []*role // every role of a real family, in load order

	byName   map[string]*role   // normalised title or variant
	postings map[string][]int   // title stem -> role indices
	idf      map[string]float64 // title stem -> inverse document frequency
	maxIDF   float64

	terms      map[string]*term      // normalised skill, tool or keyword
	phrases    map[string][][]string // first token -> token sequences of terms
	digitTerms []string              // lowercased terms that contain a digit

	lex           *lexicon
	tones         map[Tone]*toneSet
	tonesGB       map[Tone]*toneSet // the same in British spelling
	claimOnce     sync.Once
	claims        map[string]bool
	templateWords map[string]struct{}
}

// term is a skill, tool or keyword known to the knowledge base.
type term struct {
	canon string
	key   string
	kind  termKind
	roles []termRole // roles listing it as a skill or tool
}

// termRole is a role listing a term, and the term's rank in that role's skills
// and tools (0 is the most important).
type termRole struct {
	index, rank int
}

type termKind uint8

const (
	kindKeyword termKind = iota
	kindSkill
)

// loadKnowledge parses the embedded data once per process; every Engine shares it.
var loadKnowledge = sync.OnceValues(func() (*knowledge, error) {
	return parseKnowledge(dataFS)
})

func parseKnowledge(fsys fs.FS) (*knowledge, error) {
	k := &knowledge{}
	var err error
	if k.lex, err = parseLexicon(fsys); err != nil {
		return nil, err
	}
	if k.tones, err = parseTones(fsys); err != nil {
		return nil, err
	}
	if k.tonesGB, err = britishTones(k.tones); err != nil {
		return nil, err
	}
	files, err := fs.Glob(fsys, "data/roles/*.json")
	if err != nil {
		return nil, fmt.Errorf("writing: list role files: %w", err)
	}
	sort.Strings(files)
	for _, name := range files {
		f, err := readFamily(fsys, name)
		if err != nil {
			return nil, err
		}
		if f.Fallback {
			k.fallback = f
			continue
		}
		k.families = append(k.families, f)
	}
	if k.fallback == nil || len(k.fallback.Roles) == 0 {
		return nil, fmt.Errorf("writing: knowledge base has no fallback family with a role")
	}
	k.fallback.Roles[0].fam = k.fallback
	k.fallback.Roles[0].index = -1
	k.index()
	return k, nil
}

func readFamily(fsys fs.FS, name string) (*family, error) {
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("writing: read %s: %w", name, err)
	}
	var f family
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("writing: parse %s: %w", name, err)
	}
	if f.ID+".json" != path.Base(name) {
		return nil, fmt.Errorf("writing: %s declares id %q; the id must match the file name", name, f.ID)
	}
	if f.Label == "" || f.Field == "" || f.Value == "" || f.Partners == "" {
		return nil, fmt.Errorf("writing: %s: label, field, value and partners are required", name)
	}
	if len(f.Keywords) < 3 {
		return nil, fmt.Errorf("writing: %s: a family needs at least three keywords", name)
	}
	for i, r := range f.Roles {
		if r.Title == "" || len(r.Skills) == 0 || len(r.Keywords) == 0 {
			return nil, fmt.Errorf("writing: %s: roles[%d] needs a title, skills and keywords", name, i)
		}
		r.fam = &f
	}
	return &f, nil
}
