package apply

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// BenchmarkSubmit fills and submits the Greenhouse fixture form in real
// Chromium (new tab, page load, 17 answers, resume and cover-letter PDF
// uploads, press, confirmation page) and reports the median seconds per
// submission as p50_s.
func BenchmarkSubmit(b *testing.B) {
	site, a := fixture(b)
	var took []time.Duration
	for i := 0; b.Loop(); i++ {
		s := submission(site.URL(applytest.Greenhouse, fmt.Sprintf("bench-%d-%d", b.N, i)), "greenhouse", ada())
		start := time.Now()
		out, err := a.Apply(ctxFor(b), s)
		took = append(took, time.Since(start))
		if err != nil || out.Status != StatusSubmitted {
			b.Fatalf("submission %d: %v %s %s", i, err, out.Status, out.Message)
		}
	}
	slices.Sort(took)
	b.ReportMetric(took[len(took)/2].Seconds(), "p50_s")
	b.ReportMetric(took[len(took)*9/10].Seconds(), "p90_s")
}
