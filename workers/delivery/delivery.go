// Package delivery delivers application status events to the endpoints
// accounts registered. The events are recorded in the transaction that changes
// the application (store.webhookOutbox); Dispatch hands new ones to Asynq and
// Handler POSTs each, signed, retrying with backoff for 24 hours. A slow or
// failing endpoint never delays an application: nothing waits on it.
package delivery

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/hibiken/asynq"

	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/webhook"
)

// GiveUpAfter is how long an event is retried before it is marked failed.
const GiveUpAfter = 24 * time.Hour

// NewClient returns the HTTP client deliveries use: a 10 s timeout, every
// connection dialled through the outbound guard (the address actually
// connected to is judged, for the first request and each redirect), and each
// redirect's URL checked first for a clear error.
func NewClient(o *outbound.Outbound) *http.Client {
	return &http.Client{Timeout: 10 * time.Second, Transport: o.Transport(), CheckRedirect: func(r *http.Request, via []*http.Request) error {
		if len(via) >= 3 {
			return errors.New("too many redirects")
		}
		return o.Check(r.Context(), r.URL.String())
	}}
}

// Handler runs webhook:deliver tasks.
type Handler struct {
	Store    *store.Store
	Outbound *outbound.Outbound
	Client   *http.Client
	Log      *slog.Logger
}

// ProcessTask delivers one event: a 2xx answer delivers it; anything else is
// retried (the error) until GiveUpAfter. An address that is not public is
// refused at once and never contacted.
func (h *Handler) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var p queue.WebhookDeliverPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("delivery: payload: %w: %w", err, asynq.SkipRetry)
	}
	d, err := h.Store.WebhookDeliveryGet(ctx, p.DeliveryID)
	if errors.Is(err, store.ErrNotFound) {
		return nil // the endpoint was deleted
	}
	if err != nil {
		return err
	}
	if d.Status != "pending" {
		return nil // already delivered or given up: at least once, recorded once
	}
	record := func(code int, errText, status string) error {
		return h.Store.WebhookDeliveryRecord(context.WithoutCancel(ctx), d.ID, code, truncate(errText, 500), status)
	}
	if err := h.Outbound.Check(ctx, d.URL); err != nil && errors.Is(err, outbound.ErrBlockedURL) {
		_ = record(0, err.Error(), "failed")
		return fmt.Errorf("webhook %d: %w: %w", d.ID, err, asynq.SkipRetry)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Payload))
	if err != nil {
		_ = record(0, err.Error(), "failed")
		return fmt.Errorf("webhook %d: %w: %w", d.ID, err, asynq.SkipRetry)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Careerkit-Webhooks/1.0")
	req.Header.Set(webhook.HeaderEventID, d.EventID)
	req.Header.Set(webhook.HeaderEvent, d.Event)
	req.Header.Set(webhook.HeaderSignature, webhook.Sign(d.Secret, time.Now(), d.Payload))
	resp, err := h.Client.Do(req)
	code, errText := 0, ""
	if errors.Is(err, outbound.ErrBlockedURL) {
		// A redirect (or a name that now resolves) to an address that is not
		// public: refused for good, never retried.
		_ = record(0, outbound.Describe(err), "failed")
		return fmt.Errorf("webhook %d: %s: %w", d.ID, outbound.Describe(err), asynq.SkipRetry)
	}
	if err != nil {
		errText = outbound.Describe(err)
	} else {
		code = resp.StatusCode
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		_ = resp.Body.Close()
		if code >= 200 && code < 300 {
			return record(code, "", "delivered")
		}
		errText = fmt.Sprintf("HTTP %d", code)
	}
	if time.Since(d.CreatedAt) > GiveUpAfter {
		_ = record(code, errText+" (giving up after 24 h)", "failed")
		return fmt.Errorf("webhook %d: %s: %w", d.ID, errText, asynq.SkipRetry)
	}
	if err := record(code, errText, "pending"); err != nil {
		return err
	}
	return fmt.Errorf("webhook %d: %s", d.ID, errText)
}

// Enqueuer is the part of the Asynq client Dispatch needs.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// Dispatch hands newly recorded deliveries to the queue every interval until
// ctx ends. A delivery that cannot be enqueued (Redis down) goes back to the
// outbox for the next pass; its task id keeps it from being queued twice.
func Dispatch(ctx context.Context, st *store.Store, q Enqueuer, queues queue.Queues, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		ids, err := st.WebhookClaimUnqueued(ctx, 200)
		if err != nil && ctx.Err() == nil {
			log.WarnContext(ctx, "webhook dispatch failed", slog.Any("error", err))
		}
		for _, id := range ids {
			task, err := queue.NewWebhookDeliver(queues, id)
			if err == nil {
				_, err = q.EnqueueContext(ctx, task)
			}
			if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
				log.WarnContext(ctx, "webhook delivery not queued; back to the outbox", slog.Int64("delivery_id", id), slog.Any("error", err))
				_ = st.WebhookUnclaim(context.WithoutCancel(ctx), id)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
