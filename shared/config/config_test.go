package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:8080", c.HTTPAddr)
	require.Equal(t, "http://127.0.0.1:8080", c.PublicBaseURL)
	require.Empty(t, c.NATSURL)
}

func TestLoadRejectsBadValues(t *testing.T) {
	cases := []struct {
		name, key, value, want string
	}{
		{"bad db url", "DATABASE_URL", "mysql://x/y", "DATABASE_URL"},
		{"bad read db url", "DATABASE_READ_URL", "replica:5432", "DATABASE_READ_URL"},
		{"bad redis", "REDIS_URL", "nope", "REDIS_URL"},
		{"bad nats", "NATS_URL", "http://x:4222", "NATS_URL"},
		{"bad addr", "HTTP_ADDR", "8080", "HTTP_ADDR"},
		{"bad base", "PUBLIC_BASE_URL", "ftp://x", "PUBLIC_BASE_URL"},
		{"bad level", "LOG_LEVEL", "loud", "LOG_LEVEL"},
		{"bad format", "LOG_FORMAT", "xml", "LOG_FORMAT"},
		{"bad duration", "RENDER_TIMEOUT", "soon", "RENDER_TIMEOUT"},
		{"bad tabs", "RENDER_TABS", "0", "RENDER_TABS"},
		{"llm without model", "LLM_BASE_URL", "http://127.0.0.1:1", "LLM_MODEL"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(tc.key, tc.value)
			_, err := Load()
			require.Error(t, err)
			require.Contains(t, err.Error(), tc.want)
			require.NotContains(t, err.Error(), "\n")
		})
	}
}

func TestRedactHidesPassword(t *testing.T) {
	t.Setenv("DATABASE_URL", "mysql://u:secret@h/db")
	_, err := Load()
	require.Error(t, err)
	require.NotContains(t, err.Error(), "secret")
}

func TestBlobS3Settings(t *testing.T) {
	t.Setenv("BLOB_S3_ENDPOINT", "http://127.0.0.1:7070")
	t.Setenv("BLOB_S3_BUCKET", "careerkit-resumes")
	t.Setenv("BLOB_S3_ACCESS_KEY", "AKIAEXAMPLE")
	t.Setenv("BLOB_S3_SECRET_KEY", "s3cr3t")
	t.Setenv("BLOB_S3_PREFIX", "prod")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "http://127.0.0.1:7070", c.BlobS3Endpoint)
	require.Equal(t, "careerkit-resumes", c.BlobS3Bucket)
	require.Equal(t, "us-east-1", c.BlobS3Region)
	require.Equal(t, "prod", c.BlobS3Prefix)
	require.True(t, c.BlobS3PathStyle)

	t.Setenv("BLOB_S3_PATH_STYLE", "false")
	t.Setenv("BLOB_S3_ENDPOINT", "https://s3.eu-west-1.amazonaws.com/")
	c, err = Load()
	require.NoError(t, err)
	require.False(t, c.BlobS3PathStyle)
}

func TestLoadRejectsBadBlobS3Values(t *testing.T) {
	complete := map[string]string{"BLOB_S3_ENDPOINT": "http://127.0.0.1:7070", "BLOB_S3_BUCKET": "b",
		"BLOB_S3_ACCESS_KEY": "ak", "BLOB_S3_SECRET_KEY": "s3cr3tvalue"}
	cases := []struct {
		name  string
		env   map[string]string
		wants []string
	}{
		{"both dir and s3", map[string]string{"BLOB_DIR": "/var/lib/careerkit"}, []string{"BLOB_DIR", "BLOB_S3_ENDPOINT"}},
		{"no bucket", map[string]string{"BLOB_S3_BUCKET": ""}, []string{"BLOB_S3_BUCKET"}},
		{"no access key", map[string]string{"BLOB_S3_ACCESS_KEY": ""}, []string{"BLOB_S3_ACCESS_KEY"}},
		{"no secret key", map[string]string{"BLOB_S3_SECRET_KEY": ""}, []string{"BLOB_S3_SECRET_KEY"}},
		{"not a url", map[string]string{"BLOB_S3_ENDPOINT": "127.0.0.1:7070"}, []string{"BLOB_S3_ENDPOINT"}},
		{"not http", map[string]string{"BLOB_S3_ENDPOINT": "s3://bucket"}, []string{"BLOB_S3_ENDPOINT"}},
		{"bucket in path", map[string]string{"BLOB_S3_ENDPOINT": "http://127.0.0.1:7070/b"}, []string{"BLOB_S3_ENDPOINT"}},
		{"bad path style", map[string]string{"BLOB_S3_PATH_STYLE": "maybe"}, []string{"BLOB_S3_PATH_STYLE"}},
		{"bucket without endpoint", map[string]string{"BLOB_S3_ENDPOINT": ""}, []string{"BLOB_S3_BUCKET", "BLOB_S3_ENDPOINT"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for k, v := range complete {
				t.Setenv(k, v)
			}
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			_, err := Load()
			require.Error(t, err)
			for _, want := range tc.wants {
				require.Contains(t, err.Error(), want)
			}
			require.NotContains(t, err.Error(), "s3cr3tvalue")
			require.NotContains(t, err.Error(), "\n")
		})
	}
}
