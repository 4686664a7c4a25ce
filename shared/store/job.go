package store

import (
	"context"
	"fmt"
	"time"

	"github.com/careerkit/careerkit/shared/model"
)

// DemoSourcePrefix starts the source key of every job imported from the bundled
// demo snapshot ("demo:greenhouse:smarterdx"); their ids start with "demo-".
const DemoSourcePrefix = model.DemoSourcePrefix

// aggregatorBoards republish other companies' postings; a company's own board wins
// over them when the same job is on both.
var aggregatorBoards = map[string]bool{"remoteok": true, "remotive": true, "arbeitnow": true}

// jobPriority orders the duplicates of one posting: the company's own board (0),
// then an aggregator (1), then the demo snapshot (2). The lowest is shown.
func jobPriority(j *model.Job) int16 {
	switch {
	case j.IsDemo():
		return 2
	case aggregatorBoards[j.Board]:
		return 1
	}
	return 0
}

// JobChanges counts what a sync or import did to the index.
type JobChanges struct {
	Added int `json:"added"`
	// Updated counts postings whose content changed, or that re-opened after being
	// closed.
	Updated   int `json:"updated"`
	Closed    int `json:"closed"`
	Unchanged int `json:"unchanged"`
}

// JobSync makes the index agree with one successful scrape of sourceKey: jobs is
// every open posting the board listed at time at. New postings are added, changed
// ones updated, closed ones re-opened, and the open postings of sourceKey that the
// board no longer lists are closed. It runs in one transaction: a failure changes
// nothing. Call it only for a fetch that succeeded; a failed fetch must close
// nothing.
func (s *Store) JobSync(ctx context.Context, sourceKey string, jobs []model.Job, at time.Time) (JobChanges, error) {
	for i := range jobs {
		if jobs[i].SourceKey != sourceKey {
			return JobChanges{}, fmt.Errorf("store: sync %s: job %s belongs to source %q", sourceKey, jobs[i].ID, jobs[i].SourceKey)
		}
	}
	c, err := s.jobWrite(ctx, jobs, at, sourceKey)
	return c, wrap(err, "sync jobs of %s", sourceKey)
}

// JobImport adds or updates jobs without closing anything (demo snapshot, bulk
// loads). Jobs may come from any number of sources. Importers that run several
// imports at once should give each one the jobs of its own share of dedupe keys:
// two transactions that both add the first posting of a key wait on each other at
// the index of primaries, and the second is redone under the global lock.
func (s *Store) JobImport(ctx context.Context, jobs []model.Job, at time.Time) (JobChanges, error) {
	c, err := s.jobWrite(ctx, jobs, at, "")
	return c, wrap(err, "import %d jobs", len(jobs))
}
