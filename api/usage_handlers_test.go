package api

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

func TestUsageShape(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{plan: store.PlanFree, freeCalls: 100, limits: "100000/1m,200000/24h"})
	for _, p := range []string{"/v1/salary-research?job_title=nurse", "/v1/salary-research?job_title=nurse", "/v1/search-jobs?query=go"} {
		require.Equal(t, http.StatusOK, b.get(0, p).Status)
	}
	r := b.get(0, "/v1/usage")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, "no-store", r.Header.Get("Cache-Control"))
	var got map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &got))
	now := time.Now().UTC()
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	require.Equal(t, map[string]any{
		"account_id":   b.account.ID,
		"plan":         "free",
		"month":        month.Format("2006-01"),
		"period_start": month.Format(time.RFC3339),
		"period_end":   month.AddDate(0, 1, 0).Format(time.RFC3339),
		"currency":     "USD",
		"calls":        3.0,
		"free_calls":   3.0,
		"cost_cents":   0.0,
		"cost_usd":     "0.00",
		"endpoints": []any{
			line("build-resume", 0, 50, 0), line("search-jobs", 1, 5, 1), line("auto-apply", 0, 25, 0),
			line("salary-research", 2, 2, 2), line("optimize-profile", 0, 25, 0),
		},
		"free_tier": map[string]any{"calls_per_month": 100.0, "used": 3.0, "remaining": 97.0,
			"resets_at": month.AddDate(0, 1, 0).Format(time.RFC3339)},
		"rate_limits": []any{
			map[string]any{"requests": 100000.0, "window_seconds": 60.0},
			map[string]any{"requests": 200000.0, "window_seconds": 86400.0},
		},
	}, got)
}

func line(endpoint string, calls, price, free float64) map[string]any {
	cost := (calls - free) * price
	return map[string]any{"endpoint": endpoint, "calls": calls, "free_calls": free,
		"price_cents": price, "price_usd": usd(price), "cost_cents": cost, "cost_usd": usd(cost)}
}

func usd(cents float64) string { return metering.FormatUSD(int64(cents)) }

func TestUsagePaidPlanAndMonths(t *testing.T) {
	t.Parallel()
	b := newBillingBundle(t, billingOpts{limits: "100000/1m"})
	require.Equal(t, http.StatusOK, b.get(0, "/v1/search-jobs?query=go").Status)
	require.Equal(t, http.StatusOK, b.get(0, "/v1/salary-research?job_title=nurse").Status)
	r := b.get(0, "/v1/usage")
	require.Equal(t, http.StatusOK, r.Status)
	var got usageResponse
	require.NoError(t, json.Unmarshal(r.Body, &got))
	require.Nil(t, got.FreeTier, "the paid plan has no allowance")
	require.EqualValues(t, 7, got.CostCents)
	require.Equal(t, "0.07", got.CostUSD)

	last := time.Now().UTC().AddDate(0, -1, 0).Format("2006-01")
	r = b.get(0, "/v1/usage?month="+last)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.NoError(t, json.Unmarshal(r.Body, &got))
	require.Equal(t, last, got.Month)
	require.Zero(t, got.Calls)

	cases := []struct{ name, query, field string }{
		{"bad month", "month=2026-13", "month"},
		{"future month", "month=" + time.Now().UTC().AddDate(0, 2, 0).Format("2006-01"), "month"},
		{"unknown parameter", "from=2026-01", "from"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := b.get(0, "/v1/usage?"+tc.query)
			require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
			require.Equal(t, tc.field, r.errorBody(t).Field)
		})
	}
}
