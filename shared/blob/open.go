package blob

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/careerkit/careerkit/shared/config"
)

// Open opens the store cfg selects: an S3-compatible bucket when
// BLOB_S3_ENDPOINT is set, a directory when BLOB_DIR is, and otherwise Postgres
// through pool. The API and the workers open it this way; tests call it to build
// the same store as main.
func Open(ctx context.Context, cfg *config.Config, pool *pgxpool.Pool) (Store, error) {
	switch {
	case cfg.BlobS3Endpoint != "":
		// CreateBucket stays false: a missing bucket in production is a typo or a
		// missing grant, which creating a fresh empty bucket would hide.
		st, err := NewS3(ctx, S3Options{Endpoint: cfg.BlobS3Endpoint, Bucket: cfg.BlobS3Bucket,
			Region: cfg.BlobS3Region, AccessKey: cfg.BlobS3AccessKey, SecretKey: cfg.BlobS3SecretKey,
			Prefix: cfg.BlobS3Prefix, PathStyle: cfg.BlobS3PathStyle})
		if err != nil {
			return nil, fmt.Errorf("%w (check BLOB_S3_*)", err)
		}
		return st, nil
	case cfg.BlobDir != "":
		st, err := NewDir(cfg.BlobDir)
		if err != nil {
			return nil, fmt.Errorf("%w (check BLOB_DIR)", err)
		}
		return st, nil
	default:
		return NewPostgres(pool), nil
	}
}
