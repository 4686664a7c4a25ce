package ats

// fresh5JunkCeiling guards the junk share of testdata/fresh5 (its
// judgment.tsv) from growing. The postings were written and committed before
// any engine change of ats-2.6, and judged by reading the finished engine's
// list once, with ats-2.5's list of the same postings (judgment.tsv holds
// both): ats-2.6 123 of 399 (30.8%), ats-2.5 132 of 406 (32.5%). Pieces of
// sentences ("Occupational Therapist evaluates patients", "patrons use
// Libby", "service van stocked", "organizers complete"), generic words
// ("operations", "maintenance", "construction", "sales", "wine"), fragments
// ("Pro", "II", "C", "3D", "Emergency Vehicle", "entity taxation"), a
// standards body alone ("NFPA"), people ("COTAs", "teens", "seasonal
// preparers"), conditions of work ("TB test", "climb stairs", "weekend
// shutdowns"), the employer's own programs and partners ("Summer Reading
// Challenge", "Head Start", "Flight Operations Manual"). A shorter form of a
// skill already listed ("PM" beside "SAP PM") was not counted as junk.
// ats-2.8, run after this set had been read (a guard, not a quality
// figure): 121 of 397 (30.5%), without "II" and "April 15". Since ats-2.9
// the keyword filter learns from this judgment, so the figure is
// in-sample: 109 of 383 (28.5%), its two new keywords judged and added.
// The target is 5%, not met.
const fresh5JunkCeiling = 0.285
