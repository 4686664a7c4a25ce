package events

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/servicetest"
)

type echoReq struct{ N int }
type echoResp struct{ Double int }

var echo = Endpoint[echoReq, echoResp]{Subject: "test.echo", Queue: "echoers"}

func newBus(t *testing.T, ns string) *Bus {
	t.Helper()
	if testing.Short() {
		t.Skip("needs NATS; skipped under -short")
	}
	b, err := Connect(Options{URL: servicetest.NATSURL(), Namespace: ns, Name: t.Name()})
	require.NoError(t, err)
	t.Cleanup(b.Close)
	return b
}

func TestRequestReplyInQueueGroup(t *testing.T) {
	t.Parallel()
	ns := servicetest.Namespace()
	client := newBus(t, ns)
	var hits [2]atomic.Int64
	for i := range 2 {
		w := newBus(t, ns)
		srv, err := Serve(w, echo, 4, func(ctx context.Context, r echoReq) (echoResp, error) {
			// The handler runs on a NATS goroutine, where require's FailNow
			// cannot stop the test: report with t.Errorf and fail the request.
			hits[i].Add(1)
			if id := RequestID(ctx); id != "req-1" {
				t.Errorf("request id %q, want req-1", id)
				return echoResp{}, fmt.Errorf("request id %q", id)
			}
			if _, ok := ctx.Deadline(); !ok {
				t.Error("the handler's context has no deadline")
				return echoResp{}, errors.New("no deadline")
			}
			return echoResp{Double: r.N * 2}, nil
		})
		require.NoError(t, err)
		t.Cleanup(srv.Stop)
	}
	ctx, cancel := context.WithTimeout(WithRequestID(context.Background(), "req-1"), 5*time.Second)
	defer cancel()
	for n := range 40 {
		got, err := Request(ctx, client, echo, echoReq{N: n})
		require.NoError(t, err)
		require.Equal(t, n*2, got.Double)
	}
	require.Equal(t, int64(40), hits[0].Load()+hits[1].Load())
}

func TestRequestErrors(t *testing.T) {
	t.Parallel()
	ns := servicetest.Namespace()
	client := newBus(t, ns)

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err := Request(ctx, client, echo, echoReq{})
	require.ErrorIs(t, err, ErrNoWorker)

	w := newBus(t, ns)
	srv, err := Serve(w, echo, 1, func(ctx context.Context, r echoReq) (echoResp, error) {
		switch r.N {
		case 1:
			return echoResp{}, apperr.Invalid("n", "n must be even")
		case 2:
			<-ctx.Done()
			return echoResp{}, ctx.Err()
		case 3:
			panic("boom")
		}
		return echoResp{}, errors.New("internal detail")
	})
	require.NoError(t, err)
	t.Cleanup(srv.Stop)

	_, err = Request(ctx, client, echo, echoReq{N: 1})
	ae, ok := apperr.As(err)
	require.True(t, ok)
	require.Equal(t, "n", ae.Field)
	require.Equal(t, apperr.KindInvalid, ae.Kind)

	short, cancelShort := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancelShort()
	_, err = Request(short, client, echo, echoReq{N: 2})
	require.ErrorIs(t, err, ErrTimeout)

	for _, n := range []int{3, 4} {
		_, err = Request(ctx, client, echo, echoReq{N: n})
		ae, ok = apperr.As(err)
		require.True(t, ok)
		require.Equal(t, apperr.KindInternal, ae.Kind)
		require.NotContains(t, ae.Message, "internal detail")
	}
}

func TestEmbeddedServer(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts a server; skipped under -short")
	}
	port, err := freePort()
	require.NoError(t, err)
	host, err := Connect(Options{EmbedPort: port, Namespace: "emb", StoreDir: t.TempDir()})
	require.NoError(t, err)
	t.Cleanup(host.Close)
	require.NotEmpty(t, host.EmbeddedURL())
	require.True(t, host.Conn().ConnectedServerId() != "")

	peer, err := Connect(Options{URL: host.EmbeddedURL(), Namespace: "emb"})
	require.NoError(t, err)
	t.Cleanup(peer.Close)
	srv, err := Serve(peer, echo, 1, func(_ context.Context, r echoReq) (echoResp, error) { return echoResp{Double: r.N * 2}, nil })
	require.NoError(t, err)
	t.Cleanup(srv.Stop)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	got, err := Request(ctx, host, echo, echoReq{N: 21})
	require.NoError(t, err)
	require.Equal(t, 42, got.Double)

	js, err := host.Conn().JetStream()
	require.NoError(t, err)
	_, err = js.AccountInfo()
	require.NoError(t, err, "embedded server runs JetStream")
}

// TestLostWorkerDetectedBySilence: a worker that took a request and then
// vanishes (its connection cut mid-work) is reported as ErrWorkerLost within
// a few seconds, not at the caller's deadline; a worker that is merely slow
// keeps beating and its reply arrives.
func TestLostWorkerDetectedBySilence(t *testing.T) {
	t.Parallel()
	ns := servicetest.Namespace()
	client := newBus(t, ns)
	slow := Endpoint[echoReq, echoResp]{Subject: "test.slow", Queue: "slow"}
	w := newBus(t, ns)
	started := make(chan struct{}, 1)
	release := make(chan struct{})
	srv, err := Serve(w, slow, 1, func(ctx context.Context, r echoReq) (echoResp, error) {
		started <- struct{}{}
		if r.N == 0 {
			select { // works until the test ends
			case <-ctx.Done():
			case <-release:
			}
			return echoResp{}, ctx.Err()
		}
		time.Sleep(HeartbeatSilence + time.Second) // slower than the silence limit, but alive
		return echoResp{Double: 2 * r.N}, nil
	})
	require.NoError(t, err)
	t.Cleanup(srv.Stop)
	t.Cleanup(func() { close(release) })

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	got, err := Request(ctx, client, slow, echoReq{N: 4})
	require.NoError(t, err, "a slow worker that beats is waited for")
	require.Equal(t, 8, got.Double)
	<-started

	go func() {
		<-started
		w.conn.Close() // the worker's process is gone: no reply, no more beats
	}()
	start := time.Now()
	_, err = Request(ctx, client, slow, echoReq{N: 0})
	elapsed := time.Since(start)
	require.ErrorIs(t, err, ErrWorkerLost)
	require.Less(t, elapsed, HeartbeatSilence+2*time.Second, "detected in seconds, not at the 20 s deadline")
}
