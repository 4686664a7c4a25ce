package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// TestRoundTrip renders a real resume in every template and paper size and
// reads it back with our Go extractor and with poppler's pdftotext.
func TestRoundTrip(t *testing.T) {
	t.Parallel()
	b := setup(t)

	for _, tmpl := range model.ResumeTemplates {
		for _, paper := range model.PaperSizes {
			t.Run(tmpl+"/"+paper, func(t *testing.T) {
				t.Parallel()
				d := resume.Document{Resume: sampleResume(), Template: tmpl, Paper: paper}
				pdf := b.renderDoc(t, d)

				info := pdfinfo(t, pdf)
				require.Contains(t, info, "Pages:           1")
				require.Contains(t, info, map[string]string{model.PaperLetter: "(letter)", model.PaperA4: "(A4)"}[paper])
				require.Contains(t, info, "Title:           Jane Doe - Resume")

				poppler := pdftotext(t, pdf)
				requireInOrder(t, poppler, expectedOrder(d.Resume))
				pc := resume.Check(d, poppler)
				require.True(t, pc.OK, "pdftotext: %v\n%s", pc.Issues, poppler)

				pc, text, err := resume.Verify(d, pdf)
				require.NoError(t, err)
				require.True(t, pc.OK, "Go extractor: %v\n%s", pc.Issues, text)
				requireInOrder(t, text, expectedOrder(d.Resume))
				require.Equal(t, 1.0, pc.Recall)
				require.True(t, pc.ContactFound)
				require.Equal(t, 3, pc.DatesFound)
				require.Zero(t, pc.Garbled)
			})
		}
	}
}

// TestRoundTripTailored checks that tailoring reorders and never adds or drops.
func TestRoundTripTailored(t *testing.T) {
	t.Parallel()
	b := setup(t)

	d := resume.Document{Resume: sampleResume(), Template: model.TemplateModern, BulletOrder: [][]int{{2, 1}}, SkillOrder: []int{3, 1}}
	pdf := b.renderDoc(t, d)
	pc, text, err := resume.Verify(d, pdf)
	require.NoError(t, err)
	require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
	r := d.Resume
	requireInOrder(t, text, []string{r.Experience[0].Bullets[2], r.Experience[0].Bullets[1], r.Experience[0].Bullets[0],
		"Skills", "gRPC, PostgreSQL, Go, Kafka, Kubernetes, Redis"})
	for _, bullet := range r.Experience[0].Bullets {
		require.Equal(t, 1, strings.Count(strings.Join(strings.Fields(text), " "), bullet))
	}
}
