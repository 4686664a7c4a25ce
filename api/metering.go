package api

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/api/dashboard"
	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

// initBilling builds the rate limiter, the free allowance and the usage writer,
// which it starts; Close stops it.
func (s *Server) initBilling() {
	s.limiter = ratelimit.New(s.redis, s.cfg.Namespace)
	s.windows = planWindows(s.cfg)
	s.quota = ratelimit.NewQuota(s.redis, s.cfg.Namespace, s.cfg.FreeTierCalls, s.store.UsageFreeRequestIDs)
	s.prices = s.cfg.Prices()
	s.meter = metering.NewWriter(s.store, metering.Options{FlushInterval: s.cfg.MeteringFlushInterval,
		BatchSize: s.cfg.MeteringBatchSize, Logger: s.log})
	_ = s.meter.Start()
}

// dashboardHandler builds the account dashboard on the same store, allowance
// and usage writer as the API, so both show the same figures.
func (s *Server) dashboardHandler() *dashboard.Handler {
	mailer, err := dashboard.NewMailer(s.cfg.SMTPURL, s.cfg.MailFrom, s.log)
	if err != nil {
		s.log.Error("dashboard email disabled; links are logged instead", slog.Any("error", err))
		mailer = nil
	}
	return dashboard.New(dashboard.Deps{Config: s.cfg, Store: s.store, Quota: s.quota, Limiter: s.limiter,
		Prices: s.prices, Flush: s.meter.Flush, Logger: s.log, Mailer: mailer})
}

// Close writes the usage events still buffered. Serve calls it once the last
// request has finished; call it yourself when serving Handler some other way.
func (s *Server) Close(ctx context.Context) error {
	if err := s.meter.Stop(ctx); err != nil {
		return fmt.Errorf("api: close: %w", err)
	}
	return nil
}

// billableRoutes maps the route templates that are billed to their endpoint
// name. GET /v1/usage and GET /v1/applications/{id} are free of charge.
var billableRoutes = map[string]string{
	"/v1/build-resume":     metering.EndpointBuildResume,
	"/v1/search-jobs":      metering.EndpointSearchJobs,
	"/v1/auto-apply":       metering.EndpointAutoApply,
	"/v1/salary-research":  metering.EndpointSalaryResearch,
	"/v1/optimize-profile": metering.EndpointOptimizeProfile,
}

// Context keys a handler or middleware sets for meterMiddleware.
const (
	// ctxNotBillable marks a 2xx answer that is not a chargeable result: an
	// Idempotency-Key replay of a stored response.
	ctxNotBillable = "not_billable"
	// ctxClaimHeld marks a call whose free-allowance claim now belongs to the
	// work it queued (an auto-apply round); the worker keeps or gives it back.
	ctxClaimHeld = "claim_held"
)

// billedOnCompletion are the endpoints billed by the work's own completion, not
// by the call's answer: an application is billed once, in the transaction that
// records it as submitted (store.ApplicationFinish), whatever the number of calls
// and replays that asked for it; failed, needs_input and dry runs never are.
var billedOnCompletion = map[string]bool{metering.EndpointAutoApply: true}

// meterMiddleware bills successful calls of the billable endpoints. Only a 2xx
// response is a success: invalid requests (4xx), failures (5xx) and endpoints not
// available yet (501) are neither billed nor counted against the free allowance,
// whose claim (made by limitMiddleware) is given back. The event is keyed by the
// call id the server made, so every distinct call is billed once and a client's
// X-Request-Id has no say in it.
func (s *Server) meterMiddleware(c *gin.Context) {
	endpoint, billable := billableRoutes[c.FullPath()]
	if !billable {
		c.Next()
		return
	}
	caller := callerOf(c)
	ctx := c.Request.Context()
	completed := false
	defer func() {
		status := c.Writer.Status()
		success := completed && c.Writer.Written() && status >= 200 && status < 300
		if success && !billedOnCompletion[endpoint] && !c.GetBool(ctxNotBillable) {
			_ = s.meter.Record(context.WithoutCancel(ctx), store.UsageEvent{
				AccountID: caller.AccountID, KeyID: caller.KeyID, Endpoint: endpoint, RequestID: callID(c),
				PriceCents: s.prices[endpoint], Free: caller.Plan != store.PlanPaid, At: time.Now(),
			})
			return
		}
		if c.GetBool(ctxClaimHeld) {
			return
		}
		if r := reservationOf(c); r != nil {
			s.release(ctx, *r)
		}
	}()
	c.Next()
	completed = true
}

// applicationBilling is what the application round an auto-apply call queues
// will be billed when it is submitted, with the call's free-allowance claim.
func (s *Server) applicationBilling(c *gin.Context) store.ApplicationBilling {
	caller := callerOf(c)
	b := store.ApplicationBilling{PriceCents: s.prices[metering.EndpointAutoApply], Free: caller.Plan != store.PlanPaid}
	if caller.KeyID != "" {
		b.KeyID = &caller.KeyID
	}
	if r := reservationOf(c); r != nil {
		b.Claim = r.Token()
	}
	return b
}

// release gives back a free-allowance claim whose call did not go through.
func (s *Server) release(ctx context.Context, r ratelimit.Reservation) {
	if err := s.quota.Release(context.WithoutCancel(ctx), r); err != nil {
		logging.From(ctx).WarnContext(ctx, "free allowance claim not released", slog.Any("error", err))
	}
}

func (s *Server) freeTierExhausted(r ratelimit.Reservation) *apperr.Error {
	month := r.ResetsAt.AddDate(0, -1, 0).Format("January 2006")
	upgrade := s.cfg.PublicBaseURL + "/dashboard"
	e := apperr.New(apperr.KindPaymentRequired, "free_tier_exhausted",
		"the free plan includes %d calls per calendar month (UTC) and this account has used all of them for %s; "+
			"to keep calling now, sign in at %s and choose \"Upgrade to paid\" (billed per call, no contract), "+
			"or wait until the allowance resets at %s; invalid requests are never counted",
		s.quota.Limit(), month, upgrade, r.ResetsAt.Format(time.RFC3339))
	return e.WithDetail("free_calls_per_month", s.quota.Limit()).
		WithDetail("used", r.Used).
		WithDetail("resets_at", r.ResetsAt.Format(time.RFC3339)).
		WithDetail("upgrade_url", upgrade)
}
