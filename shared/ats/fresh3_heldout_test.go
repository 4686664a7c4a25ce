package ats

import "testing"

// TestFresh3HeldOutPostings lists the keywords of ten postings written after
// ats-2.4 was finished (testdata/fresh3) and measures the share judged junk
// (testdata/fresh3/judgment.tsv); the ceiling guards it from growing.
// Keywords never judged are listed, to be judged and added.
func TestFresh3HeldOutPostings(t *testing.T) {
	t.Parallel()
	junk, judged := freshKeywordJudgment(t, "fresh3")
	measureJunk(t, "fresh3", "fresh3 postings", junk, fresh3JunkCeiling)
	for _, k := range unjudged(t, "fresh3", judged) {
		t.Logf("not judged yet: %s", k)
	}
}
