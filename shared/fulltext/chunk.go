package fulltext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxJoinedParts is the most parts a chunk written as one word is made of:
// "end-to-end" is a word, a URL's dozen parts are not. maxPairedParts is the
// most parts a chunk whose neighbouring parts are also written as one word
// has ("Founder/CTO/COO").
const (
	maxJoinedParts = 3
	maxPairedParts = 4
)

// chunk is a run of words joined by punctuation, lowercased. Its parts are
// written one after another in buf, so any run of neighbouring parts written
// as one word is a slice of it, and scanning allocates nothing.
type chunk struct {
	buf []byte
	// ends are where each part ends in buf.
	ends []int
	// wordy marks the parts with a letter and no "++" or "#": the parts that
	// can be written together as one word.
	wordy []bool
	// start and end are where the chunk starts and ends in the text scanned
	// (end before a possessive's "s").
	start, end int
}

func (c *chunk) len() int { return len(c.ends) }

// part is part i.
func (c *chunk) part(i int) []byte { return c.span(i, i+1) }

// span is parts i to j-1 written as one word.
func (c *chunk) span(i, j int) []byte {
	start := 0
	if i > 0 {
		start = c.ends[i-1]
	}
	return c.buf[start:c.ends[j-1]]
}

// joinable reports whether parts i to j-1 written as one make a word: two or
// more, each with a letter ("24/7" and "2024-2025" are not words) and none a
// "c++".
func (c *chunk) joinable(i, j int) bool {
	if j-i < 2 {
		return false
	}
	for k := i; k < j; k++ {
		if !c.wordy[k] {
			return false
		}
	}
	return true
}

// joined is the whole chunk as one word, nil when it has one part, more than
// maxJoinedParts, or is not joinable.
func (c *chunk) joined() []byte {
	if c.len() > maxJoinedParts || !c.joinable(0, c.len()) {
		return nil
	}
	return c.span(0, c.len())
}

// scanChunks calls f with each chunk of s in order. The chunk is reused
// between calls.
func scanChunks(s string, f func(c *chunk)) {
	var c chunk
	for i := 0; i < len(s); {
		if word, size := wordAt(s, i); !word {
			i += size
			continue
		}
		c.buf, c.ends, c.wordy = c.buf[:0], c.ends[:0], c.wordy[:0]
		c.start = i
		apostrophe := false
		for {
			end := scanPart(s, i)
			next := end
			if n := suffixEnd(s, i, end); n > end {
				end, next = n, n
			}
			if apostrophe && end-i == 1 && (s[i] == 's' || s[i] == 'S') && !joinsNext(s, next) {
				break // a possessive
			}
			var w bool
			c.buf, w = appendLowerWordy(c.buf, s[i:end])
			c.ends = append(c.ends, len(c.buf))
			c.wordy = append(c.wordy, w)
			j, ok := joiner(s, next)
			if !ok {
				i = next
				break
			}
			apostrophe = s[next] == '\'' || s[next] != '-' && s[next] >= utf8.RuneSelf
			i = j
		}
		c.end = i
		if c.len() > 0 {
			f(&c)
		}
		// A possessive's "s" is skipped past.
		for i < len(s) {
			word, size := wordAt(s, i)
			if !word {
				break
			}
			i += size
		}
	}
}

// scanPart returns the end of the part starting at i: word runes, and "." or ","
// between digits.
func scanPart(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case asciiWord[c]:
				i++
				continue
			case (c == '.' || c == ',') && i > 0 && isDigit(s[i-1]) && i+1 < len(s) && isDigit(s[i+1]):
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWord(r) {
			return i
		}
		i += size
	}
	return i
}

// suffixEnd returns the end of a "++" or "#" that ends the part s[start:end] on
// a letter and is not followed by a word ("c++", "c#"), else end.
func suffixEnd(s string, start, end int) int {
	if end == start || end >= len(s) || !isASCIILetter(s[end-1]) {
		return end
	}
	n := end
	switch {
	case strings.HasPrefix(s[end:], "++"):
		n += 2
	case s[end] == '#':
		n++
	default:
		return end
	}
	if n < len(s) {
		if r, _ := decode(s, n); isWord(r) {
			return end
		}
	}
	return n
}

// joiner reports whether s[i] joins the part before it to a word after it, and
// where that word starts.
func joiner(s string, i int) (int, bool) {
	if i >= len(s) {
		return 0, false
	}
	r, size := decode(s, i)
	switch r {
	case '-', '/', '&', '+', '.', '_', '\'', '’':
	default:
		return 0, false
	}
	if i+size >= len(s) {
		return 0, false
	}
	if next, _ := decode(s, i+size); !isWord(next) {
		return 0, false
	}
	return i + size, true
}

// joinsNext reports whether a joiner at i leads to another part.
func joinsNext(s string, i int) bool {
	_, ok := joiner(s, i)
	return ok
}

// appendLowerWordy appends s lowercased to dst in one pass, and reports
// whether s has a letter and no "+" or "#" (the parts that can be written
// together as one word).
func appendLowerWordy(dst []byte, s string) ([]byte, bool) {
	letter, plain := false, true
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
				letter = true
			case 'a' <= c && c <= 'z':
				letter = true
			case c == '+' || c == '#':
				plain = false
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		letter = letter || unicode.IsLetter(r)
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
		i += size
	}
	return dst, letter && plain
}

// wordAt reports whether the rune at i is a word rune, and its size; small
// enough to be inlined in the scanning loops, which ASCII text keeps to the
// first line.
func wordAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return asciiWord[c], 1
	}
	return wordRuneAt(s, i)
}

func wordRuneAt(s string, i int) (bool, int) {
	r, size := utf8.DecodeRuneInString(s[i:])
	return isWord(r), size
}

func decode(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiWord[r]
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isDigit(c byte) bool       { return '0' <= c && c <= '9' }
func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// asciiWord marks the ASCII letters and digits, the hot path of scanning.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = isASCIILetter(byte(c)) || isDigit(byte(c))
	}
	return t
}()
