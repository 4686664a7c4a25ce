// Package workertest builds the real careerkit-worker binary and runs it as a
// process against the machine's services, for tests that must kill a worker or
// prove the pipeline crosses a process boundary.
package workertest

import (
	"github.com/careerkit/careerkit/shared/servicetest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	buildOut  []byte
)

// Build compiles careerkit-worker once per test binary and returns its path.
func Build(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "careerkit-worker-test-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "careerkit-worker")
		buildOut, buildErr = exec.Command("go", "build", "-o", binPath,
			"github.com/careerkit/careerkit/workers/cmd/careerkit-worker").CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("workertest: build worker: %v\n%s", buildErr, buildOut)
	}
	return binPath
}

// Process is a running worker.
type Process struct {
	Cmd  *exec.Cmd
	logs *lockedBuffer
}

// lockedBuffer collects output that the test reads while the process writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Logs returns what the worker printed so far.
func (p *Process) Logs() string { return p.logs.String() }

// Start runs the worker with the machine's NATS and Redis, quiet logs, and env
// (NAME=value pairs, which win over the defaults). It is killed when t ends, and
// its logs are printed if t failed.
func Start(t testing.TB, env ...string) *Process {
	t.Helper()
	cmd := exec.Command(Build(t))
	cmd.Env = append(append(os.Environ(), "NATS_URL="+servicetest.NATSURL(), "REDIS_URL="+servicetest.RedisURL(),
		"LOG_LEVEL=warn", "RENDER_TABS=1"), env...)
	logs := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatalf("workertest: start worker: %v", err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("worker logs:\n%s", logs.String())
		}
	})
	return &Process{Cmd: cmd, logs: logs}
}
