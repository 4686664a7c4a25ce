package resume

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/resume/pdftext"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.txt from pdftext.Extract")

// fixture is a PDF printed by Chromium from a known document. The PDFs are
// made by `go test ./workers/render -run TestFixtures -update-fixtures`.
type fixture struct {
	name string
	doc  Document
	pdf  []byte
}

func loadFixtures(t testing.TB) []fixture {
	t.Helper()
	paths, err := filepath.Glob("testdata/*.pdf")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	var out []fixture
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".pdf")
		pdf, err := os.ReadFile(p)
		require.NoError(t, err)
		raw, err := os.ReadFile(strings.TrimSuffix(p, ".pdf") + ".json")
		require.NoError(t, err)
		var d Document
		require.NoError(t, json.Unmarshal(raw, &d))
		out = append(out, fixture{name: name, doc: d, pdf: pdf})
	}
	return out
}

// TestExtractTextFixtures reads Chromium's PDFs back: the text must pass the
// parse check and match the reviewed golden text.
func TestExtractTextFixtures(t *testing.T) {
	t.Parallel()

	for _, f := range loadFixtures(t) {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			text, err := pdftext.Extract(f.pdf)
			require.NoError(t, err)
			pc := Check(f.doc, text)
			require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
			require.Zero(t, pc.Garbled)

			golden := filepath.Join("testdata", f.name+".golden.txt")
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(text), 0o644))
				return
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "run go test ./shared/resume -run TestExtractTextFixtures -update")
			require.Equal(t, string(want), text)
		})
	}
}

func TestExtractTextMultilingual(t *testing.T) {
	t.Parallel()

	pdf, err := os.ReadFile("testdata/multilingual.pdf")
	require.NoError(t, err)
	text, err := pdftext.Extract(pdf)
	require.NoError(t, err)
	lines := strings.Split(text, "\n")
	require.Equal(t, "ليلى حداد 🚀", lines[0], "bold name drawn by a fallback font (Type3) and right to left")
	require.Contains(t, text, "Led Arabic localisation: واجهة عربية كاملة")
	require.Contains(t, text, "Müller & Søn — Ærø: “quotes” ‘and’ …")
	require.Contains(t, text, "Go 🐹, العربية, עברית, Ελληνικά, Русский")
}

func TestExtractTextPages(t *testing.T) {
	t.Parallel()

	pdf, err := os.ReadFile("testdata/long_200_bullets.pdf")
	require.NoError(t, err)
	text, err := pdftext.Extract(pdf)
	require.NoError(t, err)
	require.GreaterOrEqual(t, strings.Count(text, "\f"), 3)
	at := 0
	for i := range 200 {
		want := "Bullet number " + itoa(i) + " shipped"
		j := strings.Index(text[at:], want)
		require.GreaterOrEqual(t, j, 0, "bullet %d missing or out of order", i)
		at += j
	}
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// TestExtractTextMalformed feeds broken input: an error, never a panic.
func TestExtractTextMalformed(t *testing.T) {
	t.Parallel()

	good, err := os.ReadFile("testdata/classic_letter.pdf")
	require.NoError(t, err)
	tests := []struct {
		name string
		data []byte
	}{
		{name: "empty", data: nil},
		{name: "not a pdf", data: []byte("hello, I am not a PDF")},
		{name: "header only", data: []byte("%PDF-1.4\n%%EOF\n")},
		{name: "truncated", data: good[:len(good)/2]},
		{name: "corrupted middle", data: func() []byte {
			b := append([]byte(nil), good...)
			for i := len(b) / 3; i < len(b)/3+2000 && i < len(b); i++ {
				b[i] = 'x'
			}
			return b
		}()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			text, err := pdftext.Extract(tc.data)
			if err != nil {
				require.ErrorIs(t, err, pdftext.ErrUnreadable)
				return
			}
			// A damaged file may still yield partial text; the check then fails.
			require.False(t, Check(Document{Resume: sampleResume()}, text).OK)
		})
	}
}
