package store_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// TestJobWritesConcurrently runs overlapping syncs of many sources at once (the
// same postings on several boards, some closing) and checks the invariant search
// relies on: every dedupe key with an open posting has exactly one primary, the
// one the election rule picks.
func TestJobWritesConcurrently(t *testing.T) {
	t.Parallel()
	b := setup(t)
	sources := []string{"greenhouse:acme", "lever:acme", "remoteok", "remotive", "ashby:acme", "arbeitnow"}
	listing := func(src string, round int) []model.Job {
		var jobs []model.Job
		for i := range 40 {
			if (i+round)%5 == 0 {
				continue // closes this round, re-opens the next
			}
			j := newJob(src, fmt.Sprintf("%d", i), fmt.Sprintf("Role %d", i%15), "Acme", "Remote")
			jobs = append(jobs, j)
		}
		return jobs
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(sources)*4)
	for round := range 4 {
		for _, src := range sources {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := b.st.JobSync(b.ctx, src, listing(src, round), t0.Add(time.Duration(round)*time.Hour))
				errs <- err
			}()
		}
		wg.Wait()
	}
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	var bad int
	require.NoError(t, b.st.Pool().QueryRow(b.ctx, `
		WITH want AS (
			SELECT DISTINCT ON (dedupe_key) dedupe_key, id FROM jobs WHERE closed_at IS NULL
			ORDER BY dedupe_key, priority, first_seen, id),
		got AS (SELECT dedupe_key, array_agg(id) AS ids FROM jobs WHERE is_primary GROUP BY dedupe_key)
		SELECT count(*) FROM want w FULL JOIN got g USING (dedupe_key)
		WHERE g.ids IS DISTINCT FROM ARRAY[w.id]`).Scan(&bad))
	require.Zero(t, bad, "keys whose primaries differ from the election rule")
}

// TestJobImportsOfTheSameJobsConcurrently imports one batch from several writers
// at once: each posting is added exactly once (a writer that loses the race on a
// new id redoes its batch and finds it unchanged), and each key has one primary.
func TestJobImportsOfTheSameJobsConcurrently(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var jobs []model.Job
	for i := range 200 {
		jobs = append(jobs, newJob("greenhouse:acme", fmt.Sprintf("%d", i), fmt.Sprintf("Role %d", i%50), "Acme", "Remote"))
	}
	const writers = 4
	var wg sync.WaitGroup
	changes := make(chan store.JobChanges, writers)
	errs := make(chan error, writers)
	for range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := b.st.JobImport(b.ctx, jobs, t0)
			changes <- c
			errs <- err
		}()
	}
	wg.Wait()
	close(changes)
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	var total store.JobChanges
	for c := range changes {
		total.Added += c.Added
		total.Updated += c.Updated
		total.Unchanged += c.Unchanged
	}
	require.Equal(t, store.JobChanges{Added: 200, Unchanged: 200 * (writers - 1)}, total)
	var rows, primaries int
	require.NoError(t, b.st.Pool().QueryRow(b.ctx,
		"SELECT count(*), count(*) FILTER (WHERE is_primary) FROM jobs").Scan(&rows, &primaries))
	require.Equal(t, 200, rows)
	require.Equal(t, 50, primaries, "one primary per title")
}
