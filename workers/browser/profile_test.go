package browser

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSweepStaleProfiles(t *testing.T) {
	t.Parallel()

	dead := exec.Command("true")
	require.NoError(t, dead.Run())
	mk := func(pid int) string {
		dir, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", profilePrefix, pid))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "Local State"), []byte("{}"), 0o600))
		t.Cleanup(func() { _ = os.RemoveAll(dir) })
		return dir
	}
	stale := mk(dead.Process.Pid)
	mine := mk(os.Getpid())
	neighbour := mk(1) // a live process: another worker's browser

	sweepStaleProfiles()
	require.NoDirExists(t, stale)
	require.DirExists(t, mine)
	require.DirExists(t, neighbour)
}
