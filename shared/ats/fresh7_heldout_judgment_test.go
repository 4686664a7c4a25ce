package ats

// fresh7JunkCeiling guards the junk share of testdata/fresh7 (its
// judgment.tsv) from growing. The postings were written and committed before
// any engine change or new training data of ats-2.9, ats-2.8's keywords of
// them listed then (before.tsv), and both lists judged by reading once when
// ats-2.9 was finished (judgment.tsv holds both): ats-2.9 189 of 472
// (40.0%), ats-2.8 193 of 479 (40.3%). Thirty more judged postings and the
// context traits moved the held-out share by 0.3 points: ats-2.9 drops 14
// of ats-2.8's keywords (10 junk: "foundations", "code requirements",
// "beams", "technique"; 4 good: "CCC-SLP", "direct push", "transport
// models", "turn-of-nut") and adds 7 (6 junk: "control", "charge",
// "license", "standardized"; 1 good: "environmental consulting"). By kind,
// objects of duties ("fill weights", "bilge readings", "correction
// notices"), fragments of names ("Hearing Aid", "Engineering Watch",
// "Control Board", "AWS" and "D1.1" apart), the employer's own things
// ("Port Aldric Municipal Code", "Ironworkers Local 24"), verb-led pieces
// ("Rehouse materials", "disabling accounts") and generic words
// ("construction", "engine", "metals"). The keyword filter does not learn
// from this set. The target is 5%, not met.
const fresh7JunkCeiling = 0.401
