// Package snapshot defines the shipped salary dataset's wire format: what the
// generator writes (shared/salary/gen) and what package salary loads at start.
//
// The format is plain JSON (gzip-compressed on disk) so a reviewer can read a diff
// of the decompressed file. Every slice is written in a fixed order and maps are
// avoided, so the same source files always produce the same bytes.
package snapshot

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
)

// Format is the version of the layout below; Decode refuses any other.
const Format = 1

// ChiefExecutives is the SOC code the vp and executive levels use; a snapshot
// without it is rejected.
const ChiefExecutives = "11-1011"

// Snapshot is the whole reference dataset behind salary research.
type Snapshot struct {
	Format int `json:"format"`
	// OEWSVintages lists the OEWS reference periods read, oldest first ("2025-05").
	OEWSVintages []string         `json:"oews_vintages"`
	Groups       []Group          `json:"groups"`
	Occupations  []Occupation     `json:"occupations"`
	TitleGroups  []TitleGroup     `json:"title_groups"`
	Areas        []Area           `json:"areas"`
	Levels       []LevelSeries    `json:"levels"`
	States       []State          `json:"states"`
	ECEC         []ECECRow        `json:"ecec"`
	EBS          []EBSRow         `json:"ebs"`
	Curated      Curated          `json:"curated"`
	Sources      []Source         `json:"sources"`
	Files        []SourceFileHash `json:"files"`
}

// Group is an SOC major group as OEWS publishes it ("15-0000").
type Group struct {
	Code  string `json:"code"`
	Title string `json:"title"`
}

// Occupation is one OEWS wage occupation with its latest national figures.
type Occupation struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	// Vintage is the OEWS reference period of Pct, Mean and Employment ("2025-05").
	Vintage string `json:"vintage,omitempty"`
	// Employment is the survey's estimated employment (TOT_EMP); 0 when not published.
	Employment    int64   `json:"emp"`
	EmploymentRSE float64 `json:"emp_rse,omitempty"`
	Mean          float64 `json:"mean,omitempty"`
	// Pct holds the annual wage percentiles p10, p25, p50, p75, p90 in USD.
	Pct [5]float64 `json:"pct"`
	// FromHourly is set when BLS publishes only hourly wages for the occupation and
	// Pct is the hourly figure times 2,080 hours.
	FromHourly bool `json:"from_hourly,omitempty"`
	// History holds the national median of every vintage read, oldest first.
	History []HistoryPoint `json:"history,omitempty"`
	// NoWage explains why an occupation that job titles map to has no OEWS wages
	// (military occupations, for example); Pct is then all zero.
	NoWage string `json:"no_wage,omitempty"`
}

// HistoryPoint is one vintage's national median.
type HistoryPoint struct {
	Vintage string  `json:"vintage"`
	Median  float64 `json:"median"`
	// TopCoded marks a median BLS published only as "at or above $239,200".
	TopCoded bool `json:"top_coded,omitempty"`
}

// TitleGroup is every job title one source attaches to one classification code.
type TitleGroup struct {
	// Code is the O*NET-SOC code ("15-1252.00") or, for the SOC direct-match titles,
	// the SOC code ("15-1252").
	Code string `json:"code"`
	// CodeTitle is the title of Code in its own taxonomy.
	CodeTitle string `json:"code_title"`
	// Occupation is the OEWS wage occupation Code maps to.
	Occupation  string   `json:"occ"`
	Alternate   []string `json:"alternate,omitempty"`
	Short       []string `json:"short,omitempty"`
	Reported    []string `json:"reported,omitempty"`
	DirectMatch []string `json:"direct_match,omitempty"`
}

// Area is an OEWS/OFLC metropolitan or nonmetropolitan area.
type Area struct {
	Code   string   `json:"code"`
	Name   string   `json:"name"`
	States []string `json:"states"`
	// Counties lists the counties (and New England towns or planning regions) in
	// the area as "Name|ST".
	Counties []string `json:"counties"`
}

// LevelSeries holds the OFLC prevailing-wage Levels I–IV of one SOC code.
type LevelSeries struct {
	SOC string `json:"soc"`
	// Rows are PackLevels output: [area index into Snapshot.Areas, level 1,
	// level 4, level 2 residual, level 3 residual], annual USD.
	Rows [][5]int `json:"rows"`
}

// PackLevels encodes one area's Levels I–IV. OFLC sets Levels II and III at equal
// steps between I and IV, so storing I, IV and the few-dollar rounding residuals
// of II and III shrinks the dataset by a third and loses nothing.
func PackLevels(area int, l [4]int) [5]int {
	b2, b3 := levelSteps(l[0], l[3])
	return [5]int{area, l[0], l[3], l[1] - b2, l[2] - b3}
}

// UnpackLevels reverses PackLevels.
func UnpackLevels(row [5]int) (area int, l [4]int) {
	b2, b3 := levelSteps(row[1], row[2])
	return row[0], [4]int{row[1], b2 + row[3], b3 + row[4], row[2]}
}

// levelSteps returns Levels II and III interpolated at thirds between I and IV.
func levelSteps(l1, l4 int) (int, int) {
	d := l4 - l1
	return l1 + (d+1)/3, l1 + (2*d+1)/3
}

// State is a US state, DC or territory with its Regional Price Parity when BEA
// publishes one.
type State struct {
	Abbr string `json:"abbr"`
	Name string `json:"name"`
	FIPS string `json:"fips,omitempty"`
	// RPP is the all-items Regional Price Parity (US = 100) of RPPYear; 0 when none.
	RPP     float64 `json:"rpp,omitempty"`
	RPPYear string  `json:"rpp_year,omitempty"`
}

// ECECRow is one Employer Costs for Employee Compensation row: dollars per hour
// worked and percent of total compensation. Nil means not published.
type ECECRow struct {
	Period             string   `json:"period"`
	Series             string   `json:"series"`
	TotalCompCost      *float64 `json:"total_comp_cost,omitempty"`
	WagesCost          *float64 `json:"wages_cost,omitempty"`
	BenefitsCost       *float64 `json:"benefits_cost,omitempty"`
	BenefitsPct        *float64 `json:"benefits_pct,omitempty"`
	PaidLeavePct       *float64 `json:"paid_leave_pct,omitempty"`
	SupplementalCost   *float64 `json:"supplemental_cost,omitempty"`
	SupplementalPct    *float64 `json:"supplemental_pct,omitempty"`
	InsurancePct       *float64 `json:"insurance_pct,omitempty"`
	RetirementPct      *float64 `json:"retirement_pct,omitempty"`
	LegallyRequiredPct *float64 `json:"legally_required_pct,omitempty"`
	SourceURL          string   `json:"source_url"`
}

// EBSRow is one Employee Benefits Survey figure: the percent of a worker group with
// access to, or taking part in, a benefit.
type EBSRow struct {
	Period            string  `json:"period"`
	WorkerGroup       string  `json:"worker_group"`
	EstablishmentSize string  `json:"establishment_size"`
	Benefit           string  `json:"benefit"`
	Measure           string  `json:"measure"`
	Percent           float64 `json:"percent"`
	SourceURL         string  `json:"source_url"`
}

// Curated holds the hand-maintained tables from data/source/curated: title
// synonyms and seniority words, the management ladder, the ECEC group of each SOC
// major group, non-US place names and location aliases.
type Curated struct {
	TitleSynonyms   []TitleSynonym  `json:"title_synonyms"`
	Ladder          []LadderRule    `json:"ladder"`
	ECECGroups      []ECECGroup     `json:"ecec_groups"`
	ForeignPlaces   []ForeignPlace  `json:"foreign_places"`
	LocationAliases []LocationAlias `json:"location_aliases"`
}

// TitleSynonym is one title rule: Kind "expand" replaces Term with Value (which
// may list alternatives separated by "|"); the seniority kinds map Term to an
// experience level; "prefer" names the SOC code to favour when the normalised
// title Term is an exact title of several occupations.
type TitleSynonym struct {
	Kind  string `json:"kind"`
	Term  string `json:"term"`
	Value string `json:"value"`
}

// LadderRule names the management occupation an SOC code prefix climbs to for the
// director level; Manager "self" means the occupation itself.
type LadderRule struct {
	Prefix  string `json:"prefix"`
	Manager string `json:"manager"`
}

// ECECGroup maps an SOC major group ("15") to an ECEC occupational series.
type ECECGroup struct {
	Major  string `json:"major"`
	Series string `json:"series"`
}

// ForeignPlace is a non-US country, region, subdivision or city name.
type ForeignPlace struct {
	Name    string `json:"name"`
	Country string `json:"country,omitempty"`
	Kind    string `json:"kind"`
}

// LocationAlias maps a common location nickname to national, remote, an area code
// or a state.
type LocationAlias struct {
	Alias  string `json:"alias"`
	Kind   string `json:"kind"`
	Target string `json:"target,omitempty"`
}

// Source describes one publication the dataset is built from.
type Source struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Publisher   string `json:"publisher"`
	Vintage     string `json:"vintage"`
	URL         string `json:"url"`
	License     string `json:"license"`
	Attribution string `json:"attribution,omitempty"`
}

// SourceFileHash records the SHA-256 of one source file's decompressed content.
type SourceFileHash struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
}

// Encode returns the gzip-compressed canonical JSON of s.
func Encode(s *Snapshot) ([]byte, error) {
	raw, err := Marshal(s)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, fmt.Errorf("snapshot: gzip: %w", err)
	}
	if _, err := zw.Write(raw); err != nil {
		return nil, fmt.Errorf("snapshot: gzip: %w", err)
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("snapshot: gzip: %w", err)
	}
	return buf.Bytes(), nil
}

// Marshal returns the canonical (uncompressed, compact) JSON of s, newline-terminated.
func Marshal(s *Snapshot) ([]byte, error) {
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("snapshot: marshal: %w", err)
	}
	return append(raw, '\n'), nil
}

// Decompress returns the canonical JSON inside gzipped snapshot bytes.
func Decompress(gz []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("snapshot: gunzip: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("snapshot: gunzip: %w", err)
	}
	return raw, nil
}

// Decode parses gzipped snapshot bytes.
func Decode(gz []byte) (*Snapshot, error) {
	raw, err := Decompress(gz)
	if err != nil {
		return nil, err
	}
	var s Snapshot
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("snapshot: decode: %w", err)
	}
	if s.Format != Format {
		return nil, fmt.Errorf("snapshot: format %d, want %d: rebuild with go run ./shared/salary/gen", s.Format, Format)
	}
	return &s, nil
}
