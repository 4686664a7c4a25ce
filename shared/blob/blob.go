// Package blob stores opaque byte objects (rendered PDFs) behind one small
// interface: Postgres by default, so a deployment needs nothing extra, a
// directory when BLOB_DIR is set, or an S3-compatible bucket when
// BLOB_S3_ENDPOINT is set.
package blob

import (
	"context"
	"errors"
)

// ErrNotFound is returned for a missing key.
var ErrNotFound = errors.New("blob: not found")

// Store keeps objects by key. Keys are slash-separated paths of [A-Za-z0-9._-].
type Store interface {
	Put(ctx context.Context, key, contentType string, data []byte) error
	Get(ctx context.Context, key string) ([]byte, error)
	Delete(ctx context.Context, key string) error
}

func validKey(key string) bool {
	if key == "" || len(key) > 300 || key[0] == '/' {
		return false
	}
	prevDot := false
	for _, r := range key {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '/' || r == '.'
		if !ok || (r == '.' && prevDot) {
			return false
		}
		prevDot = r == '.'
	}
	return true
}
