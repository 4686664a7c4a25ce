// Package ratelimit holds the two per-account counters the API enforces in Redis,
// so they hold across any number of API replicas:
//
//   - Limiter: several request-rate windows at once (100/min, 500/15 min and
//     50,000/24 h by default), each a GCRA token bucket from go-redis/redis_rate
//     whose burst equals its rate. A window refills continuously (100/min frees
//     one request every 0.6 s), so a client that waits RetryAfter always gets in.
//   - Quota: a monthly call allowance (the free tier), kept as a Redis set of the
//     request ids that used it, so a replayed request id is counted once and the
//     set can be rebuilt from Postgres, the source of truth, if Redis loses it.
//
// Neither hides a Redis failure: every method returns the error, and the API turns
// it into 503 rather than letting requests through unlimited.
package ratelimit
