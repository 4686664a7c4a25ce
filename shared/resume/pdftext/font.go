package pdftext

import (
	"strings"
	"unicode"

	"github.com/ledongthuc/pdf"
)

// pdfFont is what the extractor needs of a PDF font: Unicode decoding and
// glyph advances.
type pdfFont struct {
	uni     toUnicode        // from the ToUnicode CMap, preferred
	enc     pdf.TextEncoding // the library's decoding, when there is no map
	twoByte bool             // Type0 fonts with Identity-H: two bytes per glyph
	widths  map[int]float64  // code -> advance, in glyph space
	missing float64          // advance of codes absent from widths
	scale   float64          // glyph space to text space (1/1000 except Type3)
}

// loadPDFFont reads a font resource.
func loadPDFFont(v pdf.Value) *pdfFont {
	f := pdf.Font{V: v}
	enc := f.Encoder()
	if enc == nil {
		enc = identityEncoding{}
	}
	pf := &pdfFont{uni: readToUnicode(v.Key("ToUnicode")), enc: enc, widths: map[int]float64{}, scale: 0.001}
	switch v.Key("Subtype").Name() {
	case "Type0":
		pf.twoByte = true
		desc := v.Key("DescendantFonts").Index(0)
		pf.missing = 1000
		if dw := desc.Key("DW"); !dw.IsNull() {
			pf.missing = dw.Float64()
		}
		readCIDWidths(desc.Key("W"), pf.widths)
	case "Type3":
		if m := v.Key("FontMatrix"); m.Len() > 0 {
			pf.scale = m.Index(0).Float64()
		}
		fallthrough
	default:
		first := int(v.Key("FirstChar").Int64())
		w := v.Key("Widths")
		for i := 0; i < w.Len(); i++ {
			pf.widths[first+i] = w.Index(i).Float64()
		}
		pf.missing = v.Key("FontDescriptor").Key("MissingWidth").Float64()
	}
	return pf
}

// readCIDWidths parses a CIDFont W array: "c [w1 w2 ...]" and "c1 c2 w" entries.
func readCIDWidths(w pdf.Value, out map[int]float64) {
	for i := 0; i < w.Len(); {
		first := int(w.Index(i).Int64())
		if i+1 >= w.Len() {
			return
		}
		next := w.Index(i + 1)
		if next.Kind() == pdf.Array {
			for j := 0; j < next.Len(); j++ {
				out[first+j] = next.Index(j).Float64()
			}
			i += 2
			continue
		}
		if i+2 >= w.Len() {
			return
		}
		last, width := int(next.Int64()), w.Index(i+2).Float64()
		for c := first; c <= last && c-first < 1<<16; c++ {
			out[c] = width
		}
		i += 3
	}
}

// codes splits a shown string into character codes.
func (f *pdfFont) codes(raw string) []int {
	if !f.twoByte {
		out := make([]int, len(raw))
		for i := 0; i < len(raw); i++ {
			out[i] = int(raw[i])
		}
		return out
	}
	out := make([]int, 0, len(raw)/2)
	for i := 0; i+1 < len(raw); i += 2 {
		out = append(out, int(raw[i])<<8|int(raw[i+1]))
	}
	return out
}

// decode returns the text of a shown string. A code the ToUnicode map lacks
// becomes U+FFFD, which Check counts as a garbled glyph.
func (f *pdfFont) decode(raw string, codes []int) string {
	if f.uni == nil {
		return f.enc.Decode(raw)
	}
	var b strings.Builder
	for _, c := range codes {
		if s, ok := f.uni[c]; ok {
			b.WriteString(s)
		} else {
			b.WriteRune(unicode.ReplacementChar)
		}
	}
	return b.String()
}

// advance returns the width of one code in glyph space.
func (f *pdfFont) advance(code int) float64 {
	if w, ok := f.widths[code]; ok {
		return w
	}
	return f.missing
}

// identityEncoding passes bytes through; used when a font has no usable map.
type identityEncoding struct{}

// Decode implements pdf.TextEncoding.
func (identityEncoding) Decode(raw string) string { return raw }
