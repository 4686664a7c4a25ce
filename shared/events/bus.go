package events

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// Bus is a NATS connection plus, when this process hosts the broker, the embedded server.
type Bus struct {
	conn      *nats.Conn
	namespace string
	embedded  *server.Server
	log       *slog.Logger
}

// Options configure Connect.
type Options struct {
	// URL of the broker; empty starts an embedded nats-server with JetStream.
	URL string
	// EmbedPort is the client port of the embedded server (0 picks a free one).
	EmbedPort int
	// StoreDir is the embedded JetStream directory (default: a temp dir).
	StoreDir string
	// Namespace prefixes every subject.
	Namespace string
	// Name identifies this client in the broker's monitoring.
	Name   string
	Logger *slog.Logger
}

// Connect dials the broker in opts.URL, or starts one in-process when it is empty.
func Connect(opts Options) (*Bus, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	b := &Bus{namespace: opts.Namespace, log: opts.Logger}
	url := opts.URL
	if url == "" {
		srv, err := startEmbedded(opts)
		if err != nil {
			return nil, err
		}
		b.embedded = srv
		url = srv.ClientURL()
		opts.Logger.Info("started embedded NATS server", slog.String("url", url))
	}
	nc, err := nats.Connect(url,
		nats.Name(opts.Name),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(250*time.Millisecond),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				opts.Logger.Warn("nats disconnected", slog.Any("error", err))
			}
		}),
		nats.ReconnectHandler(func(c *nats.Conn) {
			opts.Logger.Info("nats reconnected", slog.String("url", c.ConnectedUrlRedacted()))
		}),
	)
	if err != nil {
		b.shutdownEmbedded()
		return nil, fmt.Errorf("events: connect %s: %w", url, err)
	}
	b.conn = nc
	return b, nil
}

func startEmbedded(opts Options) (*server.Server, error) {
	dir := opts.StoreDir
	if dir == "" {
		d, err := os.MkdirTemp("", "careerkit-nats-")
		if err != nil {
			return nil, fmt.Errorf("events: embedded store dir: %w", err)
		}
		dir = d
	}
	port := opts.EmbedPort
	if port == 0 {
		port = server.RANDOM_PORT
	}
	srv, err := server.NewServer(&server.Options{
		Host:      "127.0.0.1",
		Port:      port,
		JetStream: true,
		StoreDir:  dir,
		NoSigs:    true,
		NoLog:     true,
	})
	if err != nil {
		return nil, fmt.Errorf("events: embedded server: %w", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("events: embedded server on 127.0.0.1:%s did not start (is the port taken? set NATS_EMBED_PORT or NATS_URL)", strconv.Itoa(port))
	}
	return srv, nil
}

// EmbeddedURL returns the client URL of the embedded server, or "" when none runs.
func (b *Bus) EmbeddedURL() string {
	if b.embedded == nil {
		return ""
	}
	return b.embedded.ClientURL()
}

// Conn exposes the raw connection (JetStream, monitoring).
func (b *Bus) Conn() *nats.Conn { return b.conn }

// Subject returns the namespaced form of a subject.
func (b *Bus) Subject(s string) string { return b.namespace + "." + s }

// Ping checks the broker answers a round trip within ctx.
func (b *Bus) Ping(ctx context.Context) error {
	d := time.Second
	if dl, ok := ctx.Deadline(); ok {
		d = time.Until(dl)
	}
	if err := b.conn.FlushTimeout(d); err != nil {
		return fmt.Errorf("events: flush: %w", err)
	}
	return nil
}

// Close drains subscriptions, then closes the connection and any embedded server.
func (b *Bus) Close() {
	if b.conn != nil {
		_ = b.conn.Drain()
		for i := 0; i < 100 && !b.conn.IsClosed(); i++ {
			time.Sleep(20 * time.Millisecond)
		}
		b.conn.Close()
	}
	b.shutdownEmbedded()
}

func (b *Bus) shutdownEmbedded() {
	if b.embedded != nil {
		b.embedded.Shutdown()
		b.embedded.WaitForShutdown()
	}
}

// freePort is used by tests that need a fixed port ahead of time.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
