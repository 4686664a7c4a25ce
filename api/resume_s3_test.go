package api

import (
	"bytes"
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob/s3test"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/workers/workertest"
)

// TestBuildResumeWithS3Blobs crosses a process boundary with the S3 store on
// both sides: a careerkit-worker process, configured by BLOB_S3_* variables,
// renders and uploads the PDF to versitygw, and the API, whose store is opened
// from Config by blob.Open as in main, serves it back from the bucket.
func TestBuildResumeWithS3Blobs(t *testing.T) {
	t.Parallel()
	srv := s3test.Start(t)
	dbURL := dbtest.NewURL(t)
	const prefix = "careerkit/e2e"
	b := setup(t, setupOpts{noWorker: true, render: true, dbURL: dbURL, configure: func(c *config.Config) {
		c.BlobDir = ""
		c.BlobS3Endpoint, c.BlobS3Bucket, c.BlobS3Region = srv.Endpoint, srv.Bucket, srv.Region
		c.BlobS3AccessKey, c.BlobS3SecretKey = srv.AccessKey, srv.SecretKey
		c.BlobS3Prefix, c.BlobS3PathStyle = prefix, true
	}})
	w := workertest.Start(t, append([]string{"NAMESPACE=" + b.cfg.Namespace, "DATABASE_URL=" + dbURL, "BLOB_DIR="},
		srv.Env(prefix)...)...)
	require.Eventually(t, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		defer cancel()
		reply, err := events.Request(ctx, b.bus, events.WorkerPing, events.PingRequest{From: "test"})
		return err == nil && len(reply.Roles) > 0
	}, 60*time.Second, 100*time.Millisecond, "worker process never became ready:\n%s", w.Logs())

	res, r := b.buildResume(t, validResume())
	require.Equal(t, http.StatusOK, r.Status, "%s\nworker logs:\n%s", r.Body, w.Logs())
	pdf := b.fetch(t, res.ResumeURL)
	require.Equal(t, http.StatusOK, pdf.Status, string(pdf.Body))
	require.Equal(t, "application/pdf", pdf.Header.Get("Content-Type"))
	require.True(t, bytes.HasPrefix(pdf.Body, []byte("%PDF-")))

	ctx := context.Background()
	info, err := srv.Client(t).StatObject(ctx, srv.Bucket, prefix+"/resumes/"+res.ResumeID+".pdf", minio.StatObjectOptions{})
	require.NoError(t, err, "the worker process must have uploaded the PDF to the bucket")
	require.Equal(t, "application/pdf", info.ContentType)
	require.Equal(t, int64(len(pdf.Body)), info.Size)
	var inPostgres int
	require.NoError(t, b.env.Pool.QueryRow(ctx, "SELECT count(*) FROM blobs").Scan(&inPostgres))
	require.Zero(t, inPostgres, "with BLOB_S3_* set no PDF may land in Postgres")
}
