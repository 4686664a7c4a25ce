package api

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
)

// TestReplicaKilledUnderLoadLosesNoUsage builds the real API binary, serves
// billed calls from it under load and kills it with SIGKILL mid-load: every
// call a client received a 200 for has its usage event, and at most the
// calls in flight at the kill have one without an answer.
func TestReplicaKilledUnderLoadLosesNoUsage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the API binary")
	}
	t.Parallel()
	bin := filepath.Join(t.TempDir(), "careerkit-api")
	build := exec.Command("go", "build", "-o", bin, "./cmd/careerkit-api")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	ctx := context.Background()
	dbURL := dbtest.NewURL(t)
	pool, err := db.Open(ctx, dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	st := store.New(pool)
	acct, key, err := CreateAccount(ctx, st, "crash@example.com", store.PlanPaid)
	require.NoError(t, err)

	addr := fmt.Sprintf("127.0.0.1:%d", dbtest.FreePort(t))
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "REDIS_URL="+servicetest.RedisURL(), "NATS_URL="+servicetest.NATSURL(),
		fmt.Sprintf("NAMESPACE=t%d", time.Now().UnixNano()), "HTTP_ADDR="+addr, "MIGRATE_ON_START=false",
		"RATE_LIMITS_PAID=1000000/1m,1000000/15m,10000000/24h", "LOG_LEVEL=error",
		"BLOB_DIR=", "BLOB_S3_ENDPOINT=", "LLM_BASE_URL=")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	base := "http://" + addr
	require.Eventually(t, func() bool {
		resp, err := http.Get(base + "/healthz")
		if err != nil {
			return false
		}
		_ = resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, 60*time.Second, 50*time.Millisecond, "the API binary starts")

	const clients = 8
	var (
		ok, sent atomic.Int64
		wg       sync.WaitGroup
	)
	client := &http.Client{Timeout: 10 * time.Second}
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				req, _ := http.NewRequest(http.MethodGet, base+"/v1/salary-research?job_title=Registered+Nurse", nil)
				req.Header.Set(headerAPIKey, key)
				sent.Add(1)
				resp, err := client.Do(req)
				if err != nil {
					return // the replica is gone
				}
				_, err = io.ReadAll(resp.Body)
				_ = resp.Body.Close()
				if err == nil && resp.StatusCode == http.StatusOK {
					ok.Add(1)
				}
			}
		}()
	}
	require.Eventually(t, func() bool { return ok.Load() >= 150 }, 60*time.Second, 5*time.Millisecond)
	require.NoError(t, cmd.Process.Kill())
	wg.Wait()

	from, to := metering.MonthOf(time.Now())
	rows, err := st.UsageByEndpoint(ctx, acct.ID, from, to)
	require.NoError(t, err)
	require.Len(t, rows, 1)
	t.Logf("served %d calls (%d sent), %d usage events after the kill", ok.Load(), sent.Load(), rows[0].Calls)
	require.GreaterOrEqual(t, rows[0].Calls, ok.Load(), "every call answered 200 is billed")
	require.LessOrEqual(t, rows[0].Calls, ok.Load()+clients, "only calls in flight at the kill may be billed unanswered")
}
