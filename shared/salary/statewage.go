package salary

import (
	"bytes"
	_ "embed"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/salary/internal/statewage"
)

//go:embed data/state_wages.json.gz
var shippedStateWages []byte

//go:embed data/minimum_wage_2026.csv
var shippedMinimumWages []byte

// Location adjustments that use measured local wages.
const (
	// AdjustmentAreaWages: the OEWS area's own percentiles (a BLS
	// nonmetropolitan area).
	AdjustmentAreaWages = "area_oews"
	// AdjustmentStateWages: the state's own OEWS percentiles.
	AdjustmentStateWages = "state_oews"
)

// localWages are the measured wages by state and nonmetropolitan area, and
// the state minimum wages that floor every figure.
type localWages struct {
	table   *statewage.Table
	minimum map[string]minimumWage // by state code
}

type minimumWage struct {
	hourly float64
	asOf   string
}

// federalMinimum applies where no state minimum is higher.
const federalMinimum = 7.25

var loadLocalWages = sync.OnceValues(func() (*localWages, error) {
	t, err := statewage.Decode(shippedStateWages)
	if err != nil {
		return nil, fmt.Errorf("salary: state wages: %w", err)
	}
	mw, err := parseMinimumWages(shippedMinimumWages)
	if err != nil {
		return nil, err
	}
	return &localWages{table: t, minimum: mw}, nil
})

func parseMinimumWages(raw []byte) (map[string]minimumWage, error) {
	recs, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil || len(recs) < 2 {
		return nil, fmt.Errorf("salary: minimum wages: %v", err)
	}
	out := map[string]minimumWage{}
	for _, r := range recs[1:] {
		v, err := strconv.ParseFloat(r[3], 64)
		if err != nil {
			continue // no rate (American Samoa: special rates)
		}
		out[r[1]] = minimumWage{hourly: v, asOf: r[5]}
	}
	return out, nil
}

// row returns area's complete figures for occupation code, and whether the
// area has a row that BLS suppressed in part.
func (w *localWages) row(area, code string) (statewage.Row, bool, bool) {
	if w == nil || w.table == nil {
		return statewage.Row{}, false, false
	}
	r, ok := w.table.Rows[area][code]
	if !ok {
		return statewage.Row{}, false, false
	}
	return r, r.Complete(), !r.Complete()
}

// floor returns the hourly minimum wage that applies in state ("" = federal).
func (w *localWages) floor(state string) (float64, string) {
	if m, ok := w.minimum[strings.ToUpper(state)]; ok && m.hourly > federalMinimum {
		return m.hourly, fmt.Sprintf("the %s state minimum wage of $%.2f an hour in force on %s", strings.ToUpper(state), m.hourly, m.asOf)
	}
	return federalMinimum, "the federal minimum wage of $7.25 an hour"
}
