package host_test

import (
	"context"
	"errors"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/resumerender"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/workers/workertest"
)

// TestRenderWorkerKilledMidRender kills a worker process while it renders: the
// caller gets a clean timeout at its deadline (never a hang), and a fresh worker
// serves the next request.
func TestRenderWorkerKilledMidRender(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs worker processes with Chromium; skipped under -short")
	}
	ns := fmt.Sprintf("kill%d", time.Now().UnixNano())
	natsURL := servicetest.NATSURL()
	dbURL := dbtest.NewURL(t)
	start := func() *workertest.Process { return workertest.Start(t, "NAMESPACE="+ns, "DATABASE_URL="+dbURL) }
	bus, err := events.Connect(events.Options{URL: natsURL, Namespace: ns})
	require.NoError(t, err)
	t.Cleanup(bus.Close)
	waitReady := func(w *workertest.Process) {
		require.Eventually(t, func() bool {
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			reply, err := events.Request(ctx, bus, events.WorkerPing, events.PingRequest{})
			return err == nil && len(reply.Roles) > 0
		}, 60*time.Second, 100*time.Millisecond, "worker not ready:\n%s", w.Logs())
	}

	acct := createAccount(t, dbURL)
	bullets := make([]string, 200)
	for i := range bullets {
		bullets[i] = fmt.Sprintf("Delivered project %d for 300 customers across 12 regions on time", i)
	}
	doc := resume.Document{Resume: model.Resume{UserName: "Ada", Email: "ada@example.com", TargetRole: "Engineer",
		Experience: []model.Experience{{Company: "Engines", Title: "Engineer", StartDate: "2020-01", EndDate: model.Present, Bullets: bullets}}}}
	req := resumerender.Request{AccountID: acct, Document: doc, Retention: time.Hour}

	victim := start()
	waitReady(victim)
	deadline := 3 * time.Second
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	errc := make(chan error, 1)
	began := time.Now()
	go func() {
		_, err := events.Request(ctx, bus, resumerender.Endpoint, req)
		errc <- err
	}()
	time.Sleep(40 * time.Millisecond)
	require.NoError(t, victim.Cmd.Process.Signal(syscall.SIGKILL))
	select {
	case err := <-errc:
		require.Less(t, time.Since(began), deadline+time.Second)
		if err != nil {
			require.True(t, errors.Is(err, events.ErrTimeout) || errors.Is(err, events.ErrNoWorker), "unclean error: %v", err)
		}
	case <-time.After(deadline + 5*time.Second):
		t.Fatal("request hung after the worker was killed")
	}

	fresh := start()
	waitReady(fresh)
	ctx2, cancel2 := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel2()
	reply, err := events.Request(ctx2, bus, resumerender.Endpoint, req)
	require.NoError(t, err, fresh.Logs())
	require.Len(t, reply.ResumeID, 64)
}
