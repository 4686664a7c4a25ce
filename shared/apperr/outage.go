package apperr

import (
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

// OutageRetrySeconds is the Retry-After of an answer refused because a
// dependency is down: long enough for a restart, short enough for an agent.
const OutageRetrySeconds = 5

// Outage classifies err as a dependency outage — Postgres, Redis or NATS down,
// restarting, refusing connections, or out of connections — and returns the
// 503 a client should see, or nil when err is something else. Every route and
// the dashboard use it, so an outage is never a 500: the request did nothing
// and can be retried.
func Outage(err error) *Error {
	which := outageOf(err)
	if which == "" {
		return nil
	}
	return &Error{Kind: KindUnavailable, Code: "dependency_unavailable", RetryAfterSeconds: OutageRetrySeconds, Cause: err,
		Message: "the " + which + " is unavailable for a moment (restarting or unreachable), so nothing was done and nothing was billed; retry in a few seconds"}
}

func outageOf(err error) string {
	if err == nil {
		return ""
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// 08: connection exception; 57P: operator intervention (admin
		// shutdown, crash shutdown, cannot connect now); 53: insufficient
		// resources (too many connections, disk full, out of memory).
		if strings.HasPrefix(pgErr.Code, "08") || strings.HasPrefix(pgErr.Code, "57P") || strings.HasPrefix(pgErr.Code, "53") {
			return "database"
		}
		// A hot standby (DATABASE_READ_URL) cancels a query that would hold up
		// the replay of the primary's changes: 40001 or 40P01 with this text.
		// The replica is busy catching up, so the same query soon succeeds.
		if strings.Contains(pgErr.Message, "conflict with recovery") {
			return "database read replica"
		}
		return ""
	}
	var connErr *pgconn.ConnectError
	switch {
	case errors.As(err, &connErr):
		return "database"
	case errors.Is(err, redis.ErrClosed), errors.Is(err, redis.ErrPoolTimeout), isRedisLoading(err):
		return "cache"
	case errors.Is(err, nats.ErrConnectionClosed), errors.Is(err, nats.ErrNoServers),
		errors.Is(err, nats.ErrConnectionReconnecting), errors.Is(err, nats.ErrConnectionDraining),
		errors.Is(err, nats.ErrDisconnected):
		return "message bus"
	case errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, net.ErrClosed), errors.Is(err, io.ErrUnexpectedEOF):
		return "backing service"
	}
	var opErr *net.OpError
	if errors.As(err, &opErr) {
		return "backing service"
	}
	return ""
}

// isRedisLoading reports Redis answering while it reloads its data set.
func isRedisLoading(err error) bool {
	var rerr redis.Error
	return errors.As(err, &rerr) && (strings.HasPrefix(rerr.Error(), "LOADING") || strings.HasPrefix(rerr.Error(), "MASTERDOWN"))
}
