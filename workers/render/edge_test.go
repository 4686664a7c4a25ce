package render

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// pageCount reads the page count from pdfinfo.
func pageCount(t *testing.T, pdf []byte) int {
	t.Helper()
	m := regexp.MustCompile(`Pages:\s+(\d+)`).FindStringSubmatch(pdfinfo(t, pdf))
	require.Len(t, m, 2)
	n, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	return n
}

// TestAbsurdInput renders the bad inputs the issue lists: each must give a PDF
// whose text reads back as typed.
func TestAbsurdInput(t *testing.T) {
	t.Parallel()
	b := setup(t)

	long := strings.Repeat("x", 5000)
	tests := []struct {
		name     string
		resume   model.Resume
		minPages int
		poppler  bool // also hold pdftotext's text to the check
	}{
		{name: "empty", resume: model.Resume{}, minPages: 1, poppler: true},
		{name: "no experience", resume: model.Resume{UserName: "New Grad", Email: "grad@example.com", TargetRole: "Intern",
			Education: []model.Education{{School: "State U", Degree: "BA", Field: "History", Year: "2025"}}}, minPages: 1, poppler: true},
		{name: "200 bullets", resume: func() model.Resume {
			r := sampleResume()
			r.Experience[0].Bullets = manyBullets(200)
			return r
		}(), minPages: 4, poppler: true},
		{name: "50 KB job description is never printed", resume: func() model.Resume {
			r := sampleResume()
			r.JobDescription = strings.Repeat("We need a Go engineer who loves Kubernetes. ", 1200)
			return r
		}(), minPages: 1, poppler: true},
		{name: "unbroken 5000-character word wraps", resume: func() model.Resume {
			r := sampleResume()
			r.Experience[0].Bullets = []string{long, "after the long word"}
			r.Links = []string{"https://example.com/" + strings.Repeat("a/", 300)}
			return r
		}(), minPages: 1, poppler: true},
		{name: "emoji", resume: model.Resume{
			UserName: "José Núñez 🚀", Email: "jose@example.com", Phone: "+34 600 000 000", TargetRole: "Ingeniero ✓",
			Summary: "Ships fast 🚀🔥, tests first ✅, family 👨‍👩‍👧 and flag 🇪🇸, thumbs 👍🏽.",
			Skills:  []string{"Go 🐹", "★ Rust", "☕ Java"},
		}, minPages: 1, poppler: true},
		{name: "right to left", resume: model.Resume{
			UserName: "ليلى حداد", Email: "layla@example.com", TargetRole: "مهندسة برمجيات",
			Summary: "مهندسة برمجيات منذ 2015 في دبي (الإمارات) — Go و Kubernetes.",
			Experience: []model.Experience{{Company: "שלום טכנולוגיות", Title: "מפתחת בכירה", StartDate: "2019-01", EndDate: "Present",
				Bullets: []string{"בניתי מערכת תשלומים ל-3 מיליון משתמשים", "Led Arabic localisation: واجهة عربية كاملة"}}},
			Skills: []string{"Go", "PostgreSQL", "العربية", "עברית"},
			// pdftotext takes a mostly right-to-left page for right-to-left
			// paragraphs and reorders mixed lines ("ל-3" comes out "ל 3-"), so
			// only our extractor, which reads the lines as laid out, is held to it.
		}, minPages: 1},
		{name: "whitespace and invisible characters", resume: model.Resume{
			UserName: "  Ann\u00a0Lee  ", Email: "ann@example.com", TargetRole: "QA\tlead",
			Summary: "line one\nline two\r\n\tindented\u200b zero-width\u00adsoft",
			Skills:  []string{" ", "", "Go"},
		}, minPages: 1, poppler: true},
	}
	for _, tc := range tests {
		for _, tmpl := range model.ResumeTemplates {
			t.Run(tc.name+"/"+tmpl, func(t *testing.T) {
				t.Parallel()
				d := resume.Document{Resume: tc.resume, Template: tmpl, Paper: model.PaperA4}
				pdf := b.renderDoc(t, d)
				require.GreaterOrEqual(t, pageCount(t, pdf), tc.minPages)

				pc, text, err := resume.Verify(d, pdf)
				require.NoError(t, err)
				require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
				require.Zero(t, pc.Garbled)
				require.NotContains(t, text, "We need a Go engineer")
				if tc.poppler {
					poppler := pdftotext(t, pdf)
					require.True(t, resume.Check(d, poppler).OK, "pdftotext: %v\n%s", resume.Check(d, poppler).Issues, poppler)
				}
			})
		}
	}
}

// TestUndrawableInputIs422 shows the other accepted outcome: text no font
// draws is refused before rendering, naming the field.
func TestUndrawableInputIs422(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name, text string
	}{
		{name: "ethiopic", text: "Localised the app into ሰላም"}, // CJK prints (Noto); Ethiopic has no font
		// A keycap's enclosing mark prints without a Unicode mapping.
		{name: "keycap emoji", text: "Ranked 1️⃣ in sales"},
		{name: "emoji newer than the font", text: "Ship it 🫡"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := sampleResume()
			r.Experience[1].Bullets[1] = tc.text
			_, err := resume.RenderHTML(resume.Document{Resume: r})
			ae, ok := apperr.As(err)
			require.True(t, ok)
			require.Equal(t, apperr.KindInvalid, ae.Kind)
			require.Equal(t, "experience[1].bullets[1]", ae.Field)
		})
	}
}

// TestFallbackFontsOnFirstUse renders, in tabs that have only drawn Latin text,
// a resume whose text needs both fallback fonts: the body swap must not print
// before those faces are ready.
func TestFallbackFontsOnFirstUse(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 1, Warmup: warmupHTML(t)})

	d := resume.Document{Resume: model.Resume{UserName: "Dana 🚀", Email: "d@example.com", TargetRole: "שלום مرحبا",
		Skills: []string{"✓ Go", "Ελληνικά", "🐹 gophers"}}}
	html, err := resume.RenderHTML(d)
	require.NoError(t, err)
	pdf, err := p.PDF(t.Context(), html, model.PaperLetter)
	require.NoError(t, err)
	pc, text, err := resume.Verify(d, pdf)
	require.NoError(t, err)
	require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
	info := pdffonts(t, pdf)
	require.Contains(t, info, "DejaVuSans")
	require.Contains(t, info, "Symbola")
}
