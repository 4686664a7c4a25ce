package writing

import (
	"fmt"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// maxHighlightWords keeps a quoted bullet short enough for a letter.
const maxHighlightWords = 40

// citeExperience picks at most two entries to cite: the one whose title is
// closest to the job and whose bullets mention what the description asks for,
// current and recent entries first on ties. Each gets up to two of its own bullets.
func (lb *letterBuilder) citeExperience() []citedEntry {
	kb := lb.kb
	jobStems := uniq(kb.titleStems(text.Tokens(lb.req.job)))
	want := map[string]bool{}
	for _, f := range lb.jdTerms {
		want[f.t.key] = true
	}
	for _, m := range lb.matched {
		want[normalize(m)] = true
	}
	type scored struct {
		i     int
		score float64
	}
	var all []scored
	for i, x := range lb.req.exp {
		if x.title == "" || x.company == "" || len(strings.Fields(x.company)) > maxNameWords || len(strings.Fields(x.title)) > maxNameWords {
			continue
		}
		s := 0.0
		if len(jobStems) > 0 {
			shared := 0
			for _, st := range uniq(kb.titleStems(text.Tokens(x.title))) {
				if contains(jobStems, st) {
					shared++
				}
			}
			s += 3 * float64(shared) / float64(len(jobStems))
		}
		for _, f := range kb.scanTerms(x.title + "\n" + strings.Join(x.bullets, "\n")) {
			if want[f.t.key] {
				s++
			}
		}
		if x.current {
			s += 0.5
		}
		if i == 0 {
			s += 0.25
		}
		all = append(all, scored{i, s})
	}
	sort.SliceStable(all, func(a, b int) bool { return all[a].score > all[b].score })
	var out []citedEntry
	for n, s := range all {
		if n == 2 || (n == 1 && s.score <= 0.5) {
			break
		}
		x := lb.req.exp[s.i]
		out = append(out, citedEntry{x: x, highlights: lb.pickHighlights(x, want)})
	}
	return out
}

// maxHighlights is how many of an entry's own bullets a short letter may
// quote; two are quoted unless the letter needs more words.
const maxHighlights = 3

// pickHighlights returns up to three of the entry's bullets, those naming what the
// job wants and those with a measured result first.
func (lb *letterBuilder) pickHighlights(x expEntry, want map[string]bool) []string {
	type scored struct {
		text  string
		score int
	}
	var all []scored
	for _, b := range x.bullets {
		if len(strings.Fields(b)) > maxHighlightWords {
			continue
		}
		s := 0
		for _, f := range lb.kb.scanTerms(b) {
			if want[f.t.key] {
				s += 2
			}
		}
		if hasDigit(b) {
			s++
		}
		all = append(all, scored{lowerFirst(strings.TrimRight(b, ".!")), s})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].score > all[j].score })
	out := make([]string, 0, maxHighlights)
	for _, s := range all[:min(maxHighlights, len(all))] {
		out = append(out, s.text)
	}
	return out
}

// letterOpts are the optional parts of a letter, reduced step by step when a
// letter runs over MaxLetterWords.
type letterOpts struct {
	entries, highlights, skills int
	missing, education          bool
}

// assemble composes the letter and brings it within MaxLetterWords, and
// toward MinLetterWords: parts are dropped when it is long; when it is short
// it quotes more of the person's own bullets and skills, then adds sentences
// that claim nothing (an offer to talk, a question about the role). It never
// pads with claims about how the person works, which no input supports, so a
// letter from a thin resume can stay under MinLetterWords.
func (lb *letterBuilder) assemble() string {
	o := letterOpts{entries: len(lb.cited), highlights: 2, skills: 5, missing: true, education: true}
	txt := lb.compose(o, 0)
	n := wordCount(txt)
	for n > MaxLetterWords && lb.reduce(&o) {
		txt = lb.compose(o, 0)
		n = wordCount(txt)
	}
	if n >= MinLetterWords {
		return txt
	}
	for _, grow := range []func(*letterOpts){
		func(o *letterOpts) { o.highlights = maxHighlights },
		func(o *letterOpts) { o.skills = 8 },
	} {
		more := o
		grow(&more)
		t := lb.compose(more, 0)
		if m := wordCount(t); m <= MaxLetterWords && m > n {
			o, txt, n = more, t, m
		}
		if n >= MinLetterWords {
			return txt
		}
	}
	pad := 0
	for _, line := range lb.paddingLines() {
		if n >= MinLetterWords {
			break
		}
		n += wordCount(line)
		pad++
	}
	return lb.compose(o, pad)
}

func (lb *letterBuilder) reduce(o *letterOpts) bool {
	switch {
	case o.highlights > 1:
		o.highlights = 1
	case o.entries > 1:
		o.entries = 1
	case o.missing:
		o.missing = false
	case o.education:
		o.education = false
	case o.skills > 3:
		o.skills = 3
	case o.highlights > 0:
		o.highlights = 0
	case o.entries > 0:
		o.entries = 0
	default:
		return false
	}
	return true
}

// compose renders the letter with the given options and pad padding sentences.
func (lb *letterBuilder) compose(o letterOpts, pad int) string {
	s := lb.base
	pick := func(salt string, list []string, sl slots) string {
		n := len(list)
		off := lb.ch.pick(salt, n)
		for i := range n {
			if out, ok := sl.render(list[(off+i)%n]); ok {
				return tidy(out)
			}
		}
		return ""
	}
	paras := []string{pick("greeting", lb.ls.Greeting, s)}
	interest := pick("interest", lb.ls.Interest, s)
	if interest == "" {
		interest = pick("interest", lb.ls.InterestNoJD, s)
	}
	paras = append(paras, joinSentences(pick("opening", lb.ls.Opening, s), interest))
	for i, c := range lb.cited[:min(o.entries, len(lb.cited))] {
		es := expSlots(c.x)
		list := lb.ls.ExpMore
		switch {
		case i == 0 && c.x.current:
			list = lb.ls.ExpCurrent
		case i == 0:
			list = lb.ls.ExpRecent
		}
		hl := ""
		if h := c.highlights[:min(o.highlights, len(c.highlights))]; len(h) > 0 {
			// The results name their employer, so none reads as another job's.
			hl = pick("highlights", lb.ls.Highlights, slots{"highlights": strings.Join(h, "; and "), "exp_company": c.x.company})
		}
		paras = append(paras, joinSentences(pick("exp", list, es), hl))
	}
	if o.entries == 0 || len(lb.cited) == 0 {
		paras = append(paras, pick("no_exp", lb.ls.NoExp, s))
	}
	sk := lb.skillSlots(o.skills)
	skills := pick("matched", lb.ls.Matched, sk)
	if skills == "" {
		skills = pick("skills_only", lb.ls.SkillsOnly, sk)
	}
	var extra []string
	if o.missing {
		extra = append(extra, pick("missing", lb.ls.Missing, s))
	}
	if o.education {
		extra = append(extra, pick("education", lb.ls.Education, s))
	}
	paras = append(paras, joinSentences(append([]string{skills}, extra...)...))
	if pad > 0 {
		paras = append(paras, lb.padding(pad))
	}
	paras = append(paras, pick("closing", lb.ls.Closing, s))
	paras = append(paras, pick("signoff", lb.ls.Signoff, s)+"\n"+lb.req.name)
	return joinParagraphs(paras...)
}

// skillSlots limits the cited skill lists to n entries.
func (lb *letterBuilder) skillSlots(n int) slots {
	s := slots{"matched": joinList(lb.matched[:min(n, len(lb.matched))])}
	names := make([]string, 0, n)
	for _, sk := range lb.ranked[:min(n, len(lb.ranked))] {
		names = append(names, sk.display)
	}
	s["skills"] = joinList(names)
	return s
}

// paddingLines renders the fact-free sentences in an order chosen by the input
// hash, so letters to different companies read differently.
func (lb *letterBuilder) paddingLines() []string {
	if lb.padLines != nil {
		return lb.padLines
	}
	pool := lb.ls.Padding
	off := lb.ch.pick("padding", len(pool))
	lb.padLines = make([]string, 0, len(pool))
	for i := range pool {
		if line, ok := lb.base.render(pool[(off+i)%len(pool)]); ok {
			lb.padLines = append(lb.padLines, tidy(line))
		}
	}
	return lb.padLines
}

// padding returns the first n padding sentences.
func (lb *letterBuilder) padding(n int) string {
	lines := lb.paddingLines()
	return joinSentences(lines[:min(n, len(lines))]...)
}

func (lb *letterBuilder) suggestions() []string {
	out := []string{}
	if len(lb.missing) > 0 {
		out = append(out, fmt.Sprintf("The job description asks for %s, which your resume does not show. If you have used them, add them to your resume's skills or bullets; the letter only claims what the resume states.", joinList(lb.missing)))
	}
	if len(lb.req.exp) == 0 {
		out = append(out, "Add experience entries (title, company, dates, bullets) to the resume so the letter can cite real work.")
	}
	if len(lb.matched) == 0 && len(lb.req.skills) > 0 {
		out = append(out, "None of your listed skills appear in the job description or are typical of the role; list the relevant skills you have.")
	}
	if lb.req.jd == "" {
		out = append(out, "Send the job description so the letter can reflect what the employer emphasises.")
	}
	return out
}
