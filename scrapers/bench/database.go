package main

import (
	"context"
	"fmt"
	"net/url"
	"regexp"

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
