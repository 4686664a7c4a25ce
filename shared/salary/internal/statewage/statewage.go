// Package statewage is the compact table of BLS OEWS wages by state (and
// nonmetropolitan area) for every occupation that the service ships: built by
// the generator from the flattened BLS files (too large to commit), read by the
// service at start. A row keeps what the figures need: employment and the
// annual p10, p25, median, p75, p90 and the hourly median; 0 is a value BLS
// did not publish (suppressed `*`/`**` or top-coded `#`).
package statewage

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Table is the shipped file's content.
type Table struct {
	// Vintage is the OEWS reference month, "2025-05".
	Vintage string `json:"vintage"`
	Source  string `json:"source"`
	// Areas are the states (two-letter codes) and nonmetropolitan areas (BLS
	// area codes) with their names.
	Areas map[string]string `json:"areas"`
	// Rows maps area -> occupation code -> figures.
	Rows map[string]map[string]Row `json:"rows"`
}

// Row is [employment, p10, p25, p50, p75, p90, hourly median × 100].
type Row [7]int64

// Indices into Row.
const (
	Emp = iota
	P10
	P25
	P50
	P75
	P90
	HourlyMedianCents
)

// Complete reports whether every annual percentile was published.
func (r Row) Complete() bool {
	return r[P10] > 0 && r[P25] > 0 && r[P50] > 0 && r[P75] > 0 && r[P90] > 0
}

// Build reads oews_state_M<year>.csv (and oews_nonmetro_M<year>.csv when
// present) under dir.
func Build(dir, year string) (*Table, error) {
	t := &Table{Vintage: year + "-05", Areas: map[string]string{}, Rows: map[string]map[string]Row{},
		Source: "BLS OEWS May " + year + " state and nonmetropolitan-area estimates, all occupations (bls.gov/oes; public domain)"}
	if err := t.read(filepath.Join(dir, "oews_state_M"+year+".csv"), true); err != nil {
		return nil, err
	}
	nonmetro := filepath.Join(dir, "oews_nonmetro_M"+year+".csv")
	if _, err := os.Stat(nonmetro); err == nil {
		if err := t.read(nonmetro, false); err != nil {
			return nil, err
		}
	}
	return t, nil
}

func (t *Table) read(path string, byState bool) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("statewage: %w", err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	head, err := r.Read()
	if err != nil {
		return fmt.Errorf("statewage: %s: %w", path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	for _, name := range []string{"area", "area_title", "prim_state", "occ_code", "tot_emp", "h_median", "a_median", "a_pct10", "a_pct25", "a_pct75", "a_pct90"} {
		if _, ok := col[name]; !ok {
			return fmt.Errorf("statewage: %s has no column %q", path, name)
		}
	}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("statewage: %s: %w", path, err)
		}
		area := rec[col["area"]]
		if byState {
			area = rec[col["prim_state"]]
		}
		t.Areas[area] = rec[col["area_title"]]
		num := func(name string, scale float64) int64 {
			v, err := strconv.ParseFloat(strings.TrimSpace(rec[col[name]]), 64)
			if err != nil {
				return 0
			}
			return int64(v*scale + 0.5)
		}
		row := Row{num("tot_emp", 1), num("a_pct10", 1), num("a_pct25", 1), num("a_median", 1), num("a_pct75", 1),
			num("a_pct90", 1), num("h_median", 100)}
		if t.Rows[area] == nil {
			t.Rows[area] = map[string]Row{}
		}
		t.Rows[area][rec[col["occ_code"]]] = row
	}
}

// Encode writes t as deterministic gzip'd JSON (map keys are sorted).
func Encode(t *Table) ([]byte, error) {
	raw, err := json.Marshal(t)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Decode reads a file Encode wrote.
func Decode(gz []byte) (*Table, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("statewage: %w", err)
	}
	var t Table
	if err := json.NewDecoder(zr).Decode(&t); err != nil {
		return nil, fmt.Errorf("statewage: %w", err)
	}
	return &t, nil
}

// AreaCodes returns the table's areas, sorted.
func (t *Table) AreaCodes() []string {
	out := make([]string, 0, len(t.Areas))
	for a := range t.Areas {
		out = append(out, a)
	}
	sort.Strings(out)
	return out
}
