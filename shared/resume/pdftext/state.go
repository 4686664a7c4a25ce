package pdftext

import (
	"math"
	"slices"

	"github.com/ledongthuc/pdf"
)

// matrix is a PDF transformation [a b c d e f]; points are row vectors.
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul returns m × n (apply m, then n).
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

// graphics is the part of the graphics state q/Q save and restore.
type graphics struct {
	ctm                                            matrix
	font                                           *pdfFont
	size, charSpace, wordSpace, hScale, lead, rise float64
}

// textState interprets the text operators of one content stream.
type textState struct {
	page   pdf.Page
	fonts  map[string]*pdfFont
	g      graphics
	stack  []graphics
	tm     matrix // text matrix
	tlm    matrix // text line matrix
	spans  []span
	serial int
	// marked is the stack of open marked-content sequences, true for a
	// /Span with /ActualText; actual is that text until a glyph shows it.
	// Chromium writes one for a cluster whose glyphs do not map back to its
	// characters one by one (Devanagari conjuncts, Thai vowels, CJK fallbacks).
	marked []bool
	actual *string
}

func newTextState(p pdf.Page) *textState {
	return &textState{page: p, fonts: map[string]*pdfFont{}, g: graphics{ctm: identity, hScale: 1}, tm: identity, tlm: identity}
}

// apply runs one operator. Operators outside text and state are ignored;
// malformed operands are skipped rather than trusted.
func (s *textState) apply(op string, args []pdf.Value) {
	num := func(i int) float64 { return args[i].Float64() }
	need := func(n int) bool { return len(args) == n }
	switch op {
	case "BDC":
		at := pdf.Value{}
		if need(2) {
			at = args[1].Key("ActualText")
		}
		s.marked = append(s.marked, at.Kind() == pdf.String)
		if at.Kind() == pdf.String {
			t := at.Text()
			s.actual = &t
		}
	case "BMC":
		s.marked = append(s.marked, false)
	case "EMC":
		if n := len(s.marked); n > 0 {
			if s.marked[n-1] {
				s.actual = nil
			}
			s.marked = s.marked[:n-1]
		}
	case "q":
		s.stack = append(s.stack, s.g)
	case "Q":
		if n := len(s.stack); n > 0 {
			s.g, s.stack = s.stack[n-1], s.stack[:n-1]
		}
	case "cm":
		if need(6) {
			s.g.ctm = matrixOf(args).mul(s.g.ctm)
		}
	case "BT":
		s.tm, s.tlm = identity, identity
	case "Tf":
		if need(2) {
			s.g.font, s.g.size = s.font(args[0].Name()), num(1)
		}
	case "Tc":
		if need(1) {
			s.g.charSpace = num(0)
		}
	case "Tw":
		if need(1) {
			s.g.wordSpace = num(0)
		}
	case "Tz":
		if need(1) {
			s.g.hScale = num(0) / 100
		}
	case "TL":
		if need(1) {
			s.g.lead = num(0)
		}
	case "Ts":
		if need(1) {
			s.g.rise = num(0)
		}
	case "Td", "TD":
		if need(2) {
			if op == "TD" {
				s.g.lead = -num(1)
			}
			s.nextLine(num(0), num(1))
		}
	case "Tm":
		if need(6) {
			s.tm = matrixOf(args)
			s.tlm = s.tm
		}
	case "T*":
		s.nextLine(0, -s.g.lead)
	case "Tj":
		if need(1) {
			s.show(args[0].RawString())
		}
	case "'":
		if need(1) {
			s.nextLine(0, -s.g.lead)
			s.show(args[0].RawString())
		}
	case "\"":
		if need(3) {
			s.g.wordSpace, s.g.charSpace = num(0), num(1)
			s.nextLine(0, -s.g.lead)
			s.show(args[2].RawString())
		}
	case "TJ":
		if need(1) {
			s.showArray(args[0])
		}
	}
}

// nextLine moves to the start of the next line, offset by (tx, ty).
func (s *textState) nextLine(tx, ty float64) {
	s.tlm = matrix{1, 0, 0, 1, tx, ty}.mul(s.tlm)
	s.tm = s.tlm
}

// showArray handles TJ: strings interleaved with position adjustments.
func (s *textState) showArray(a pdf.Value) {
	for i := 0; i < a.Len(); i++ {
		v := a.Index(i)
		if v.Kind() == pdf.String {
			s.show(v.RawString())
			continue
		}
		tx := -v.Float64() / 1000 * s.g.size * s.g.hScale
		s.tm = matrix{1, 0, 0, 1, tx, 0}.mul(s.tm)
	}
}

// show records one string as a span and advances the text matrix past it.
func (s *textState) show(raw string) {
	f := s.g.font
	if f == nil || raw == "" {
		return
	}
	start := s.userSpace()
	codes := f.codes(raw)
	for _, code := range codes {
		w := f.advance(code)*f.scale*s.g.size + s.g.charSpace
		if !f.twoByte && code == ' ' {
			w += s.g.wordSpace
		}
		s.tm = matrix{1, 0, 0, 1, w * s.g.hScale, 0}.mul(s.tm)
	}
	end := s.userSpace()
	text := f.decode(raw, codes)
	if s.inActual() {
		// The first glyph of an /ActualText span carries its text; the
		// rest only advance.
		text = ""
		if s.actual != nil {
			text, s.actual = *s.actual, nil
		}
	}
	s.spans = append(s.spans, span{
		x: start[4], y: start[5], end: end[4],
		size:   s.g.size * math.Hypot(start[2], start[3]),
		text:   text,
		serial: s.serial,
	})
	s.serial++
}

// inActual reports whether an /ActualText span is open.
func (s *textState) inActual() bool {
	return slices.Contains(s.marked, true)
}

// userSpace returns the text rendering matrix's origin in page space.
func (s *textState) userSpace() matrix {
	return matrix{1, 0, 0, 1, 0, s.g.rise}.mul(s.tm).mul(s.g.ctm)
}

// font returns the page font resource by name, parsed once.
func (s *textState) font(name string) *pdfFont {
	if f, ok := s.fonts[name]; ok {
		return f
	}
	v := s.page.Resources().Key("Font").Key(name)
	var f *pdfFont
	if !v.IsNull() {
		f = loadPDFFont(v)
	}
	s.fonts[name] = f
	return f
}

// matrixOf reads six numeric operands.
func matrixOf(args []pdf.Value) matrix {
	var m matrix
	for i := range m {
		m[i] = args[i].Float64()
	}
	return m
}
