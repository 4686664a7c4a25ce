package events

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
)

// ApplicationStatus is published on ApplicationStatusSubject for every status
// change of an application, by the API (queued) and the apply workers (the
// rest). Operators and future webhooks subscribe to it; the API waits on it for
// the outcome of a submission.
type ApplicationStatus struct {
	ApplicationID string    `json:"application_id"`
	AccountID     string    `json:"account_id"`
	JobID         string    `json:"job_id"`
	Round         int       `json:"round"`
	Status        string    `json:"status"`
	Reason        string    `json:"reason,omitempty"`
	Message       string    `json:"message,omitempty"`
	At            time.Time `json:"at"`
}

// ApplicationStatusSubject is the per-account subject of status events, before
// the namespace prefix: "applications.<account_id>.status".
func ApplicationStatusSubject(accountID string) string {
	return "applications." + accountID + ".status"
}

// PublishApplicationStatus publishes ev on its account's subject. Delivery is
// best effort (core NATS): waiters also poll Postgres, which is the record.
func PublishApplicationStatus(b *Bus, ev ApplicationStatus) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("events: encode application status: %w", err)
	}
	if err := b.conn.Publish(b.Subject(ApplicationStatusSubject(ev.AccountID)), data); err != nil {
		return fmt.Errorf("events: publish application status: %w", err)
	}
	return nil
}

// ApplicationWatch receives the status events of one account.
type ApplicationWatch struct {
	sub *nats.Subscription
	c   chan ApplicationStatus
}

// WatchApplications subscribes to accountID's status events. The subscription is
// flushed to the broker before it returns, so an event published afterwards is
// delivered. Stop it when done.
func WatchApplications(b *Bus, accountID string) (*ApplicationWatch, error) {
	w := &ApplicationWatch{c: make(chan ApplicationStatus, 64)}
	sub, err := b.conn.Subscribe(b.Subject(ApplicationStatusSubject(accountID)), func(m *nats.Msg) {
		var ev ApplicationStatus
		if json.Unmarshal(m.Data, &ev) != nil {
			return
		}
		select {
		case w.c <- ev:
		default: // a slow reader misses events; it polls the database as well
		}
	})
	if err != nil {
		return nil, fmt.Errorf("events: watch applications: %w", err)
	}
	w.sub = sub
	if err := b.conn.Flush(); err != nil {
		_ = sub.Unsubscribe()
		return nil, fmt.Errorf("events: flush watch: %w", err)
	}
	return w, nil
}

// C delivers the events.
func (w *ApplicationWatch) C() <-chan ApplicationStatus { return w.c }

// Stop unsubscribes.
func (w *ApplicationWatch) Stop() { _ = w.sub.Unsubscribe() }
