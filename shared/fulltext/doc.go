// Package fulltext reads text into the words a search matches: the documents
// of the job index (Postgres tsvector values) and the queries run against them
// (tsquery text). Both sides go through the same code, so a query and a
// document never disagree on a word, and Postgres never parses the text: the
// text-search parser was about a quarter of the index's write cost.
//
// A text is read as chunks: runs of letters and digits joined by "-", "/", "&",
// "+", ".", "_" or an apostrophe ("co-founder", "R&D", "node.js", "ci/cd"). Each
// part of a chunk is a word, and a chunk of two or three parts with letters in
// each also gives its parts written as one ("cofounder", "rd", "nodejs"), at
// the position of its first part, so "Co-Founder", "cofounder" and "co founder"
// find each other. Trailing "++" or "#" stay on a letter ("c++", "c#"), and
// digits joined by "." or "," stay one number ("3.5", "120,000").
//
// A word is lowercased, dropped when it is a stop word (the Snowball lists
// Postgres ships) and stemmed with Snowball's English stemmer when it is all
// ASCII letters; German documents and queries are also read with the German
// list and stemmer.
package fulltext
