package pdftext

import (
	"encoding/hex"
	"strings"
)

// cmapItem is an operand in a CMap: a string, or an array of strings.
type cmapItem struct {
	str   string
	array []string
}

// cmapToken is an operand or a keyword.
type cmapToken struct {
	cmapItem
	keyword string
}

// cmapLexer splits a CMap into the tokens readToUnicode needs. Names,
// numbers and dictionaries come out as operands it ignores.
type cmapLexer struct {
	data []byte
	pos  int
}

// next returns the next token; ok is false at the end.
func (l *cmapLexer) next() (tok cmapToken, ok bool) {
	l.skipSpace()
	if l.pos >= len(l.data) {
		return tok, false
	}
	switch c := l.data[l.pos]; {
	case c == '<' && l.peek(1) == '<', c == '>' && l.peek(1) == '>':
		l.pos += 2
	case c == '<':
		tok.str = l.hexString()
	case c == '(':
		tok.str = l.literalString()
	case c == '[':
		l.pos++
		tok.array = []string{}
		for {
			l.skipSpace()
			if l.pos >= len(l.data) || l.data[l.pos] == ']' {
				l.pos++
				break
			}
			inner, ok := l.next()
			if !ok {
				break
			}
			tok.array = append(tok.array, inner.str)
		}
	case c == '/':
		l.pos++
		l.word()
	case strings.IndexByte("{}]>)", c) >= 0:
		l.pos++
	default:
		w := l.word()
		if w != "" && (w[0] < '0' || w[0] > '9') && w[0] != '-' && w[0] != '+' && w[0] != '.' {
			tok.keyword = w
		}
	}
	return tok, true
}

func (l *cmapLexer) peek(off int) byte {
	if l.pos+off < len(l.data) {
		return l.data[l.pos+off]
	}
	return 0
}

func (l *cmapLexer) skipSpace() {
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		if c == '%' {
			for l.pos < len(l.data) && l.data[l.pos] != '\n' && l.data[l.pos] != '\r' {
				l.pos++
			}
			continue
		}
		if c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0 {
			return
		}
		l.pos++
	}
}

// word reads up to the next delimiter.
func (l *cmapLexer) word() string {
	start := l.pos
	for l.pos < len(l.data) && strings.IndexByte(" \n\r\t\f\x00()<>[]{}/%", l.data[l.pos]) < 0 {
		l.pos++
	}
	if l.pos == start {
		l.pos++ // never stall on a stray byte
	}
	return string(l.data[start:min(l.pos, len(l.data))])
}

// hexString reads <...>, ignoring whitespace; an odd digit count pads with 0.
func (l *cmapLexer) hexString() string {
	l.pos++
	var digits []byte
	for l.pos < len(l.data) && l.data[l.pos] != '>' {
		if c := l.data[l.pos]; strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 {
			digits = append(digits, c)
		}
		l.pos++
	}
	l.pos++
	if len(digits)%2 == 1 {
		digits = append(digits, '0')
	}
	out, _ := hex.DecodeString(string(digits))
	return string(out)
}

// literalString reads (...) with nesting and the common escapes.
func (l *cmapLexer) literalString() string {
	l.pos++
	var b strings.Builder
	depth := 1
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		l.pos++
		switch {
		case c == '\\' && l.pos < len(l.data):
			e := l.data[l.pos]
			l.pos++
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case '0', '1', '2', '3', '4', '5', '6', '7':
				v := int(e - '0')
				for k := 0; k < 2 && l.pos < len(l.data) && l.data[l.pos] >= '0' && l.data[l.pos] <= '7'; k++ {
					v = v*8 + int(l.data[l.pos]-'0')
					l.pos++
				}
				b.WriteByte(byte(v))
			default:
				b.WriteByte(e)
			}
		case c == '(':
			depth++
			b.WriteByte(c)
		case c == ')':
			depth--
			if depth == 0 {
				return b.String()
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
