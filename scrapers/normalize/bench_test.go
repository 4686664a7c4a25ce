package normalize

import (
	"os"
	"testing"
)

// benchPosting is a full Greenhouse posting body (SmarterDx, captured 2026-07).
func benchPosting(b *testing.B) Posting {
	b.Helper()
	body, err := os.ReadFile("testdata/smarterdx_5099964007.html")
	if err != nil {
		b.Fatal(err)
	}
	return Posting{
		Board: "greenhouse", BoardJobID: "5099964007", SourceKey: "greenhouse:smarterdx",
		Title: "Clinical Coding Specialist", Company: "SmarterDx",
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
