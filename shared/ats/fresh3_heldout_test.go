package ats

import "testing"

// TestFresh3HeldOutPostings lists the keywords of ten postings written after
// the keyword filter was finished (testdata/fresh3) and measures the share a
// recruiter would not screen for, as judged on first reading of this list
// (fresh3Junk). It is the held-out quality figure of docs/build-resume.md ›
// Quality; the ceiling guards it from growing.
func TestFresh3HeldOutPostings(t *testing.T) {
	t.Parallel()
	measureJunk(t, "fresh3", "held-out fresh3 postings", fresh3Junk, fresh3JunkCeiling)
}
