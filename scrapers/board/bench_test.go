package board

import (
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

// BenchmarkFetch measures a whole source run against a local server: HTTP, decoding
// and normalisation of the SmarterDx board (two full Greenhouse postings).
func BenchmarkFetch(b *testing.B) {
	body, err := os.ReadFile("testdata/greenhouse/jobs_content_true__written-from-documented-shape.json")
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write(body)
	}))
	defer srv.Close()
	c := New(NewHTTP(HTTPConfig{}))
	src := Source{Kind: KindGreenhouse, Token: "smarterdx", BaseURL: srv.URL}
	jobs := 0
	b.ReportAllocs()
	for b.Loop() {
		got, err := c.Fetch(b.Context(), src)
		if err != nil {
			b.Fatal(err)
		}
		jobs += len(got)
	}
	b.ReportMetric(float64(jobs)/b.Elapsed().Seconds(), "jobs/s")
}
