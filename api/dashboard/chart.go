package dashboard

import "github.com/careerkit/careerkit/shared/metering"

// chart is a horizontal bar chart of calls per endpoint, drawn as inline SVG by
// the usage template; the geometry is computed here so the template only places it.
type chart struct {
	Width, Height int
	Bars          []chartBar
}

type chartBar struct {
	Label     string
	Calls     int64
	CostCents int64
	Y         int // top of the bar
	Width     int // bar length in px; at least 1 when Calls > 0
	TextY     int
}

const (
	chartLabelWidth = 130
	chartBarSpace   = 260
	chartRow        = 26
)

func newChart(st metering.Statement) chart {
	var most int64
	for _, l := range st.Lines {
		most = max(most, l.Calls)
	}
	c := chart{Width: chartLabelWidth + chartBarSpace + 120, Height: chartRow*len(st.Lines) + 4}
	for i, l := range st.Lines {
		w := 0
		if most > 0 && l.Calls > 0 {
			w = max(1, int(l.Calls*chartBarSpace/most))
		}
		y := i*chartRow + 4
		c.Bars = append(c.Bars, chartBar{Label: l.Endpoint, Calls: l.Calls, CostCents: l.CostCents, Y: y, Width: w, TextY: y + 14})
	}
	return c
}
