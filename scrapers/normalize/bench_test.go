package normalize

import (
	"os"
	"testing"
)

// benchPosting is a full-length Greenhouse posting body, written by Careerkit in
// the shape of one (headings, lists, pay, an EEO footer); the employer is invented.
func benchPosting(b *testing.B) Posting {
	b.Helper()
	body, err := os.ReadFile("testdata/posting_written-from-documented-shape.html")
	if err != nil {
		b.Fatal(err)
	}
	return Posting{
		Board: "greenhouse", BoardJobID: "7100000002", SourceKey: "greenhouse:northwind",
		Title: "Clinical Documentation Specialist", Company: "Northwind Health",
		Locations: []string{"Remote (United States)"}, DescriptionHTML: string(body),
	}
}

func BenchmarkJob(b *testing.B) {
	p := benchPosting(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = Job(p)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "jobs/s")
}

func BenchmarkDescription(b *testing.B) {
	p := benchPosting(b)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Description(p.DescriptionHTML)
	}
}

func BenchmarkFindSalary(b *testing.B) {
	_, text := Description(benchPosting(b).DescriptionHTML)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = FindSalary(text)
	}
}

func BenchmarkParseSalary(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseSalary("OTE $25k - $35k")
	}
}

func BenchmarkParseLocation(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ParseLocation("London, UK; Ontario, CAN; Remote-Friendly, United States; San Francisco, CA")
	}
}
