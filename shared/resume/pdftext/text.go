// Package pdftext reads a PDF's text the way an ATS parser does, in Go:
// ledongthuc/pdf parses the file and its fonts' ToUnicode maps; glyph
// positioning, line assembly and right-to-left reordering are ours, because the
// library's Content() mis-measures the two-byte CID fonts Chromium emits. The
// resume parse check (shared/resume) and the render tests read PDFs with it.
package pdftext

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/ledongthuc/pdf"
)

// ErrUnreadable wraps every failure to read a PDF's text.
var ErrUnreadable = errors.New("unreadable PDF")

// Extract reads the text of a PDF the way an ATS parser does: glyphs are
// placed by their position on the page, grouped into lines top to bottom, left
// to right within a line, with a space where a gap separates two runs; right-to-
// left runs are put back in reading order. Pages are separated by a form feed.
//
// ledongthuc/pdf parses the file and decodes each font's ToUnicode map; the
// positioning is ours, because its Content() mis-measures the two-byte CID
// fonts Chromium emits.
func Extract(data []byte) (text string, err error) {
	// The parser reports malformed input by panicking.
	defer func() {
		if r := recover(); r != nil {
			text, err = "", fmt.Errorf("pdftext: %w: %v", ErrUnreadable, r)
		}
	}()
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", fmt.Errorf("pdftext: %w: %w", ErrUnreadable, err)
	}
	pages := make([]string, 0, r.NumPage())
	for i := 1; i <= r.NumPage(); i++ {
		p := r.Page(i)
		if p.V.IsNull() {
			continue
		}
		spans := pageSpans(p)
		pages = append(pages, strings.Join(assembleLines(spans), "\n"))
	}
	return strings.Join(pages, "\n\f"), nil
}

// span is one run of text drawn by a single show-text operator.
type span struct {
	x, y   float64 // start of the baseline, in page space
	end    float64 // x where the run's advance ends
	size   float64 // effective font size, for tolerances
	text   string
	serial int // drawing order, to keep sorting stable
}

// pageSpans interprets one page's content stream.
func pageSpans(p pdf.Page) []span {
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil
	}
	st := newTextState(p)
	pdf.Interpret(contents, func(stk *pdf.Stack, op string) {
		args := make([]pdf.Value, stk.Len())
		for i := len(args) - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		st.apply(op, args)
	})
	return st.spans
}
