package apperr

import (
	"context"
	"errors"
	"fmt"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func TestOutage(t *testing.T) {
	t.Parallel()
	outages := []error{
		&pgconn.PgError{Code: "57P01", Message: "terminating connection due to administrator command"},
		&pgconn.PgError{Code: "57P03", Message: "the database system is shutting down"},
		&pgconn.PgError{Code: "08006"},
		&pgconn.PgError{Code: "53300", Message: "too many connections"},
		&pgconn.PgError{Code: "40001", Message: "canceling statement due to conflict with recovery"},
		&pgconn.PgError{Code: "40P01", Message: "canceling statement due to conflict with recovery"},
		fmt.Errorf("store: get: %w", &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}),
		fmt.Errorf("read: %w", syscall.ECONNRESET),
		redis.ErrPoolTimeout,
		nats.ErrNoServers,
		fmt.Errorf("rpc: %w", nats.ErrConnectionClosed),
	}
	for _, err := range outages {
		o := Outage(err)
		if o == nil || o.Kind != KindUnavailable || o.RetryAfterSeconds != OutageRetrySeconds {
			t.Errorf("Outage(%v) = %+v, want a 503 with Retry-After", err, o)
		}
	}
	for _, err := range []error{
		&pgconn.PgError{Code: "23505"}, // unique violation: a bug or a conflict, not an outage
		&pgconn.PgError{Code: "22021"},
		&pgconn.PgError{Code: "40001", Message: "could not serialize access due to concurrent update"},
		context.Canceled,
		errors.New("boom"),
		nil,
	} {
		if o := Outage(err); o != nil {
			t.Errorf("Outage(%v) = %+v, want nil", err, o)
		}
	}
}
