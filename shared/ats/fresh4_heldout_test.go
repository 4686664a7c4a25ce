package ats

import "testing"

// TestFresh4HeldOutPostings lists the keywords of ten postings written after
// ats-2.5 was finished (testdata/fresh4) and measures the share judged junk
// (testdata/fresh4/judgment.tsv). It was ats-2.5's held-out quality figure;
// the keyword filter learns from it since ats-2.6, so the ceiling is a
// regression guard. Keywords never judged are listed, to be judged
// and added.
func TestFresh4HeldOutPostings(t *testing.T) {
	t.Parallel()
	junk, judged := freshKeywordJudgment(t, "fresh4")
	measureJunk(t, "fresh4", "fresh4 postings", junk, fresh4JunkCeiling)
	for _, k := range unjudged(t, "fresh4", judged) {
		t.Logf("not judged yet: %s", k)
	}
}
