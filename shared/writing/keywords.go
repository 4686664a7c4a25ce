package writing

import (
	"strings"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// phrase is a keyword with its comparison tokens.
type phrase struct {
	canon string
	toks  []string
}

// vocabulary returns the role's keywords in order of importance: its title, its
// keywords, skills and tools, then its family's keywords, skills and tools. These
// are the words recruiters search for, and what keywords_included reports.
func (k *knowledge) vocabulary(r *role) []phrase { return r.vocab }

func buildVocabulary(r *role) []phrase {
	out := make([]phrase, 0, 48)
	seen := map[string]bool{}
	for _, list := range [][]string{{r.Title}, r.Keywords, r.Skills, r.Tools, r.fam.Keywords, r.fam.Skills, r.fam.Tools} {
		for _, s := range list {
			key := normalize(s)
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, phrase{canon: s, toks: strings.Split(key, " ")})
		}
	}
	return out
}

// phrasesIn returns the phrases of vocab that occur in s as whole words, in
// vocabulary order. A phrase never spans a separator ("Mobile | Product Strategy"
// does not contain "Mobile Product Strategy").
func (k *knowledge) phrasesIn(vocab []phrase, s string) []string {
	segs := segmentTokens(s)
	var out []string
	for _, p := range vocab {
		for _, seg := range segs {
			if containsSeq(seg.toks, p.toks) && k.caseOK(p.toks, p.canon, seg.raw) {
				out = append(out, p.canon)
				break
			}
		}
	}
	return out
}

// caseOK applies the lexicon's case-sensitive terms: "Go" the language counts,
// "go deep" does not.
func (k *knowledge) caseOK(toks []string, canon, raw string) bool {
	if len(toks) != 1 {
		return true
	}
	if _, ok := k.lex.caseSensitive[toks[0]]; !ok {
		return true
	}
	for i := strings.Index(raw, canon); i >= 0; {
		end := i + len(canon)
		if wordBoundary(raw, i-1) && wordBoundary(raw, end) {
			return true
		}
		j := strings.Index(raw[i+1:], canon)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// wordBoundary reports whether the byte at i is outside s or not part of a word.
func wordBoundary(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80)
}

// segment is a stretch of text between separators, with its tokens.
type segment struct {
	raw  string
	toks []string
}

// segmentTokens tokenises s in segments cut at line breaks and at punctuation
// standing next to a space or an end (" | ", ", ", ". ", " / "), so marks inside
// names (CI/CD, Node.js) do not cut.
func segmentTokens(s string) []segment {
	var segs []segment
	start := 0
	for i, r := range s {
		if !isSeparator(r) {
			continue
		}
		if r != '\n' && !nextToSpace(s, i, utf8.RuneLen(r)) {
			continue
		}
		if toks := text.Tokens(s[start:i]); len(toks) > 0 {
			segs = append(segs, segment{s[start:i], toks})
		}
		start = i + utf8.RuneLen(r)
	}
	if toks := text.Tokens(s[start:]); len(toks) > 0 {
		segs = append(segs, segment{s[start:], toks})
	}
	return segs
}

func isSeparator(r rune) bool {
	switch r {
	case '\n', '|', '·', '•', '/', ',', '.', ';', ':', '!', '?', '(', ')', '–', '—', '→':
		return true
	}
	return false
}

func nextToSpace(s string, i, size int) bool {
	before := i == 0 || s[i-1] == ' ' || s[i-1] == '\n'
	after := i+size >= len(s) || s[i+size] == ' ' || s[i+size] == '\n'
	return before || after
}

// keywordsIn returns the role keywords that really occur in the given texts.
func (k *knowledge) keywordsIn(r *role, texts ...string) []string {
	out := k.phrasesIn(k.vocabulary(r), strings.Join(texts, "\n"))
	if out == nil {
		out = []string{}
	}
	return out
}

func containsSeq(toks, seq []string) bool {
	n := len(seq)
	if n == 0 {
		return false
	}
	for i := 0; i+n <= len(toks); i++ {
		if toks[i] != seq[0] {
			continue
		}
		match := true
		for j := 1; j < n; j++ {
			if toks[i+j] != seq[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// foundTerm is a knowledge-base term found in a text.
type foundTerm struct {
	t     *term
	count int
	first int
}

// scanTerms finds every known skill, tool and keyword in s, in order of first
// occurrence, with how often each occurs.
func (k *knowledge) scanTerms(s string) []*foundTerm {
	byKey := map[string]*foundTerm{}
	var out []*foundTerm
	pos := 0
	for _, seg := range segmentTokens(s) {
		out = k.scanSegment(seg, pos, byKey, out)
		pos += len(seg.toks)
	}
	return out
}

func (k *knowledge) scanSegment(seg segment, pos int, byKey map[string]*foundTerm, out []*foundTerm) []*foundTerm {
	toks := seg.toks
	for i, tok := range toks {
		for _, seq := range k.phrases[tok] {
			if i+len(seq) > len(toks) || !containsSeq(toks[i:i+len(seq)], seq) {
				continue
			}
			key := strings.Join(seq, " ")
			if !k.caseOK(seq, k.terms[key].canon, seg.raw) {
				continue
			}
			f, ok := byKey[key]
			if !ok {
				f = &foundTerm{t: k.terms[key], first: pos + i}
				byKey[key] = f
				out = append(out, f)
			}
			f.count++
		}
	}
	return out
}
