package pdftext

import (
	"math"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Layout tolerances, as fractions of the font size.
const (
	sameLineTolerance = 0.4  // baselines closer than this are one line
	wordGapTolerance  = 0.25 // a horizontal gap wider than this is a space
)

// assembleLines turns a page's spans into lines of text in reading order.
func assembleLines(spans []span) []string {
	if len(spans) == 0 {
		return nil
	}
	sorted := append([]span(nil), spans...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].y != sorted[j].y {
			return sorted[i].y > sorted[j].y // PDF y grows upwards
		}
		return sorted[i].serial < sorted[j].serial
	})
	var lines []string
	line := []span{sorted[0]}
	for _, sp := range sorted[1:] {
		ref := line[0]
		if math.Abs(sp.y-ref.y) <= sameLineTolerance*math.Max(math.Min(sp.size, ref.size), 1) {
			line = append(line, sp)
			continue
		}
		lines = append(lines, joinLine(line))
		line = []span{sp}
	}
	lines = append(lines, joinLine(line))
	return lines
}

// joinLine orders one line's spans left to right, puts a space where a gap
// separates two of them, and restores the reading order of right-to-left runs.
func joinLine(line []span) string {
	sort.SliceStable(line, func(i, j int) bool {
		if line[i].x != line[j].x {
			return line[i].x < line[j].x
		}
		return line[i].serial < line[j].serial
	})
	var b strings.Builder
	for i, sp := range line {
		if i > 0 {
			prev := line[i-1]
			gap := sp.x - prev.end
			if gap > wordGapTolerance*math.Max(sp.size, prev.size) && !endsSpace(b.String()) && !startsSpace(sp.text) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(sp.text)
	}
	return visualToLogical(strings.TrimRightFunc(b.String(), unicode.IsSpace))
}

func endsSpace(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return s != "" && unicode.IsSpace(r)
}

func startsSpace(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return s != "" && unicode.IsSpace(r)
}
