package metering_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

func TestFormatUSD(t *testing.T) {
	t.Parallel()
	cases := []struct {
		cents int64
		want  string
	}{{0, "0.00"}, {2, "0.02"}, {50, "0.50"}, {5000, "50.00"}, {123456, "1234.56"}, {-5, "-0.05"}}
	for _, tc := range cases {
		t.Run(tc.want, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, metering.FormatUSD(tc.cents))
		})
	}
}

func TestMonthOfAndParseMonth(t *testing.T) {
	t.Parallel()
	from, to := metering.MonthOf(time.Date(2026, 12, 31, 23, 30, 0, 0, time.FixedZone("x", -2*3600)))
	require.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), from, "months are UTC")
	require.Equal(t, time.Date(2027, 2, 1, 0, 0, 0, 0, time.UTC), to)
	m, err := metering.ParseMonth("2026-03")
	require.NoError(t, err)
	require.Equal(t, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), m)
	_, err = metering.ParseMonth("2026-3")
	require.ErrorContains(t, err, "YYYY-MM")
}

func TestNewStatement(t *testing.T) {
	t.Parallel()
	prices := metering.Prices{"build-resume": 50, "search-jobs": 5, "auto-apply": 25, "salary-research": 2, "optimize-profile": 25}
	st := metering.NewStatement(time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC), []store.EndpointUsage{
		{Endpoint: "search-jobs", Calls: 3, FreeCalls: 1, CostCents: 10},
		{Endpoint: "legacy", Calls: 1, CostCents: 7},
		{Endpoint: "build-resume", Calls: 1, CostCents: 40},
	}, prices)
	require.Equal(t, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), st.Month)
	require.Equal(t, []metering.Line{
		{Endpoint: "build-resume", PriceCents: 50, Calls: 1, CostCents: 40},
		{Endpoint: "search-jobs", PriceCents: 5, Calls: 3, FreeCalls: 1, CostCents: 10},
		{Endpoint: "auto-apply", PriceCents: 25},
		{Endpoint: "salary-research", PriceCents: 2},
		{Endpoint: "optimize-profile", PriceCents: 25},
		{Endpoint: "legacy", Calls: 1, CostCents: 7},
	}, st.Lines)
	require.EqualValues(t, 5, st.Calls)
	require.EqualValues(t, 1, st.FreeCalls)
	require.EqualValues(t, 57, st.CostCents)
}

func TestPayouts(t *testing.T) {
	t.Parallel()
	month := func(m time.Month) time.Time { return time.Date(2026, m, 1, 0, 0, 0, 0, time.UTC) }
	terms := metering.AffiliateTerms{SharePercent: 30, MinPayoutCents: 5000}
	now := time.Date(2026, 6, 10, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		name   string
		months []store.ReferralMonth
		want   []metering.PayoutMonth
		sum    metering.AffiliateSummary
	}{
		{"nothing", nil, nil, metering.AffiliateSummary{}},
		{
			"rolls over until the minimum",
			[]store.ReferralMonth{{Month: month(1), BilledCents: 10000}, {Month: month(2), BilledCents: 6667}, {Month: month(3), BilledCents: 1}},
			[]metering.PayoutMonth{
				{Month: month(1), BilledCents: 10000, ShareCents: 3000, DueCents: 3000, Status: metering.PayoutRolledOver},
				{Month: month(2), BilledCents: 6667, ShareCents: 2000, DueCents: 5000, Status: metering.PayoutPayable},
				{Month: month(3), BilledCents: 1, ShareCents: 0, DueCents: 0, Status: metering.PayoutRolledOver},
			},
			metering.AffiliateSummary{PayableCents: 5000},
		},
		{
			"big month payable at once, current month accrues",
			[]store.ReferralMonth{{Month: month(4), BilledCents: 20000}, {Month: month(5), BilledCents: 1000}, {Month: month(6), BilledCents: 50000}},
			[]metering.PayoutMonth{
				{Month: month(4), BilledCents: 20000, ShareCents: 6000, DueCents: 6000, Status: metering.PayoutPayable},
				{Month: month(5), BilledCents: 1000, ShareCents: 300, DueCents: 300, Status: metering.PayoutRolledOver},
				{Month: month(6), BilledCents: 50000, ShareCents: 15000, DueCents: 15300, Status: metering.PayoutAccruing},
			},
			metering.AffiliateSummary{PayableCents: 6000, CarriedCents: 300, AccruingCents: 15000},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := metering.Payouts(tc.months, terms, now)
			require.Equal(t, tc.want, got.Months)
			tc.sum.Months = tc.want
			require.Equal(t, tc.sum, got)
		})
	}
}
