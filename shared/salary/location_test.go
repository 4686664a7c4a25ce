package salary

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

// TestLocationFactors checks that the tables' own numbers come through: the
// OFLC levels for an area (aged by the national median change), the state price
// parity where the area lacks the occupation, national otherwise.
func TestLocationFactors(t *testing.T) {
	t.Parallel()
	b := setup(t)
	caRPP := b.data.geo.states["ca"].rpp
	idRPP := b.data.geo.states["id"].rpp
	require.InDelta(t, 112.6, caRPP, 0.05, "BEA 2023 RPP for California")

	tests := []struct {
		name       string
		q          Query
		resolution string
		area       string
		adjustment string
		flag       string
		median     float64
		low        float64
	}{
		{
			// OFLC San Francisco 15-1252: L3 187,574 × (135,980 / 133,080) at p50;
			// p25 between L1 135,699 (p17) and L2 161,637 (p34), aged alike.
			name: "area levels", q: Query{JobTitle: "Software Developer", Location: "San Francisco, CA"},
			resolution: LocationArea, area: "41860", adjustment: AdjustmentPrevailingWage,
			median: 191660, low: 151130,
		},
		{
			// Austin RN senior p67–p75: L4 105,165 × (97,550 / 93,600) at p67, then
			// the national shape above it.
			name: "area levels senior", q: Query{JobTitle: "RN", ExperienceLevel: "senior", Location: "Austin, TX"},
			resolution: LocationArea, area: "12420", adjustment: AdjustmentPrevailingWage,
			median: 112010,
		},
		{
			// The state's own OEWS figures: California software developers'
			// published May 2025 median and p25.
			name: "state wages", q: Query{JobTitle: "Software Developer", Location: "California"},
			resolution: LocationState, adjustment: AdjustmentStateWages, median: 174410,
			low: float64(b.data.local.table.Rows["CA"]["15-1252"][1+1]),
		},
		{
			// 15-1212 is not among the 100 OFLC occupations, and BLS suppressed
			// Idaho's wages for it: Idaho's price parity.
			name: "area without the occupation", q: Query{JobTitle: "Information Security Analyst", Location: "Boise, ID"},
			resolution: LocationArea, adjustment: AdjustmentPriceParity,
			median: roundWage(b.data.occupations[b.data.occIdx["15-1212"]].pct[2] * idRPP / 100),
		},
		{
			// Electricians are not among the 100 OFLC occupations: Illinois's own
			// published May 2025 median.
			name: "metro without the occupation", q: Query{JobTitle: "Electrician", Location: "Chicago, IL"},
			resolution: LocationArea, adjustment: AdjustmentStateWages, median: 99560,
		},
		{
			// BLS suppressed California's chemical engineers: the state's
			// price parity, and the figures say why.
			name: "suppressed state estimate", q: Query{JobTitle: "Chemical Engineer", Location: "California"},
			resolution: LocationState, adjustment: AdjustmentPriceParity,
			median: roundWage(b.data.occupations[b.data.occIdx["17-2041"]].pct[2] * caRPP / 100),
		},
		{
			name: "territory without tables", q: Query{JobTitle: "Software Developer", Location: "Puerto Rico"},
			resolution: LocationState, adjustment: AdjustmentNone, flag: FlagNationalFallback, median: 135980,
		},
		{
			name: "remote", q: Query{JobTitle: "Software Developer", Location: "Remote (US)"},
			resolution: LocationRemote, adjustment: AdjustmentNone, median: 135980,
		},
		{
			name: "default national", q: Query{JobTitle: "Software Developer", Location: "USA"},
			resolution: LocationNational, adjustment: AdjustmentNone, median: 135980,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.research(t, tc.q)
			require.Equal(t, tc.resolution, r.Location.Resolution)
			require.Equal(t, tc.adjustment, r.Location.Adjustment)
			require.Equal(t, tc.flag, r.Location.Flag)
			require.Equal(t, "US", r.Location.Coverage)
			if tc.area != "" {
				require.Equal(t, tc.area, r.Location.AreaCode)
			}
			require.Equal(t, tc.median, r.MedianSalary)
			if tc.low > 0 {
				require.Equal(t, tc.low, r.SalaryLow)
			}
		})
	}
}

func TestResolveLocation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		in    string
		kind  string
		area  string // area code, for LocationArea
		state string
	}{
		{"", LocationNational, "", ""},
		{"US", LocationNational, "", ""},
		{"United States", LocationNational, "", ""},
		{"remote", LocationRemote, "", ""},
		{"Remote - US", LocationRemote, "", ""},
		{"San Francisco, CA", LocationArea, "41860", "CA"},
		{"Austin, Texas", LocationArea, "12420", "TX"},
		{"Austin TX", LocationArea, "12420", "TX"},
		{"Austin, TX (Hybrid)", LocationArea, "12420", "TX"},
		{"Austin, TX, USA", LocationArea, "12420", "TX"},
		{"Travis County, TX", LocationArea, "12420", "TX"},
		{"Kansas City, KS", LocationArea, "28140", "KS"},
		{"Saint Louis, MO", LocationArea, "41180", "MO"},
		{"Winston-Salem", LocationArea, "49180", "NC"},
		{"Honolulu", LocationArea, "46520", "HI"},
		{"NYC", LocationArea, "35620", "NY"},
		{"Bay Area", LocationArea, "41860", "CA"},
		{"DC", LocationArea, "47900", "DC"},
		{"Vancouver, WA", LocationArea, "38900", "WA"},
		{"CA", LocationState, "", "CA"},
		{"California", LocationState, "", "CA"},
		{"Georgia", LocationState, "", "GA"},
		// A state named like its principal city means the metro; NY and
		// "New York State" mean the state; Washington is the state (its
		// namesake city is in DC).
		{"New York", LocationArea, "35620", "NY"},
		{"NY", LocationState, "", "NY"},
		{"New York State", LocationState, "", "NY"},
		{"Washington", LocationState, "", "WA"},
		{"Palo Alto, CA", LocationState, "", "CA"},
		{"Paris, TX", LocationState, "", "TX"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			loc, err := b.data.geo.resolve(tc.in)
			require.NoError(t, err)
			require.Equal(t, tc.kind, loc.kind)
			if tc.area != "" {
				require.Equal(t, tc.area, b.data.geo.areas[loc.area].code)
			}
			if tc.state != "" {
				require.Equal(t, tc.state, loc.state.abbr)
			}
		})
	}
}

func TestResolveLocationRejects(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		in     string
		reason string
	}{
		{"London, UK", "non_us_location"},
		{"London", "non_us_location"},
		{"Toronto, ON", "non_us_location"},
		{"Berlin, DE", "non_us_location"},
		{"Germany", "non_us_location"},
		{"Europe", "non_us_location"},
		{"Bangalore, India", "non_us_location"},
		{"Springfield", "ambiguous_location"},
		{"Portland", "ambiguous_location"},
		{"Vancouver", "ambiguous_location"},
		{"Mars", "unknown_location"},
		{"asdfgh", "unknown_location"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			_, err := b.data.geo.resolve(tc.in)
			e := requireAppErr(t, err, apperr.KindInvalid, "invalid_field", "location")
			require.Equal(t, tc.reason, e.Details["reason"])
			if tc.reason == "ambiguous_location" {
				require.GreaterOrEqual(t, len(e.Details["candidates"].([]string)), 2)
			}
		})
	}
}
