package events

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/logging"
)

// Header names carried on every request.
const (
	HeaderRequestID = "X-Request-Id"
	HeaderDeadline  = "Ck-Deadline-Unix-Ms"
	// HeaderHeartbeat on a request asks the worker that takes it to say
	// "working" at once and then every so many milliseconds until it replies;
	// on a message to the reply subject it marks such a heartbeat.
	HeaderHeartbeat = "Ck-Heartbeat-Ms"
)

// Heartbeat timing: a worker that took a request and has been silent for
// HeartbeatSilence (three beats) is gone (killed, or cut off from NATS), so the
// caller answers worker_unavailable in seconds instead of waiting out the
// deadline.
var (
	HeartbeatEvery   = time.Second
	HeartbeatSilence = 3 * time.Second
)

// ErrNoWorker means no worker subscribes to the subject: nothing can answer.
var ErrNoWorker = errors.New("events: no worker is listening")

// ErrTimeout means a worker took the request but did not answer before the deadline.
var ErrTimeout = errors.New("events: worker did not answer before the deadline")

// ErrWorkerLost means the worker that took the request stopped its heartbeats
// before replying: it died or lost its connection; the work may be repeated.
var ErrWorkerLost = errors.New("events: the worker that took the request stopped answering")

// Endpoint names a request/reply subject and ties it to its message types, so a
// caller cannot send the wrong payload to a handler.
type Endpoint[Req, Resp any] struct {
	Subject string
	Queue   string
}

// envelope is the reply wire shape: a payload or a client-facing error.
type envelope struct {
	Data  json.RawMessage `json:"data,omitempty"`
	Error *wireError      `json:"error,omitempty"`
}

type wireError struct {
	Kind    apperr.Kind    `json:"kind"`
	Code    string         `json:"code"`
	Message string         `json:"message"`
	Field   string         `json:"field,omitempty"`
	Details map[string]any `json:"details,omitempty"`
}

type requestIDKey struct{}

// WithRequestID stores the request id that Request forwards to workers.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID returns the request id in ctx, if any.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// Request sends req to one member of e's queue group and waits for its reply until
// ctx ends. Errors a worker returned as *apperr.Error come back as such.
func Request[Req, Resp any](ctx context.Context, b *Bus, e Endpoint[Req, Resp], req Req) (Resp, error) {
	var zero Resp
	body, err := json.Marshal(req)
	if err != nil {
		return zero, fmt.Errorf("events: encode %s: %w", e.Subject, err)
	}
	msg := nats.NewMsg(b.Subject(e.Subject))
	msg.Data = body
	if id := RequestID(ctx); id != "" {
		msg.Header.Set(HeaderRequestID, id)
	}
	if dl, ok := ctx.Deadline(); ok {
		msg.Header.Set(HeaderDeadline, strconv.FormatInt(dl.UnixMilli(), 10))
	}
	reply, err := request(ctx, b, msg)
	switch {
	case errors.Is(err, nats.ErrNoResponders):
		return zero, fmt.Errorf("events: %s: %w", e.Subject, ErrNoWorker)
	case errors.Is(err, ErrWorkerLost):
		return zero, fmt.Errorf("events: %s: %w", e.Subject, err)
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout):
		return zero, fmt.Errorf("events: %s: %w", e.Subject, ErrTimeout)
	case err != nil:
		return zero, fmt.Errorf("events: request %s: %w", e.Subject, err)
	}
	var env envelope
	if err := json.Unmarshal(reply.Data, &env); err != nil {
		return zero, fmt.Errorf("events: decode reply of %s: %w", e.Subject, err)
	}
	if env.Error != nil {
		return zero, &apperr.Error{Kind: env.Error.Kind, Code: env.Error.Code, Message: env.Error.Message,
			Field: env.Error.Field, Details: env.Error.Details}
	}
	var out Resp
	if err := json.Unmarshal(env.Data, &out); err != nil {
		return zero, fmt.Errorf("events: decode %s payload: %w", e.Subject, err)
	}
	return out, nil
}

// request publishes msg with a reply inbox of its own and waits for the reply,
// skipping the worker's heartbeats. Once a heartbeat came, a silence of
// HeartbeatSilence is ErrWorkerLost. A worker that never beats (one built
// before heartbeats) is waited for until ctx ends, as before.
func request(ctx context.Context, b *Bus, msg *nats.Msg) (*nats.Msg, error) {
	inbox := b.conn.NewRespInbox()
	sub, err := b.conn.SubscribeSync(inbox)
	if err != nil {
		return nil, err
	}
	defer func() { _ = sub.Unsubscribe() }()
	msg.Reply = inbox
	msg.Header.Set(HeaderHeartbeat, strconv.FormatInt(HeartbeatEvery.Milliseconds(), 10))
	if err := b.conn.PublishMsg(msg); err != nil {
		return nil, err
	}
	beating := false
	for {
		wait := ctx
		cancel := context.CancelFunc(func() {})
		if beating {
			wait, cancel = context.WithTimeout(ctx, HeartbeatSilence)
		}
		m, err := sub.NextMsgWithContext(wait)
		cancel()
		switch {
		case err != nil && beating && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded):
			return nil, fmt.Errorf("%w (silent for %s)", ErrWorkerLost, HeartbeatSilence)
		case err != nil:
			return nil, err
		case m.Header.Get("Status") == "503" && len(m.Data) == 0:
			return nil, nats.ErrNoResponders
		case m.Header.Get(HeaderHeartbeat) != "":
			beating = true
			continue
		}
		return m, nil
	}
}

// HandlerFunc answers one request.
type HandlerFunc[Req, Resp any] func(ctx context.Context, req Req) (Resp, error)

// Serve subscribes fn to e in its queue group, running at most concurrency requests
// at once. Each request's context carries the caller's deadline and request id.
// The returned Server stops taking work on Stop and waits for in-flight requests.
func Serve[Req, Resp any](b *Bus, e Endpoint[Req, Resp], concurrency int, fn HandlerFunc[Req, Resp]) (*Server, error) {
	if concurrency < 1 {
		concurrency = 1
	}
	s := &Server{slots: make(chan struct{}, concurrency)}
	sub, err := b.conn.QueueSubscribe(b.Subject(e.Subject), e.Queue, func(m *nats.Msg) {
		// The caller hears "working" while the request waits for a slot and
		// while it runs, so it can tell a busy worker from a dead one.
		stop := heartbeat(b, m)
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			defer stop()
			s.slots <- struct{}{}
			defer func() { <-s.slots }()
			handle(b, m, fn)
		}()
	})
	if err != nil {
		return nil, fmt.Errorf("events: subscribe %s: %w", e.Subject, err)
	}
	s.sub = sub
	// Flush so the broker knows the subscription before Serve returns; otherwise a
	// request sent right away could find no responders.
	if err := b.conn.Flush(); err != nil {
		return nil, fmt.Errorf("events: flush subscribe %s: %w", e.Subject, err)
	}
	return s, nil
}

// heartbeat says "working" to m's caller now and then at the interval the
// caller asked for, until stop is called. A caller that asked for none gets none.
func heartbeat(b *Bus, m *nats.Msg) (stop func()) {
	ms, err := strconv.ParseInt(m.Header.Get(HeaderHeartbeat), 10, 64)
	if err != nil || ms <= 0 || m.Reply == "" {
		return func() {}
	}
	beat := func() {
		hb := nats.NewMsg(m.Reply)
		hb.Header.Set(HeaderHeartbeat, "working")
		_ = b.conn.PublishMsg(hb)
	}
	beat()
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(time.Duration(ms) * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				beat()
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done) }) }
}

func handle[Req, Resp any](b *Bus, m *nats.Msg, fn HandlerFunc[Req, Resp]) {
	ctx := context.Background()
	var cancel context.CancelFunc = func() {}
	if ms, err := strconv.ParseInt(m.Header.Get(HeaderDeadline), 10, 64); err == nil {
		ctx, cancel = context.WithDeadline(ctx, time.UnixMilli(ms))
	}
	defer cancel()
	log := b.log.With(slog.String("subject", m.Subject))
	if id := m.Header.Get(HeaderRequestID); id != "" {
		ctx = WithRequestID(ctx, id)
		log = log.With(slog.String("request_id", id))
	}
	ctx = logging.With(ctx, log)

	var env envelope
	var req Req
	if err := json.Unmarshal(m.Data, &req); err != nil {
		env.Error = &wireError{Kind: apperr.KindMalformed, Code: "malformed_message", Message: err.Error()}
	} else if resp, err := safeCall(ctx, fn, req); err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			// The handler gave up at the caller's deadline. The caller is timing out
			// too and reports ErrTimeout; a reply now could beat its own timer (the
			// header carries the deadline to the millisecond, rounded down) and turn
			// a timeout into an internal error.
			log.WarnContext(ctx, "worker request outlived its deadline", slog.Any("error", err))
			return
		}
		if ae, ok := apperr.As(err); ok {
			env.Error = &wireError{Kind: ae.Kind, Code: ae.Code, Message: ae.Message, Field: ae.Field, Details: ae.Details}
		} else {
			log.ErrorContext(ctx, "worker request failed", slog.Any("error", err))
			env.Error = &wireError{Kind: apperr.KindInternal, Code: "worker_error", Message: "the worker failed to complete the request"}
		}
	} else if env.Data, err = json.Marshal(resp); err != nil {
		env.Error = &wireError{Kind: apperr.KindInternal, Code: "worker_error", Message: "the worker produced an unencodable reply"}
	}
	out, _ := json.Marshal(env)
	if err := m.Respond(out); err != nil {
		log.WarnContext(ctx, "reply failed", slog.Any("error", err))
	}
}

func safeCall[Req, Resp any](ctx context.Context, fn HandlerFunc[Req, Resp], req Req) (resp Resp, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("events: handler panic: %v", r)
		}
	}()
	return fn(ctx, req)
}

// Server is a running queue-group subscription.
type Server struct {
	sub   *nats.Subscription
	slots chan struct{}
	wg    sync.WaitGroup
}

// Stop unsubscribes and waits for in-flight requests to finish.
func (s *Server) Stop() {
	_ = s.sub.Drain()
	s.wg.Wait()
}
