package refresh

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestSweepClosesPostingsUnseenForTooLong(t *testing.T) {
	t.Parallel()
	b := setup(t)
	src := b.boards.source(t, "greenhouse:smarterdx")
	_, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)

	sw := NewSweeper(b.st, DefaultStaleAfter, discardLogger())
	n, err := sw.Sweep(b.ctx)
	require.NoError(t, err)
	require.Zero(t, n, "postings seen just now stay open")

	sw.now = func() time.Time { return time.Now().Add(DefaultStaleAfter + time.Hour) }
	n, err = sw.Sweep(b.ctx)
	require.NoError(t, err)
	require.Equal(t, 2, n)
	open, err := b.st.JobOpenCount(b.ctx, src.Key())
	require.NoError(t, err)
	require.Zero(t, open)

	// A later run re-opens what the board still lists.
	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, 2, rep.Updated)
}

func TestSweepLeavesTheDemoSnapshot(t *testing.T) {
	t.Parallel()
	b := setup(t)
	n, err := ImportDemo(b.ctx, b.st, time.Now().Add(-60*24*time.Hour))
	require.NoError(t, err)
	require.Positive(t, n)
	closed, err := NewSweeper(b.st, DefaultStaleAfter, discardLogger()).Sweep(b.ctx)
	require.NoError(t, err)
	require.Zero(t, closed, "demo postings are labelled and retired by the first live run, not swept")
}
