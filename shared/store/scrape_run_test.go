package store_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

func TestScrapeRunRecords(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ok, err := b.st.ScrapeRunStart(b.ctx, "remotive", t0)
	require.NoError(t, err)
	require.NoError(t, b.st.ScrapeRunFinish(b.ctx, ok, t0.Add(time.Second), store.JobChanges{Added: 3, Unchanged: 1}, 2, ""))
	bad, err := b.st.ScrapeRunStart(b.ctx, "remotive", t0.Add(time.Hour))
	require.NoError(t, err)
	require.NoError(t, b.st.ScrapeRunFinish(b.ctx, bad, t0.Add(time.Hour+time.Second), store.JobChanges{}, 0, strings.Repeat("é", 3000)))
	_, err = b.st.ScrapeRunStart(b.ctx, "remoteok", t0.Add(2*time.Hour))
	require.NoError(t, err)

	runs, err := b.st.ScrapeRunList(b.ctx, "remotive", 10)
	require.NoError(t, err)
	require.Len(t, runs, 2)
	require.Equal(t, bad, runs[0].ID, "newest first")
	require.NotEmpty(t, runs[0].Error)
	require.LessOrEqual(t, len(runs[0].Error), 4000)
	require.Equal(t, 3, runs[1].Added)
	require.Equal(t, 1, runs[1].Unchanged)
	require.Equal(t, 2, runs[1].UnresolvedLocations)
	require.NotNil(t, runs[1].FinishedAt)

	all, err := b.st.ScrapeRunList(b.ctx, "", 10)
	require.NoError(t, err)
	require.Len(t, all, 3)
	require.Nil(t, all[0].FinishedAt, "a running run has no finish time")

	last, err := b.st.ScrapeRunLastSuccess(b.ctx)
	require.NoError(t, err)
	require.Equal(t, map[string]time.Time{"remotive": t0}, last, "failed and unfinished runs do not count")

	require.ErrorIs(t, b.st.ScrapeRunFinish(b.ctx, 999999, t0, store.JobChanges{}, 0, ""), store.ErrNotFound)
}
