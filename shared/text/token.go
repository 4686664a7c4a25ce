package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Token is one token of a string: its lowercased text, as Tokens returns it, and
// the byte offsets of the raw token in the source (for case checks and
// highlighting).
type Token struct {
	Text  string
	Start int
	End   int
}

// Tokens splits s into lowercased word tokens.
//
// A token is a run of letters, digits and combining marks. Inside a token '.', '/',
// '&', '_' and apostrophes are kept when a word character follows them (node.js,
// ci/cd, r&d, don't), ',' and '.' are kept between digits (120,000 and 3.5), a
// leading '.' is kept before a letter (.net) and trailing '+' or '#' are kept after
// a letter (c++, c#). A possessive "'s" is dropped. Everything else (spaces,
// hyphens, other punctuation, emoji) separates tokens.
func Tokens(s string) []string {
	return AppendTokens(make([]string, 0, len(s)/6+1), s)
}

// AppendTokens appends the tokens of s (see Tokens) to dst and returns it, so hot
// loops can reuse one slice.
func AppendTokens(dst []string, s string) []string {
	for i := 0; i < len(s); {
		start, end := nextSpan(s, i)
		if start == end {
			break
		}
		if tok := cleanToken(s[start:end]); tok != "" {
			dst = append(dst, tok)
		}
		i = end
	}
	return dst
}

// Scan returns the tokens of s (see Tokens) with their offsets.
func Scan(s string) []Token {
	return AppendScan(make([]Token, 0, len(s)/6+1), s)
}

// AppendScan appends the tokens of s with their offsets to dst and returns it.
func AppendScan(dst []Token, s string) []Token {
	for i := 0; i < len(s); {
		start, end := nextSpan(s, i)
		if start == end {
			break
		}
		if tok := cleanToken(s[start:end]); tok != "" {
			dst = append(dst, Token{Text: tok, Start: start, End: end})
		}
		i = end
	}
	return dst
}

// nextSpan returns the byte span of the first token at or after i, or an empty
// span at len(s) when there is none.
func nextSpan(s string, i int) (start, end int) {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if asciiWord[c] || (c == '.' && prevNotWord(s, i) && isLetterAt(s, i+1)) {
				return i, scanWord(s, i+1)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if isWord(r) {
			return i, scanWord(s, i+size)
		}
		i += size
	}
	return len(s), len(s)
}

// scanWord returns the end of the token whose first rune ends at i.
func scanWord(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf && asciiWord[c] {
			i++
			continue
		}
		r, size := decode(s, i)
		if c >= utf8.RuneSelf && isWord(r) {
			i += size
			continue
		}
		next, nsize := decode(s, i+size)
		if i+size < len(s) && isJoiner(r, prevRune(s, i), next) {
			i += size + nsize
			continue
		}
		if (r == '+' || r == '#') && isLetter(prevRune(s, i)) {
			return scanSuffix(s, i)
		}
		return i
	}
	return i
}

// asciiWord marks the ASCII letters and digits, the hot path of tokenising.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
	}
	return t
}()

// scanSuffix consumes the '+' or '#' suffix of names such as c++ and c#, but only
// when no word character follows it (so "a+b" stays two tokens).
func scanSuffix(s string, i int) int {
	end := i
	for n := 0; end < len(s) && n < 2 && (s[end] == '+' || s[end] == '#'); n++ {
		end++
	}
	if end < len(s) {
		if r, _ := decode(s, end); isWord(r) {
			return i
		}
	}
	return end
}

// isJoiner reports whether r, between prev and next, belongs inside a token.
func isJoiner(r, prev, next rune) bool {
	switch r {
	case '.', ',':
		if unicode.IsDigit(prev) && unicode.IsDigit(next) {
			return true
		}
		return r == '.' && isWord(next)
	case '/', '&', '_', '\'', '’':
		return isWord(next)
	}
	return false
}

// cleanToken lowercases a raw token, normalises curly apostrophes and drops a
// possessive suffix.
func cleanToken(tok string) string {
	if !isASCII(tok) && strings.ContainsRune(tok, '’') {
		tok = strings.ReplaceAll(tok, "’", "'")
	}
	tok = strings.ToLower(tok)
	if n := len(tok); n > 2 && tok[n-2] == '\'' && tok[n-1] == 's' {
		tok = tok[:n-2]
	}
	for len(tok) > 0 && (tok[0] == '\'' || tok[0] == '_') {
		tok = tok[1:]
	}
	for len(tok) > 0 && (tok[len(tok)-1] == '\'' || tok[len(tok)-1] == '_') {
		tok = tok[:len(tok)-1]
	}
	return tok
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 0 && asciiWord[r]
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r)
}

func isLetterAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := decode(s, i)
	return isLetter(r)
}

func prevNotWord(s string, i int) bool {
	return i == 0 || !isWord(prevRune(s, i))
}

func prevRune(s string, i int) rune {
	if i == 0 {
		return utf8.RuneError
	}
	if s[i-1] < utf8.RuneSelf {
		return rune(s[i-1])
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}

func decode(s string, i int) (rune, int) {
	if i >= len(s) {
		return utf8.RuneError, 0
	}
	if s[i] < utf8.RuneSelf {
		return rune(s[i]), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}
