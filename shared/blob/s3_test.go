package blob_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"testing"

	"github.com/minio/minio-go/v7"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/blob/s3test"
)

func TestS3(t *testing.T) {
	t.Parallel()
	srv := s3test.Start(t)
	client := srv.Client(t)
	ctx := context.Background()
	open := func(t *testing.T, prefix string) *blob.S3 {
		t.Helper()
		st, err := blob.NewS3(ctx, srv.Options(prefix))
		require.NoError(t, err)
		return st
	}

	t.Run("prefix isolates deployments sharing a bucket", func(t *testing.T) {
		t.Parallel()
		a, b, bare := open(t, "iso/a"), open(t, "/iso/b/"), open(t, "")
		require.NoError(t, a.Put(ctx, "resumes/x.pdf", "application/pdf", []byte("from a")))
		require.NoError(t, b.Put(ctx, "resumes/x.pdf", "application/pdf", []byte("from b")))
		got, err := a.Get(ctx, "resumes/x.pdf")
		require.NoError(t, err)
		require.Equal(t, "from a", string(got))
		got, err = bare.Get(ctx, "iso/b/resumes/x.pdf")
		require.NoError(t, err)
		require.Equal(t, "from b", string(got))
		_, err = bare.Get(ctx, "resumes/x.pdf")
		require.ErrorIs(t, err, blob.ErrNotFound)

		require.NoError(t, a.Delete(ctx, "resumes/x.pdf"))
		_, err = a.Get(ctx, "resumes/x.pdf")
		require.ErrorIs(t, err, blob.ErrNotFound)
		got, err = b.Get(ctx, "resumes/x.pdf")
		require.NoError(t, err)
		require.Equal(t, "from b", string(got))
	})

	t.Run("content type is stored", func(t *testing.T) {
		t.Parallel()
		st := open(t, "ctype")
		require.NoError(t, st.Put(ctx, "resumes/c.pdf", "application/pdf", []byte("%PDF-1")))
		info, err := client.StatObject(ctx, srv.Bucket, "ctype/resumes/c.pdf", minio.StatObjectOptions{})
		require.NoError(t, err)
		require.Equal(t, "application/pdf", info.ContentType)
		require.Equal(t, int64(6), info.Size)
	})

	t.Run("1 MB object round-trips", func(t *testing.T) {
		t.Parallel()
		st := open(t, "large")
		data := make([]byte, 1<<20)
		_, _ = rand.Read(data)
		require.NoError(t, st.Put(ctx, "resumes/big.pdf", "application/pdf", data))
		got, err := st.Get(ctx, "resumes/big.pdf")
		require.NoError(t, err)
		require.True(t, bytes.Equal(data, got), "got %d bytes back, want the %d put", len(got), len(data))
	})

	t.Run("missing bucket fails the constructor", func(t *testing.T) {
		t.Parallel()
		o := srv.Options("")
		o.Bucket = "no-such-bucket"
		_, err := blob.NewS3(ctx, o)
		require.ErrorContains(t, err, `bucket "no-such-bucket"`)
		require.ErrorContains(t, err, srv.Endpoint)
		require.ErrorContains(t, err, "does not exist")
		ok, err := client.BucketExists(ctx, o.Bucket)
		require.NoError(t, err)
		require.False(t, ok, "the constructor must not create a bucket unless asked")
	})

	t.Run("create bucket on request", func(t *testing.T) {
		t.Parallel()
		o := srv.Options("")
		o.Bucket, o.CreateBucket = "created-on-demand", true
		st, err := blob.NewS3(ctx, o)
		require.NoError(t, err)
		require.NoError(t, st.Put(ctx, "k", "text/plain", []byte("v")))
		_, err = blob.NewS3(ctx, o)
		require.NoError(t, err, "an existing bucket is reused")
	})

	t.Run("wrong credentials fail the constructor", func(t *testing.T) {
		t.Parallel()
		o := srv.Options("")
		o.SecretKey = "wrong-" + o.SecretKey
		_, err := blob.NewS3(ctx, o)
		require.Error(t, err)
		require.NotErrorIs(t, err, blob.ErrNotFound)
		require.ErrorContains(t, err, srv.Bucket)
	})

	t.Run("bad options", func(t *testing.T) {
		t.Parallel()
		for name, edit := range map[string]func(*blob.S3Options){
			"ftp endpoint":      func(o *blob.S3Options) { o.Endpoint = "ftp://127.0.0.1:1" },
			"endpoint path":     func(o *blob.S3Options) { o.Endpoint = srv.Endpoint + "/bucket" },
			"bare host":         func(o *blob.S3Options) { o.Endpoint = "127.0.0.1:7070" },
			"prefix escapes":    func(o *blob.S3Options) { o.Prefix = "../up" },
			"prefix with space": func(o *blob.S3Options) { o.Prefix = "a b" },
		} {
			o := srv.Options("")
			edit(&o)
			_, err := blob.NewS3(ctx, o)
			require.Error(t, err, name)
		}
	})
}
