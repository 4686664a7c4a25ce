package browser

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// profilePrefix names the temporary Chromium profiles: the worker's PID is in
// the name so a later worker can tell a dead worker's leftovers from a live
// neighbour's.
const profilePrefix = "careerkit-chromium-"

// newProfileDir creates a fresh, empty --user-data-dir for one browser.
func newProfileDir() (string, error) {
	dir, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", profilePrefix, os.Getpid()))
	if err != nil {
		return "", fmt.Errorf("browser: create profile: %w", err)
	}
	return dir, nil
}

// sweepStaleProfiles removes the profiles of workers that died without
// closing their pool (Chromium dies with its worker, its profile does not).
func sweepStaleProfiles() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), profilePrefix+"*"))
	for _, dir := range dirs {
		rest := strings.TrimPrefix(filepath.Base(dir), profilePrefix)
		pidText, _, ok := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if !ok || err != nil || pid == os.Getpid() {
			continue
		}
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			_ = os.RemoveAll(dir)
		}
	}
}
