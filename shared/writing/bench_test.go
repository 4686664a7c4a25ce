package writing

import (
	"context"
	"slices"
	"testing"
	"time"
)

// BenchmarkProfile measures one deterministic profile for a typical input.
func BenchmarkProfile(b *testing.B) {
	tb := setup(b)
	in := goldenProfiles[0].in
	in.Tone = string(ToneTechnical)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tb.e.Profile(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCoverLetter measures one deterministic cover letter with a job
// description.
func BenchmarkCoverLetter(b *testing.B) {
	tb := setup(b)
	in := goldenLetters()[0].in
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tb.e.CoverLetter(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProfileP99 times 10,000 varied, often messy inputs (unknown titles,
// 100 skills, emoji, experience) one by one and reports the latency percentiles;
// the budget is p99 ≤ 5 ms (docs/optimize-profile.md).
func BenchmarkProfileP99(b *testing.B) {
	benchPercentiles(b, func(g *gen) func() error {
		in := g.profileInput()
		return func() error { _, err := setupEngine.Profile(context.Background(), in); return err }
	})
}

// BenchmarkCoverLetterP99 does the same for cover letters.
func BenchmarkCoverLetterP99(b *testing.B) {
	benchPercentiles(b, func(g *gen) func() error {
		in := g.letterInput()
		return func() error { _, err := setupEngine.CoverLetter(context.Background(), in); return err }
	})
}

var setupEngine *Engine

func benchPercentiles(b *testing.B, next func(*gen) func() error) {
	tb := setup(b)
	setupEngine = tb.e
	g := newGen(tb, 99)
	const n = 10000
	calls := make([]func() error, n)
	for i := range calls {
		calls[i] = next(g)
	}
	durs := make([]time.Duration, 0, n)
	b.ResetTimer()
	for b.Loop() {
		durs = durs[:0]
		for _, call := range calls {
			start := time.Now()
			_ = call() // invalid inputs are part of the mix: rejecting them is timed too
			durs = append(durs, time.Since(start))
		}
	}
	slices.Sort(durs)
	ms := func(q float64) float64 { return float64(durs[int(q*float64(len(durs)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
	b.ReportMetric(ms(1), "max-ms")
}

// BenchmarkEvalProfilesP99 times every request of the dev set in every tone
// (testdata/eval/profiles), the inputs the dev-set figures are measured on.
func BenchmarkEvalProfilesP99(b *testing.B) {
	tb := setup(b)
	var ins []ProfileInput
	for _, c := range loadEvalCases(b) {
		for _, tone := range Tones() {
			ins = append(ins, ProfileInput{CurrentTitle: c.CurrentTitle, TargetRole: c.TargetRole, Skills: c.Skills, Tone: string(tone)})
		}
	}
	ctx := context.Background()
	var durs []time.Duration
	for b.Loop() {
		for _, in := range ins {
			start := time.Now()
			if _, err := tb.e.Profile(ctx, in); err != nil {
				b.Fatal(err)
			}
			durs = append(durs, time.Since(start))
		}
	}
	slices.Sort(durs)
	ms := func(q float64) float64 { return float64(durs[int(q*float64(len(durs)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}
