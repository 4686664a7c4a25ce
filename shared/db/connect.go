package db

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Connect opens the pool a process uses and, when migrate is set (the
// MIGRATE_ON_START setting), applies pending migrations under the session lock
// Migrate takes, so replicas starting together migrate once.
func Connect(ctx context.Context, url string, migrate bool, log *slog.Logger) (*pgxpool.Pool, error) {
	pool, err := Open(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("%w (check DATABASE_URL)", err)
	}
	if !migrate {
		return pool, nil
	}
	applied, err := Migrate(ctx, pool)
	if err != nil {
		pool.Close()
		return nil, err
	}
	if len(applied) > 0 {
		log.InfoContext(ctx, "applied migrations", slog.Any("versions", applied))
	}
	return pool, nil
}
