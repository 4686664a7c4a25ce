package ats

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// token is one word of a line, ready for matching.
type token struct {
	text   string // lowercased
	stem   string // snowball stem
	light  string // plural folded (see lightKey)
	raw    string // spelling in the source, for case-sensitive forms
	before byte   // previous non-space byte of the line, 0 at its start
	after  byte   // next non-space byte of the line, 0 at its end
	start  int    // byte offsets of raw in the line
	end    int
	// poss reports a possessive ("Kirkpatrick's", "FCA's"): the owner and
	// what it owns are two names ("Kirkpatrick's four levels").
	poss bool
}

// tokenizeLine splits one line into tokens, without stems (see stemTokens): a
// heading or a boilerplate line never needs them. A slashed pair that is not
// itself a known form ("HTML/CSS", "Zustand/Jotai") is split so each side can
// match; known ones ("CI/CD", "TCP/IP") stay whole.
func (a *Analyzer) tokenizeLine(st *stemmer, s string, buf []text.Token, out []token) ([]text.Token, []token) {
	buf = text.AppendScan(buf[:0], s)
	out = out[:0]
	for _, t := range buf {
		tok := token{text: t.Text, light: lightKey(t.Text), raw: s[t.Start:t.End],
			before: prevByte(s, t.Start), after: nextByte(s, t.End), start: t.Start, end: t.End}
		tok.poss = possessive(tok.raw)
		if strings.IndexByte(t.Text, '/') > 0 {
			tok.stem = st.stem(t.Text)
			if !a.vocab.known(tok) {
				out = a.splitSlashed(s, t, out)
				continue
			}
		}
		out = append(out, tok)
	}
	return buf, out
}

// stemTokens fills in the stems of toks.
func stemTokens(st *stemmer, toks []token) {
	for i := range toks {
		if toks[i].stem == "" {
			toks[i].stem = st.stem(toks[i].text)
		}
	}
}

func (a *Analyzer) splitSlashed(s string, t text.Token, out []token) []token {
	start := t.Start
	for start < t.End {
		end := strings.IndexByte(s[start:t.End], '/')
		if end < 0 {
			end = t.End
		} else {
			end += start
		}
		if part := strings.ToLower(s[start:end]); part != "" {
			out = append(out, token{text: part, light: lightKey(part), raw: s[start:end],
				before: prevByte(s, start), after: nextByte(s, end), start: start, end: end})
		}
		start = end + 1
	}
	return out
}

func prevByte(s string, i int) byte {
	for i > 0 {
		i--
		if s[i] != ' ' && s[i] != '\t' {
			return s[i]
		}
	}
	return 0
}

func nextByte(s string, i int) byte {
	for ; i < len(s); i++ {
		if s[i] != ' ' && s[i] != '\t' {
			return s[i]
		}
	}
	return 0
}

// clean returns s as plain text: markup removed (resume fields may carry HTML or
// script from careless or hostile clients) and control characters dropped.
func clean(s string) string {
	s = text.RepairC1(s)
	if strings.ContainsAny(s, "<&") {
		s = text.FromHTML(s)
	}
	if strings.IndexFunc(s, isControl) >= 0 {
		s = strings.Map(func(r rune) rune {
			if isControl(r) {
				return ' '
			}
			return r
		}, s)
	}
	return strings.TrimSpace(s)
}

func isControl(r rune) bool { return r != '\n' && unicode.IsControl(r) }

// quote shortens user text for a suggestion, on a rune boundary.
func quote(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	const max = 60
	if utf8.RuneCountInString(s) <= max {
		return "\"" + s + "\""
	}
	r := []rune(s)
	return "\"" + strings.TrimSpace(string(r[:max])) + "…\""
}

// possessive reports a word ending in 's or ’s.
func possessive(raw string) bool {
	return len(raw) > 3 && (strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s"))
}

// nameEnd is the end of t's spelling without a possessive ending.
func nameEnd(t token) int {
	if !t.poss {
		return t.end
	}
	if strings.HasSuffix(t.raw, "'s") {
		return t.end - 2
	}
	return t.end - len("’s")
}
