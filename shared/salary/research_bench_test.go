package salary

import (
	"context"
	"slices"
	"testing"
	"time"
)

// benchQueries mixes exact, normalised and fuzzy titles, every level and
// national, area, state and remote locations, plus two rejected queries.
var benchQueries = []Query{
	{JobTitle: "Registered Nurse"},
	{JobTitle: "RN", ExperienceLevel: "senior", Location: "Austin, TX"},
	{JobTitle: "Sr. Backend Engineer", Location: "San Francisco, CA"},
	{JobTitle: "Staff ML Engineer", Location: "Seattle, WA"},
	{JobTitle: "CPA", ExperienceLevel: "entry", Location: "New York, NY"},
	{JobTitle: "Software Engineer, Payments", ExperienceLevel: "lead", Location: "remote"},
	{JobTitle: "VP of Engineering", Location: "Boise, ID"},
	{JobTitle: "Marketing Manager", ExperienceLevel: "director", Location: "Chicago, IL"},
	{JobTitle: "Truck Driver", ExperienceLevel: "mid", Location: "Texas"},
	{JobTitle: "Walmart Cashier", Location: "Springfield, MO"},
	{JobTitle: "Data Scientist", ExperienceLevel: "executive", Location: "CA"},
	{JobTitle: "Teacher", Industry: "education"},
	{JobTitle: "Sofware Engneer"},
	{JobTitle: "Nurse", Location: "London, UK"},
}

func BenchmarkResearch(b *testing.B) {
	tb := setup(b)
	ctx := context.Background()
	lat := make([]time.Duration, 0, 1<<16)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		start := time.Now()
		_, _ = tb.svc.Research(ctx, benchQueries[i%len(benchQueries)])
		lat = append(lat, time.Since(start))
		i++
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)*99/100].Nanoseconds()), "p99-ns")
}

func BenchmarkMatchTitle(b *testing.B) {
	tb := setup(b)
	titles := []string{"Registered Nurse", "Sr. Backend Engineer", "Staff ML Engineer", "Walmart Cashier", "Teacher", "Sofware Engneer"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_, _ = tb.data.MatchTitle(titles[i%len(titles)])
		i++
	}
}

func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseDataset(shipped); err != nil {
			b.Fatal(err)
		}
	}
}
