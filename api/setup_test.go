package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/workers/host"
)

// testBundle is one API replica on real Postgres, Redis and NATS, with an
// in-process worker on the same namespace, and an account with a key.
type testBundle struct {
	srv     *Server
	handler http.Handler
	store   *store.Store
	cfg     *config.Config
	bus     *events.Bus
	redis   *redis.Client
	key     string
	account *store.Account
	env     *testEnv
}

// testEnv is what a test's API and in-process workers share, opened as the
// mains open it.
type testEnv struct {
	Config *config.Config
	Log    *slog.Logger
	Pool   *pgxpool.Pool
	Store  *store.Store
	Redis  *redis.Client
	Bus    *events.Bus
	Queues queue.Queues
	Blobs  blob.Store
}

// serviceDeps are the API services' dependencies over env, with the writing
// engine main builds.
func (e *testEnv) serviceDeps(t testing.TB) ServiceDeps {
	t.Helper()
	writer, err := writing.FromConfig(e.Config, e.Log)
	require.NoError(t, err)
	return ServiceDeps{Config: e.Config, Store: e.Store, Bus: e.Bus, Redis: e.Redis, Queues: e.Queues, Writer: writer}
}

type setupOpts struct {
	noWorker bool
	// render starts the worker's real capabilities (Chromium pool) and wires the
	// API's real services, as production does.
	render   bool
	services Services
	// dbURL is the database to use instead of a fresh one, so that a worker
	// process started by the test can share it.
	dbURL string
	// redisURL is the Redis to use instead of the machine's (a private server).
	redisURL string
	// configure edits the loaded Config before anything is opened; the blob
	// store is then opened from it as main opens it (blob.Open).
	configure func(*config.Config)
}

func setup(t testing.TB, opts ...setupOpts) *testBundle {
	t.Helper()
	var o setupOpts
	if len(opts) > 0 {
		o = opts[0]
	}
	ctx := context.Background()
	var pool *pgxpool.Pool
	if o.dbURL != "" {
		var err error
		pool, err = db.Open(ctx, o.dbURL)
		require.NoError(t, err)
		t.Cleanup(pool.Close)
	} else {
		pool = dbtest.NewPool(t)
	}
	st := store.New(pool)
	cfg, err := config.Load()
	require.NoError(t, err)
	cfg.Namespace = servicetest.Namespace()
	// Tests of other capabilities must not trip the commercial limits; the limit
	// tests configure their own.
	cfg.RateLimitsPaid = "1000000/1m,1000000/15m,10000000/24h"
	// The blob store is Postgres unless a test configures another: a BLOB_* set
	// in a developer's shell must not change what the tests exercise.
	cfg.BlobDir, cfg.BlobS3Endpoint, cfg.BlobS3Bucket, cfg.BlobS3AccessKey, cfg.BlobS3SecretKey, cfg.BlobS3Prefix = "", "", "", "", "", ""
	if o.configure != nil {
		o.configure(cfg)
		require.NoError(t, cfg.Validate())
	}
	blobs, err := blob.Open(ctx, cfg, pool)
	require.NoError(t, err)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))

	redisURL := servicetest.RedisURL()
	if o.redisURL != "" {
		redisURL = o.redisURL
	}
	rdb, err := queue.NewRedis(ctx, redisURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = rdb.Close() })
	bus, err := events.Connect(events.Options{URL: servicetest.NATSURL(), Namespace: cfg.Namespace, Logger: log})
	require.NoError(t, err)
	t.Cleanup(bus.Close)

	cfg.RenderTabs = 2
	env := &testEnv{Config: cfg, Log: log, Pool: pool, Store: st, Redis: rdb, Bus: bus,
		Queues: queue.NamesFor(cfg.Namespace), Blobs: blobs}
	if !o.noWorker {
		startWorker(t, env, o.render)
	}
	if o.render {
		svc, closeSvc, err := NewServices(env.serviceDeps(t))
		require.NoError(t, err)
		t.Cleanup(closeSvc)
		o.services = svc
	}
	acct, key, err := CreateAccount(ctx, st, "owner@example.com", store.PlanPaid)
	require.NoError(t, err)
	s := New(Deps{Config: cfg, Store: st, Bus: bus, Redis: rdb, Logger: log, Blobs: env.Blobs,
		Registry: prometheus.NewRegistry(), Services: o.services, KeyCacheTTL: 50 * time.Millisecond})
	return &testBundle{srv: s, handler: s.Handler(), store: st, cfg: cfg, bus: bus, redis: rdb, key: key, account: acct, env: env}
}

// startWorker runs an in-process worker on env's namespace; with caps it also
// registers the real capabilities (Chromium render pool).
func startWorker(t testing.TB, env *testEnv, caps bool) *host.Worker {
	t.Helper()
	wbus, err := events.Connect(events.Options{URL: servicetest.NATSURL(), Namespace: env.Config.Namespace, Logger: env.Log})
	require.NoError(t, err)
	w := host.New(host.Options{Bus: wbus, Redis: env.Redis, Queues: env.Queues, Logger: env.Log})
	release := func() {}
	if caps {
		writer, err := writing.FromConfig(env.Config, env.Log)
		require.NoError(t, err)
		release, err = host.Register(context.Background(), w, host.Deps{Config: env.Config, Store: env.Store,
			Blobs: env.Blobs, Redis: env.Redis, Queues: env.Queues, Writer: writer, Log: env.Log})
		require.NoError(t, err)
	}
	require.NoError(t, w.Start())
	t.Cleanup(func() { w.Stop(); release(); wbus.Close() })
	return w
}

type response struct {
	Status int
	Header http.Header
	Body   []byte
}

func (r response) errorBody(t testing.TB) errorDetail {
	t.Helper()
	var b errorBody
	require.NoError(t, json.Unmarshal(r.Body, &b), string(r.Body))
	return b.Error
}

// do sends a request with the bundle's key unless headers override it.
func (b *testBundle) do(t testing.TB, method, path string, body any, headers ...string) response {
	t.Helper()
	var rd io.Reader
	switch v := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(v)
	case []byte:
		rd = bytes.NewReader(v)
	default:
		raw, err := json.Marshal(v)
		require.NoError(t, err)
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set(headerAPIKey, b.key)
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] == "" {
			req.Header.Del(headers[i])
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	b.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}
