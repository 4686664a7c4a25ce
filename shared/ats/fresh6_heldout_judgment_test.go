package ats

// fresh6JunkCeiling guards the junk share of testdata/fresh6 (its
// judgment.tsv) from growing. The postings were written and committed before
// any engine change of ats-2.8, ats-2.7's keywords of them listed then
// (before.tsv), and both lists judged by reading once when ats-2.8 was
// finished (judgment.tsv holds both): ats-2.8 200 of 467 (42.8%), ats-2.7
// 202 of 469 (43.1%); ats-2.8 only leaves out "II" and "III". Objects of
// duties ("oxygen bottles", "exit rows", "fire extinguishers", "case
// files", "temperature readings"), people ("coaches", "gate agents",
// "state regulators", "pastry cooks"), the job's title ("pastry chef",
// "head brewer"), verb-led pieces ("make removals", "carbonate beer",
// "recover property corners", "install flashing"), fragments ("YKK",
// "Architectural Glass", "Certified Strength", "in-Training", "pan-scans"),
// generic words ("communication", "sales", "insurance", "glass"), places
// and the employer's own things ("central Ohio", "Flight Attendant
// Manual", "Assumptions Committee"). Since ats-2.9 the keyword filter
// learns from this judgment, so the set is a regression guard, not a
// quality figure (testdata/fresh7 is): ats-2.9 178 of 446 (39.9%)
// in-sample, its six new keywords judged and added. The target is 5%, not
// met.
const fresh6JunkCeiling = 0.400
