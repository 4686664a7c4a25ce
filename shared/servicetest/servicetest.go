// Package servicetest names the machine's Redis and NATS for tests (overridable
// with TEST_REDIS_URL and TEST_NATS_URL, as CI may) and gives each test a
// namespace of its own for NATS subjects, Asynq queues and Redis keys, so
// packages and tests run in parallel on one broker. Databases come from
// shared/dbtest.
package servicetest

import (
	"fmt"
	"os"
	"sync/atomic"
	"time"
)

// RedisURL is the Redis tests use.
func RedisURL() string { return getenv("TEST_REDIS_URL", "redis://127.0.0.1:6379/0") }

// NATSURL is the NATS server (with JetStream) tests use.
func NATSURL() string { return getenv("TEST_NATS_URL", "nats://127.0.0.1:4222") }

var seq atomic.Int64

// Namespace returns a namespace no other test in any process uses: the clock
// separates test binaries, the counter tests started in the same nanosecond.
func Namespace() string {
	return fmt.Sprintf("t%d_%d", time.Now().UnixNano(), seq.Add(1))
}

func getenv(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
