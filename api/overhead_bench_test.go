package api

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/store"
)

// BenchmarkOverhead measures what auth, the three rate limits, the free allowance
// and metering add to a call, against real Postgres and Redis: each iteration
// serves the same salary-research request through a bare Gin engine holding only
// the handler and through the full API, side by side, and reports both latency
// distributions and the difference of their p50 and p99.
func BenchmarkOverhead(b *testing.B) {
	for _, plan := range []string{store.PlanPaid, store.PlanFree} {
		b.Run(plan, func(b *testing.B) {
			bb := newBillingBundle(b, billingOpts{plan: plan, freeCalls: 1_000_000,
				limits: "1000000000/1m,1000000000/15m,1000000000/24h"})
			s := bb.replicas[0]
			bare := gin.New()
			bare.GET("/v1/salary-research", s.salaryResearch)
			full := s.Handler()
			serve := func(h http.Handler) time.Duration {
				req := httptest.NewRequest(http.MethodGet, "/v1/salary-research?job_title=nurse", nil)
				req.Header.Set(headerAPIKey, bb.key)
				rec := httptest.NewRecorder()
				start := time.Now()
				h.ServeHTTP(rec, req)
				d := time.Since(start)
				if rec.Code != http.StatusOK {
					b.Fatalf("status %d: %s", rec.Code, rec.Body)
				}
				return d
			}
			for range 200 {
				serve(bare)
				serve(full)
			}
			bareD := make([]time.Duration, 0, b.N)
			fullD := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for range b.N {
				bareD = append(bareD, serve(bare))
				fullD = append(fullD, serve(full))
			}
			b.StopTimer()
			slices.Sort(bareD)
			slices.Sort(fullD)
			pct := func(ds []time.Duration, p float64) float64 {
				return float64(ds[min(len(ds)-1, int(p*float64(len(ds))))].Microseconds())
			}
			b.ReportMetric(pct(bareD, .50), "bare-p50-µs")
			b.ReportMetric(pct(bareD, .99), "bare-p99-µs")
			b.ReportMetric(pct(fullD, .50), "full-p50-µs")
			b.ReportMetric(pct(fullD, .99), "full-p99-µs")
			b.ReportMetric(pct(fullD, .50)-pct(bareD, .50), "overhead-p50-µs")
			b.ReportMetric(pct(fullD, .99)-pct(bareD, .99), "overhead-p99-µs")
		})
	}
}
