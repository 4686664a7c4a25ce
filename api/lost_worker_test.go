package api

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/resumerender"
	"github.com/careerkit/careerkit/shared/servicetest"
)

// TestBuildResumeLostWorkerIsWorkerUnavailable: a render worker takes a
// build-resume call and then vanishes (its NATS connection cut, as when the
// process is killed): the call answers 503 worker_unavailable in seconds,
// not timeout at RENDER_DEADLINE (20 s).
func TestBuildResumeLostWorkerIsWorkerUnavailable(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	b.srv.svc.Resumes = &resumeService{bus: b.bus, deadline: 20 * time.Second, retention: time.Hour, baseURL: b.cfg.PublicBaseURL}
	worker, err := events.Connect(events.Options{URL: servicetest.NATSURL(), Namespace: b.cfg.Namespace, Name: t.Name()})
	require.NoError(t, err)
	took := make(chan struct{}, 1)
	release := make(chan struct{})
	srv, err := events.Serve(worker, resumerender.Endpoint, 1, func(ctx context.Context, _ resumerender.Request) (resumerender.Reply, error) {
		took <- struct{}{}
		select {
		case <-ctx.Done():
		case <-release:
		}
		return resumerender.Reply{}, ctx.Err()
	})
	require.NoError(t, err)
	t.Cleanup(srv.Stop)
	t.Cleanup(func() { close(release) })
	go func() {
		<-took
		worker.Conn().Close() // the worker is gone mid-render
	}()
	start := time.Now()
	r := b.do(t, http.MethodPost, "/v1/build-resume", validResume())
	elapsed := time.Since(start)
	require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
	require.Equal(t, "worker_unavailable", r.errorBody(t).Code)
	require.NotEmpty(t, r.Header.Get("Retry-After"))
	require.Less(t, elapsed, 8*time.Second, "detected in seconds, not at the 20 s deadline")
}
