package ats

import "testing"

// TestFreshHeldOutPostings lists the keywords of ten postings written after
// ats-2.3 was finished (testdata/fresh2) and measures the share judged junk
// (testdata/fresh2/judgment.tsv); the ceiling guards it from growing.
// Keywords never judged are listed, to be judged and added.
func TestFreshHeldOutPostings(t *testing.T) {
	t.Parallel()
	junk, judged := freshKeywordJudgment(t, "fresh2")
	measureJunk(t, "fresh2", "fresh2 postings", junk, freshHeldOutJunkCeiling)
	for _, k := range unjudged(t, "fresh2", judged) {
		t.Logf("not judged yet: %s", k)
	}
}
