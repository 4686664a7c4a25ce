package resume

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

// bodyOf returns the HTML from <body on.
func bodyOf(t *testing.T, html []byte) string {
	t.Helper()
	i := bytes.Index(html, []byte("<body"))
	require.GreaterOrEqual(t, i, 0)
	return string(html[i:])
}

// visibleText strips tags and unescapes the few entities html/template emits.
func visibleText(body string) string {
	body = regexp.MustCompile(`(?s)<title>.*?</title>`).ReplaceAllString(body, "")
	s := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(body, "")
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&amp;", "&", "&#43;", "+").Replace(s)
}

func TestRenderHTMLEscapesEveryField(t *testing.T) {
	t.Parallel()

	const payload = `"><script>document.title='pwned'</script><img src=x onerror=alert(1)></title><style>*{}</style>`
	r := model.Resume{
		UserName: "N" + payload, Email: "E" + payload, Phone: "P" + payload, TargetRole: "R" + payload,
		Summary: "S" + payload, Location: "L" + payload, Links: []string{"K" + payload},
		Experience: []model.Experience{{Company: "C" + payload, Title: "T" + payload, StartDate: "2020-01", EndDate: "X" + payload,
			Bullets: []string{"B" + payload}}},
		Education: []model.Education{{School: "U" + payload, Degree: "D" + payload, Field: "F" + payload, Year: "Y" + payload}},
		Skills:    []string{"K" + payload},
	}
	for _, tmpl := range model.ResumeTemplates {
		t.Run(tmpl, func(t *testing.T) {
			t.Parallel()
			html, err := RenderHTML(Document{Resume: r, Template: tmpl})
			require.NoError(t, err)
			body := bodyOf(t, html)
			require.NotContains(t, body, "<script")
			require.NotContains(t, body, "<img")
			require.NotContains(t, body, "<style")
			require.Equal(t, 1, strings.Count(body, "</title>"), "the payload must not close the title")
			text := visibleText(body)
			for _, prefix := range []string{"N", "E", "P", "S", "L", "K", "C", "T", "B", "U", "D", "F", "Y"} {
				require.Contains(t, text, prefix+payload, "field starting %q must print as typed", prefix)
			}
			require.NotContains(t, text, "R"+payload, "the target role is not printed as the person's title")
		})
	}
}

func TestRenderHTMLHead(t *testing.T) {
	t.Parallel()

	a, err := RenderHTML(Document{Resume: sampleResume()})
	require.NoError(t, err)
	other := sampleResume()
	other.UserName = "Someone Else"
	other.Summary = ""
	b, err := RenderHTML(Document{Resume: other, Template: model.TemplateModern, Paper: model.PaperA4})
	require.NoError(t, err)

	headA := a[:bytes.Index(a, []byte("<body"))]
	headB := b[:bytes.Index(b, []byte("<body"))]
	require.Equal(t, headA, headB, "the head must be identical for every resume so the render pool can reuse it")
	require.True(t, bytes.HasSuffix(bytes.TrimSpace(headA), []byte("</head>")))
	require.Contains(t, string(headA), `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:;`)
	require.Equal(t, 6, bytes.Count(headA, []byte("@font-face")))

	// Nothing in the document may point outside it.
	require.NotRegexp(t, `(?i)(src|href)\s*=`, string(a))
	require.NotRegexp(t, `(?i)url\((?:["']?)(?:https?|file|//)`, string(a))
	require.NotContains(t, string(a), "<table")
	require.NotContains(t, string(a), "<img")
}

func TestRenderHTMLLayout(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name     string
		doc      Document
		headings []string
		order    []string // strings that must appear in this order in the visible text
		absent   []string
	}{
		{
			name:     "full resume",
			doc:      Document{Resume: sampleResume()},
			headings: []string{"Summary", "Experience", "Education", "Skills"},
			order: []string{"Jane Doe", "jane.doe@example.com", "+1 (555) 010-0199", "Austin, TX",
				"Senior Software Engineer", "Acme Payments", "Remote (US)", "Mar 2021 – Present", "Cut p99", "Led a team", "Designed the idempotency",
				"Software Engineer", "DataWorks", "Jun 2017 – Feb 2021", "University of Texas at Austin", "B.S.", "Computer Science", "2017",
				"Go", "PostgreSQL", "Kafka"},
		},
		{
			name:     "tailored order puts matching bullets and skills first",
			doc:      Document{Resume: sampleResume(), BulletOrder: [][]int{{2}, {1, 0}}, SkillOrder: []int{4, 2}},
			headings: []string{"Summary", "Experience", "Education", "Skills"},
			order: []string{"Designed the idempotency", "Cut p99", "Led a team", "Wrote the PostgreSQL", "Built a Kafka",
				"Kubernetes, Kafka, Go, PostgreSQL, gRPC, Redis"},
		},
		{
			name: "no summary, no invented one",
			doc: func() Document {
				r := sampleResume()
				r.Summary = "  "
				return Document{Resume: r}
			}(),
			headings: []string{"Experience", "Education", "Skills"},
			absent:   []string{"Summary"},
		},
		{
			name:   "empty resume has no section",
			doc:    Document{Resume: model.Resume{UserName: "Solo", Email: "solo@example.com", TargetRole: "Engineer"}},
			order:  []string{"Solo", "solo@example.com"},
			absent: []string{"Summary", "Experience", "Education", "Skills", "|", "Engineer"},
		},
		{
			name: "blank bullets and entries are skipped",
			doc: Document{Resume: model.Resume{UserName: "A", Email: "a@b.c", TargetRole: "R",
				Experience: []model.Experience{{}, {Title: "Dev", Bullets: []string{"", "  ", "Real bullet"}}}}},
			headings: []string{"Experience"},
			order:    []string{"Dev", "Real bullet"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			html, err := RenderHTML(tc.doc)
			require.NoError(t, err)
			body := bodyOf(t, html)
			var got []string
			for _, m := range regexp.MustCompile(`<h2>([^<]*)</h2>`).FindAllStringSubmatch(body, -1) {
				got = append(got, m[1])
			}
			require.Equal(t, tc.headings, got)
			text := visibleText(body)
			at := 0
			for _, s := range tc.order {
				i := strings.Index(text[at:], s)
				require.GreaterOrEqual(t, i, 0, "%q missing or out of order", s)
				at += i + len(s)
			}
			for _, s := range tc.absent {
				require.NotContains(t, text, s)
			}
		})
	}
}

func TestRenderHTMLDeterministic(t *testing.T) {
	t.Parallel()

	d := Document{Resume: sampleResume(), SkillOrder: []int{3}}
	a, err := RenderHTML(d)
	require.NoError(t, err)
	b, err := RenderHTML(d)
	require.NoError(t, err)
	require.Equal(t, a, b)
}

func TestRenderHTMLRejectsBadInput(t *testing.T) {
	t.Parallel()

	r := sampleResume()
	r.Skills = append(r.Skills, "ሰላም") // Ethiopic: no embedded or installed font draws it
	_, err := RenderHTML(Document{Resume: r})
	ae, ok := apperr.As(err)
	require.True(t, ok)
	require.Equal(t, "skills[6]", ae.Field)
}

func TestWarmupHTMLSharesTheHead(t *testing.T) {
	t.Parallel()

	warm, err := WarmupHTML()
	require.NoError(t, err)
	real, err := RenderHTML(Document{Resume: sampleResume(), Template: model.TemplateModern})
	require.NoError(t, err)
	require.Equal(t, warm[:bytes.Index(warm, []byte("<body"))], real[:bytes.Index(real, []byte("<body"))])
}
