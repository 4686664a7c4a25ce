// Package refresh keeps the job index in step with the boards. A Runner refreshes
// one source: fetch every open posting, sync them into the index (add, update,
// re-open, close what vanished), and record the run in scrape_runs with its counts
// or the reason it failed. A failed fetch (garbage, HTML, a truncated body, a 5xx,
// a timeout) closes nothing: the index keeps what it had.
//
// The scraper process (Process) runs one Asynq task per source (queue.TypeScrapeRun)
// so a slow or failing board never holds up the others. The Asynq scheduler enqueues
// each source on its period (default 6 h) at a per-source offset inside the period,
// derived from the source key, so the boards are not all hit at once and every
// replica computes the same times; asynq.Unique keeps a source from running twice at
// once. On start, sources whose last successful run is older than their period run
// within the first 30 seconds.
//
// Demo data. On an empty index the process imports the bundled demo snapshot
// (demo/jobs.json.gz: the real board payloads of scrapers/board/testdata,
// normalised). Demo jobs have ids starting with "demo-" and source keys starting
// with "demo:". They stay searchable until the first live run that indexes at least
// one job, which closes them all; they are never imported again once the index has
// held any job.
package refresh
