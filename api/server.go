package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

// Deps are the API's collaborators, built in main.
type Deps struct {
	Config   *config.Config
	Store    *store.Store
	Bus      *events.Bus
	Redis    redis.UniversalClient
	Logger   *slog.Logger
	Registry *prometheus.Registry
	Services Services
	Blobs    blob.Store
	// KeyCacheTTL bounds how long a revoked key may still pass on this replica.
	KeyCacheTTL time.Duration
}

// Server is one API replica. It holds no state that other replicas need.
type Server struct {
	cfg      *config.Config
	store    *store.Store
	keyStore keyLookup
	bus      *events.Bus
	redis    redis.UniversalClient
	log      *slog.Logger
	registry *prometheus.Registry
	svc      Services
	blobs    blob.Store
	keys     *keyCache
	engine   *gin.Engine

	limiter *ratelimit.Limiter
	windows map[string][]ratelimit.Window
	quota   *ratelimit.Quota
	prices  metering.Prices
}

// New builds the server and its routes.
func New(d Deps) *Server {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.KeyCacheTTL <= 0 {
		d.KeyCacheTTL = 2 * time.Second
	}
	s := &Server{cfg: d.Config, store: d.Store, keyStore: d.Store, bus: d.Bus, redis: d.Redis,
		log: d.Logger, registry: d.Registry, svc: d.Services, blobs: d.Blobs, keys: newKeyCache(d.KeyCacheTTL)}
	s.initBilling()
	s.engine = s.routes()
	return s
}

// Handler returns the HTTP handler (for tests and custom servers).
func (s *Server) Handler() http.Handler { return s.engine }

// Run serves on cfg.HTTPAddr until ctx ends, then stops taking connections and
// waits up to cfg.ShutdownTimeout for in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.HTTPAddr)
	if err != nil {
		return fmt.Errorf("api: listen on HTTP_ADDR %s: %w", s.cfg.HTTPAddr, err)
	}
	return s.Serve(ctx, ln)
}

// Serve is Run on an existing listener.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s.engine,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      90 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	s.log.InfoContext(ctx, "api listening", slog.String("addr", ln.Addr().String()))
	select {
	case err := <-errc:
		return fmt.Errorf("api: serve: %w", err)
	case <-ctx.Done():
	}
	shutCtx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	s.log.InfoContext(shutCtx, "api shutting down: finishing in-flight requests")
	shutErr := srv.Shutdown(shutCtx)
	// Usage events get their own budget: if requests overran SHUTDOWN_TIMEOUT,
	// what they billed must still be written.
	closeCtx, cancelClose := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancelClose()
	if err := s.Close(closeCtx); err != nil {
		return err
	}
	if shutErr != nil && !errors.Is(shutErr, http.ErrServerClosed) {
		return fmt.Errorf("api: shutdown: %w", shutErr)
	}
	return nil
}
