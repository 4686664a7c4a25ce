package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Options configures an S3 store.
type S3Options struct {
	// Endpoint is the server's base URL without a path: http://127.0.0.1:7070 or
	// https://s3.eu-west-1.amazonaws.com.
	Endpoint  string
	Bucket    string
	Region    string
	AccessKey string
	SecretKey string
	// Prefix is prepended to every key ("careerkit/prod" stores resumes/x.pdf as
	// careerkit/prod/resumes/x.pdf), so deployments can share one bucket.
	Prefix string
	// PathStyle addresses the bucket as endpoint/bucket, which every S3-compatible
	// server accepts; false uses bucket.endpoint (virtual host), as AWS prefers.
	PathStyle bool
	// CreateBucket creates a missing bucket instead of failing. For tests and local
	// runs only: in production a missing bucket is a misconfiguration to report.
	CreateBucket bool
}

// S3 stores blobs as objects in a bucket of S3-compatible object storage.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string
}

// NewS3 connects to o.Endpoint and checks that o.Bucket exists and the keys can
// reach it, so a misconfiguration fails at startup rather than at the first upload.
func NewS3(ctx context.Context, o S3Options) (*S3, error) {
	client, err := newS3Client(o)
	if err != nil {
		return nil, err
	}
	prefix := strings.Trim(o.Prefix, "/")
	if prefix != "" {
		if !validKey(prefix) {
			return nil, fmt.Errorf("blob: s3 prefix %q must be a slash-separated path of [A-Za-z0-9._-]", o.Prefix)
		}
		prefix += "/"
	}
	where := fmt.Sprintf("bucket %q at %s", o.Bucket, o.Endpoint)
	exists, err := client.BucketExists(ctx, o.Bucket)
	if err != nil {
		return nil, fmt.Errorf("blob: s3 check %s: %w", where, err)
	}
	if !exists {
		if !o.CreateBucket {
			return nil, fmt.Errorf("blob: s3 %s does not exist; create it first", where)
		}
		if err := client.MakeBucket(ctx, o.Bucket, minio.MakeBucketOptions{Region: o.Region}); err != nil {
			return nil, fmt.Errorf("blob: s3 create %s: %w", where, err)
		}
	}
	return &S3{client: client, bucket: o.Bucket, prefix: prefix}, nil
}

// newS3Client builds the minio client without touching the network.
func newS3Client(o S3Options) (*minio.Client, error) {
	u, err := url.Parse(o.Endpoint)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") || strings.Trim(u.Path, "/") != "" {
		return nil, fmt.Errorf("blob: s3 endpoint %q must be http(s)://host[:port] without a path", o.Endpoint)
	}
	lookup := minio.BucketLookupDNS
	if o.PathStyle {
		lookup = minio.BucketLookupPath
	}
	client, err := minio.New(u.Host, &minio.Options{
		Creds:        credentials.NewStaticV4(o.AccessKey, o.SecretKey, ""),
		Secure:       u.Scheme == "https",
		Region:       o.Region,
		BucketLookup: lookup,
	})
	if err != nil {
		return nil, fmt.Errorf("blob: s3 client for %s: %w", o.Endpoint, err)
	}
	return client, nil
}

func (s *S3) object(key string) (string, error) {
	if !validKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	return s.prefix + key, nil
}

// Put writes or replaces key.
func (s *S3) Put(ctx context.Context, key, contentType string, data []byte) error {
	name, err := s.object(key)
	if err != nil {
		return err
	}
	_, err = s.client.PutObject(ctx, s.bucket, name, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return nil
}

// Get reads key.
func (s *S3) Get(ctx context.Context, key string) ([]byte, error) {
	name, err := s.object(key)
	if err != nil {
		return nil, err
	}
	// GetObject sends nothing until the first read, so a missing key surfaces
	// from ReadAll.
	obj, err := s.client.GetObject(ctx, s.bucket, name, minio.GetObjectOptions{})
	if err == nil {
		defer obj.Close()
		var data []byte
		if data, err = io.ReadAll(obj); err == nil {
			return data, nil
		}
	}
	if isS3Code(err, minio.NoSuchKey) {
		return nil, fmt.Errorf("blob: get %s: %w", key, ErrNotFound)
	}
	return nil, fmt.Errorf("blob: get %s: %w", key, err)
}

// Delete removes key; a missing key is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	name, err := s.object(key)
	if err != nil {
		return err
	}
	// S3 answers 204 for a missing key; NoSuchKey is accepted too because some
	// compatible servers send it.
	if err := s.client.RemoveObject(ctx, s.bucket, name, minio.RemoveObjectOptions{}); err != nil && !isS3Code(err, minio.NoSuchKey) {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}

func isS3Code(err error, code string) bool {
	var resp minio.ErrorResponse
	return errors.As(err, &resp) && resp.Code == code
}
