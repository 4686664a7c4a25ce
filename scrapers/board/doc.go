// Package board fetches job postings from the public job-board APIs (Greenhouse,
// Lever, Ashby, SmartRecruiters, RemoteOK, Remotive, Arbeitnow) and returns them in
// the index's job shape.
//
// Each board client decodes the board's published JSON into typed structs (unknown
// fields tolerated) and hands the postings to package normalize. All requests go
// through one polite HTTP getter (HTTP): a clear User-Agent, a per-host concurrency
// limit, per-attempt timeouts, retries with exponential backoff and jitter, and
// Retry-After honoured on 429 and 503. Failures come back as typed errors naming the
// source ("board: greenhouse:smarterdx: decode: unexpected end of JSON input"),
// never as panics.
//
// A Source names a board and a company token ("greenhouse:anthropic"); its BaseURL
// replaces the scheme and host of the board's public API (mirrors, tests) while the
// paths stay as published. LoadSources reads the list of sources to scrape.
package board
