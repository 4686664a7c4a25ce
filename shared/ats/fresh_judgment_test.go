package ats

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// freshKeywordJudgment reads testdata/<dir>/judgment.tsv: every keyword the
// engine gave for the postings of dir when it was judged, "good" or "junk" (what a
// recruiter would not screen for), tab-separated with the posting. The first
// reading of fresh under ats-2.2 found 88 of 399 junk (22.1%): fragments ("3D", "G",
// "Gram"), generic words ("testing", "design"), job titles, people ("public
// adjusters"), conditions of work ("Minnesota winters", "drug test") and
// benefits the engine did not see as a benefits section ("Why Ridgeway?":
// ESOP, tuition reimbursement). Keywords a later engine gives that were never
// judged are judged on reading and added. The generator of the keyword
// filter learns from the files of fresh, fresh2 and fresh3 (gen/tagger), so
// those sets are regression guards.
func freshKeywordJudgment(t testing.TB, dir string) (junk, judged map[string]bool) {
	t.Helper()
	raw, err := os.ReadFile("testdata/" + dir + "/judgment.tsv")
	require.NoError(t, err)
	junk, judged = map[string]bool{}, map[string]bool{}
	for line := range strings.Lines(string(raw)) {
		f := strings.Split(strings.TrimRight(line, "\n"), "\t")
		require.Len(t, f, 3, line)
		key := f[1] + ": " + f[2]
		judged[key] = true
		if f[0] == "junk" {
			junk[key] = true
		}
	}
	return junk, judged
}

// freshJunkCeiling holds the measured share as a regression guard: 80 of
// 390 (20.5%) under ats-2.3; 41 of 348 (11.8%) with the keyword filter,
// which learns from these judgments, so the figure is no quality measure
// (testdata/fresh5 is, docs/build-resume.md › Quality). Trained without
// them, the ats-2.4 filter left 52 of 347 (15.0%). ats-2.5: 37 of 339
// (10.9%); ats-2.6: 35 of 334 (10.5%); ats-2.9: 35 of 331 (10.6%). The
// target is 5%, not met.
const freshJunkCeiling = 0.106
