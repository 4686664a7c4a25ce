// Package host runs a worker process: the NATS request/reply endpoints (queue
// groups, so any number of workers share the load) and the Asynq task server on
// Redis. Capabilities register their handlers on it before Start.
package host

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"sync/atomic"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/queue"
)

// Worker hosts the handlers of one worker process.
type Worker struct {
	name     string
	bus      *events.Bus
	queues   queue.Queues
	asynq    *asynq.Server
	mux      *asynq.ServeMux
	servers  []*events.Server
	roles    []string
	started  time.Time
	rendered atomic.Int64
	log      *slog.Logger
}

// Options configure a Worker.
type Options struct {
	Bus         *events.Bus
	Redis       redis.UniversalClient
	Queues      queue.Queues
	Concurrency int
	Logger      *slog.Logger
}

// New builds a worker with the built-in ping endpoint and echo task.
func New(o Options) *Worker {
	if o.Concurrency < 1 {
		o.Concurrency = 4
	}
	host, _ := os.Hostname()
	w := &Worker{
		name:    fmt.Sprintf("%s-%d", host, os.Getpid()),
		bus:     o.Bus,
		queues:  o.Queues,
		asynq:   asynq.NewServerFromRedisClient(o.Redis, queue.ServerConfig(o.Queues, o.Concurrency, o.Logger)),
		mux:     asynq.NewServeMux(),
		roles:   []string{},
		started: time.Now().UTC(),
		log:     o.Logger,
	}
	w.mux.HandleFunc(queue.TypeEcho, handleEcho)
	return w
}

// Name identifies this worker process.
func (w *Worker) Name() string { return w.name }

// Bus returns the worker's NATS bus.
func (w *Worker) Bus() *events.Bus { return w.bus }

// Mux is where capabilities register Asynq task handlers.
func (w *Worker) Mux() *asynq.ServeMux { return w.mux }

// AddRole records a capability for the ping reply (e.g. "render", "apply").
func (w *Worker) AddRole(role string) { w.roles = append(w.roles, role) }

// AddServer keeps a NATS endpoint subscription so Stop drains it.
func (w *Worker) AddServer(s *events.Server) { w.servers = append(w.servers, s) }

// Rendered returns how many resumes this worker has rendered.
func (w *Worker) Rendered() int64 { return w.rendered.Load() }

// CountRender is called by the render capability for the ping statistics.
func (w *Worker) CountRender() { w.rendered.Add(1) }

// Start subscribes the ping endpoint and starts consuming Asynq queues.
func (w *Worker) Start() error {
	ping, err := events.Serve(w.bus, events.WorkerPing, 4, func(context.Context, events.PingRequest) (events.PingReply, error) {
		return events.PingReply{Worker: w.name, Roles: w.roles, Started: w.started, Rendered: w.rendered.Load()}, nil
	})
	if err != nil {
		return err
	}
	w.servers = append(w.servers, ping)
	if err := w.asynq.Start(w.mux); err != nil {
		return fmt.Errorf("host: start asynq server: %w", err)
	}
	w.log.Info("worker started", slog.String("worker", w.name), slog.Any("roles", w.roles))
	return nil
}

// Stop drains NATS endpoints (finishing in-flight requests) and shuts the Asynq
// server down, which waits for running tasks and re-queues unfinished ones.
func (w *Worker) Stop() {
	for _, s := range w.servers {
		s.Stop()
	}
	w.asynq.Shutdown()
}

func handleEcho(ctx context.Context, t *asynq.Task) error {
	var p queue.EchoPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("echo: decode payload: %v: %w", err, asynq.SkipRetry)
	}
	host, _ := os.Hostname()
	out, _ := json.Marshal(map[string]string{"echo": p.Message, "worker": fmt.Sprintf("%s-%d", host, os.Getpid())})
	if _, err := t.ResultWriter().Write(out); err != nil {
		return fmt.Errorf("echo: write result: %w", err)
	}
	return nil
}
