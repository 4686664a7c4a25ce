package dbtest

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/careerkit/careerkit/shared/db"
)

// Cluster is a private Postgres server that a test may stop and restart: tests
// of outages must never touch the machine's shared server.
type Cluster struct {
	// URL is the migrated database of the cluster.
	URL  string
	dir  string
	port int
	bin  string
	as   string // the OS user that runs the server when the test runs as root
}

// StartCluster initialises and starts a private Postgres cluster on a free
// port with a migrated database, and removes it when t ends.
func StartCluster(t testing.TB) *Cluster {
	t.Helper()
	if testing.Short() {
		t.Skip("dbtest: needs Postgres binaries; skipped under -short")
	}
	bin, err := postgresBin()
	if err != nil {
		t.Fatalf("dbtest: %v", err)
	}
	c := &Cluster{bin: bin, port: freePort(t)}
	c.makeDir(t)
	if out, err := c.run("initdb", "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "-D", filepath.Join(c.dir, "data")); err != nil {
		t.Fatalf("dbtest: initdb: %v\n%s", err, out)
	}
	if err := c.Start(); err != nil {
		t.Fatalf("dbtest: %v", err)
	}
	t.Cleanup(func() { _, _ = c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-m", "immediate", "-w", "stop") })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c.URL = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
	pool, err := db.Open(ctx, c.URL)
	if err != nil {
		t.Fatalf("dbtest: open private cluster: %v", err)
	}
	defer pool.Close()
	if _, err := db.Migrate(ctx, pool); err != nil {
		t.Fatalf("dbtest: migrate private cluster: %v", err)
	}
	return c
}

// makeDir creates the cluster's directory, owned by the user that runs the
// server, and removes it when t ends.
func (c *Cluster) makeDir(t testing.TB) {
	t.Helper()
	var err error
	c.dir, err = os.MkdirTemp("", "ck-pg-")
	if err != nil {
		t.Fatalf("dbtest: temp dir: %v", err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(c.dir) })
	if os.Geteuid() == 0 { // Postgres refuses to run as root
		c.as = "postgres"
		u, err := user.Lookup(c.as)
		if err != nil {
			t.Fatalf("dbtest: running as root needs the postgres user: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(c.dir, uid, gid); err != nil {
			t.Fatalf("dbtest: chown: %v", err)
		}
	}
}

// Start starts the server and waits until it accepts connections.
func (c *Cluster) Start() error {
	// wal_level replica (the default, said out loud) and initdb's pg_hba, which
	// trusts replication connections from loopback, let StartReplica stream
	// from any private cluster.
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60 -c wal_level=replica", c.port, c.dir)
	out, err := c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-l", filepath.Join(c.dir, "log"), "-o", opts, "-w", "-t", "60", "start")
	if err != nil {
		return fmt.Errorf("start private postgres: %v\n%s", err, out)
	}
	return nil
}

// Stop stops the server the way an operator's restart does ("fast"): sessions
// are terminated with SQLSTATE 57P01 and new connections are refused.
func (c *Cluster) Stop() error {
	out, err := c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-m", "fast", "-w", "-t", "60", "stop")
	if err != nil {
		return fmt.Errorf("stop private postgres: %v\n%s", err, out)
	}
	return nil
}

func (c *Cluster) run(tool string, args ...string) ([]byte, error) {
	path := filepath.Join(c.bin, tool)
	var cmd *exec.Cmd
	if c.as != "" {
		cmd = exec.Command("runuser", append([]string{"-u", c.as, "--", path}, args...)...)
	} else {
		cmd = exec.Command(path, args...)
	}
	return cmd.CombinedOutput()
}

// postgresBin finds the newest installed Postgres's bin directory (Debian's layout).
func postgresBin() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Strings(dirs)
	for i := len(dirs) - 1; i >= 0; i-- {
		if _, err := os.Stat(filepath.Join(dirs[i], "initdb")); err == nil {
			return dirs[i], nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", fmt.Errorf("no initdb found (install postgresql; make services does)")
}

// freePort returns a TCP port free on 127.0.0.1 at the time of the call.
func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("dbtest: free port: %v", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// FreePort is freePort for other private servers a test starts.
func FreePort(t testing.TB) int { return freePort(t) }
