package main_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// scraperCommand builds the scraper and returns a runner of it against the
// database dbURL, as an operator runs it: stdout, stderr and the exit code.
func scraperCommand(t *testing.T, dbURL string) func(stdin []byte, args ...string) (string, string, int) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "careerkit-scraper")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, string(out))
	return func(stdin []byte, args ...string) (string, string, int) {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "LOG_LEVEL=error")
		var o, e bytes.Buffer
		cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(stdin), &o, &e
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return o.String(), e.String(), ee.ExitCode()
		}
		require.NoError(t, err)
		return o.String(), e.String(), 0
	}
}
