package host_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/workers/workertest"
)

// TestWorkerProcess builds bin/careerkit-worker, runs it as a real process
// against the machine's Postgres, Redis and NATS, and proves both halves of the
// pipeline through it: a NATS request/reply (the ping /readyz uses) and an Asynq
// task whose retained result names the worker process.
func TestWorkerProcess(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs a worker process; skipped under -short")
	}
	ns := fmt.Sprintf("e2e%d", time.Now().UnixNano())
	natsURL, redisURL := servicetest.NATSURL(), servicetest.RedisURL()
	w := workertest.Start(t, "NAMESPACE="+ns, "DATABASE_URL="+dbtest.NewURL(t))
	cmd := w.Cmd

	bus, err := events.Connect(events.Options{URL: natsURL, Namespace: ns})
	require.NoError(t, err)
	t.Cleanup(bus.Close)
	var reply events.PingReply
	require.Eventually(t, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		defer cancel()
		reply, err = events.Request(ctx, bus, events.WorkerPing, events.PingRequest{From: "test"})
		return err == nil
	}, 60*time.Second, 100*time.Millisecond, "worker never answered: %v\n%s", err, w.Logs())
	require.True(t, strings.HasSuffix(reply.Worker, "-"+strconv.Itoa(cmd.Process.Pid)), reply.Worker)

	rdb, err := queue.NewRedis(context.Background(), redisURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = rdb.Close() })
	qs := queue.NamesFor(ns)
	task, err := queue.NewEcho(qs, "hello")
	require.NoError(t, err)
	client := asynq.NewClientFromRedisClient(rdb)
	info, err := client.Enqueue(task)
	require.NoError(t, err)
	insp := asynq.NewInspectorFromRedisClient(rdb)
	var result map[string]string
	require.Eventually(t, func() bool {
		ti, err := insp.GetTaskInfo(qs.Default, info.ID)
		if err != nil || ti.State != asynq.TaskStateCompleted {
			return false
		}
		return json.Unmarshal(ti.Result, &result) == nil
	}, 30*time.Second, 50*time.Millisecond, "echo task never completed\n%s", w.Logs())
	require.Equal(t, "hello", result["echo"])
	require.Equal(t, reply.Worker, result["worker"])
	_ = insp.DeleteQueue(qs.Default, true)
}

// createAccount inserts an account in the database at url and returns its id.
func createAccount(t *testing.T, url string) string {
	t.Helper()
	pool, err := db.Open(context.Background(), url)
	require.NoError(t, err)
	defer pool.Close()
	acct, err := store.New(pool).AccountCreate(context.Background(), store.AccountCreateParams{Email: "kill@example.com"})
	require.NoError(t, err)
	return acct.ID
}
