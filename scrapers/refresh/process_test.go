package refresh

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
)

// TestProcessRefreshesEverySource runs the scraper process on real Redis: every
// source gets its own task, a failing board is recorded as failed while the others
// index their jobs, and the first live run retires the demo snapshot.
func TestProcessRefreshesEverySource(t *testing.T) {
	t.Parallel()
	b := setup(t)
	rdb, err := queue.NewRedis(b.ctx, servicetest.RedisURL())
	require.NoError(t, err)
	t.Cleanup(func() { _ = rdb.Close() })
	qs := queue.NamesFor(fmt.Sprintf("scr%d", time.Now().UnixNano()))
	insp := asynq.NewInspectorFromRedisClient(rdb)
	t.Cleanup(func() { _ = insp.DeleteQueue(qs.Scrape, true) })

	sources := []board.Source{
		b.boards.source(t, "greenhouse:smarterdx"),
		b.boards.source(t, "greenhouse:html"),
		b.boards.source(t, "remotive"),
	}
	sources[2].Every = 2 * time.Hour
	p := NewProcess(Options{Store: b.st, Redis: rdb, Queues: qs, Fetcher: testClient(), Sources: sources,
		Every: 6 * time.Hour, ImportDemo: true, StartSpread: 50 * time.Millisecond, Logger: discardLogger()})
	require.NoError(t, p.Start(b.ctx))
	t.Cleanup(p.Stop)

	finished := func() map[string]store.ScrapeRun {
		runs, err := b.st.ScrapeRunList(b.ctx, "", 20)
		require.NoError(t, err)
		out := map[string]store.ScrapeRun{}
		for _, r := range runs {
			if r.FinishedAt != nil {
				out[r.SourceKey] = r
			}
		}
		return out
	}
	require.Eventually(t, func() bool { return len(finished()) == 3 }, 60*time.Second, 100*time.Millisecond)
	runs := finished()
	require.Equal(t, 2, runs["greenhouse:smarterdx"].Added)
	require.Equal(t, 3, runs["remotive"].Added)
	require.Contains(t, runs["greenhouse:html"].Error, "HTML")
	open, err := b.st.JobOpenCount(b.ctx, "greenhouse:smarterdx")
	require.NoError(t, err)
	require.Equal(t, 2, open)
	demo, err := b.st.JobStatesBySource(b.ctx, store.DemoSourcePrefix)
	require.NoError(t, err)
	require.NotEmpty(t, demo)
	for _, s := range demo {
		require.NotNil(t, s.ClosedAt, "the first live run retires the demo")
	}

	// The scheduler publishes its entries with its first heartbeat (10 s).
	want := []string{CronSpec("greenhouse:html", 6*time.Hour), CronSpec("greenhouse:smarterdx", 6*time.Hour), CronSpec("remotive", 2*time.Hour)}
	slices.Sort(want)
	var specs []string
	require.Eventually(t, func() bool {
		entries, err := insp.SchedulerEntries()
		require.NoError(t, err)
		specs = specs[:0]
		for _, e := range entries {
			if e.Task.Type() == queue.TypeScrapeRun && strings.Contains(string(e.Task.Payload()), b.boards.srv.URL) {
				specs = append(specs, e.Spec)
			}
		}
		slices.Sort(specs)
		return slices.Equal(want, specs)
	}, 30*time.Second, 200*time.Millisecond, "scheduler entries %v", specs)
}

func TestCronSpecSpreadsSources(t *testing.T) {
	t.Parallel()
	cases := []struct {
		every time.Duration
		re    string
	}{
		{6 * time.Hour, `^\d{1,2} [0-5]/6 \* \* \*$`},
		{2 * time.Hour, `^\d{1,2} [01]/2 \* \* \*$`},
		{24 * time.Hour, `^\d{1,2} \d{1,2}/24 \* \* \*$`},
		{30 * time.Minute, `^\d{1,2}/30 \* \* \* \*$`},
		{5 * time.Hour, `^@every 5h0m0s$`},
		{90 * time.Minute, `^@every 1h30m0s$`},
	}
	for _, tc := range cases {
		t.Run(tc.every.String(), func(t *testing.T) {
			t.Parallel()
			require.Regexp(t, tc.re, CronSpec("greenhouse:anthropic", tc.every))
			require.Equal(t, CronSpec("greenhouse:anthropic", tc.every), CronSpec("greenhouse:anthropic", tc.every), "stable")
		})
	}
	seen := map[string]bool{}
	for _, src := range []string{"greenhouse:anthropic", "greenhouse:gitlab", "lever:palantir", "ashby:notion", "remoteok", "remotive"} {
		seen[CronSpec(src, 6*time.Hour)] = true
	}
	require.Greater(t, len(seen), 3, "sources do not all fire at once")
}
