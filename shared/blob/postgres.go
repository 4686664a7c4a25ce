package blob

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Postgres stores blobs in the blobs table.
type Postgres struct{ pool *pgxpool.Pool }

// NewPostgres returns a Postgres blob store.
func NewPostgres(pool *pgxpool.Pool) *Postgres { return &Postgres{pool: pool} }

// Put writes or replaces key.
func (p *Postgres) Put(ctx context.Context, key, contentType string, data []byte) error {
	if !validKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	_, err := p.pool.Exec(ctx, `INSERT INTO blobs (key, content_type, data) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO UPDATE SET content_type = excluded.content_type, data = excluded.data`, key, contentType, data)
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return nil
}

// Get reads key.
func (p *Postgres) Get(ctx context.Context, key string) ([]byte, error) {
	var data []byte
	err := p.pool.QueryRow(ctx, "SELECT data FROM blobs WHERE key = $1", key).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("blob: get %s: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("blob: get %s: %w", key, err)
	}
	return data, nil
}

// Delete removes key; a missing key is not an error.
func (p *Postgres) Delete(ctx context.Context, key string) error {
	if _, err := p.pool.Exec(ctx, "DELETE FROM blobs WHERE key = $1", key); err != nil {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}
