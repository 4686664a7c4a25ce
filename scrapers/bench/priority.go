package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"syscall"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// prioritizer raises the scheduling priority of the bench and of the Postgres
// backends serving it, for a machine that other work shares: at nice -10 the
// bench gets about 250 times the CPU share of work at nice 15, so what it
// measures is close to what an idle machine gives (caches and memory bandwidth
// stay shared; the load average still counts the other work). Linux keeps a nice
// value per thread, so every thread of the bench and every backend (one process
// each) is set, again before each phase, since the pool may have opened
// connections since.
type prioritizer struct {
	pool *pgxpool.Pool
	nice int
	on   bool
}

// apply sets the nice value of the bench's threads and of its backends.
func (p prioritizer) apply(ctx context.Context) error {
	if !p.on {
		return nil
	}
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return fmt.Errorf("bench: renice: %w", err)
	}
	var pids []int
	for _, t := range tasks {
		if tid, err := strconv.Atoi(t.Name()); err == nil {
			pids = append(pids, tid)
		}
	}
	rows, _ := p.pool.Query(ctx, "SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
	backends, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return fmt.Errorf("bench: renice: list backends: %w", err)
	}
	for _, b := range backends {
		pids = append(pids, int(b))
	}
	for _, pid := range pids {
		if err := syscall.Setpriority(syscall.PRIO_PROCESS, pid, p.nice); err != nil {
			return fmt.Errorf("bench: renice %d to %d (needs root or CAP_SYS_NICE): %w", pid, p.nice, err)
		}
	}
	return nil
}

// warm opens n connections so that the backends exist before apply.
func (p prioritizer) warm(ctx context.Context, n int) error {
	if !p.on {
		return nil
	}
	conns := make([]*pgxpool.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			c.Release()
		}
	}()
	for range n {
		c, err := p.pool.Acquire(ctx)
		if err != nil {
			return fmt.Errorf("bench: open connection: %w", err)
		}
		conns = append(conns, c)
	}
	return nil
}
