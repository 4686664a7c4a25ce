package api

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/salary"
)

// slowSalaries answers after a pause, to hold a request in flight during shutdown.
type slowSalaries struct{ started chan struct{} }

func (s slowSalaries) Research(ctx context.Context, _ SalaryQuery) (*salary.Result, error) {
	close(s.started)
	time.Sleep(300 * time.Millisecond)
	return &salary.Result{JobTitle: "done"}, nil
}

func TestGracefulShutdownFinishesInFlightRequests(t *testing.T) {
	t.Parallel()
	slow := slowSalaries{started: make(chan struct{})}
	b := setup(t, setupOpts{noWorker: true, services: Services{Salaries: slow}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- b.srv.Serve(ctx, ln) }()

	type result struct {
		status int
		body   string
		err    error
	}
	done := make(chan result, 1)
	go func() {
		req, _ := http.NewRequest(http.MethodGet, "http://"+ln.Addr().String()+"/v1/salary-research?job_title=nurse", nil)
		req.Header.Set(headerAPIKey, b.key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- result{err: err}
			return
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		done <- result{status: resp.StatusCode, body: string(body)}
	}()
	<-slow.started
	cancel()
	r := <-done
	require.NoError(t, r.err)
	require.Equal(t, 200, r.status, r.body)
	require.Contains(t, r.body, `"job_title":"done"`)
	require.NoError(t, <-served)
	_, err = net.DialTimeout("tcp", ln.Addr().String(), 200*time.Millisecond)
	require.Error(t, err, "the listener is closed after shutdown")
}
