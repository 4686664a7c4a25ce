// Package s3test runs a real S3-compatible server for tests: versitygw, an S3
// gateway over a POSIX directory, one process per test on a free loopback port.
// deploy/local/services.sh installs it, as it installs Postgres for dbtest.
package s3test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/careerkit/careerkit/shared/blob"
)

// Version is the versitygw release services.sh installs.
const Version = "v1.8.0"

const installHint = "run `bash deploy/local/services.sh` (it runs go install github.com/versity/versitygw/cmd/versitygw@" +
	Version + "), or point VERSITYGW_BIN at the binary"

// Server is a running versitygw with one empty bucket.
type Server struct {
	Endpoint  string
	AccessKey string
	SecretKey string
	Region    string
	Bucket    string
}

// Start runs versitygw for t over a fresh temporary directory, with random keys,
// creates Bucket, and kills the server when t ends. It skips t under -short and
// fails it when the binary is missing.
func Start(t testing.TB) *Server {
	t.Helper()
	if testing.Short() {
		t.Skip("s3test: runs versitygw; skipped under -short")
	}
	bin, err := findBinary()
	if err != nil {
		t.Fatalf("s3test: %v; %s", err, installHint)
	}
	s := &Server{AccessKey: randomHex(10), SecretKey: randomHex(20), Region: "us-east-1", Bucket: "careerkit-test"}
	root := t.TempDir()
	// The free port is found by closing a listener, so another process may take it
	// before versitygw binds; a server that exits before answering is retried.
	for attempt := 1; ; attempt++ {
		err := s.start(t, bin, root)
		if err == nil {
			break
		}
		if attempt == 3 {
			t.Fatalf("s3test: %v", err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := s.Client(t).MakeBucket(ctx, s.Bucket, minio.MakeBucketOptions{Region: s.Region}); err != nil {
		t.Fatalf("s3test: create bucket %s: %v", s.Bucket, err)
	}
	return s
}

func (s *Server) start(t testing.TB, bin, root string) error {
	t.Helper()
	addr, err := freeAddr()
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, "--access", s.AccessKey, "--secret", s.SecretKey, "--region", s.Region,
		"--port", addr, "--quiet", "posix", root)
	// Read only after the process has exited and Wait has copied its output.
	var logs strings.Builder
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", bin, err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
	}
	s.Endpoint = "http://" + addr
	if err := waitAnswers(s.Endpoint, exited); err != nil {
		stop()
		return fmt.Errorf("versitygw on %s: %w\n%s", addr, err, logs.String())
	}
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			t.Logf("versitygw logs:\n%s", logs.String())
		}
	})
	return nil
}

// waitAnswers polls endpoint until any HTTP response comes back (an anonymous
// request gets 403, which is enough to know the server is serving).
func waitAnswers(endpoint string, exited <-chan struct{}) error {
	client := &http.Client{Timeout: time.Second}
	giveUp := time.After(30 * time.Second)
	for {
		resp, err := client.Get(endpoint)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		select {
		case <-exited:
			return errors.New("exited before answering")
		case <-giveUp:
			return fmt.Errorf("no answer after 30s: %w", err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Options returns store options for the server's bucket under prefix.
func (s *Server) Options(prefix string) blob.S3Options {
	return blob.S3Options{Endpoint: s.Endpoint, Bucket: s.Bucket, Region: s.Region,
		AccessKey: s.AccessKey, SecretKey: s.SecretKey, Prefix: prefix, PathStyle: true}
}

// Env returns the BLOB_S3_* variables selecting the server's bucket under prefix,
// as NAME=value pairs for a process.
func (s *Server) Env(prefix string) []string {
	return []string{"BLOB_S3_ENDPOINT=" + s.Endpoint, "BLOB_S3_BUCKET=" + s.Bucket, "BLOB_S3_REGION=" + s.Region,
		"BLOB_S3_ACCESS_KEY=" + s.AccessKey, "BLOB_S3_SECRET_KEY=" + s.SecretKey, "BLOB_S3_PREFIX=" + prefix,
		"BLOB_S3_PATH_STYLE=true"}
}

// Client returns a minio client with the server's keys, to look at objects
// behind a store's back.
func (s *Server) Client(t testing.TB) *minio.Client {
	t.Helper()
	c, err := minio.New(strings.TrimPrefix(s.Endpoint, "http://"), &minio.Options{
		Creds: credentials.NewStaticV4(s.AccessKey, s.SecretKey, ""), Region: s.Region, BucketLookup: minio.BucketLookupPath})
	if err != nil {
		t.Fatalf("s3test: client: %v", err)
	}
	return c
}

// findBinary looks for versitygw where services.sh may have put it (go install
// writes to GOBIN, else the first GOPATH entry's bin), once per test binary.
var findBinary = sync.OnceValues(func() (string, error) {
	if p := os.Getenv("VERSITYGW_BIN"); p != "" {
		if isExecutable(p) {
			return p, nil
		}
		return "", fmt.Errorf("VERSITYGW_BIN=%q is not an executable file", p)
	}
	if p, err := exec.LookPath("versitygw"); err == nil {
		return p, nil
	}
	tried := []string{"$PATH"}
	var dirs []string
	if out, err := exec.Command("go", "env", "GOBIN", "GOPATH").Output(); err == nil {
		gobin, gopath, _ := strings.Cut(string(out), "\n")
		if gobin = strings.TrimSpace(gobin); gobin != "" {
			dirs = append(dirs, gobin)
		}
		if list := filepath.SplitList(strings.TrimSpace(gopath)); len(list) > 0 && list[0] != "" {
			dirs = append(dirs, filepath.Join(list[0], "bin"))
		}
	}
	if home, err := os.UserHomeDir(); err == nil && !slices.Contains(dirs, filepath.Join(home, "go", "bin")) {
		dirs = append(dirs, filepath.Join(home, "go", "bin"))
	}
	for _, d := range dirs {
		p := filepath.Join(d, "versitygw")
		if isExecutable(p) {
			return p, nil
		}
		tried = append(tried, p)
	}
	return "", fmt.Errorf("versitygw not found (looked in VERSITYGW_BIN, %s)", strings.Join(tried, ", "))
})

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
