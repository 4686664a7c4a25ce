package resume

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/resume/pdftext"
)

func BenchmarkRenderHTML(b *testing.B) {
	d := Document{Resume: sampleResume(), SkillOrder: []int{3, 1}}
	_, err := RenderHTML(d)
	require.NoError(b, err)
	for b.Loop() {
		_, _ = RenderHTML(d)
	}
}

func BenchmarkExtractText(b *testing.B) {
	pdf, err := os.ReadFile("testdata/classic_letter.pdf")
	require.NoError(b, err)
	for b.Loop() {
		_, _ = pdftext.Extract(pdf)
	}
}

func BenchmarkCheck(b *testing.B) {
	pdf, err := os.ReadFile("testdata/classic_letter.pdf")
	require.NoError(b, err)
	text, err := pdftext.Extract(pdf)
	require.NoError(b, err)
	for _, f := range loadFixtures(b) {
		if f.name == "classic_letter" {
			for b.Loop() {
				_ = Check(f.doc, text)
			}
		}
	}
}

// BenchmarkVerifyLong extracts and checks a 200-bullet, 4-page resume.
func BenchmarkVerifyLong(b *testing.B) {
	for _, f := range loadFixtures(b) {
		if f.name == "long_200_bullets" {
			for b.Loop() {
				_, _, _ = Verify(f.doc, f.pdf)
			}
		}
	}
}
