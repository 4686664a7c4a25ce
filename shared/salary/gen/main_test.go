package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// TestRebuildMatchesShipped regenerates the dataset from the committed sources
// into a temporary directory and requires it to equal the shipped file.
func TestRebuildMatchesShipped(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "dataset.json.gz")
	require.NoError(t, run("../data/source", out))

	rebuilt, err := os.ReadFile(out)
	require.NoError(t, err)
	shipped, err := os.ReadFile("../data/dataset.json.gz")
	require.NoError(t, err)

	const stale = "shared/salary/data/dataset.json.gz is not what the sources build: run `go run ./shared/salary/gen` from the module root and commit the result"
	rebuiltJSON, err := snapshot.Decompress(rebuilt)
	require.NoError(t, err)
	shippedJSON, err := snapshot.Decompress(shipped)
	require.NoError(t, err)
	require.True(t, string(rebuiltJSON) == string(shippedJSON), stale)
	// The content matched; a difference left here can only come from a Go
	// release that compresses differently, fixed by the same command.
	require.True(t, string(rebuilt) == string(shipped), stale+" (gzip bytes differ only)")
}
