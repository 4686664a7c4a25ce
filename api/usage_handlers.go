package api

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

// usageResponse is the body of GET /v1/usage. Money is given twice: as integer
// US cents for arithmetic and as a decimal string for display; never as a float.
type usageResponse struct {
	AccountID   string         `json:"account_id"`
	Plan        string         `json:"plan"`
	Month       string         `json:"month"`
	PeriodStart time.Time      `json:"period_start"`
	PeriodEnd   time.Time      `json:"period_end"`
	Currency    string         `json:"currency"`
	Calls       int64          `json:"calls"`
	FreeCalls   int64          `json:"free_calls"`
	CostCents   int64          `json:"cost_cents"`
	CostUSD     string         `json:"cost_usd"`
	Endpoints   []usageLine    `json:"endpoints"`
	FreeTier    *usageFreeTier `json:"free_tier"`
	RateLimits  []usageWindow  `json:"rate_limits"`
}

type usageLine struct {
	Endpoint   string `json:"endpoint"`
	Calls      int64  `json:"calls"`
	FreeCalls  int64  `json:"free_calls"`
	PriceCents int64  `json:"price_cents"`
	PriceUSD   string `json:"price_usd"`
	CostCents  int64  `json:"cost_cents"`
	CostUSD    string `json:"cost_usd"`
}

// usageFreeTier is null on the paid plan, which has no allowance.
type usageFreeTier struct {
	CallsPerMonth int       `json:"calls_per_month"`
	Used          int       `json:"used"`
	Remaining     int       `json:"remaining"`
	ResetsAt      time.Time `json:"resets_at"`
}

type usageWindow struct {
	Requests      int   `json:"requests"`
	WindowSeconds int64 `json:"window_seconds"`
}

// usage answers GET /v1/usage[?month=YYYY-MM]: the month's calls and charges by
// endpoint (this month by default) and the free allowance left. It is not billed.
// Events are written in batches, so calls served by another replica in the last
// fraction of a second may not be counted yet; this replica's own are flushed first.
func (s *Server) usage(c *gin.Context) {
	params, err := queryParams(c, "month")
	if err != nil {
		_ = c.Error(err)
		return
	}
	now := time.Now().UTC()
	thisMonth, _ := metering.MonthOf(now)
	from, to := metering.MonthOf(now)
	if raw := strings.TrimSpace(params["month"]); raw != "" {
		m, err := metering.ParseMonth(raw)
		if err != nil || m.After(thisMonth) {
			_ = c.Error(apperr.Invalid("month", "month must be a month written YYYY-MM, no later than %s; got %q", thisMonth.Format("2006-01"), raw))
			return
		}
		from, to = metering.MonthOf(m)
	}
	current := from.Equal(thisMonth)
	ctx := c.Request.Context()
	caller := callerOf(c)
	rows, err := s.store.UsageByEndpoint(ctx, caller.AccountID, from, to)
	if err != nil {
		_ = c.Error(err)
		return
	}
	st := metering.NewStatement(from, rows, s.prices)
	out := usageResponse{AccountID: caller.AccountID, Plan: caller.Plan, Month: from.Format("2006-01"),
		PeriodStart: from, PeriodEnd: to, Currency: "USD", Calls: st.Calls, FreeCalls: st.FreeCalls,
		CostCents: st.CostCents, CostUSD: metering.FormatUSD(st.CostCents), Endpoints: []usageLine{}}
	for _, l := range st.Lines {
		out.Endpoints = append(out.Endpoints, usageLine{Endpoint: l.Endpoint, Calls: l.Calls, FreeCalls: l.FreeCalls,
			PriceCents: l.PriceCents, PriceUSD: metering.FormatUSD(l.PriceCents),
			CostCents: l.CostCents, CostUSD: metering.FormatUSD(l.CostCents)})
	}
	if caller.Plan != store.PlanPaid {
		used := int(st.FreeCalls)
		if current {
			n, err := s.quota.Used(ctx, caller.AccountID, now)
			if err != nil {
				_ = c.Error(limiterUnavailable(err))
				return
			}
			used = max(used, n)
		}
		out.FreeTier = &usageFreeTier{CallsPerMonth: s.quota.Limit(), Used: used,
			Remaining: max(0, s.quota.Limit()-used), ResetsAt: to}
	}
	for _, w := range s.windowsOf(caller.Plan) {
		out.RateLimits = append(out.RateLimits, usageWindow{Requests: w.Requests, WindowSeconds: int64(w.Period / time.Second)})
	}
	c.Header("Cache-Control", "no-store")
	ok(c, out)
}
