package ingest

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

const (
	fileGeography = "geo/oflc_geography_2025_26.csv"
	fileSARPP     = "geo/bea_sarpp_state_2008_2023.csv"
	fileLevels    = "oflc/oflc_2025_26_level_wages_annual_top100_soc.csv"
	// rppLineAllItems is the SARPP line code of the all-items price parity.
	rppLineAllItems = "5"
)

func readGeography(src *sourceDir) ([]snapshot.Area, []snapshot.State, error) {
	t, err := src.table(fileGeography, "Area", "AreaName", "StateAb", "State", "CountyTownName")
	if err != nil {
		return nil, nil, err
	}
	areas := map[string]*snapshot.Area{}
	countyStates := map[string]map[string]bool{}
	states := map[string]string{}
	for _, row := range t.rows {
		code, st := t.get(row, "Area"), t.get(row, "StateAb")
		a := areas[code]
		if a == nil {
			a = &snapshot.Area{Code: code, Name: t.get(row, "AreaName")}
			areas[code] = a
			countyStates[code] = map[string]bool{}
		}
		a.Counties = append(a.Counties, titleCaseIfUpper(t.get(row, "CountyTownName"))+"|"+st)
		countyStates[code][st] = true
		states[st] = titleCaseIfUpper(t.get(row, "State"))
	}
	out := make([]snapshot.Area, 0, len(areas))
	for code, a := range areas {
		a.Counties = uniqueSorted(a.Counties)
		a.States = areaStates(a.Name, countyStates[code])
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })

	stateList := make([]snapshot.State, 0, len(states))
	for ab, name := range states {
		stateList = append(stateList, snapshot.State{Abbr: ab, Name: name})
	}
	sort.Slice(stateList, func(i, j int) bool { return stateList[i].Abbr < stateList[j].Abbr })
	return out, stateList, nil
}

// areaStates returns the states of an area in the order its name gives them
// ("Washington-Arlington-Alexandria, DC-VA-MD-WV" starts with DC), falling back to
// the sorted states of its counties for nonmetropolitan areas.
func areaStates(name string, counties map[string]bool) []string {
	if i := strings.LastIndex(name, ", "); i >= 0 {
		parts := strings.Split(name[i+2:], "-")
		ok := len(parts) > 0
		for _, p := range parts {
			ok = ok && counties[p]
		}
		if ok {
			return parts
		}
	}
	out := make([]string, 0, len(counties))
	for st := range counties {
		out = append(out, st)
	}
	sort.Strings(out)
	return out
}

// addRPP fills the latest all-items Regional Price Parity of each state.
func addRPP(src *sourceDir, states []snapshot.State) error {
	recs, err := src.csv(fileSARPP)
	if err != nil {
		return err
	}
	header := recs[0]
	yearCol := len(header) - 1
	year := clean(header[yearCol])
	if _, err := strconv.Atoi(year); err != nil {
		return fmt.Errorf("ingest: %s: last column %q is not a year", fileSARPP, year)
	}
	byName := map[string]*snapshot.State{}
	for i := range states {
		byName[strings.ToLower(states[i].Name)] = &states[i]
	}
	found := 0
	for _, r := range recs[1:] {
		if len(r) <= yearCol || clean(r[4]) != rppLineAllItems {
			continue
		}
		st := byName[strings.ToLower(clean(r[1]))]
		if st == nil {
			continue
		}
		v, ok := number(clean(r[yearCol]))
		if !ok {
			return fmt.Errorf("ingest: %s: RPP for %s is %q", fileSARPP, st.Name, r[yearCol])
		}
		st.FIPS, st.RPP, st.RPPYear = clean(r[0]), v, year
		found++
	}
	if found < 51 {
		return fmt.Errorf("ingest: %s: RPP for only %d states", fileSARPP, found)
	}
	return nil
}

func readLevels(src *sourceDir, areas []snapshot.Area) ([]snapshot.LevelSeries, error) {
	t, err := src.table(fileLevels, "area_code", "soc_code", "level1_annual", "level2_annual", "level3_annual", "level4_annual")
	if err != nil {
		return nil, err
	}
	areaIdx := make(map[string]int, len(areas))
	for i, a := range areas {
		areaIdx[a.Code] = i
	}
	bySOC := map[string]*snapshot.LevelSeries{}
	for _, row := range t.rows {
		ai, ok := areaIdx[t.get(row, "area_code")]
		if !ok {
			return nil, fmt.Errorf("ingest: %s: unknown area %s", fileLevels, t.get(row, "area_code"))
		}
		var lv [4]int
		for l := range lv {
			v, err := strconv.Atoi(t.get(row, fmt.Sprintf("level%d_annual", l+1)))
			if err != nil {
				return nil, fmt.Errorf("ingest: %s: %w", fileLevels, err)
			}
			lv[l] = v
		}
		if !(lv[0] < lv[1] && lv[1] < lv[2] && lv[2] < lv[3]) {
			return nil, fmt.Errorf("ingest: %s: levels not increasing for %s in area %s", fileLevels, t.get(row, "soc_code"), t.get(row, "area_code"))
		}
		soc := t.get(row, "soc_code")
		s := bySOC[soc]
		if s == nil {
			s = &snapshot.LevelSeries{SOC: soc}
			bySOC[soc] = s
		}
		s.Rows = append(s.Rows, snapshot.PackLevels(ai, lv))
	}
	out := make([]snapshot.LevelSeries, 0, len(bySOC))
	for _, s := range bySOC {
		sort.Slice(s.Rows, func(i, j int) bool { return s.Rows[i][0] < s.Rows[j][0] })
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].SOC < out[j].SOC })
	return out, nil
}

// clean strips the padding and quotes the BEA file leaves around fields.
func clean(s string) string {
	return strings.Trim(strings.TrimSpace(s), `"`)
}

// titleCaseIfUpper turns the all-caps names of the territories ("GUAM") into
// "Guam" and leaves every other name alone.
func titleCaseIfUpper(s string) string {
	if s != strings.ToUpper(s) {
		return s
	}
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}
