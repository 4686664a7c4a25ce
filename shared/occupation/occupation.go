// Package occupation is a compact reading of O*NET 29.3 (USDOL/ETA, CC BY 4.0):
// each occupation's title, family, core task statements, technology skills with
// their Hot Technology and In Demand flags, and the titles people use for it;
// with the work ESCO v1.1.1 (European Commission, CC BY 4.0) lists for the same
// titles.
// The writing engine draws bullets on the real tasks of an occupation and
// decides from its family what a "technical" tone means.
//
// data/occupations.json.gz is built by `go run ./shared/occupation/gen -src
// ../shared/data/skills` (see data/PROVENANCE.md); nothing reads the source
// files at run time.
package occupation

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

//go:embed data/occupations.json.gz
var raw []byte

// Dataset is the shipped file.
type Dataset struct {
	Source      string       `json:"source"`
	Lexicon     TitleLexicon `json:"lexicon"`
	Occupations []Occupation `json:"occupations"`
}

// Occupation is one O*NET-SOC occupation.
type Occupation struct {
	Code  string   `json:"code"`
	Title string   `json:"title"`
	Tasks []string `json:"tasks"`
	// Work are ESCO v1.1.1's essential skills of the occupations that carry
	// one of its titles, where they read as work ("design web-based courses"):
	// what O*NET's tasks leave out of newer titles.
	Work   []string `json:"work,omitempty"`
	Tech   []Tech   `json:"tech,omitempty"`
	Titles []string `json:"titles,omitempty"`
	// Reported is how many of Titles (from the first) its incumbents reported.
	Reported int `json:"reported,omitempty"`
	// Employment is the national employment of its SOC code (BLS OEWS).
	Employment int64 `json:"employment,omitempty"`
	// Vocab is the distinct words of the occupation's description and of
	// all its task statements, space-separated: evidence for a title's
	// modifier words that no title of the occupation uses ("Acid Bleacher").
	// The matcher reads it; nothing drafts from it.
	Vocab string `json:"vocab,omitempty"`
}

// Tech is one technology skill example of an occupation.
type Tech struct {
	Name     string `json:"name"`
	Hot      bool   `json:"hot,omitempty"`
	InDemand bool   `json:"in_demand,omitempty"`
}

// Family returns the occupation's family (see Families), from its SOC major group.
func (o *Occupation) Family() Family { return familyOf(o.Code) }

// Set is the loaded dataset with its title index. It is immutable and safe for
// concurrent use.
type Set struct {
	occs []Occupation
	ix   *index
	lex  TitleLexicon
	// cache holds recent title reads: the same titles come back all day, and a
	// guessed match scores thousands of titles.
	cache  sync.Map
	cached atomic.Int64
	byCode map[string]int
	verbs  map[string]bool
}

// IsTaskVerb reports whether w (lower case) opens some task statement: O*NET
// writes tasks in the imperative, so these are the verbs of the work, which is
// how a writer tells "and collect payment" (a verb) from "and equipment".
func (s *Set) IsTaskVerb(w string) bool { return s.verbs[w] }

// maxCached bounds the match cache; past it titles are matched afresh.
const maxCached = 50000

// Load returns the embedded dataset, parsed once per process.
var Load = sync.OnceValues(func() (*Set, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("occupation: open dataset: %w", err)
	}
	var ds Dataset
	if err := json.NewDecoder(zr).Decode(&ds); err != nil {
		return nil, fmt.Errorf("occupation: parse dataset: %w", err)
	}
	return newSet(ds.Occupations, ds.Lexicon), nil
})

// newSet indexes occupations and their titles.
func newSet(occs []Occupation, lex TitleLexicon) *Set {
	s := &Set{occs: occs, lex: lex, byCode: make(map[string]int, len(occs))}
	// Longest phrases first, so "head of" is read before "head".
	sort.SliceStable(s.lex.Seniority, func(i, j int) bool {
		return len(strings.Fields(s.lex.Seniority[i].Words)) > len(strings.Fields(s.lex.Seniority[j].Words))
	})
	s.ix = buildIndex(s.occs, s.lex)
	s.verbs = map[string]bool{}
	for i := range s.occs {
		s.byCode[s.occs[i].Code] = i
		for _, t := range s.occs[i].Tasks {
			if f := strings.Fields(t); len(f) > 0 {
				s.verbs[strings.ToLower(strings.Trim(f[0], ","))] = true
			}
		}
	}
	return s
}

// Len is the number of occupations.
func (s *Set) Len() int { return len(s.occs) }

// ByCode returns the occupation with an O*NET-SOC code, or nil.
func (s *Set) ByCode(code string) *Occupation {
	if i, ok := s.byCode[code]; ok {
		return &s.occs[i]
	}
	return nil
}
