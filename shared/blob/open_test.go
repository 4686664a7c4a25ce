package blob_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/blob/s3test"
	"github.com/careerkit/careerkit/shared/config"
)

func TestOpen(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv := s3test.Start(t)
	s3Config := func() *config.Config {
		return &config.Config{BlobS3Endpoint: srv.Endpoint, BlobS3Bucket: srv.Bucket, BlobS3Region: srv.Region,
			BlobS3AccessKey: srv.AccessKey, BlobS3SecretKey: srv.SecretKey, BlobS3Prefix: "boot", BlobS3PathStyle: true}
	}

	st, err := blob.Open(ctx, s3Config(), nil)
	require.NoError(t, err)
	require.IsType(t, &blob.S3{}, st)
	require.NoError(t, st.Put(ctx, "resumes/x.pdf", "application/pdf", []byte("%PDF-1")))
	back, err := blob.NewS3(ctx, srv.Options("boot"))
	require.NoError(t, err)
	got, err := back.Get(ctx, "resumes/x.pdf")
	require.NoError(t, err)
	require.Equal(t, "%PDF-1", string(got))

	missing := s3Config()
	missing.BlobS3Bucket = "not-created"
	_, err = blob.Open(ctx, missing, nil)
	require.ErrorContains(t, err, `"not-created"`)
	require.ErrorContains(t, err, "(check BLOB_S3_*)")

	st, err = blob.Open(ctx, &config.Config{BlobDir: t.TempDir()}, nil)
	require.NoError(t, err)
	require.IsType(t, &blob.Dir{}, st)

	st, err = blob.Open(ctx, &config.Config{}, nil)
	require.NoError(t, err)
	require.IsType(t, &blob.Postgres{}, st)
}
