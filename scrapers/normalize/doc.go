// Package normalize turns the fields job boards publish into the index's single job
// shape: pay text into a comparable salary range, free-text locations into city,
// region, country and a remote flag, employment types into the spec's job_type
// values, and posting bodies into sanitised HTML, plain text and a snippet.
//
// Board clients (package board) decode each board's own JSON into a Posting and call
// Job; everything here is pure, deterministic and safe for concurrent use.
package normalize
