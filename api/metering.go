package api

import (
	"context"
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

// initBilling builds the rate limiter and the free allowance.
func (s *Server) initBilling() {
	s.limiter = ratelimit.New(s.redis, s.cfg.Namespace)
	s.windows = planWindows(s.cfg)
	s.quota = ratelimit.NewQuota(s.redis, s.cfg.Namespace, s.cfg.FreeTierCalls, s.store.QuotaRecord)
	s.prices = s.cfg.Prices()
}

// dashboardHandler builds the account dashboard on the same store and
// allowance as the API, so both show the same figures.
func (s *Server) dashboardHandler() *dashboard.Handler {
	mailer, err := dashboard.NewMailer(s.cfg.SMTPURL, s.cfg.MailFrom, s.log)
	if err != nil {
		s.log.Error("dashboard email disabled; links are logged instead", slog.Any("error", err))
		mailer = nil
	}
	return dashboard.New(dashboard.Deps{Config: s.cfg, Store: s.store, Quota: s.quota, Limiter: s.limiter,
		Prices: s.prices, Logger: s.log, Mailer: mailer})
}

// Close releases what the server holds once the last request has finished.
// Usage is written before each billed answer, so nothing is left to flush.
func (s *Server) Close(context.Context) error { return nil }

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
//
// The usage event is committed before the first byte of the answer is written
// (meteredWriter): a replica killed right after answering has already recorded
// what it served. If it cannot be recorded, the client gets a 503 instead of
// the result, nothing is billed and a retry does the work again.
func (s *Server) meterMiddleware(c *gin.Context) {
	endpoint, billable := billableRoutes[c.FullPath()]
	if !billable {
		c.Next()
		return
	}
	mw := &meteredWriter{ResponseWriter: c.Writer, c: c, s: s, endpoint: endpoint}
	c.Writer = mw
	completed := false
	defer func() {
		if !(completed && mw.recorded) {
			mw.releaseClaim()
		}
	}()
	c.Next()
	completed = true
}

// meteredWriter records a billable call's usage event just before its 2xx
// answer starts, and turns the answer into a 503 when that fails.
type meteredWriter struct {
	gin.ResponseWriter
	c        *gin.Context
	s        *Server
	endpoint string
	decided  bool
	// recorded: the call's usage event is stored.
	recorded bool
	// released: the call's free-allowance claim was given back before the
	// answer went out, so a client's next call never finds it still held.
	released bool
	// failed: the event could not be stored; the handler's answer is dropped.
	failed bool
}

func (w *meteredWriter) WriteHeaderNow() {
	if w.before() {
		w.ResponseWriter.WriteHeaderNow()
	}
}

func (w *meteredWriter) Write(b []byte) (int, error) {
	if !w.before() {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

func (w *meteredWriter) WriteString(s string) (int, error) {
	if !w.before() {
		return len(s), nil
	}
	return w.ResponseWriter.WriteString(s)
}

// before runs once, at the first write; it reports whether the handler's
// bytes go to the client.
func (w *meteredWriter) before() bool {
	if w.decided {
		return !w.failed
	}
	w.decided = true
	status := w.ResponseWriter.Status()
	c := w.c
	if status < 200 || status >= 300 || c.GetBool(ctxNotBillable) {
		w.releaseClaim()
		return true
	}
	if billedOnCompletion[w.endpoint] {
		return true
	}
	caller := callerOf(c)
	ctx := context.WithoutCancel(c.Request.Context())
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_, err := w.s.store.UsageEventInsert(ctx, []store.UsageEvent{{
		AccountID: caller.AccountID, KeyID: caller.KeyID, Endpoint: w.endpoint, RequestID: callID(c),
		PriceCents: w.s.prices[w.endpoint], Free: caller.Plan != store.PlanPaid, At: time.Now(),
	}})
	if err == nil {
		w.recorded = true
		return true
	}
	w.failed = true
	w.releaseClaim()
	e := apperr.Unavailable("dependency_unavailable", "the database is unavailable for a moment, so the call could not "+
		"be recorded for billing: its result was not sent and nothing was billed; retry in a few seconds")
	e.RetryAfterSeconds = apperr.OutageRetrySeconds
	h := w.ResponseWriter.Header()
	h.Del("Content-Length")
	h.Del(headerIdempotentReplay)
	// The error goes out through c.Writer (this writer, or one wrapping it),
	// past this method, which has decided.
	w.failed = false
	writeError(c, e.WithCause(err))
	w.failed = true
	return false
}

// releaseClaim gives back the call's free-allowance claim, unless the work the
// call queued holds it.
func (w *meteredWriter) releaseClaim() {
	if w.released || w.c.GetBool(ctxClaimHeld) {
		return
	}
	if r := reservationOf(w.c); r != nil {
		w.s.release(w.c.Request.Context(), *r)
	}
	w.released = true
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
