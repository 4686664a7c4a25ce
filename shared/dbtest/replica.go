package dbtest

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// StartReplica makes a streaming replica of c the way an operator does
// (pg_basebackup -R: a base backup plus primary_conninfo and standby.signal),
// starts it as a hot standby on its own free port, and removes it when t ends.
// Its URL names the same database as c's; it is read-only and replays c's WAL,
// migrations included.
func (c *Cluster) StartReplica(t testing.TB) *Cluster {
	t.Helper()
	r := &Cluster{bin: c.bin, port: freePort(t)}
	r.makeDir(t)
	data := filepath.Join(r.dir, "data")
	if out, err := r.run("pg_basebackup", "-h", "127.0.0.1", "-p", strconv.Itoa(c.port), "-U", "postgres",
		"-D", data, "-R", "-X", "stream", "-c", "fast", "--no-sync"); err != nil {
		t.Fatalf("dbtest: pg_basebackup: %v\n%s", err, out)
	}
	if err := r.Start(); err != nil {
		t.Fatalf("dbtest: replica: %v", err)
	}
	t.Cleanup(func() { _, _ = r.run("pg_ctl", "-D", data, "-m", "immediate", "-w", "stop") })
	r.URL = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", r.port)
	return r
}

// WaitReplayed waits until the replica r has replayed everything the primary
// had written when it was called: its pg_last_wal_replay_lsn reaches the
// primary's pg_current_wal_insert_lsn. Not pg_current_wal_lsn: that is where
// WAL was written, and a commit made with synchronous_commit off (the job
// index's writes) may still be only inserted, not written.
func (r *Cluster) WaitReplayed(t testing.TB, primary *Cluster) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var target string
	if err := queryRow(ctx, primary.URL, "SELECT pg_current_wal_insert_lsn()::text", &target); err != nil {
		t.Fatalf("dbtest: primary WAL position: %v", err)
	}
	for {
		var done bool
		err := queryRow(ctx, r.URL, "SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn", &done, target)
		if err == nil && done {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("dbtest: replica did not replay up to %s within 30s (last error: %v)", target, err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// queryRow runs one query on a connection of its own.
func queryRow(ctx context.Context, url, sql string, dest any, args ...any) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	return conn.QueryRow(ctx, sql, args...).Scan(dest)
}
