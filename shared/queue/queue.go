// Package queue names the Asynq queues and task types and builds the Redis-backed
// client and server that the API, workers and scrapers share. One go-redis client
// serves Asynq, the rate limiter and anything else that talks to Redis.
package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/careerkit/careerkit/shared/logging"
)

// Task types.
const (
	TypeEcho        = "system:echo"
	TypeApplySubmit = "apply:submit"
	TypeScrapeRun   = "scrape:source"
	// TypeScrapeSweep closes the postings no scrape has seen for too long.
	TypeScrapeSweep = "scrape:sweep"
	// TypeWebhookDeliver delivers one webhook event to one endpoint.
	TypeWebhookDeliver = "webhook:deliver"
)

// Queues are the namespaced queue names of a deployment.
type Queues struct {
	Default string
	Apply   string
	Scrape  string
}

// NamesFor returns the queues of namespace ns.
func NamesFor(ns string) Queues {
	return Queues{Default: ns + ":default", Apply: ns + ":apply", Scrape: ns + ":scrape"}
}

// Weights gives the relative priority of each queue to an Asynq server.
func (q Queues) Weights() map[string]int {
	return map[string]int{q.Apply: 6, q.Scrape: 3, q.Default: 1}
}

// NewRedis opens a go-redis client from a redis:// URL and checks it answers.
func NewRedis(ctx context.Context, url string) (*redis.Client, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("queue: parse REDIS_URL: %w", err)
	}
	opt.PoolSize = 32
	rdb := redis.NewClient(opt)
	pingCtx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if err := rdb.Ping(pingCtx).Err(); err != nil {
		_ = rdb.Close()
		return nil, fmt.Errorf("queue: ping redis %s: %w", opt.Addr, err)
	}
	return rdb, nil
}

// ServerConfig returns the Asynq server settings every worker uses: named queues
// with priorities, exponential backoff with jitter and the slog adapter.
func ServerConfig(q Queues, concurrency int, log *slog.Logger) asynq.Config {
	return asynq.Config{
		Concurrency:     concurrency,
		Queues:          q.Weights(),
		Logger:          logging.Asynq{L: log},
		LogLevel:        asynq.WarnLevel,
		ShutdownTimeout: 20 * time.Second,
		RetryDelayFunc: func(n int, _ error, _ *asynq.Task) time.Duration {
			return Backoff(n)
		},
	}
}

// Backoff is the retry delay after n failed attempts: 2s, 4s, 8s ... capped at 5 min.
func Backoff(n int) time.Duration {
	if n > 8 {
		n = 8
	}
	return time.Duration(1<<uint(n+1)) * time.Second
}

// EchoPayload is the payload of TypeEcho, the task the pipeline test and the
// `worker ping` tooling use to prove a worker consumes the queue.
type EchoPayload struct {
	Message string `json:"message"`
}

// NewEcho builds an echo task on queue q whose result is retained for a minute.
func NewEcho(q Queues, msg string) (*asynq.Task, error) {
	b, err := json.Marshal(EchoPayload{Message: msg})
	if err != nil {
		return nil, fmt.Errorf("queue: encode echo: %w", err)
	}
	return asynq.NewTask(TypeEcho, b, asynq.Queue(q.Default), asynq.MaxRetry(3), asynq.Retention(time.Minute)), nil
}

// ApplyMaxRetry is how many times an apply:submit task is retried after a
// transient failure (site down, browser crash) before the application fails.
const ApplyMaxRetry = 3

// ApplySubmitPayload is the payload of TypeApplySubmit: one round of one
// application (a needs_input application re-queued with answers is a new round).
type ApplySubmitPayload struct {
	ApplicationID string `json:"application_id"`
	Round         int    `json:"round"`
}

// ApplySubmitTaskID is the Asynq task id of a round, so it is enqueued at most once.
func ApplySubmitTaskID(applicationID string, round int) string {
	return fmt.Sprintf("%s-%d", applicationID, round)
}

// NewApplySubmit builds the task that submits round of an application on the
// apply queue, with retries (Backoff) and a per-attempt timeout.
func NewApplySubmit(q Queues, applicationID string, round int) (*asynq.Task, error) {
	b, err := json.Marshal(ApplySubmitPayload{ApplicationID: applicationID, Round: round})
	if err != nil {
		return nil, fmt.Errorf("queue: encode apply payload: %w", err)
	}
	return asynq.NewTask(TypeApplySubmit, b, asynq.Queue(q.Apply), asynq.MaxRetry(ApplyMaxRetry),
		asynq.TaskID(ApplySubmitTaskID(applicationID, round)), asynq.Timeout(3*time.Minute)), nil
}

// WebhookMaxRetry bounds the retries of a delivery; the handler itself gives
// up 24 hours after the event (Backoff: 2 s, 4 s … then every 8.5 min).
const WebhookMaxRetry = 200

// WebhookDeliverPayload is the payload of TypeWebhookDeliver.
type WebhookDeliverPayload struct {
	DeliveryID int64 `json:"delivery_id"`
}

// NewWebhookDeliver builds the task delivering one recorded webhook event,
// enqueued at most once (its id is the delivery's).
func NewWebhookDeliver(q Queues, deliveryID int64) (*asynq.Task, error) {
	b, err := json.Marshal(WebhookDeliverPayload{DeliveryID: deliveryID})
	if err != nil {
		return nil, fmt.Errorf("queue: encode webhook payload: %w", err)
	}
	return asynq.NewTask(TypeWebhookDeliver, b, asynq.Queue(q.Default), asynq.MaxRetry(WebhookMaxRetry),
		asynq.TaskID(fmt.Sprintf("webhook-%d", deliveryID)), asynq.Timeout(30*time.Second)), nil
}
