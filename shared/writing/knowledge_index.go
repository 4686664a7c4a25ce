package writing

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/text"
)

// index builds the lookup tables over the loaded families.
func (k *knowledge) index() {
	k.byName = map[string]*role{}
	k.postings = map[string][]int{}
	k.terms = map[string]*term{}
	k.phrases = map[string][][]string{}
	for _, f := range k.families {
		for _, r := range f.Roles {
			r.index = len(k.roles)
			k.roles = append(k.roles, r)
			k.indexRole(r)
		}
	}
	for _, f := range append(append([]*family(nil), k.families...), k.fallback) {
		k.addTerms(f.Skills, kindSkill, -1)
		k.addTerms(f.Tools, kindSkill, -1)
		k.addTerms(f.Keywords, kindKeyword, -1)
	}
	k.addTerms(k.fallback.Roles[0].Skills, kindSkill, -1)
	for _, f := range append(append([]*family(nil), k.families...), k.fallback) {
		f.skillKeys, f.toolKeys, f.keywordKeys = normalizeAll(f.Skills), normalizeAll(f.Tools), normalizeAll(f.Keywords)
		f.known = map[string]bool{}
		for _, key := range append(append([]string{}, f.skillKeys...), f.toolKeys...) {
			f.known[key] = true
		}
		for _, r := range f.Roles {
			for _, key := range append(normalizeAll(r.Skills), normalizeAll(r.Tools)...) {
				f.known[key] = true
			}
		}
	}
	for _, r := range append(append([]*role(nil), k.roles...), k.fallback.Roles[0]) {
		r.vocab = buildVocabulary(r)
		r.skillKeys, r.toolKeys, r.keywordKeys = normalizeAll(r.Skills), normalizeAll(r.Tools), normalizeAll(r.Keywords)
		r.typical = map[string]bool{}
		for _, list := range [][]string{r.skillKeys, r.toolKeys, r.fam.skillKeys, r.fam.toolKeys} {
			for _, key := range list {
				r.typical[coreKey(key)] = true
			}
		}
	}
	n := float64(len(k.roles))
	k.idf = make(map[string]float64, len(k.postings))
	for stem, ids := range k.postings {
		v := math.Log(1 + n/float64(len(ids)))
		k.idf[stem] = v
		k.maxIDF = math.Max(k.maxIDF, v)
	}
	for key := range k.terms {
		if strings.IndexFunc(key, unicode.IsDigit) >= 0 {
			k.digitTerms = append(k.digitTerms, key)
		}
	}
	sort.Slice(k.digitTerms, func(i, j int) bool {
		if len(k.digitTerms[i]) != len(k.digitTerms[j]) {
			return len(k.digitTerms[i]) > len(k.digitTerms[j])
		}
		return k.digitTerms[i] < k.digitTerms[j]
	})
	k.templateWords = map[string]struct{}{}
	for _, ts := range k.tones {
		for _, s := range ts.allText() {
			for _, t := range text.Tokens(s) {
				k.templateWords[t] = struct{}{}
			}
		}
	}
}

func (k *knowledge) indexRole(r *role) {
	seen := map[string]bool{}
	for _, name := range append([]string{r.Title}, r.Variants...) {
		key := normalize(name)
		if _, dup := k.byName[key]; !dup && key != "" {
			k.byName[key] = r
		}
		stems := k.titleStems(text.Tokens(name))
		if len(stems) == 0 {
			continue
		}
		r.names = append(r.names, stems)
		for _, s := range stems {
			if !seen[s] {
				seen[s] = true
				k.postings[s] = append(k.postings[s], r.index)
			}
		}
	}
	k.addTerms(append(append([]string{}, r.Skills...), r.Tools...), kindSkill, r.index)
	k.addTerms(r.Keywords, kindKeyword, -1)
}

// titleStems returns the stems of the words of a title that say what the job is:
// stop words, seniority and level words are dropped.
func (k *knowledge) titleStems(toks []string) []string {
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if text.IsStopWord(t) || k.lex.isSeniority(t) || k.lex.isLevel(t) || k.lex.isNoise(t) {
			continue
		}
		if exp, ok := k.lex.Expansions[t]; ok {
			for _, e := range strings.Fields(exp) {
				out = append(out, text.Stem(e))
			}
			continue
		}
		out = append(out, text.Stem(t))
	}
	return out
}

func (k *knowledge) addTerms(list []string, kind termKind, roleIndex int) {
	for rank, s := range list {
		key := normalize(s)
		if key == "" {
			continue
		}
		t, ok := k.terms[key]
		if !ok {
			t = &term{canon: s, key: key, kind: kind}
			k.terms[key] = t
			toks := strings.Split(key, " ")
			k.phrases[toks[0]] = append(k.phrases[toks[0]], toks)
		}
		if kind == kindSkill && t.kind == kindKeyword {
			// A skill or tool is a name and keeps its own casing ("Outreach"),
			// where a keyword is a lowercase phrase ("outreach").
			t.kind, t.canon = kindSkill, s
		}
		if roleIndex >= 0 && kind == kindSkill {
			if n := len(t.roles); n == 0 || t.roles[n-1].index != roleIndex {
				t.roles = append(t.roles, termRole{index: roleIndex, rank: rank})
			}
		}
	}
}

// lookupTerm returns the knowledge-base term for a user's skill, following the
// lexicon's aliases ("k8s" is Kubernetes).
func (k *knowledge) lookupTerm(key string) *term {
	if t, ok := k.terms[key]; ok {
		return t
	}
	if alias, ok := k.lex.SkillAliases[key]; ok {
		return k.terms[normalize(alias)]
	}
	return nil
}

// normalize is the comparison form of a name or term: lowercased tokens joined by
// single spaces.
func normalize(s string) string {
	return text.Normalize(s)
}

func normalizeAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = normalize(s)
	}
	return out
}
