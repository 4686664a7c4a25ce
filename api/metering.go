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
	return dashboard.New(dashboard.Deps{Config: s.cfg, Store: s.store, Quota: s.quota, Limiter: s.limiter,
		Prices: s.prices, Flush: s.meter.Flush, Logger: s.log})
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

// ctxNotBillable is set by a handler whose 2xx answer is not a chargeable result
// (an application that needs input or failed).
const ctxNotBillable = "not_billable"

// meterMiddleware bills successful calls of the billable endpoints. Only a 2xx
// response is a success: invalid requests (4xx), failures (5xx) and endpoints not
// available yet (501) are neither billed nor counted against the free allowance,
// whose claim (made by limitMiddleware) is given back. The event is queued to the
// batch writer, keyed by the request id, so a replayed X-Request-Id is billed once.
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
		if completed && c.Writer.Written() && status >= 200 && status < 300 && !c.GetBool(ctxNotBillable) {
			_ = s.meter.Record(context.WithoutCancel(ctx), store.UsageEvent{
				AccountID: caller.AccountID, KeyID: caller.KeyID, Endpoint: endpoint, RequestID: requestID(c),
				PriceCents: s.prices[endpoint], Free: caller.Plan != store.PlanPaid, At: time.Now(),
			})
			return
		}
		if r := reservationOf(c); r != nil {
			s.release(ctx, *r)
		}
	}()
	c.Next()
	completed = true
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
