package ingest

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// oewsFiles are the national OEWS files read, oldest first; the last is the
// current vintage.
var oewsFiles = []struct{ path, vintage string }{
	{"oews/oews_national_M2023_dl.csv", "2023-05"},
	{"oews/oews_national_M2024_dl.csv", "2024-05"},
	{"oews/oews_national_M2025_dl.csv", "2025-05"},
}

// topCode is the annual wage BLS prints as "#" (at or above $115.00 an hour).
const topCode = 239200

// hoursPerYear is the BLS convention for annualising hourly wages.
const hoursPerYear = 2080

var pctCols = [5][2]string{
	{"A_PCT10", "H_PCT10"}, {"A_PCT25", "H_PCT25"}, {"A_MEDIAN", "H_MEDIAN"},
	{"A_PCT75", "H_PCT75"}, {"A_PCT90", "H_PCT90"},
}

// oewsData is every vintage's detailed occupations, by code.
type oewsData struct {
	vintages []string
	groups   []snapshot.Group
	// byVintage[i][code] is the occupation as published in vintages[i].
	byVintage []map[string]snapshot.Occupation
	// noWage holds occupations titles map to that OEWS does not estimate.
	noWage map[string]snapshot.Occupation
}

func readOEWS(src *sourceDir) (*oewsData, error) {
	d := &oewsData{noWage: map[string]snapshot.Occupation{}}
	groups := map[string]string{}
	for _, f := range oewsFiles {
		t, err := src.table(f.path, "OCC_CODE", "OCC_TITLE", "O_GROUP", "TOT_EMP", "EMP_PRSE", "A_MEAN", "H_MEAN",
			"A_PCT10", "A_PCT25", "A_MEDIAN", "A_PCT75", "A_PCT90", "H_PCT10", "H_PCT25", "H_MEDIAN", "H_PCT75", "H_PCT90")
		if err != nil {
			return nil, err
		}
		occs := map[string]snapshot.Occupation{}
		for _, row := range t.rows {
			code, title := t.get(row, "OCC_CODE"), t.get(row, "OCC_TITLE")
			switch t.get(row, "O_GROUP") {
			case "major":
				groups[code] = title
			case "detailed":
				o, err := parseOccupation(t, row, f.vintage)
				if err != nil {
					return nil, fmt.Errorf("ingest: %s %s: %w", f.path, code, err)
				}
				occs[code] = o
			}
		}
		if len(occs) < 700 {
			return nil, fmt.Errorf("ingest: %s: only %d detailed occupations", f.path, len(occs))
		}
		d.vintages = append(d.vintages, f.vintage)
		d.byVintage = append(d.byVintage, occs)
	}
	for code, title := range groups {
		d.groups = append(d.groups, snapshot.Group{Code: code, Title: title})
	}
	sort.Slice(d.groups, func(i, j int) bool { return d.groups[i].Code < d.groups[j].Code })
	return d, nil
}

func parseOccupation(t *table, row []string, vintage string) (snapshot.Occupation, error) {
	o := snapshot.Occupation{Code: t.get(row, "OCC_CODE"), Title: t.get(row, "OCC_TITLE"), Vintage: vintage}
	if emp, ok := number(t.get(row, "TOT_EMP")); ok {
		o.Employment = int64(emp)
	}
	o.EmploymentRSE, _ = number(t.get(row, "EMP_PRSE"))
	var annual, hourly [5]float64
	annualOK, hourlyOK := true, true
	for i, c := range pctCols {
		a := t.get(row, c[0])
		if a == "#" {
			annual[i] = topCode
		} else if v, ok := number(a); ok {
			annual[i] = v
		} else {
			annualOK = false
		}
		if v, ok := number(t.get(row, c[1])); ok {
			hourly[i] = v
		} else {
			hourlyOK = false
		}
	}
	switch {
	case annualOK:
		o.Pct = annual
		o.Mean, _ = number(t.get(row, "A_MEAN"))
	case hourlyOK:
		// BLS publishes only hourly wages for workers who are rarely year-round
		// full time (actors, dancers...); annualise the way BLS itself does.
		for i, h := range hourly {
			o.Pct[i] = roundTo10(h * hoursPerYear)
		}
		if m, ok := number(t.get(row, "H_MEAN")); ok {
			o.Mean = roundTo10(m * hoursPerYear)
		}
		o.FromHourly = true
	default:
		return o, fmt.Errorf("no wage percentiles")
	}
	return o, nil
}

// occupationList merges the vintages: each occupation takes its latest vintage's
// figures and a median history across all vintages.
func (d *oewsData) occupationList() []snapshot.Occupation {
	latest := map[string]snapshot.Occupation{}
	for _, occs := range d.byVintage {
		for code, o := range occs {
			latest[code] = o
		}
	}
	out := make([]snapshot.Occupation, 0, len(latest)+len(d.noWage))
	for code, o := range latest {
		o.History = nil
		for i, occs := range d.byVintage {
			if v, ok := occs[code]; ok {
				o.History = append(o.History, snapshot.HistoryPoint{
					Vintage: d.vintages[i], Median: v.Pct[2], TopCoded: v.Pct[2] == topCode,
				})
			}
		}
		out = append(out, o)
	}
	for _, o := range d.noWage {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out
}

// has reports whether code is an OEWS wage occupation in any vintage.
func (d *oewsData) has(code string) bool {
	for _, occs := range d.byVintage {
		if _, ok := occs[code]; ok {
			return true
		}
	}
	return false
}

// number parses a BLS figure; "*", "**", "#" and "" are not numbers.
func number(s string) (float64, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) {
		return 0, false
	}
	return v, true
}

func roundTo10(v float64) float64 { return math.Round(v/10) * 10 }
