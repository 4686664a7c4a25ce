package ats

import "testing"

// TestFresh7HeldOutPostings lists the keywords of ten postings written and
// committed before ats-2.9's engine changes and training data
// (testdata/fresh7) and measures the share judged junk on first reading of
// this list (testdata/fresh7/judgment.tsv). It is the held-out quality
// figure of docs/build-resume.md › Quality; the ceiling guards it from
// growing. Keywords never judged are listed, to be judged and added.
func TestFresh7HeldOutPostings(t *testing.T) {
	t.Parallel()
	junk, judged := freshKeywordJudgment(t, "fresh7")
	measureJunk(t, "fresh7", "fresh7 postings", junk, fresh7JunkCeiling)
	for _, k := range unjudged(t, "fresh7", judged) {
		t.Logf("not judged yet: %s", k)
	}
}
