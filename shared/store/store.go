// Package store is the data access layer: one concrete Store over the pgx pool, one
// file per table. Static queries are small constants next to their method; dynamic
// filters live in *_query.go builders. pgx.ErrNoRows becomes ErrNotFound.
package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrNotFound is returned when a row does not exist.
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned when a unique constraint refuses a write.
var ErrConflict = errors.New("store: conflict")

// Store runs every query of the service.
type Store struct {
	pool *pgxpool.Pool
}

// New returns a Store over pool.
func New(pool *pgxpool.Pool) *Store {
	return &Store{pool: pool}
}

// Pool exposes the pool for health checks and transactions spanning packages.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// Ping checks the database answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("store: ping: %w", err)
	}
	return nil
}

// wrap maps driver errors onto the store's sentinels and adds context.
func wrap(err error, format string, args ...any) error {
	if err == nil {
		return nil
	}
	msg := fmt.Sprintf(format, args...)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("store: %s: %w", msg, ErrNotFound)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return fmt.Errorf("store: %s: %w (%s)", msg, ErrConflict, pgErr.ConstraintName)
	}
	return fmt.Errorf("store: %s: %w", msg, err)
}
