package render

import (
	"regexp"
	"slices"
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

// TestDatesAtTheMarginStayWithTheirRole: dates printed at the right margin
// are read on the role's own line, by poppler (which reads a column of
// right-aligned text apart when only white space joins it to the role) and by
// our extractor, in every template: when the role wraps, when the bullets
// below are short, and for an education year with a short skills line below.
func TestDatesAtTheMarginStayWithTheirRole(t *testing.T) {
	t.Parallel()
	b := setup(t)
	r := sampleResume()
	r.Experience[1].Title = "Software Engineer II, Payments Infrastructure and Data Platform Team Lead"
	r.Experience[1].Bullets = []string{"Built a Kafka pipeline.", "Cut storage costs 50%."}
	r.Skills = []string{"Go", "SQL"}
	for _, tmpl := range model.ResumeTemplates {
		t.Run(tmpl, func(t *testing.T) {
			t.Parallel()
			d := resume.Document{Resume: r, Template: tmpl}
			pdf := b.renderDoc(t, d)
			_, ours, err := resume.Verify(d, pdf)
			require.NoError(t, err)
			for name, text := range map[string]string{"pdftotext": pdftotext(t, pdf), "ours": ours} {
				lines := strings.Split(text, "\n")
				for _, dates := range []string{"Mar 2021 – Present", "Jun 2017 – Feb 2021", "2017"} {
					i := slices.IndexFunc(lines, func(l string) bool { return strings.HasSuffix(strings.TrimSpace(l), dates) })
					require.GreaterOrEqual(t, i, 0, "%s: no line ends with %q:\n%s", name, dates, text)
					require.Regexp(t, `[A-Za-z,)] ?(\. ?)+ `+regexp.QuoteMeta(dates)+`$`, strings.TrimSpace(lines[i]),
						"%s: %q is not on its role's line, after the leader:\n%s", name, dates, text)
				}
				requireInOrder(t, text, []string{"Senior Software Engineer", "Mar 2021 – Present", r.Experience[0].Bullets[0],
					"Software Engineer II", "Jun 2017 – Feb 2021", "Built a Kafka pipeline.", "Cut storage costs 50%.",
					"University of Texas at Austin", "2017", "Skills", "Go, SQL"})
			}
		})
	}
}
