// Package dbtest gives each test its own Postgres database, cloned from a migrated
// template, so packages and tests run in parallel against the real server without
// seeing each other's rows.
package dbtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/careerkit/careerkit/shared/db"
)

// DefaultURL is used when TEST_DATABASE_URL is unset: the machine's own Postgres.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

var (
	templateOnce sync.Once
	templateName string
	templateErr  error
)

// AdminURL returns the maintenance database URL tests connect to.
func AdminURL() string {
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		return u
	}
	return DefaultURL
}

// NewURL creates a fresh migrated database for t, drops it when t ends, and returns
// its URL (for code that opens its own pool, such as a second API instance).
func NewURL(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("dbtest: needs Postgres; skipped under -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tpl, err := ensureTemplate(ctx)
	if err != nil {
		t.Fatalf("dbtest: template: %v", err)
	}
	name := "ck_test_" + randomHex(8)
	admin, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		t.Fatalf("dbtest: connect %s: %v (is Postgres running? make test starts it)", AdminURL(), err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tpl)); err != nil {
		t.Fatalf("dbtest: create database: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, AdminURL())
		if err != nil {
			return
		}
		defer c.Close(ctx)
		_, _ = c.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name))
	})
	return withDatabase(AdminURL(), name)
}

// NewPool is NewURL plus an open pool closed at cleanup.
func NewPool(t testing.TB) *pgxpool.Pool {
	t.Helper()
	u := NewURL(t)
	pool, err := db.Open(context.Background(), u)
	if err != nil {
		t.Fatalf("dbtest: open: %v", err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// ensureTemplate builds, once per migration set, a template database with every
// migration applied. Its name carries a hash of the migrations so a changed
// migration gets a new template; an advisory lock serialises parallel test binaries.
func ensureTemplate(ctx context.Context) (string, error) {
	templateOnce.Do(func() {
		templateName, templateErr = buildTemplate(ctx)
	})
	return templateName, templateErr
}

func buildTemplate(ctx context.Context) (string, error) {
	name := "ck_tpl_" + migrationsHash()
	admin, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		return "", fmt.Errorf("connect %s: %w", AdminURL(), err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, "SELECT pg_advisory_lock(7301)"); err != nil {
		return "", fmt.Errorf("lock: %w", err)
	}
	defer func() { _, _ = admin.Exec(context.Background(), "SELECT pg_advisory_unlock(7301)") }()
	var exists bool
	if err := admin.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate)", name).Scan(&exists); err != nil {
		return "", fmt.Errorf("look up template: %w", err)
	}
	if exists {
		return name, nil
	}
	if _, err := admin.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name)); err != nil {
		return "", fmt.Errorf("drop stale template: %w", err)
	}
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("create template: %w", err)
	}
	pool, err := db.Open(ctx, withDatabase(AdminURL(), name))
	if err != nil {
		return "", err
	}
	_, err = db.Migrate(ctx, pool)
	pool.Close()
	if err != nil {
		return "", err
	}
	if _, err := admin.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s WITH is_template true ALLOW_CONNECTIONS false", name)); err != nil {
		return "", fmt.Errorf("mark template: %w", err)
	}
	return name, nil
}

func migrationsHash() string {
	h := sha256.New()
	var names []string
	_ = fs.WalkDir(db.Migrations(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return nil
	})
	sort.Strings(names)
	for _, n := range names {
		b, _ := fs.ReadFile(db.Migrations(), n)
		h.Write([]byte(n))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func withDatabase(raw, name string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Path = "/" + name
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
