package config

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestParseRateWindows(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, raw string
		want      []RateWindow
		err       string
	}{
		{"defaults sorted", "50000/24h, 100/1m,500/15m", []RateWindow{{100, time.Minute}, {500, 15 * time.Minute}, {50000, 24 * time.Hour}}, ""},
		{"one window", "3/2s", []RateWindow{{3, 2 * time.Second}}, ""},
		{"no slash", "100", nil, "requests/period"},
		{"zero requests", "0/1m", nil, "requests must be"},
		{"bad period", "10/soon", nil, "period must be"},
		{"sub-second", "10/10ms", nil, "period must be"},
		{"duplicate", "10/1m,20/60s", nil, "appears twice"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseRateWindows(tc.raw)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestRateWindowString(t *testing.T) {
	t.Parallel()
	require.Equal(t, "100/1m", RateWindow{100, time.Minute}.String())
	require.Equal(t, "50000/24h", RateWindow{50000, 24 * time.Hour}.String())
	require.Equal(t, "3/2s", RateWindow{3, 2 * time.Second}.String())
}

func TestLoadRejectsBadBillingValues(t *testing.T) {
	cases := []struct{ key, value string }{
		{"RATE_LIMITS_FREE", "100 per minute"},
		{"RATE_LIMITS_PAID", "0/1m"},
		{"FREE_TIER_CALLS", "-1"},
		{"PRICE_BUILD_RESUME_CENTS", "-5"},
		{"PRICE_SEARCH_JOBS_CENTS", "0.05"},
		{"AFFILIATE_SHARE_PERCENT", "130"},
		{"SESSION_TTL", "1s"},
	}
	for _, tc := range cases {
		t.Run(tc.key, func(t *testing.T) {
			t.Setenv(tc.key, tc.value)
			_, err := Load()
			require.ErrorContains(t, err, tc.key)
		})
	}
}

func TestBillingDefaults(t *testing.T) {
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, 100, c.FreeTierCalls)
	require.Equal(t, map[string]int64{"build-resume": 50, "search-jobs": 5, "auto-apply": 25,
		"salary-research": 2, "optimize-profile": 25}, c.Prices())
	require.Equal(t, []RateWindow{{100, time.Minute}, {500, 15 * time.Minute}, {50000, 24 * time.Hour}}, c.RateWindows("paid"))
	require.Equal(t, c.RateWindows("paid"), c.RateWindows("free"))
}
