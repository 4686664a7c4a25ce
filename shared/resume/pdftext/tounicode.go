package pdftext

import (
	"io"
	"unicode/utf16"

	"github.com/ledongthuc/pdf"
)

// maxRangeCodes bounds how many codes one bfrange may expand to.
const maxRangeCodes = 1 << 16

// toUnicode maps character codes to text, read from a font's ToUnicode CMap.
// ledongthuc/pdf prefers a font's /Encoding over its ToUnicode map, which
// garbles the Type3 fonts Chromium emits for synthesized bold (a fallback font
// drawn bold), so we read the map ourselves and ask the library only when a
// font has none.
type toUnicode map[int]string

// readToUnicode parses the bfchar and bfrange entries of a ToUnicode stream.
// It returns nil when there is no stream or no entry. The CMap is read with a
// small tokenizer rather than pdf.Interpret, which panics on the PostScript
// resource operators ("findresource begin") every CMap opens with.
func readToUnicode(stream pdf.Value) toUnicode {
	if stream.Kind() != pdf.Stream {
		return nil
	}
	rc := stream.Reader()
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 8<<20))
	if err != nil {
		return nil
	}
	return parseToUnicode(data)
}

// parseToUnicode reads the entries of a ToUnicode CMap's source.
func parseToUnicode(data []byte) toUnicode {
	m := toUnicode{}
	var items []cmapItem // operands since the last begin*
	mode := ""
	lex := cmapLexer{data: data}
	for {
		tok, ok := lex.next()
		if !ok {
			break
		}
		switch {
		case tok.keyword == "beginbfchar" || tok.keyword == "beginbfrange":
			mode, items = tok.keyword, items[:0]
		case tok.keyword == "endbfchar" && mode == "beginbfchar":
			for i := 0; i+1 < len(items); i += 2 {
				if code, ok := codeOf(items[i].str); ok {
					m[code] = utf16Text(items[i+1].str)
				}
			}
			mode = ""
		case tok.keyword == "endbfrange" && mode == "beginbfrange":
			for i := 0; i+2 < len(items); i += 3 {
				m.addRange(items[i].str, items[i+1].str, items[i+2])
			}
			mode = ""
		case mode != "" && tok.keyword == "":
			items = append(items, tok.cmapItem)
		}
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

// addRange expands one bfrange entry: a destination string whose last UTF-16
// unit counts up, or an array with one string per code.
func (m toUnicode) addRange(loRaw, hiRaw string, dst cmapItem) {
	lo, okLo := codeOf(loRaw)
	hi, okHi := codeOf(hiRaw)
	if !okLo || !okHi || hi < lo || hi-lo >= maxRangeCodes {
		return
	}
	if dst.array != nil {
		for i := 0; i < len(dst.array) && lo+i <= hi; i++ {
			m[lo+i] = utf16Text(dst.array[i])
		}
		return
	}
	{
		units := utf16Units(dst.str)
		if len(units) == 0 {
			return
		}
		for c := lo; c <= hi; c++ {
			u := append([]uint16(nil), units...)
			u[len(u)-1] += uint16(c - lo)
			m[c] = string(utf16.Decode(u))
		}
	}
}

// codeOf reads a big-endian character code of one to four bytes.
func codeOf(raw string) (int, bool) {
	if raw == "" || len(raw) > 4 {
		return 0, false
	}
	c := 0
	for i := 0; i < len(raw); i++ {
		c = c<<8 | int(raw[i])
	}
	return c, true
}

// utf16Units splits a UTF-16BE string into code units.
func utf16Units(raw string) []uint16 {
	u := make([]uint16, 0, len(raw)/2)
	for i := 0; i+1 < len(raw); i += 2 {
		u = append(u, uint16(raw[i])<<8|uint16(raw[i+1]))
	}
	return u
}

// utf16Text decodes a UTF-16BE destination string.
func utf16Text(raw string) string {
	return string(utf16.Decode(utf16Units(raw)))
}
