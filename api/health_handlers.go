package api

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/events"
)

func (s *Server) healthz(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

type readiness struct {
	Status string            `json:"status"`
	Checks map[string]string `json:"checks"`
	Worker *events.PingReply `json:"worker,omitempty"`
}

// readyz checks every dependency in parallel within one second: Postgres, Redis,
// NATS and at least one worker answering a ping over NATS.
func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), time.Second)
	defer cancel()
	out := readiness{Status: "ready", Checks: map[string]string{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	check := func(name string, fn func() error) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := fn()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				out.Checks[name] = err.Error()
				out.Status = "unavailable"
				return
			}
			out.Checks[name] = "ok"
		}()
	}
	check("postgres", func() error { return s.store.Ping(ctx) })
	check("redis", func() error { return s.redis.Ping(ctx).Err() })
	check("nats", func() error { return s.bus.Ping(ctx) })
	check("worker", func() error {
		reply, err := events.Request(ctx, s.bus, events.WorkerPing, events.PingRequest{From: "api"})
		if err == nil {
			mu.Lock()
			out.Worker = &reply
			mu.Unlock()
		}
		return err
	})
	wg.Wait()
	status := http.StatusOK
	if out.Status != "ready" {
		status = http.StatusServiceUnavailable
	}
	c.JSON(status, out)
}
