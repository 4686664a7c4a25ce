package render

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// TestMain closes the shared pool, so its browser and profile go with the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.Close()
	}
	os.Exit(code)
}

// testBundle is what a render test needs.
type testBundle struct {
	pool *Pool
	ctx  context.Context
}

var (
	sharedOnce sync.Once
	shared     *Pool
	sharedErr  error
)

// setup returns a bundle on the package's shared warm pool. Tests that kill,
// recycle or close a browser use newPool instead.
func setup(t testing.TB) *testBundle {
	t.Helper()
	if testing.Short() {
		t.Skip("renders in real Chromium")
	}
	sharedOnce.Do(func() {
		shared, sharedErr = NewPool(context.Background(), Options{Tabs: 2, Warmup: mustWarmup(t)})
	})
	require.NoError(t, sharedErr)
	// No deadline here: a parallel test may wait long for its turn (go test runs
	// as many at once as there are cores), so each render gets its own (pdf).
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	return &testBundle{pool: shared, ctx: ctx}
}

// pdf renders html on paper with a deadline of its own.
func (b *testBundle) pdf(html []byte, paper string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	return b.pool.PDF(ctx, html, paper)
}

// newPool starts a pool owned by one test.
func newPool(t *testing.T, opts Options) *Pool {
	t.Helper()
	if testing.Short() {
		t.Skip("renders in real Chromium")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	p, err := NewPool(ctx, opts)
	require.NoError(t, err)
	t.Cleanup(p.Close)
	return p
}

// warmupHTML is a rendered resume, so tabs hold the resume head from the start.
func warmupHTML(t testing.TB) []byte {
	html, err := resume.RenderHTML(resume.Document{Resume: sampleResume()})
	require.NoError(t, err)
	return html
}

// renderDoc renders a resume document and returns its PDF.
func (b *testBundle) renderDoc(t *testing.T, d resume.Document) []byte {
	t.Helper()
	html, err := resume.RenderHTML(d)
	require.NoError(t, err)
	pdf, err := b.pdf(html, d.PaperName())
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
	return pdf
}

// pdftotext extracts text with poppler, an extractor independent of ours.
func pdftotext(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdftotext", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	require.NoError(t, err, "pdftotext (poppler-utils) must read the PDF")
	return string(out)
}

// pdfinfo returns poppler's metadata for a PDF.
func pdfinfo(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdfinfo", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	require.NoError(t, err, "pdfinfo must read the PDF")
	return string(out)
}

// requireInOrder asserts each want appears in text after the previous one,
// ignoring whitespace (extractors wrap lines where the page did).
func requireInOrder(t *testing.T, text string, want []string) {
	t.Helper()
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	hay := squash(text)
	at := 0
	for _, w := range want {
		i := strings.Index(hay[at:], squash(w))
		require.GreaterOrEqual(t, i, 0, "%q missing or out of order in:\n%s", w, text)
		at += i + len(squash(w))
	}
}

// sampleResume is a realistic one-page resume.
func sampleResume() model.Resume {
	return model.Resume{
		UserName:   "Jane Doe",
		Email:      "jane.doe@example.com",
		Phone:      "+1 (555) 010-0199",
		TargetRole: "Senior Backend Engineer",
		Location:   "Austin, TX",
		Links:      []string{"github.com/janedoe"},
		Summary:    "Backend engineer with 8 years building payment and data platforms in Go and PostgreSQL.",
		Experience: []model.Experience{
			{Company: "Acme Payments", Title: "Senior Software Engineer", Location: "Austin, TX", StartDate: "2021-03", EndDate: "Present", Bullets: []string{
				"Cut p99 checkout latency from 900 ms to 220 ms by moving fraud scoring off the request path.",
				"Led a team of 5 engineers migrating 40 services from REST to gRPC with zero downtime.",
				"Designed the idempotency layer that now guards 12M payments a day.",
			}},
			{Company: "DataWorks", Title: "Software Engineer", StartDate: "2017-06", EndDate: "2021-02", Bullets: []string{
				"Built a Kafka ingestion pipeline processing 2 TB a day.",
				"Wrote the PostgreSQL partitioning scheme that halved storage costs.",
			}},
		},
		Education: []model.Education{{School: "University of Texas at Austin", Degree: "B.S.", Field: "Computer Science", Year: "2017"}},
		Skills:    []string{"Go", "PostgreSQL", "Kafka", "gRPC", "Kubernetes", "Redis"},
	}
}

// expectedOrder lists every heading, field and date of sampleResume in reading order.
func expectedOrder(r model.Resume) []string {
	out := []string{r.UserName, r.Email, r.Phone, r.Location} // the target role is not printed
	out = append(out, r.Links...)
	out = append(out, "Summary", r.Summary, "Experience")
	for _, e := range r.Experience {
		out = append(out, e.Title, e.Company)
		if e.Location != "" {
			out = append(out, e.Location)
		}
		out = append(out, resume.DateRange(e.StartDate, e.EndDate))
		out = append(out, e.Bullets...)
	}
	out = append(out, "Education")
	for _, e := range r.Education {
		out = append(out, e.School, e.Degree, e.Field, e.Year) // one line: school, degree, field | year
	}
	out = append(out, "Skills")
	return append(out, r.Skills...)
}

// manyBullets returns n distinct bullets.
func manyBullets(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("Bullet number %d shipped a measurable improvement to service %d.", i, i*7)
	}
	return out
}

// heavyHTML is a document that takes Chromium a while to lay out and print.
func heavyHTML(paragraphs int) []byte {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>")
	for i := range paragraphs {
		fmt.Fprintf(&b, "<p>Paragraph %d of a very long document that keeps the printer busy for a while.</p>", i)
	}
	b.WriteString("</body></html>")
	return []byte(b.String())
}

// pdffonts lists the fonts embedded in a PDF.
func pdffonts(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdffonts", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	require.NoError(t, err, "pdffonts must read the PDF")
	return string(out)
}

// mustWarmup is what a worker passes as Options.Warmup.
func mustWarmup(t testing.TB) []byte {
	html, err := resume.WarmupHTML()
	require.NoError(t, err)
	return html
}
