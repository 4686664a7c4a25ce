package ats

// fresh3JunkCeiling guards the junk share of testdata/fresh3 (its
// judgment.tsv) from growing. The postings were judged by reading
// TestFresh3HeldOutPostings' list once, after ats-2.4 was final and before
// anything was changed: 153 of 470 (32.6%). Pieces of sentences ("saws
// sharp", "engineers rely", "credit and run findings", "dispose of sharps
// safely"), generic words ("trees", "maps", "codes", "sponges"), fragments
// ("C", "M", "Pro", "ISA Tree", "Mac Loan Product Advisor", a standards body
// alone: "ANSI", "ASME"), people and titles ("closers", "frustrated
// drivers", "GIS Analyst II", "Medical Coder"), schedules the schedule
// reader missed ("Saturdays", "AM – 4", "rotating schedule"), conditions of
// work ("lead aprons", "home office", "high-speed internet", "work
// outdoors"), places ("Midwest", "Southeast"). A shorter form of a skill
// already listed ("A300" beside "ANSI A300", "Davie4" beside "PACCAR
// Davie4") was not counted as junk. The keyword filter learns from the
// judgment since ats-2.5, so the set is a regression guard now; fresh4 is
// held out. Keywords ats-2.5 gave that ats-2.4 did not were judged on
// reading and added: 122 of 445 (27.4%), in-sample; trained without
// fresh3, the ats-2.5 filter left 139 of 459 (30.3%). ats-2.6, its new
// keywords judged and added: 119 of 443 (26.9%). ats-2.9 (its filter also
// learns from fresh5, fresh6 and train1): 121 of 444 (27.3%), two more junk
// keywords let through. The target is 5%.
const fresh3JunkCeiling = 0.273
