package metering

import (
	"sort"
	"time"

	"github.com/careerkit/careerkit/shared/store"
)

// Line is one endpoint's part of a statement.
type Line struct {
	Endpoint string
	// PriceCents is the current list price; CostCents sums the prices charged at the
	// time of each call, so a price change never rewrites past months.
	PriceCents int64
	Calls      int64
	FreeCalls  int64
	CostCents  int64
}

// Statement is an account's usage and charges for one calendar month (UTC).
type Statement struct {
	Month     time.Time
	Lines     []Line
	Calls     int64
	FreeCalls int64
	CostCents int64
}

// NewStatement builds the statement of month from the per-endpoint sums of its
// events. Every priced endpoint gets a line, in document order, so clients see
// zeros rather than missing keys; an endpoint no longer priced keeps its line.
func NewStatement(month time.Time, rows []store.EndpointUsage, prices Prices) Statement {
	from, _ := MonthOf(month)
	st := Statement{Month: from}
	byEndpoint := make(map[string]store.EndpointUsage, len(rows))
	for _, r := range rows {
		byEndpoint[r.Endpoint] = r
	}
	names := Endpoints()
	var extra []string
	for _, r := range rows {
		if _, ok := prices[r.Endpoint]; !ok {
			extra = append(extra, r.Endpoint)
		}
	}
	sort.Strings(extra)
	for _, name := range append(names, extra...) {
		r := byEndpoint[name]
		st.Lines = append(st.Lines, Line{Endpoint: name, PriceCents: prices[name],
			Calls: r.Calls, FreeCalls: r.FreeCalls, CostCents: r.CostCents})
		st.Calls += r.Calls
		st.FreeCalls += r.FreeCalls
		st.CostCents += r.CostCents
	}
	return st
}
