package ats

import "testing"

// TestFreshHeldOutPostings lists the keywords of ten postings written after
// the engine was finished (testdata/fresh2) and measures the share a
// recruiter would not screen for, as judged on first reading of this list
// (freshHeldOutJunk). It is the held-out quality figure of
// docs/build-resume.md › Quality; the ceiling guards it from growing.
func TestFreshHeldOutPostings(t *testing.T) {
	t.Parallel()
	measureJunk(t, "fresh2", "held-out fresh postings", freshHeldOutJunk, freshHeldOutJunkCeiling)
}
