package db

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Open connects a pgx pool and checks the server answers.
func Open(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("db: parse database URL: %w", err)
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 30 * time.Second
	// The job index stages each scrape in a temporary table; with the default 8 MB
	// of temporary buffers a 10,000-job stage spills to the file system and every
	// pass over it reads it back. Buffers are allocated only as temp tables use
	// them, and a DATABASE_URL option still wins.
	if _, set := cfg.ConnConfig.RuntimeParams["temp_buffers"]; !set {
		cfg.ConnConfig.RuntimeParams["temp_buffers"] = "48MB"
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("db: connect: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("db: ping %s: %w", cfg.ConnConfig.Host, err)
	}
	return pool, nil
}
