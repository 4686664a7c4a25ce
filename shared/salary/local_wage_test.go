package salary

import (
	"encoding/csv"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLocalWagesReproducePublishedFigures answers (occupation, place) pairs
// taken from the ingested BLS OEWS May 2025 state rows (testdata: the three
// cases the issue names, then random rows, seed 16) and requires the published
// median. A pair counts when its official OEWS title maps to its own
// occupation: title matching is tested elsewhere; this is about the figures.
func TestLocalWagesReproducePublishedFigures(t *testing.T) {
	t.Parallel()
	b := setup(t)
	f, err := os.Open("testdata/local_wage_candidates.csv")
	require.NoError(t, err)
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	require.NoError(t, err)
	evaluated, exact := 0, 0
	for _, rec := range recs[1:] {
		if evaluated == 40 {
			break
		}
		title, location, code := rec[0], rec[1], rec[2]
		published, _ := strconv.ParseFloat(rec[4], 64)
		if location == "New York" {
			location = "New York State" // the state row, not the metro
		}
		r := b.research(t, Query{JobTitle: title, Location: location})
		if r.Occupation.Code != code {
			t.Logf("skipped: %q maps to %s, not %s", title, r.Occupation.Code, code)
			continue
		}
		evaluated++
		if r.Location.Adjustment == AdjustmentStateWages && r.MedianSalary == published {
			exact++
		} else {
			t.Errorf("%s in %s: median %.0f (%s), published %.0f", title, location, r.MedianSalary, r.Location.Adjustment, published)
		}
	}
	t.Logf("local wages: %d of %d (occupation, place) pairs answer the published median", exact, evaluated)
	require.Equal(t, 40, evaluated, "40 pairs evaluated")
	require.Equal(t, evaluated, exact)
}

// TestMinimumWageAndHourly: figures never fall below the state minimum wage,
// and hourly answers are in dollars an hour.
func TestMinimumWageAndHourly(t *testing.T) {
	t.Parallel()
	b := setup(t)
	r := b.research(t, Query{JobTitle: "Barista", Location: "Seattle, WA", PayPeriod: PayPeriodHour})
	require.Equal(t, PayPeriodHour, r.PayPeriod)
	require.Equal(t, AdjustmentStateWages, r.Location.Adjustment)
	for _, v := range []float64{r.SalaryLow, r.MedianSalary, r.SalaryHigh, r.Percentiles.P10} {
		require.GreaterOrEqual(t, v, 17.13, "Washington's minimum wage")
	}
	require.InDelta(t, 37710.0/2080, r.MedianSalary, 0.01)

	// Somewhere whose published p10 is under the state minimum, the floor
	// raises it and says so.
	floored := false
	for _, st := range []string{"California", "Washington", "Oregon", "Colorado", "Arizona"} {
		r := b.research(t, Query{JobTitle: "Fast Food Cook", Location: st})
		for _, a := range r.Adjustments {
			if len(a) > 20 && a[:20] == "minimum wage floor: " {
				floored = true
			}
		}
		mw, _ := b.data.local.floor(r.Location.State)
		require.GreaterOrEqual(t, r.Percentiles.P10, roundWage(mw*hoursPerYear), st)
	}
	require.True(t, floored, "at least one state's published p10 is raised to its minimum wage")

	// Occupations BLS publishes hourly only are answered an hour by default.
	r = b.research(t, Query{JobTitle: "Actor"})
	require.Equal(t, PayPeriodHour, r.PayPeriod)
	require.Less(t, r.MedianSalary, 500.0)
}
