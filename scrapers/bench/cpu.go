package main

import (
	"context"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// clockTicks is the kernel's USER_HZ, the unit of /proc/<pid>/stat times.
const clockTicks = 100

// cpuUsage is the CPU time the loader and its database backends have used. The
// load rate depends on what else the machine runs; CPU per job does not.
type cpuUsage struct {
	Self     time.Duration
	Backends time.Duration
	// LoadAvg is the 1-minute load average when measured.
	LoadAvg string
}

// measureCPU reads this process's CPU time and that of the Postgres backends
// serving the bench database (readable only when Postgres runs on this machine).
func measureCPU(ctx context.Context, pool *pgxpool.Pool) cpuUsage {
	var u cpuUsage
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		u.Self = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	rows, _ := pool.Query(ctx, "SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err == nil {
		for _, pid := range pids {
			u.Backends += procCPU(int(pid))
		}
	}
	u.LoadAvg = loadAvg()
	return u
}

// loadAvg returns the 1-minute load average, "?" when unknown.
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	avg, _, _ := strings.Cut(string(b), " ")
	return avg
}

// procCPU returns the user+system time of pid from /proc, 0 if unreadable.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / clockTicks
}
