package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Webhook events an endpoint can subscribe to.
const (
	EventApplicationStatusChanged = "application.status_changed"
	EventApplicationSubmitted     = "application.submitted"
	EventApplicationNeedsInput    = "application.needs_input"
	EventApplicationFailed        = "application.failed"
)

// WebhookEvents lists the events, the catch-all first.
var WebhookEvents = []string{EventApplicationStatusChanged, EventApplicationSubmitted, EventApplicationNeedsInput, EventApplicationFailed}

// WebhookEndpoint is an account's registered receiver.
type WebhookEndpoint struct {
	ID        string    `json:"id"`
	AccountID string    `json:"-"`
	URL       string    `json:"url"`
	Secret    string    `json:"-"`
	Events    []string  `json:"events"`
	CreatedAt time.Time `json:"created_at"`
}

// WebhookDelivery is one event for one endpoint and what became of it.
type WebhookDelivery struct {
	ID          int64      `json:"id"`
	EndpointID  string     `json:"endpoint_id"`
	EventID     string     `json:"event_id"`
	Event       string     `json:"event"`
	Status      string     `json:"status"`
	Attempts    int        `json:"attempts"`
	LastStatus  int        `json:"last_status"`
	LastError   string     `json:"last_error,omitempty"`
	CreatedAt   time.Time  `json:"created_at"`
	DeliveredAt *time.Time `json:"delivered_at,omitempty"`
}

// WebhookDue is a delivery with what sending it needs.
type WebhookDue struct {
	ID        int64
	EventID   string
	Event     string
	Payload   json.RawMessage
	Status    string
	Attempts  int
	CreatedAt time.Time
	URL       string
	Secret    string
}

// WebhookEndpointCreate registers an endpoint.
func (s *Store) WebhookEndpointCreate(ctx context.Context, accountID, url, secret string, events []string) (*WebhookEndpoint, error) {
	e, err := s.q.WebhookEndpointCreate(ctx, s.pool, dbsqlc.WebhookEndpointCreateParams{AccountID: accountID, Url: url, Secret: secret, Events: events})
	if err != nil {
		return nil, wrap(err, "create webhook endpoint")
	}
	return &WebhookEndpoint{ID: e.ID, AccountID: e.AccountID, URL: e.Url, Secret: e.Secret, Events: e.Events, CreatedAt: e.CreatedAt}, nil
}

// WebhookEndpointList returns an account's endpoints, newest first.
func (s *Store) WebhookEndpointList(ctx context.Context, accountID string) ([]WebhookEndpoint, error) {
	rows, err := s.q.WebhookEndpointList(ctx, s.pool, accountID)
	if err != nil {
		return nil, wrap(err, "list webhook endpoints")
	}
	out := make([]WebhookEndpoint, len(rows))
	for i, e := range rows {
		out[i] = WebhookEndpoint{ID: e.ID, AccountID: e.AccountID, URL: e.Url, Secret: e.Secret, Events: e.Events, CreatedAt: e.CreatedAt}
	}
	return out, nil
}

// WebhookEndpointDelete removes an endpoint of the account (and its log).
func (s *Store) WebhookEndpointDelete(ctx context.Context, accountID, id string) error {
	n, err := s.q.WebhookEndpointDelete(ctx, s.pool, dbsqlc.WebhookEndpointDeleteParams{ID: id, AccountID: accountID})
	if err == nil && n == 0 {
		err = pgx.ErrNoRows
	}
	return wrap(err, "delete webhook endpoint %s", id)
}

// WebhookDeliveryList returns an account's latest deliveries (of one endpoint when given).
func (s *Store) WebhookDeliveryList(ctx context.Context, accountID, endpointID string, limit int) ([]WebhookDelivery, error) {
	rows, err := s.q.WebhookDeliveryList(ctx, s.pool, dbsqlc.WebhookDeliveryListParams{AccountID: accountID, EndpointID: endpointID, MaxRows: limit})
	if err != nil {
		return nil, wrap(err, "list webhook deliveries")
	}
	out := make([]WebhookDelivery, len(rows))
	for i, r := range rows {
		out[i] = WebhookDelivery(*r)
	}
	return out, nil
}

// WebhookClaimUnqueued marks up to limit new deliveries as handed to the
// queue and returns their ids.
func (s *Store) WebhookClaimUnqueued(ctx context.Context, limit int) ([]int64, error) {
	ids, err := s.q.WebhookClaimUnqueued(ctx, s.pool, limit)
	return ids, wrap(err, "claim webhook deliveries")
}

// WebhookDeliveryGet returns a delivery with its endpoint's URL and secret.
func (s *Store) WebhookDeliveryGet(ctx context.Context, id int64) (*WebhookDue, error) {
	r, err := s.q.WebhookDeliveryGet(ctx, s.pool, id)
	if err != nil {
		return nil, wrap(err, "get webhook delivery %d", id)
	}
	return &WebhookDue{ID: r.ID, EventID: r.EventID, Event: r.Event, Payload: r.Payload, Status: r.Status,
		Attempts: r.Attempts, CreatedAt: r.CreatedAt, URL: r.Url, Secret: r.Secret}, nil
}

// WebhookDeliveryRecord records an attempt: status stays pending for a retry,
// or becomes delivered or failed.
func (s *Store) WebhookDeliveryRecord(ctx context.Context, id int64, httpStatus int, errText, status string) error {
	return wrap(s.q.WebhookDeliveryRecord(ctx, s.pool, dbsqlc.WebhookDeliveryRecordParams{LastStatus: httpStatus,
		LastError: errText, Status: status, ID: id}), "record webhook delivery %d", id)
}

// webhookOutbox writes, in the transaction that records a status change, one
// delivery per subscribed endpoint of a's account for each event the change is.
func (s *Store) webhookOutbox(ctx context.Context, tx pgx.Tx, a *Application) error {
	events := []string{EventApplicationStatusChanged}
	switch a.Status {
	case ApplicationSubmitted:
		events = append(events, EventApplicationSubmitted)
	case ApplicationNeedsInput:
		events = append(events, EventApplicationNeedsInput)
	case ApplicationFailed:
		events = append(events, EventApplicationFailed)
	}
	data, _ := json.Marshal(map[string]any{"application_id": a.ID, "job_id": a.JobID, "company": a.Company,
		"job_title": a.JobTitle, "status": a.Status, "reason": a.Reason, "message": a.Message, "round": a.Round, "dry_run": a.DryRun})
	err := s.q.WebhookOutboxInsert(ctx, tx, dbsqlc.WebhookOutboxInsertParams{
		EventID: fmt.Sprintf("evt_%s_r%d_%s", a.ID, a.Round, a.Status), Data: data, Events: events, AccountID: a.AccountID})
	if err != nil {
		return fmt.Errorf("webhook outbox of %s: %w", a.ID, err)
	}
	return nil
}

// WebhookUnclaim returns a claimed delivery to the outbox (its enqueue failed).
func (s *Store) WebhookUnclaim(ctx context.Context, id int64) error {
	return wrap(s.q.WebhookUnclaim(ctx, s.pool, id), "unclaim webhook delivery %d", id)
}
