package ats

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// Keyword kinds.
const (
	KindSkill = "skill" // a known skill of the vocabulary (data/skills.json)
	KindTerm  = "term"  // a salient non-skill word repeated in the description
	// KindPhrase is a term a duty or requirement line names that the skill
	// list does not know: "cardiac rhythms", "BCMA", "EPA 608 Universal".
	KindPhrase = "phrase"
)

// Keyword importances, from the section a keyword was found in.
const (
	ImportanceRequired  = "required"
	ImportancePreferred = "preferred"
	ImportanceMentioned = "mentioned"
)

// Keyword is one keyword of the match target and whether the resume has it.
type Keyword struct {
	// Name is the skill's canonical name, or the term as first written.
	Name string `json:"name"`
	// Kind is KindSkill, KindPhrase or KindTerm.
	Kind string `json:"kind"`
	// Skill is the vocabulary's name of a KindSkill keyword, which Name
	// spells as the posting does ("Apache Airflow" for "Airflow").
	Skill string `json:"skill,omitempty"`
	// Category is the skill's category in skills.json ("cloud", "sales", ...).
	Category string `json:"category,omitempty"`
	// Importance is ImportanceRequired, ImportancePreferred or ImportanceMentioned.
	Importance string `json:"importance"`
	// Weight is the keyword's share in keyword_match_percentage (see doc.go).
	Weight float64 `json:"weight"`
	// Count is the number of mentions in weighted lines of the description.
	Count int `json:"count"`
	// Matched reports that the resume mentions the keyword.
	Matched bool `json:"matched"`
	// FoundIn lists where: skills, experience, titles, summary, education,
	// projects (projects and volunteer work), certificates (certificates,
	// awards and languages).
	FoundIn []string `json:"found_in,omitempty"`
	// Locations are the exact fields that mention it:
	// "experience[0].bullets[1]", "skills[3]", "summary".
	Locations []string `json:"locations,omitempty"`
	// AnyOf names the other members of an "A, B or C" list the keyword is
	// part of: any one of them meets the requirement.
	AnyOf []string `json:"any_of,omitempty"`
	// SatisfiedBy names what meets the keyword when the resume has not its
	// very words: the member of its any-of list the resume has, or the
	// resume's words that show it in an equivalent form ("AWS D1.1
	// certified" for "AWS D1.1 certification"; see truth.go).
	SatisfiedBy string `json:"satisfied_by,omitempty"`
	// Evidence is what the keyword earns in keyword_coverage: 1 shown in
	// use (a bullet, the summary, a title), 0.5 only listed, 0.1 listed in
	// a stuffed resume, 0 missing (see doc.go).
	Evidence float64 `json:"evidence"`

	skill    int        // vocabulary index for skills, -1 for terms and phrases
	narrower []int      // skills that show this one in a resume
	stem     string     // stems joined by spaces for terms and phrases
	first    int        // token position of the first mention, for stable ranking
	idx      int        // position in the analysis' keyword list, for marks
	equiv    float64    // evidence of an equivalent form the resume shows (truth.go)
	cand     *candidate // what the keyword filter read, when training it
}

// Extraction limits: postings repeat themselves, and a match against 40 keywords
// already separates resumes well.
const (
	maxSkills     = 30
	maxPhrases    = 50
	maxTerms      = 10
	termWeight    = 0.35 // a salient word counts about a third of a skill
	minTermCount  = 3
	minTermLength = 3
)

type mention struct {
	kind   phraseKind
	listed bool // a phrase seen as a list item or a verb's object
	// canonical reports a skill the posting names by its own name.
	canonical bool
	lower     string // lower-case words, to drop the employer's own name
	count     int
	best      float64
	first     int
	surface   string
	capped    int // mentions capitalised mid-sentence (proper nouns: company names)
	lowered   int // mentions in lower case mid-sentence
	// margin is the tagger's largest margin over the words of any mention
	// (see agreed), for the keyword filter.
	margin    float32
	marginSet bool
	// lean is the most the tagger read any of its words as knowledge
	// rather than a skill (lineContext.lean).
	lean     float32
	leanSet  bool
	span     spanEvidence // the tagger's reading of the span as a whole
	tagged   bool         // found by the tagger alone (taggedSpans)
	cred     bool         // a licence or certification read whole (credentials)
	fragment bool         // never written but inside a longer name (principles)
	// How the posting introduces it (extraction.context): asked for as
	// such ("experience with X", "X certification") at any mention; and
	// its mentions inside a duty (a clause opening with a verb: "Check
	// fill weights") and outside one.
	asked          bool
	duties, others int
}

// seeMargin notes the tagger's margin over one mention's words.
func (m *mention) seeMargin(v float32) {
	if !m.marginSet || v > m.margin {
		m.margin, m.marginSet = v, true
	}
}

// seeLean notes the tagger's lean over one mention's words.
func (m *mention) seeLean(v float32) {
	if !m.leanSet || v > m.lean {
		m.lean, m.leanSet = v, true
	}
}

// add counts a mention; it reports whether it is the best so far, whose
// spelling names the keyword.
func (m *mention) add(w float64, pos int) bool {
	if m.count == 0 {
		m.first = pos
	}
	m.count++
	if m.count > 1 && w <= m.best {
		return false
	}
	m.best = w
	return true
}

// bulleted reports a list item ("- ", "• ", "* ", "1. ").
func bulleted(line string) bool {
	l := strings.TrimLeft(line, " \t")
	for _, p := range []string{"- ", "• ", "* ", "– ", "· "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// The header of a posting: at most this many lines of at most this many words
// before its first heading.
const (
	maxHeaderLines  = 3
	maxHeaderTokens = 12
)

// collectNames records the runs of capitalised words of a line (and each
// part of them), the names an employer calls itself by. In a blurb only the
// run opening the line or followed by "is" counts ("Fore River Medical Center
// is ..."): its other capitals name what the employer does.
func collectNames(toks []token, own map[string]struct{}, blurb bool) {
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && (startsUpper(toks[j].raw) || (j > i && joined(toks, j))) {
			j++
		}
		subject := i == 0 || (j < len(toks) && (toks[j].text == "is" || toks[j].text == "are"))
		for a := i; a < j && (subject || !blurb); a++ {
			for b := a + 1; b <= min(j, a+maxPhraseWords); b++ {
				own[lowerKey(toks[a:b])] = struct{}{}
			}
		}
		i = max(j, i+1)
	}
}

// inlineHeading splits "Heading: content" lines.
func (a *Analyzer) inlineHeading(st *stemmer, line string) (sectionKind, string, bool) {
	head, rest, ok := strings.Cut(line, ":")
	if !ok || strings.TrimSpace(rest) == "" || len(head) > 80 {
		return 0, "", false
	}
	_, ht := a.tokenizeLine(st, head, nil, nil)
	k, ok := a.cues.heading(head, ht)
	return k, rest, ok
}

// collectTerms counts the candidate non-skill words of one line.
func (a *Analyzer) collectTerms(terms map[string]*mention, toks []token, used []bool, tags []uint8, margins, lean []float32, w float64, pos int) {
	for j, t := range toks {
		if used[j] || !a.termCandidate(t) || !agreed(margins, j, j+1, phraseMargin[phraseWords]) {
			continue
		}
		m := terms[t.stem]
		if m == nil {
			m = &mention{surface: t.text}
			terms[t.stem] = m
		}
		m.add(w, pos+j)
		m.seeMargin(maxMargin(margins, j, j+1))
		m.seeLean(maxMargin(lean, j, j+1))
		m.span.see(tags, margins, j, j+1)
		if j > 0 && t.before != '.' && t.before != '!' && t.before != '?' {
			r, _ := utf8.DecodeRuneInString(t.raw)
			if unicode.IsUpper(r) {
				m.capped++
			} else {
				m.lowered++
			}
		}
	}
}

func (a *Analyzer) termCandidate(t token) bool {
	if utf8.RuneCountInString(t.text) < minTermLength || text.IsStopWord(t.text) {
		return false
	}
	if _, stop := a.stopTerms[t.stem]; stop {
		return false
	}
	for _, r := range t.text {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// rank turns the mentions into weighted keywords and keeps the best. plain
// is the posting as read, for telling a fragment of a longer name. With
// train, every candidate the principles leave is returned with what the
// keyword filter reads of it (Keyword.cand), unfiltered and uncut.
func (a *Analyzer) rank(skills map[int]*mention, phrases, terms map[string]*mention, own map[string]struct{}, hired map[string]bool, plain string, train bool) []Keyword {
	// One slice holds every candidate, skills then phrases then terms, with
	// room for at most every phrase and every term repeated enough; lows
	// holds their names in lower case.
	n := len(skills) + len(phrases)
	for _, m := range terms {
		if m.count >= minTermCount && !(m.capped > 0 && m.lowered == 0) {
			n++
		}
	}
	all := make([]Keyword, 0, n)
	allM := make([]*mention, 0, n)
	lows := make([]string, 0, n)
	named := make(map[string]bool, len(skills))
	for id, m := range skills {
		sk := a.vocab.skills[id]
		all = append(all, Keyword{Name: m.surface, Kind: KindSkill, Skill: sk.name, Category: sk.category,
			Importance: importance(m.best), Weight: round2(sk.weight * m.best * damp(m.count)),
			Count: m.count, skill: id, narrower: sk.narrower, first: m.first})
		allM = append(allM, m)
		low := strings.ToLower(m.surface)
		lows = append(lows, low)
		named[low] = true
	}
	phrased := map[string]bool{}
	for key, m := range phrases {
		if _, mine := own[m.lower]; mine && (m.kind >= phraseProper || startsUpper(m.surface)) {
			continue // the employer's own name is not a skill
		}
		low := strings.ToLower(m.surface)
		if named[low] {
			continue // a skill already named so
		}
		phrased[key] = true
		all = append(all, Keyword{Name: m.surface, Kind: KindPhrase, Importance: importance(m.best),
			Weight: round2(phraseWeight(m.kind, m.listed) * m.best * damp(m.count)), Count: m.count, skill: -1, stem: key, first: m.first})
		allM = append(allM, m)
		lows = append(lows, low)
	}
	for stem, m := range terms {
		if m.count < minTermCount || (m.capped > 0 && m.lowered == 0) || phrased[stem] {
			continue
		}
		all = append(all, Keyword{Name: m.surface, Kind: KindTerm, Importance: importance(m.best),
			Weight: round2(termWeight * m.best * damp(m.count)), Count: m.count, skill: -1, stem: stem, first: m.first})
		allM = append(allM, m)
		lows = append(lows, strings.ToLower(m.surface))
	}
	drop := a.principles(all, allM, lows, own, hired, plain)
	var scratch candidateScratch
	kept := all[:0]
	for i, k := range all {
		if drop[i] {
			continue
		}
		m := allM[i]
		if !train && !m.cred && (calendarDate(lows[i]) || levelNumeral(k.Name)) {
			// A deadline ("April 15") or a level alone ("II" of
			// "Firefighter I and II"): a date or a number, no keyword. Left
			// to the output rather than the principles, so the filter
			// learns from the candidates it learnt from before.
			continue
		}
		if (a.filter != nil || train) && !m.cred {
			c := a.readCandidate(candidateKind(k, m), k.Name, lows[i], m, &scratch)
			if c.clauseTail() {
				continue // a clause's participle closes it: "frame board merchandised"
			}
			if train {
				k.cand = &c
			} else if a.filter.score(&c) < a.filter.threshold {
				continue
			}
		}
		kept = append(kept, k)
	}
	if train {
		sortKeywords(kept)
		return kept
	}
	// The kept candidates by kind, in place: skills, phrases, terms; each
	// kind sorted and cut to its limit, then all of them sorted.
	nk, np := 0, 0
	for i := range kept {
		switch kept[i].Kind {
		case KindSkill:
			kept[i], kept[nk] = kept[nk], kept[i]
			nk++
		}
	}
	for i := nk; i < len(kept); i++ {
		if kept[i].Kind == KindPhrase {
			kept[i], kept[nk+np] = kept[nk+np], kept[i]
			np++
		}
	}
	ks, ps, ts := kept[:nk], kept[nk:nk+np], kept[nk+np:]
	sortKeywords(ks)
	sortKeywords(ps)
	sortKeywords(ts)
	out := append(ks[:min(len(ks), maxSkills)], ps[:min(len(ps), maxPhrases)]...)
	out = append(out, ts[:min(len(ts), maxTerms)]...)
	sortKeywords(out)
	return out
}

// candidateKind is a candidate's kind for the filter.
func candidateKind(k Keyword, m *mention) candKind {
	switch {
	case k.Kind == KindSkill:
		return candSkill
	case k.Kind == KindTerm:
		return candTerm
	case m.tagged && m.kind <= phraseLexicon:
		return candTagged
	}
	return candWords + candKind(m.kind)
}

func sortKeywords(ks []Keyword) {
	slices.SortFunc(ks, func(a, b Keyword) int {
		if c := cmp.Compare(b.Weight, a.Weight); c != 0 {
			return c
		}
		if c := cmp.Compare(a.first, b.first); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
}

// damp rewards repetition a little: 1, 1.25, 1.5 for one, two, three or more mentions.
func damp(count int) float64 { return 1 + 0.25*float64(min(count-1, 2)) }

func importance(w float64) string {
	switch {
	case w >= sectionWeight[kindRequired]:
		return ImportanceRequired
	case w == sectionWeight[kindPreferred]:
		return ImportancePreferred
	}
	return ImportanceMentioned
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }
