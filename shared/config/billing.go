package config

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// RateWindow is one rate limit: at most Requests per Period.
type RateWindow struct {
	Requests int
	Period   time.Duration
}

// String renders the window in the form RATE_LIMITS_* accepts.
func (w RateWindow) String() string {
	return strconv.Itoa(w.Requests) + "/" + formatPeriod(w.Period)
}

// RateWindows returns the parsed rate limits of plan ("free" or "paid"), shortest
// period first. Validate has already checked them, so a parse error cannot occur
// on a loaded Config; an unknown plan gets the free plan's limits.
func (c *Config) RateWindows(plan string) []RateWindow {
	raw := c.RateLimitsFree
	if plan == "paid" {
		raw = c.RateLimitsPaid
	}
	ws, _ := ParseRateWindows(raw)
	return ws
}

// ParseRateWindows parses "100/1m,500/15m,50000/24h": comma-separated
// requests/period pairs with Go durations, each period distinct.
func ParseRateWindows(raw string) ([]RateWindow, error) {
	var out []RateWindow
	seen := map[time.Duration]bool{}
	for _, part := range strings.Split(raw, ",") {
		part = strings.TrimSpace(part)
		n, p, ok := strings.Cut(part, "/")
		if !ok {
			return nil, fmt.Errorf("%q is not requests/period", part)
		}
		req, err := strconv.Atoi(strings.TrimSpace(n))
		if err != nil || req < 1 || req > 1_000_000_000 {
			return nil, fmt.Errorf("%q: requests must be a whole number from 1 to 1000000000", part)
		}
		period, err := time.ParseDuration(strings.TrimSpace(p))
		if err != nil || period < time.Second || period > 31*24*time.Hour {
			return nil, fmt.Errorf("%q: period must be a duration from 1s to 744h", part)
		}
		if seen[period] {
			return nil, fmt.Errorf("%q: period %s appears twice", part, period)
		}
		seen[period] = true
		out = append(out, RateWindow{Requests: req, Period: period})
	}
	if len(out) > 5 {
		return nil, fmt.Errorf("at most 5 windows, got %d", len(out))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Period < out[j].Period })
	return out, nil
}

// Prices returns the per-call price in cents of each billable endpoint, keyed by
// the endpoint's path without /v1/.
func (c *Config) Prices() map[string]int64 {
	return map[string]int64{
		"build-resume":     c.PriceBuildResumeCents,
		"search-jobs":      c.PriceSearchJobsCents,
		"auto-apply":       c.PriceAutoApplyCents,
		"salary-research":  c.PriceSalaryResearchCents,
		"optimize-profile": c.PriceOptimizeProfileCents,
	}
}

// validateBilling checks the limits, prices and dashboard settings.
func (c *Config) validateBilling() error {
	for _, v := range []struct{ name, raw string }{{"RATE_LIMITS_FREE", c.RateLimitsFree}, {"RATE_LIMITS_PAID", c.RateLimitsPaid}} {
		if _, err := ParseRateWindows(v.raw); err != nil {
			return fmt.Errorf("config: %s=%q is invalid: %v (example: 100/1m,500/15m,50000/24h)", v.name, v.raw, err)
		}
	}
	if c.FreeTierCalls < 0 || c.FreeTierCalls > 1_000_000 {
		return fmt.Errorf("config: FREE_TIER_CALLS=%d must be between 0 and 1000000", c.FreeTierCalls)
	}
	for _, v := range []struct {
		name  string
		cents int64
	}{
		{"PRICE_BUILD_RESUME_CENTS", c.PriceBuildResumeCents}, {"PRICE_SEARCH_JOBS_CENTS", c.PriceSearchJobsCents},
		{"PRICE_AUTO_APPLY_CENTS", c.PriceAutoApplyCents}, {"PRICE_SALARY_RESEARCH_CENTS", c.PriceSalaryResearchCents},
		{"PRICE_OPTIMIZE_PROFILE_CENTS", c.PriceOptimizeProfileCents},
	} {
		if v.cents < 0 || v.cents > 100_000 {
			return fmt.Errorf("config: %s=%d must be whole US cents between 0 and 100000 (example: 50 for 0.50 USD)", v.name, v.cents)
		}
	}
	if c.AffiliateSharePercent < 0 || c.AffiliateSharePercent > 100 {
		return fmt.Errorf("config: AFFILIATE_SHARE_PERCENT=%d must be between 0 and 100", c.AffiliateSharePercent)
	}
	if c.AffiliateMinPayoutCents < 0 {
		return fmt.Errorf("config: AFFILIATE_MIN_PAYOUT_CENTS=%d must be 0 or more US cents (example: 5000 for 50 USD)", c.AffiliateMinPayoutCents)
	}
	if c.SessionTTL < time.Minute {
		return fmt.Errorf("config: SESSION_TTL=%s must be at least 1m (example: 168h)", c.SessionTTL)
	}
	return nil
}

func formatPeriod(d time.Duration) string {
	switch {
	case d%time.Hour == 0:
		return strconv.FormatInt(int64(d/time.Hour), 10) + "h"
	case d%time.Minute == 0:
		return strconv.FormatInt(int64(d/time.Minute), 10) + "m"
	}
	return d.String()
}
