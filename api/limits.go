package api

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

// The rate-limit headers. X-RateLimit-Reset, sent with 429, is the number of
// whole seconds (rounded up) until a request can pass every window again, the
// same value as Retry-After.
const (
	headerRateLimit     = "X-RateLimit-Limit"
	headerRateRemaining = "X-RateLimit-Remaining"
	headerRateReset     = "X-RateLimit-Reset"
)

// planWindows returns the rate limits of each plan from the configuration.
func planWindows(cfg *config.Config) map[string][]ratelimit.Window {
	out := map[string][]ratelimit.Window{}
	for _, plan := range []string{store.PlanFree, store.PlanPaid} {
		for _, w := range cfg.RateWindows(plan) {
			out[plan] = append(out[plan], ratelimit.Window{Requests: w.Requests, Period: w.Period})
		}
	}
	return out
}

func (s *Server) windowsOf(plan string) []ratelimit.Window {
	if ws, ok := s.windows[plan]; ok {
		return ws
	}
	return s.windows[store.PlanFree]
}

const ctxReservation = "free_reservation"

// limitMiddleware enforces, before the handler runs, everything that can refuse
// a request for its volume: the rate limits of the caller's plan, per account
// (all its keys share them), and for a billable call on the free plan one call of
// the monthly allowance, reserved now so the allowance is exact under any
// concurrency (meterMiddleware gives it back if the call fails). Both live in
// Redis, so they hold across replicas; the two Redis round trips overlap. If
// Redis cannot answer, the request is refused with 503: limits are never dropped.
// Rate-limit headers describe the tightest window.
func (s *Server) limitMiddleware(c *gin.Context) {
	caller := callerOf(c)
	ctx := c.Request.Context()
	windows := s.windowsOf(caller.Plan)
	_, billable := billableRoutes[c.FullPath()]
	claim := billable && caller.Plan != store.PlanPaid
	if claim && !caller.EmailConfirmed {
		writeError(c, apperr.New(apperr.KindForbidden, "email_unconfirmed",
			"the free plan's calls start once this account's email address is confirmed: open the link sent at sign-up "+
				"(or sign in at %s/dashboard to send it again), or upgrade to paid there; nothing was charged", s.cfg.PublicBaseURL))
		return
	}
	var rsv ratelimit.Reservation
	var qerr error
	var reserved chan struct{}
	if claim {
		reserved = make(chan struct{})
		id := callID(c)
		go func() {
			defer close(reserved)
			rsv, qerr = s.quota.Reserve(ctx, caller.AccountID, id, time.Now())
		}()
	}
	res, err := s.limiter.Allow(ctx, caller.AccountID, windows)
	if claim {
		<-reserved
		if err == nil {
			err = qerr
		}
		if qerr == nil && (err != nil || !res.Allowed) {
			s.release(ctx, rsv)
		}
	}
	if err != nil {
		writeError(c, limiterUnavailable(err))
		return
	}
	h := c.Writer.Header()
	h.Set(headerRateLimit, strconv.Itoa(res.Window.Requests))
	if !res.Allowed {
		s.rateLimited(c, res, windows)
		return
	}
	h.Set(headerRateRemaining, strconv.Itoa(res.Remaining))
	if claim {
		if !rsv.Allowed {
			writeError(c, s.freeTierExhausted(rsv))
			return
		}
		c.Set(ctxReservation, &rsv)
	}
	c.Next()
}

func (s *Server) rateLimited(c *gin.Context, res ratelimit.Result, windows []ratelimit.Window) {
	wait := ceilSeconds(res.RetryAfter)
	h := c.Writer.Header()
	h.Set(headerRateRemaining, "0")
	h.Set(headerRateReset, strconv.Itoa(wait))
	e := apperr.New(apperr.KindRateLimited, "rate_limited",
		"this account has used its %d requests per %s (all keys of an account share the limits: %s); retry in %d s, as X-RateLimit-Reset and Retry-After say, and spread calls out to stay under the limits",
		res.Window.Requests, periodName(res.Window.Period), describeWindows(windows), wait)
	e.RetryAfterSeconds = wait
	writeError(c, e.WithDetail("limit", res.Window.Requests).
		WithDetail("window_seconds", int64(res.Window.Period/time.Second)).
		WithDetail("retry_after_seconds", wait))
}

// reservationOf returns the free-allowance claim limitMiddleware made, if any.
func reservationOf(c *gin.Context) *ratelimit.Reservation {
	v, _ := c.Get(ctxReservation)
	r, _ := v.(*ratelimit.Reservation)
	return r
}

func limiterUnavailable(cause error) *apperr.Error {
	e := apperr.Unavailable("rate_limiter_unavailable",
		"the rate limiter is unavailable, so the request was not processed and not billed; retry in a few seconds")
	e.RetryAfterSeconds = 5
	return e.WithCause(cause)
}

func ceilSeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}

// periodName renders a window for people: "minute", "15 minutes", "24 hours".
func periodName(d time.Duration) string {
	unit := func(n int64, one string) string {
		if n == 1 {
			return one
		}
		return strconv.FormatInt(n, 10) + " " + one + "s"
	}
	switch {
	case d%time.Hour == 0:
		return unit(int64(d/time.Hour), "hour")
	case d%time.Minute == 0:
		return unit(int64(d/time.Minute), "minute")
	case d%time.Second == 0:
		return unit(int64(d/time.Second), "second")
	}
	return d.String()
}

func describeWindows(ws []ratelimit.Window) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = strconv.Itoa(w.Requests) + " per " + periodName(w.Period)
	}
	return strings.Join(parts, ", ")
}
