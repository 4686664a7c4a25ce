// Package bulk loads many postings into the job index at once: an initial
// import into an empty index, or a large batch of postings from a dump. It
// deals the postings among concurrent writers by dedupe key (as
// store.JobImport asks of concurrent importers), writes them through the
// production write path in batches, and, when the index was empty, drops the
// search indexes first and builds them once after the writes
// (store.JobIndexesDefer and JobIndexesBuild).
//
// The scraper's `import` command and the job-index bench both load through
// Import, so the bench measures what an operator runs.
package bulk
