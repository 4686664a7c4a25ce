package jobindex

import "testing"

// TestKindOfCachesTheExpressions checks that a cached heading reads as the
// expressions read it, the first time and from the cache.
func TestKindOfCachesTheExpressions(t *testing.T) {
	want := map[string]headingKind{
		"Responsibilities": headingFocus, "About the role": headingFocus, "What you'll do": headingFocus,
		"About us": headingIntro, "Who we are": headingIntro, "About Acme Robotics": headingIntro,
		"Benefits": headingBoiler, "Why join us": headingBoiler, "Equal Opportunity Employer": headingBoiler,
		"Our stack": headingOther, "Hello": headingOther,
	}
	for round := range 2 {
		for h, k := range want {
			if got := kindOf(h); got != k {
				t.Errorf("round %d: kindOf(%q) = %d, want %d", round, h, got, k)
			}
		}
	}
}
