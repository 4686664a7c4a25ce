package render

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

func TestScratch(t *testing.T) {
	d := resume.Document{Resume: model.Resume{UserName: "Jane <b>Doe</b>", Email: "jane@example.com", Phone: "+1 555 0100", TargetRole: "Backend Engineer",
		Summary: "Builds things. مرحبا بالعالم 2020 and 🚀 ✓", Experience: []model.Experience{{Company: "Acme", Title: "Engineer", StartDate: "2021-03", EndDate: "Present", Bullets: []string{"Did a", "<script>document.body.innerHTML='pwned'</script>"}}},
		Education: []model.Education{{School: "MIT", Degree: "BS", Field: "CS", Year: "2019"}}, Skills: []string{"Go", "SQL"}}, Template: "modern"}
	html, err := resume.RenderHTML(d)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	p, err := NewPool(context.Background(), Options{Tabs: 2, Warmup: html})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	t.Log("start", time.Since(t0))
	for i := 0; i < 10; i++ {
		t0 = time.Now()
		pdf, err := p.PDF(context.Background(), html, "a4")
		if err != nil {
			t.Fatal(err)
		}
		t.Log("render", time.Since(t0), len(pdf))
		os.WriteFile("/tmp/hx/out.pdf", pdf, 0o644)
	}
	t.Logf("%+v", p.Stats())
}

func TestScratchExtract(t *testing.T) {
	b, _ := os.ReadFile("/tmp/hx/out.pdf")
	s, err := resume.ExtractText(b)
	t.Logf("%v\n%s", err, s)
	b, _ = os.ReadFile("/tmp/proto/out.pdf")
	s, err = resume.ExtractText(b)
	t.Logf("%v\n%s", err, s)
}
