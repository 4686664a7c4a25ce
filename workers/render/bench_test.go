package render

import (
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// reportLatency adds p50/p95 in milliseconds and renders per second.
func reportLatency(b *testing.B, lat []time.Duration, wall time.Duration) {
	b.Helper()
	if len(lat) == 0 {
		return
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(len(lat))/wall.Seconds(), "renders/s")
}

// BenchmarkPDF prints a one-page resume in a warm pool, one render at a time.
func BenchmarkPDF(b *testing.B) {
	tb := setup(b)
	html := warmupHTML(b)
	var lat []time.Duration
	start := time.Now()
	for b.Loop() {
		t0 := time.Now()
		_, err := tb.pool.PDF(tb.ctx, html, model.PaperLetter)
		require.NoError(b, err)
		lat = append(lat, time.Since(t0))
	}
	reportLatency(b, lat, time.Since(start))
}

// BenchmarkPDFParallel keeps every tab busy (callers queue for the 2 tabs).
func BenchmarkPDFParallel(b *testing.B) {
	tb := setup(b)
	html := warmupHTML(b)
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism(2)
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			t0 := time.Now()
			_, err := tb.pool.PDF(tb.ctx, html, model.PaperLetter)
			d := time.Since(t0)
			if err != nil {
				b.Error(err)
				return
			}
			mu.Lock()
			lat = append(lat, d)
			mu.Unlock()
		}
	})
	reportLatency(b, lat, time.Since(start))
}

// BenchmarkWorkerPath is what a render worker does per resume: build the HTML,
// print it, read it back and check it, with both tabs busy.
func BenchmarkWorkerPath(b *testing.B) {
	tb := setup(b)
	d := resume.Document{Resume: sampleResume(), Template: model.TemplateModern, Paper: model.PaperA4, SkillOrder: []int{2}}
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism(2)
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			t0 := time.Now()
			html, err := resume.RenderHTML(d)
			if err != nil {
				b.Error(err)
				return
			}
			pdf, err := tb.pool.PDF(tb.ctx, html, d.PaperName())
			if err != nil {
				b.Error(err)
				return
			}
			pc, _, err := resume.Verify(d, pdf)
			if err != nil || !pc.OK {
				b.Errorf("check failed: %v %v", err, pc.Issues)
				return
			}
			mu.Lock()
			lat = append(lat, time.Since(t0))
			mu.Unlock()
		}
	})
	reportLatency(b, lat, time.Since(start))
}

// BenchmarkWorkerPathAt6PerSecond offers the issue's sustained load, 6 resumes
// a second arriving on a clock (open loop), and reports the latency each saw.
func BenchmarkWorkerPathAt6PerSecond(b *testing.B) {
	tb := setup(b)
	d := resume.Document{Resume: sampleResume(), Template: model.TemplateModern, SkillOrder: []int{2}}
	var mu sync.Mutex
	var lat []time.Duration
	var wg sync.WaitGroup
	tick := time.NewTicker(time.Second / 6)
	defer tick.Stop()
	start := time.Now()
	for b.Loop() {
		<-tick.C
		wg.Go(func() {
			t0 := time.Now()
			html, err := resume.RenderHTML(d)
			if err != nil {
				b.Error(err)
				return
			}
			pdf, err := tb.pool.PDF(tb.ctx, html, d.PaperName())
			if err != nil {
				b.Error(err)
				return
			}
			if pc, _, err := resume.Verify(d, pdf); err != nil || !pc.OK {
				b.Errorf("check failed: %v %v", err, pc.Issues)
				return
			}
			mu.Lock()
			lat = append(lat, time.Since(t0))
			mu.Unlock()
		})
	}
	wg.Wait()
	reportLatency(b, lat, time.Since(start))
}
