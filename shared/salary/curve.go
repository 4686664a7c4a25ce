package salary

import (
	"fmt"
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/salary/internal/statewage"
)

// Location adjustments reported in LocationInfo.Adjustment.
const (
	// AdjustmentNone: national OEWS figures.
	AdjustmentNone = "none"
	// AdjustmentPrevailingWage: the area's own OFLC prevailing-wage Levels I–IV.
	AdjustmentPrevailingWage = "prevailing_wage_area"
	// AdjustmentPriceParity: national figures times the state's Regional Price
	// Parity — a price-level adjustment, not a wage index.
	AdjustmentPriceParity = "state_price_parity"
)

// Location flags reported in LocationInfo.Flag.
const (
	// FlagNationalFallback: a US location was resolved but no local table covers
	// it for this occupation, so the figures are national.
	FlagNationalFallback = "national_fallback"
)

// oflcBaseVintage is the OEWS vintage OFLC built the 2025–26 levels from.
const oflcBaseVintage = "2024-05"

var nationalPoints = [5]float64{10, 25, 50, 75, 90}

// levelPoints are the approximate percentiles of OFLC Levels I–IV.
var levelPoints = [4]float64{17, 34, 50, 67}

// curve is an occupation's wage distribution at one location: percentile in,
// annual USD out.
type curve struct {
	occ        *occupation
	adjustment string
	levels     [4]float64 // aged area levels, for AdjustmentPrevailingWage
	factor     float64    // price parity / 100, for AdjustmentPriceParity
	local      [5]float64 // the area's or state's own p10–p90, for AdjustmentAreaWages/StateWages
	localEmp   int64      // the local estimate's employment
	localName  string     // the state or area the local figures describe
	flag       string
	suppressed []string // local estimates BLS did not publish
	describe   string
	source     string
}

// at returns the wage at percentile p (10–90).
func (c *curve) at(p float64) float64 {
	if c.adjustment == AdjustmentAreaWages || c.adjustment == AdjustmentStateWages {
		return interpolate(nationalPoints[:], c.local[:], p)
	}
	nat := interpolate(nationalPoints[:], c.occ.pct[:], p)
	switch c.adjustment {
	case AdjustmentPriceParity:
		return nat * c.factor
	case AdjustmentPrevailingWage:
		// Inside Levels I–IV the area's own levels; outside, the national
		// distribution's shape scaled to meet the nearest level.
		if p < levelPoints[0] {
			return c.levels[0] * nat / interpolate(nationalPoints[:], c.occ.pct[:], levelPoints[0])
		}
		if p > levelPoints[3] {
			return c.levels[3] * nat / interpolate(nationalPoints[:], c.occ.pct[:], levelPoints[3])
		}
		return interpolate(levelPoints[:], c.levels[:], p)
	}
	return nat
}

// interpolate is piecewise-linear interpolation of ys over increasing xs, clamped
// at both ends.
func interpolate(xs, ys []float64, x float64) float64 {
	if x <= xs[0] {
		return ys[0]
	}
	for i := 1; i < len(xs); i++ {
		if x <= xs[i] {
			t := (x - xs[i-1]) / (xs[i] - xs[i-1])
			return ys[i-1] + t*(ys[i]-ys[i-1])
		}
	}
	return ys[len(ys)-1]
}

// curveFor picks the most local distribution the tables support for occupation
// oi at loc: the area's own measured wages (OFLC prevailing-wage levels, or OEWS
// for a nonmetropolitan area), else the state's OEWS wages, else national
// figures times the state's price parity, else national (flagged when a
// location was asked for). A local estimate BLS suppressed falls through to
// the next step, and the figures say so.
func (d *Dataset) curveFor(oi int32, loc *resolvedLocation) *curve {
	o := &d.occupations[oi]
	c := &curve{occ: o, adjustment: AdjustmentNone, factor: 1, source: "bls_oews"}
	switch loc.kind {
	case LocationNational, LocationRemote:
		c.describe = "national US figures"
		return c
	}
	if loc.kind == LocationArea {
		if lv, ok := d.levels[levelKey{oi, loc.area}]; ok {
			age, ageNote := agingFactor(o)
			for i := range lv {
				c.levels[i] = lv[i] * age
			}
			c.adjustment, c.source = AdjustmentPrevailingWage, "dol_oflc_wages"
			c.describe = fmt.Sprintf("%s: the area's own OFLC prevailing-wage Levels I–IV for %s (wage year 2025–26, built from May 2024 OEWS; Level I≈p17, II≈p34, III≈p50, IV≈p67), %s",
				d.geo.areas[loc.area].name, o.title, ageNote)
			return c
		}
		a := d.geo.areas[loc.area]
		if row, ok, suppressed := d.local.row(a.code, o.code); ok {
			return c.useLocal(AdjustmentAreaWages, row, a.name, fmt.Sprintf(
				"%s: the area's own OEWS %s wages for %s (p10–p90)", a.name, periodLabel(d.local.table.Vintage), o.title))
		} else if suppressed {
			c.suppressed = append(c.suppressed, a.name)
		}
	}
	if st := loc.state; st != nil {
		if row, ok, suppressed := d.local.row(st.abbr, o.code); ok {
			scope := "the state's own"
			if loc.kind == LocationArea {
				scope = fmt.Sprintf("no metropolitan-area table has %s for %s, so the state's", o.title, d.geo.areas[loc.area].name)
			}
			return c.useLocal(AdjustmentStateWages, row, st.name, fmt.Sprintf(
				"%s: %s OEWS %s wages for %s (p10–p90)", st.name, scope, periodLabel(d.local.table.Vintage), o.title))
		} else if suppressed {
			c.suppressed = append(c.suppressed, st.name)
		}
	}
	if st := loc.state; st != nil && st.rpp > 0 {
		c.adjustment, c.factor, c.source = AdjustmentPriceParity, st.rpp/100, "bea_rpp"
		c.describe = fmt.Sprintf("%s: national %s figures × %.3f, the state's %s Regional Price Parity (BEA, all items, US=100). This is a price-level adjustment, not a measured local wage",
			st.name, o.title, c.factor, st.rppYear) + c.suppressedNote()
		return c
	}
	c.flag = FlagNationalFallback
	c.describe = fmt.Sprintf("no area or state table covers %s for %s; national US figures are used", o.title, loc.input) + c.suppressedNote()
	return c
}

// useLocal makes c read the measured local percentiles of row.
func (c *curve) useLocal(adjustment string, row statewage.Row, name, describe string) *curve {
	c.adjustment, c.source, c.localName, c.describe = adjustment, sourceStateOEWS, name, describe
	c.local = [5]float64{float64(row[statewage.P10]), float64(row[statewage.P25]), float64(row[statewage.P50]),
		float64(row[statewage.P75]), float64(row[statewage.P90])}
	c.localEmp = row[statewage.Emp]
	return c
}

// suppressedNote says which local estimates BLS did not publish.
func (c *curve) suppressedNote() string {
	if len(c.suppressed) == 0 {
		return ""
	}
	return fmt.Sprintf(" (BLS suppressed the estimate for %s, so the figures fall back)", strings.Join(c.suppressed, " and "))
}

// sourceStateOEWS is the source id of the state and nonmetro OEWS table.
const sourceStateOEWS = "bls_oews_state"

// agingFactor moves OFLC levels (built from May 2024 OEWS) to the current
// vintage by the occupation's national median change.
func agingFactor(o *occupation) (float64, string) {
	var base, cur float64
	for _, h := range o.history {
		if h.TopCoded {
			continue
		}
		if h.Vintage == oflcBaseVintage {
			base = h.Median
		}
		if h.Vintage == o.vintage {
			cur = h.Median
		}
	}
	if base <= 0 || cur <= 0 || o.vintage == oflcBaseVintage {
		return 1, "not aged (no comparable national median)"
	}
	f := cur / base
	return f, fmt.Sprintf("aged to the %s vintage by the national median change (×%.4f)", o.vintage, f)
}

// roundWage rounds to the nearest $10, as OEWS publishes annual wages.
func roundWage(v float64) float64 { return math.Round(v/10) * 10 }
