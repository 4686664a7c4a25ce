package resume

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNormalize(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name, in, want string
	}{
		{name: "whitespace collapsed", in: "  a \t b\n\nc  ", want: "a b c"},
		{name: "ligature folded", in: "of\uFB01ce", want: "office"},
		{name: "invisible dropped", in: "a\u200db\u00adc\ufe0fd", want: "abcd"},
		{name: "nbsp is space", in: "a\u00a0b", want: "a b"},
		{name: "full width folded", in: "ＧＯ", want: "GO"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, normalize(tc.in))
		})
	}
}
