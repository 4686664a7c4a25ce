package delivery_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/workers/delivery"
)

// TestRedirectToBlockedAddressFailsAtOnce: a receiver that answers with a
// redirect to a loopback address (by a name, so only the dialled address can
// tell) gets its delivery marked failed on the first attempt, with no retry,
// and the internal server is never contacted.
func TestRedirectToBlockedAddressFailsAtOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	st := store.New(pool)
	acct, err := st.AccountCreate(ctx, store.AccountCreateParams{Email: "hooks@example.com", Plan: store.PlanPaid})
	require.NoError(t, err)

	var reached atomic.Int64
	inside := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { reached.Add(1) }))
	t.Cleanup(inside.Close)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(inside.URL, "http://"))
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://localhost:"+port+"/internal", http.StatusTemporaryRedirect)
	}))
	t.Cleanup(receiver.Close)
	// The receiver stands for a public host: tests list their fixtures as allowed.
	guard := outbound.New([]string{strings.TrimPrefix(receiver.URL, "http://")})

	ep, err := st.WebhookEndpointCreate(ctx, acct.ID, receiver.URL+"/hook", "whsec_0123456789abcdefghij", []string{store.EventApplicationStatusChanged})
	require.NoError(t, err)
	var id int64
	require.NoError(t, pool.QueryRow(ctx, `INSERT INTO webhook_deliveries (endpoint_id, account_id, event_id, event, payload)
		VALUES ($1, $2, 'evt_test', $3, '{"id":"evt_test"}') RETURNING id`, ep.ID, acct.ID, store.EventApplicationStatusChanged).Scan(&id))

	h := &delivery.Handler{Store: st, Outbound: guard, Client: delivery.NewClient(guard), Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	task, err := queue.NewWebhookDeliver(queue.NamesFor("t"), id)
	require.NoError(t, err)
	err = h.ProcessTask(ctx, task)
	require.Error(t, err)
	require.True(t, errors.Is(err, asynq.SkipRetry), "refused for good, not retried: %v", err)
	require.Zero(t, reached.Load(), "the internal address was never contacted")
	d, err := st.WebhookDeliveryGet(ctx, id)
	require.NoError(t, err)
	require.Equal(t, "failed", d.Status)
	ds, err := st.WebhookDeliveryList(ctx, acct.ID, "", 10)
	require.NoError(t, err)
	require.Len(t, ds, 1)
	raw := strings.ToLower(ds[0].LastError)
	require.Contains(t, raw, "not a public address", raw)
}
