package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/careerkit/careerkit/shared/db"
)

var dbNameRe = regexp.MustCompile(`^[a-z_][a-z0-9_]{0,62}$`)

// openBenchDB connects to database name on the server of adminURL, creating it
// (dropped first when reset) and applying the migrations.
func openBenchDB(ctx context.Context, adminURL, name string, reset bool) (*pgxpool.Pool, error) {
	if !dbNameRe.MatchString(name) {
		return nil, fmt.Errorf("bench: database name %q must be lower-case letters, digits and _", name)
	}
	admin, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return nil, fmt.Errorf("bench: connect %s: %w", adminURL, err)
	}
	defer admin.Close(ctx)
	if reset {
		if _, err := admin.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			return nil, fmt.Errorf("bench: drop %s: %w", name, err)
		}
	}
	var exists bool
	if err := admin.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return nil, fmt.Errorf("bench: look up %s: %w", name, err)
	}
	if !exists {
		if _, err := admin.Exec(ctx, "CREATE DATABASE "+name); err != nil {
			return nil, fmt.Errorf("bench: create %s: %w", name, err)
		}
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		return nil, fmt.Errorf("bench: parse %s: %w", adminURL, err)
	}
	u.Path = "/" + name
	pool, err := db.Open(ctx, u.String())
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	return pool, nil
}

// printSizes prints the bench database's size, the jobs table's and each of its
// indexes'.
func printSizes(ctx context.Context, pool *pgxpool.Pool) error {
	var db, table string
	if err := pool.QueryRow(ctx, `SELECT pg_size_pretty(pg_database_size(current_database())),
		pg_size_pretty(pg_total_relation_size('jobs'))`).Scan(&db, &table); err != nil {
		return fmt.Errorf("bench: sizes: %w", err)
	}
	rows, _ := pool.Query(ctx, `SELECT indexrelname || ' ' || pg_size_pretty(pg_relation_size(indexrelid))
		FROM pg_stat_user_indexes WHERE relname = 'jobs' ORDER BY pg_relation_size(indexrelid) DESC`)
	idx, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("bench: index sizes: %w", err)
	}
	fmt.Printf("database %s; jobs with its indexes and TOAST %s; indexes: %s\n", db, table, strings.Join(idx, ", "))
	var sharedBuffers string
	if err := pool.QueryRow(ctx, "SHOW shared_buffers").Scan(&sharedBuffers); err != nil {
		return fmt.Errorf("bench: shared_buffers: %w", err)
	}
	fmt.Printf("memory: Postgres shared_buffers %s; machine %s\n", sharedBuffers, memInfo())
	return nil
}

// memInfo is the machine's total and available memory from /proc/meminfo.
func memInfo() string {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return "unknown"
	}
	var parts []string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "MemTotal:") || strings.HasPrefix(line, "MemAvailable:") {
			parts = append(parts, strings.Join(strings.Fields(line), " "))
		}
	}
	return strings.Join(parts, ", ")
}
