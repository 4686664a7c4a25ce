package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// TestJobImportNewcomerTakesOver checks that an added posting outranking the
// primary of its key becomes the primary in the same write (the old primary is
// demoted first, no election), and one that does not rank above it leaves the
// primary alone.
func TestJobImportNewcomerTakesOver(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "greenhouse:acme"
	job := func(id string) model.Job { return newJob(src, id, "Site Reliability Engineer", "Acme", "Remote") }
	primaries := func() []string {
		t.Helper()
		states, err := b.st.JobStatesBySource(b.ctx, src)
		require.NoError(t, err)
		var ids []string
		for _, s := range states {
			if s.IsPrimary {
				ids = append(ids, s.ID)
			}
		}
		return ids
	}

	_, err := b.st.JobImport(b.ctx, []model.Job{job("5")}, t0)
	require.NoError(t, err)
	require.Equal(t, []string{"greenhouse-5"}, primaries())

	// Seen at the same time, a lower id wins the election rule's last tie-break.
	_, err = b.st.JobImport(b.ctx, []model.Job{job("3"), job("4")}, t0)
	require.NoError(t, err)
	require.Equal(t, []string{"greenhouse-3"}, primaries())

	// Seen later, even a lower id ranks below the primary seen first.
	_, err = b.st.JobImport(b.ctx, []model.Job{job("1")}, t0.Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, []string{"greenhouse-3"}, primaries())

	// A lower priority wins whatever the dates: the demo snapshot loses to it.
	demo := job("0")
	demo.ID, demo.SourceKey = "demo-"+demo.ID, "demo:"+src
	_, err = b.st.JobImport(b.ctx, []model.Job{demo}, t0.Add(-time.Hour))
	require.NoError(t, err)
	require.Equal(t, []string{"greenhouse-3"}, primaries())

	got, err := b.st.JobImport(b.ctx, []model.Job{job("1"), job("3"), job("4"), job("5")}, t0.Add(2*time.Hour))
	require.NoError(t, err)
	require.Equal(t, 4, got.Unchanged)
	require.Equal(t, []string{"greenhouse-3"}, primaries())
}
