// Package text holds the small, general text-analysis primitives shared by the ATS
// engine, job search, writing and salary code: tokenising, stop words, English
// stemming, n-grams, normalisation and HTML-to-text extraction.
//
// Every function is pure, deterministic and safe for concurrent use. Tokens are
// lowercased words; technical names keep the punctuation that makes them what they
// are (c++, c#, f#, .net, node.js, ci/cd, r&d, 3.5), while hyphens split words so
// that "full-stack" and "full stack" tokenise alike.
package text
