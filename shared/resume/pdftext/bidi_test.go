package pdftext

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// reverse returns s with its runes in reverse order (visual order of an RTL run).
func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func TestVisualToLogical(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name, visual, want string
	}{
		{name: "latin untouched", visual: "Led a team of 5", want: "Led a team of 5"},
		{name: "hebrew word", visual: reverse("שלום"), want: "שלום"},
		{name: "hebrew phrase in latin line", visual: "Hello " + reverse("שלום עולם") + " again", want: "Hello שלום עולם again"},
		{name: "arabic presentation forms", visual: "\uFEE2\uFEDF\uFE8E\uFECC\uFEDF\uFE8E\uFE91", want: "بالعالم"},
		{name: "digits inside a run stay left to right", visual: reverse("שנת") + " 2020 " + reverse("היתה"), want: "היתה 2020 שנת"},
		{name: "brackets at run edges stay", visual: "(" + reverse("שלום") + ")", want: "(שלום)"},
		// Drawn right to left, "(" takes the mirrored glyph, which maps back to ")".
		{name: "brackets inside run mirrored back", visual: "ג (ב) א", want: "א (ב) ג"},
		{name: "emoji outside run", visual: "5 " + reverse("مرحبا بالعالم") + " 🚀 emoji", want: "5 مرحبا بالعالم 🚀 emoji"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, visualToLogical(tc.visual))
		})
	}
}
