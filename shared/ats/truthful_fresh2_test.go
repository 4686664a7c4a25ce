package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// fresh2Judgment is the reading, once, of every keyword the suggestions
// asked for on testdata/truthful_fresh2 on the first run (written and
// committed after the rules of the second round were final, before the
// engine read them): shown means the resume shows it, or it is no
// requirement a resume could show (a schedule, pay), and the ask is false;
// needed means the resume lacks it. Never edited after that run.
var fresh2Judgment = map[string]askJudgment{
	// "Picked and packed 180 orders a day at 99.8% accuracy" and "Shipping
	// and receiving"; "Powered Industrial Truck Operator Certification";
	// "Monday-Friday 2" is a schedule. OSHA 1910.178 is not the OSHA 10 card.
	"forklift": {[]string{"ship accuracy", "Forklift certification", "Monday-Friday 2"}, []string{"OSHA 10"}},
	// "Entered and coded vendor invoices in QuickBooks, paying 200 bills a
	// month", "Answered a 12-line phone system", "Scheduled 150 maintenance
	// work orders", "Wrote the monthly resident newsletter", "Typing (60 WPM)".
	"admin_assistant": {[]string{"Data entry", "multi-line phone system", "maintenance requests", "process invoices",
		"written communication", "Accounts payable", "Data entry speed"}, nil},
	// An SDR for "SDR/BDR"; a BA for "Bachelor's degree"; OTE is pay.
	"sdr": {[]string{"BDR", "degree", "OTE"}, nil},
	// "Cut shrink from 2.1% to 0.9% with weekly cycle counts"; "targets,
	// manage" is a fragment of "hit sales and payroll targets, manage
	// inventory", which the resume shows (comp sales, payroll budget). Nothing
	// says the candidate works nights and weekends.
	"store_manager": {[]string{"inventory shrink control", "inventory", "targets, manage"}, []string{"Open availability", "nights, weekends"}},
	// "Member service", "Cross-selling", "Referred 35 members a quarter to loan
	// officers", "Completed annual BSA/AML and OFAC training".
	"bank_teller": {[]string{"Customer service", "sales", "OFAC requirements", "sales referral"}, nil},
}

// First run on truthful_fresh2: 20 of 23 keywords asked for were false
// asks; 29 of 30 bullets opening with a verb read as opening with one
// ("Beat" was not). Since then the cases guard: 15 of 18 once a generic
// head, a slashed choice, "degree" alone, "multi-line" and weekdays were
// read (rules learnt from them, so no quality figure); 14 of 16 with the
// keyword filter, which no longer yields two of the keywords asked; 12 of
// 13 once pay ("OTE $75k") was no keyword (the held-out figure is
// TestTruthfulFresh3's).
const fresh2FalseAsks, fresh2Verbs = 12, 29

// TestTruthfulFresh2 measures false asks on cases written after the rules
// of the second round were final (docs/build-resume.md › Suggestions). An
// ask nobody judged fails the test.
func TestTruthfulFresh2(t *testing.T) {
	t.Parallel()
	asks, falseAsks, openers, verbs := judgeAsks(t, analyzer(t), "truthful_fresh2/", fresh2Judgment)
	t.Logf("fresh2 cases: %d keywords asked for, %d of them false asks (%.0f%%)", asks, falseAsks, 100*float64(falseAsks)/float64(asks))
	t.Logf("fresh2 cases: %d of %d bullets opening with a verb (weak openers aside) read as opening with one", verbs, openers)
	require.GreaterOrEqual(t, verbs, fresh2Verbs)
	// The count of false asks is the guard: the keyword filter, which
	// decides what is a keyword at all, moves the number of asks.
	require.LessOrEqual(t, falseAsks, fresh2FalseAsks)
}
