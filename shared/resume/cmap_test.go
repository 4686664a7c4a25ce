package resume

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestFontCoverage(t *testing.T) {
	t.Parallel()

	assets, err := loadFonts()
	require.NoError(t, err)
	tests := []struct {
		name string
		r    rune
		want bool
	}{
		{name: "latin", r: 'A', want: true},
		{name: "latin accent", r: 'ñ', want: true},
		{name: "cyrillic", r: 'Ж', want: true},
		{name: "greek", r: 'λ', want: true},
		{name: "hebrew", r: 'ש', want: true},
		{name: "arabic", r: 'م', want: true},
		{name: "arabic presentation form", r: '\uFEE1', want: true},
		{name: "en dash", r: '–', want: true},
		{name: "check mark", r: '✓', want: true},
		{name: "rocket emoji", r: '🚀', want: true},
		{name: "grinning face", r: '😀', want: true},
		{name: "cjk", r: '中', want: false},
		{name: "devanagari", r: 'क', want: false},
		{name: "unicode 13 emoji", r: '\U0001F972', want: false},
	}
	for _, tmpl := range model.ResumeTemplates {
		for _, tc := range tests {
			t.Run(tmpl+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				require.Equal(t, tc.want, assets.coverage[tmpl].has(tc.r))
			})
		}
	}
}

func TestFontCoverageRejectsMalformedFonts(t *testing.T) {
	t.Parallel()

	good, err := fontFiles.ReadFile("fonts/LiberationSans-Regular.ttf")
	require.NoError(t, err)
	tests := []struct {
		name string
		data []byte
	}{
		{name: "empty", data: nil},
		{name: "truncated header", data: good[:20]},
		{name: "truncated tables", data: good[:2000]},
		{name: "not a font", data: []byte("<html>definitely not a font file at all</html>")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := fontCoverage(tc.data)
			require.ErrorIs(t, err, errCmap)
		})
	}
}
