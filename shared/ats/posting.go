package ats

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// readable returns a job description as lines of plain text, whatever form it
// came in: Windows punctuation decoded as Latin-1 repaired (U+0092 → ’),
// HTML reduced to its text, Markdown to its words, and a posting flattened to
// one line (HTML's text with its line breaks lost, as agents often send it)
// cut back into the headings, bullets and sentences it was made of, so every
// form of one posting reads alike.
func (a *Analyzer) readable(jd string) string {
	s := text.FromHTML(text.RepairC1(jd))
	if markdownLike(s) {
		s = fromMarkdown(s)
	}
	limit := flatLineBytes
	if strings.Count(s, "\n") < 3 {
		limit = flatPostingBytes // the whole posting is one or two lines
	}
	if !hasLongLine(s, limit) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + len(s)/16)
	for line := range strings.Lines(s) {
		if len(line) < limit {
			b.WriteString(line)
			continue
		}
		a.unflatten(&b, strings.TrimRight(line, "\r\n"))
		b.WriteByte('\n')
	}
	return b.String()
}

// flatLineBytes is the length from which a line is a flattened posting rather
// than a paragraph: about 130 words, twice a long paragraph.
// A posting of at most three lines is flattened from flatPostingBytes.
const (
	flatLineBytes    = 800
	flatPostingBytes = 300
)

func hasLongLine(s string, limit int) bool {
	for line := range strings.Lines(s) {
		if len(line) >= limit {
			return true
		}
	}
	return false
}

// unflatten writes line with a line break wherever its structure was lost: at
// bullet glyphs, around section headings, at sentence ends, and before a
// capitalised everyday word that follows a lower-case one without punctuation
// ("… data pipelines Design evaluation …": one list item ran into the next).
func (a *Analyzer) unflatten(b *strings.Builder, line string) {
	toks := text.Scan(line)
	lower := map[string]bool{} // words the posting also writes in lower case: everyday words
	for _, t := range toks {
		if isLowerWord(line[t.Start:t.End]) {
			lower[t.Text] = true
		}
	}
	breaks := map[int]bool{}   // byte offsets a new line starts at
	headEnds := map[int]bool{} // byte offsets a heading ends at
	for i := 0; i < len(toks); i++ {
		if n, ok := a.flatHeading(line, toks, i); ok {
			breaks[toks[i].Start] = true
			end := toks[i+n-1].End
			if j := skipSpace(line, end); j < len(line) && line[j] == ':' {
				end = j + 1
			}
			headEnds[end] = true
			i += n - 1
			continue
		}
		if i > 0 && a.runOn(line, toks[i-1], toks[i], lower) {
			breaks[toks[i].Start] = true
		}
	}
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		switch {
		case isBulletGlyph(r):
			breaks[i] = true
		case (r == '-' || r == '*') && i > 0 && line[i-1] == ' ' && i+2 < len(line) && line[i+1] == ' ' && startsUpper(line[i+2:]):
			breaks[i] = true
		case (r == '.' || r == '!' || r == '?') && sentenceEnd(line, i):
			breaks[skipSpace(line, i+1)] = true
		}
		i += size
	}
	from := 0
	for i := 0; i <= len(line); i++ {
		if i < len(line) && !breaks[i] && !headEnds[i] {
			continue
		}
		if part := strings.TrimSpace(line[from:i]); part != "" {
			b.WriteString(part)
			b.WriteByte('\n')
		}
		from = i
	}
}

// flatHeading reports a heading cue of n words at toks[i] standing as a
// heading in running text: capitalised, after a sentence's end or a
// lower-case word, and before a colon, a capital, a digit or a bullet. A
// one-word cue ("Benefits", "Requirements") needs the colon or both sides.
func (a *Analyzer) flatHeading(line string, toks []text.Token, i int) (int, bool) {
	raw := line[toks[i].Start:toks[i].End]
	if !startsUpper(raw) {
		return 0, false
	}
	for _, cu := range a.cues.byWord[toks[i].Text] {
		n := len(cu.toks)
		if cu.set != setHeading || i+n > len(toks) {
			continue
		}
		match := true
		for k, w := range cu.toks {
			if toks[i+k].Text != w {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		end := toks[i+n-1].End
		j := skipSpace(line, end)
		colon := j < len(line) && line[j] == ':'
		after := j >= len(line) || colon || startsUpper(line[j:]) || isDigit(line[j]) || startsBullet(line[j:])
		pb := prevByte(line, toks[i].Start)
		before := i == 0 || strings.IndexByte(".!?:;)", pb) >= 0 ||
			(pb == line[toks[i-1].End-1] && isLowerWord(line[toks[i-1].Start:toks[i-1].End]))
		if colon || (after && (before || n > 1 && titleWords(line, toks[i:i+n]))) {
			return n, true
		}
	}
	return 0, false
}

// titleWords reports words all capitalised ("What You’ll Do").
func titleWords(line string, toks []text.Token) bool {
	for _, t := range toks {
		if !startsUpper(line[t.Start:t.End]) {
			return false
		}
	}
	return true
}

// runOn reports where one list item ran into the next: a capitalised
// everyday word (a stop word, a duty verb, a word of ESCO's labels) right
// (or one the posting also writes in lower case) right after a lower-case
// content word, with only a space between.
func (a *Analyzer) runOn(line string, prev, cur text.Token, lower map[string]bool) bool {
	raw := line[cur.Start:cur.End]
	if gap := line[prev.End:cur.Start]; !titleCase(raw) || strings.Trim(gap, ") ") != "" || !strings.HasSuffix(gap, " ") {
		return false
	}
	p := line[prev.Start:prev.End]
	if !isLowerWord(p) || text.IsStopWord(prev.Text) {
		return false
	}
	w := cur.Text
	if _, skill := a.vocab.byLight[lightKey(w)]; skill || a.lex.isProduct(w) {
		return false // "a legacy React codebase"
	}
	return lower[w] || text.IsStopWord(w) || a.lex.isVerb(w) || a.lex.isCommon(w)
}

// sentenceEnd reports a '.', '!' or '?' at i that ends a sentence: a space
// and then a capital, a digit or a bullet follow, and it does not close an
// abbreviation ("e.g.", "Inc.", "U.S.").
func sentenceEnd(line string, i int) bool {
	if i+1 >= len(line) || line[i+1] != ' ' {
		return false
	}
	j := skipSpace(line, i+1)
	if j >= len(line) || !(startsUpper(line[j:]) || isDigit(line[j]) || startsBullet(line[j:])) {
		return false
	}
	if line[i] != '.' {
		return true
	}
	k := i
	for k > 0 && line[k-1] != ' ' {
		k--
	}
	word := strings.ToLower(line[k:i])
	if len(word) <= 1 || strings.Contains(word, ".") {
		return false
	}
	_, abbr := abbreviations[word]
	return !abbr
}

var abbreviations = set([]string{"e.g", "i.e", "etc", "inc", "ltd", "co", "corp", "sr", "jr", "dr", "mr", "ms",
	"mrs", "st", "vs", "no", "approx", "dept", "incl", "min", "max", "yrs", "hrs", "jan", "feb", "aug", "sept", "oct", "nov", "dec"})

func isBulletGlyph(r rune) bool {
	switch r {
	case '•', '·', '▪', '◦', '●', '■', '►', '➢', '✓', '✔', '\uf0a7', '‣', '⁃':
		return true
	}
	return false
}

func startsBullet(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isBulletGlyph(r) || strings.HasPrefix(s, "- ") || strings.HasPrefix(s, "* ")
}

// titleCase reports a capital followed by lower-case letters only ("Design").
func titleCase(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) || size == len(s) {
		return false
	}
	return isLowerWord(s[size:])
}

func isLowerWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLower(r) && r != '\'' && r != '’' {
			return false
		}
	}
	return s != ""
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// markdownLike reports Markdown markup: a "# " heading, bold, or a link.
func markdownLike(s string) bool {
	return strings.Contains(s, "**") || strings.Contains(s, "__") || strings.Contains(s, "](") ||
		strings.HasPrefix(s, "#") || strings.Contains(s, "\n#")
}

// fromMarkdown returns Markdown's words: heading marks, emphasis and link
// targets dropped, "*" and "+" bullets as "•".
func fromMarkdown(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for line := range strings.Lines(s) {
		l := strings.TrimLeft(line, " \t")
		if h := strings.TrimLeft(l, "#"); len(h) < len(l) && len(l)-len(h) <= 6 && (h == "" || h[0] == ' ') {
			l = strings.TrimLeft(h, " ")
		} else if strings.HasPrefix(l, "* ") || strings.HasPrefix(l, "+ ") {
			l = "• " + l[2:]
		}
		if t := strings.TrimSpace(l); len(t) >= 3 && strings.Trim(t, "-*_ ") == "" {
			continue // a rule
		}
		l = strings.NewReplacer("**", "", "__", "", "`", "").Replace(l)
		b.WriteString(dropLinkTargets(l))
	}
	return b.String()
}

// dropLinkTargets turns "[text](url)" into "text".
func dropLinkTargets(s string) string {
	for {
		mid := strings.Index(s, "](")
		if mid < 0 {
			return s
		}
		open := strings.LastIndexByte(s[:mid], '[')
		end := strings.IndexByte(s[mid:], ')')
		if open < 0 || end < 0 {
			return s
		}
		s = s[:open] + s[open+1:mid] + s[mid+end+1:]
	}
}
