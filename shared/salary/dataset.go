package salary

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	onet "github.com/careerkit/careerkit/shared/occupation"
	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

//go:generate go run ./gen -src data/source -out data/dataset.json.gz

//go:embed data/dataset.json.gz
var shipped []byte

var loadShipped = sync.OnceValues(func() (*Dataset, error) { return parseDataset(shipped) })

// Load returns the reference dataset compiled into the binary. It is parsed and
// indexed on the first call (about 0.2 s) and shared afterwards; the result is
// read-only and safe for concurrent use.
func Load() (*Dataset, error) { return loadShipped() }

// Dataset is the in-memory reference data behind salary research: OEWS wages,
// the title index, areas and their prevailing-wage levels, price parities and
// ECEC/EBS benefit figures.
type Dataset struct {
	occupations []occupation
	occIdx      map[string]int
	groups      map[string]string // SOC major group code ("15-0000") -> title
	titles      *titleIndex
	geo         *geoIndex
	levels      map[levelKey][4]float64
	ecec        []snapshot.ECECRow
	ebs         []snapshot.EBSRow
	sources     map[string]snapshot.Source
	vintage     string // latest OEWS vintage, "2025-05"
	ceo         int32
	local       *localWages
	// occ is the shared title matcher; onetOEWS maps its O*NET-SOC codes to
	// the OEWS occupation they are published under.
	occ      *onet.Set
	onetOEWS map[string]int
}

// occupation is one OEWS occupation with everything the figures need.
type occupation struct {
	code, title string
	emp         int64
	empRSE      float64
	mean        float64
	vintage     string
	pct         [5]float64
	fromHourly  bool
	history     []snapshot.HistoryPoint
	noWage      string
	manager     int32  // occupation the director level climbs to
	ececSeries  string // ECEC occupational series of the SOC major group
}

func (o *occupation) ref() OccupationRef { return OccupationRef{Code: o.code, Title: o.title} }

// major returns the SOC major group code, "15-0000" for "15-1252".
func (o *occupation) major() string { return o.code[:2] + "-0000" }

type levelKey struct{ occ, area int32 }

func parseDataset(gz []byte) (*Dataset, error) {
	s, err := snapshot.Decode(gz)
	if err != nil {
		return nil, fmt.Errorf("salary: load dataset: %w", err)
	}
	d := &Dataset{
		occIdx:  make(map[string]int, len(s.Occupations)),
		groups:  map[string]string{},
		ecec:    s.ECEC,
		ebs:     s.EBS,
		sources: map[string]snapshot.Source{},
		vintage: s.OEWSVintages[len(s.OEWSVintages)-1],
	}
	for _, g := range s.Groups {
		d.groups[g.Code] = g.Title
	}
	for _, src := range s.Sources {
		d.sources[src.ID] = src
	}
	ececGroups := map[string]string{}
	for _, g := range s.Curated.ECECGroups {
		ececGroups[g.Major] = g.Series
	}
	for i, o := range s.Occupations {
		d.occIdx[o.Code] = i
		d.occupations = append(d.occupations, occupation{
			code: o.Code, title: o.Title, emp: o.Employment, empRSE: o.EmploymentRSE, mean: o.Mean,
			vintage: o.Vintage, pct: o.Pct, fromHourly: o.FromHourly, history: o.History, noWage: o.NoWage,
			ececSeries: ececGroups[o.Code[:2]],
		})
	}
	ceo, ok := d.occIdx[snapshot.ChiefExecutives]
	if !ok {
		return nil, fmt.Errorf("salary: load dataset: no chief executives occupation")
	}
	d.ceo = int32(ceo)
	if err := d.attachLadder(s.Curated.Ladder); err != nil {
		return nil, err
	}
	// The title index is most of the load time and independent of the rest.
	done := make(chan struct{})
	go func() {
		d.titles = buildTitleIndex(newNormalizer(s.Curated.TitleSynonyms), s.TitleGroups, d.occupations, d.occIdx)
		close(done)
	}()
	d.onetOEWS = map[string]int{}
	for _, g := range s.TitleGroups {
		if oi, ok := d.occIdx[g.Occupation]; ok && len(g.Code) > 7 {
			d.onetOEWS[g.Code] = oi
		}
	}
	if d.occ, err = onet.Load(); err != nil {
		<-done
		return nil, fmt.Errorf("salary: %w", err)
	}
	d.geo = buildGeoIndex(s)
	if d.local, err = loadLocalWages(); err != nil {
		<-done
		return nil, err
	}
	err = d.loadLevels(s.Levels)
	<-done
	if err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dataset) loadLevels(series []snapshot.LevelSeries) error {
	n := 0
	for _, l := range series {
		n += len(l.Rows)
	}
	d.levels = make(map[levelKey][4]float64, n)
	for _, l := range series {
		oi, ok := d.occIdx[l.SOC]
		if !ok {
			return fmt.Errorf("salary: load dataset: levels for unknown occupation %s", l.SOC)
		}
		for _, row := range l.Rows {
			area, lv := snapshot.UnpackLevels(row)
			d.levels[levelKey{int32(oi), int32(area)}] = [4]float64{float64(lv[0]), float64(lv[1]), float64(lv[2]), float64(lv[3])}
		}
	}
	return nil
}

// attachLadder sets each occupation's director-level occupation from the longest
// matching curated prefix.
func (d *Dataset) attachLadder(rules []snapshot.LadderRule) error {
	for i := range d.occupations {
		o := &d.occupations[i]
		best := -1
		for ri, r := range rules {
			if strings.HasPrefix(o.code, r.Prefix) && (best < 0 || len(r.Prefix) > len(rules[best].Prefix)) {
				best = ri
			}
		}
		if best < 0 {
			return fmt.Errorf("salary: load dataset: no management ladder rule for %s", o.code)
		}
		if rules[best].Manager == "self" {
			o.manager = int32(i)
			continue
		}
		mi, ok := d.occIdx[rules[best].Manager]
		if !ok {
			return fmt.Errorf("salary: load dataset: ladder names unknown occupation %s", rules[best].Manager)
		}
		o.manager = int32(mi)
	}
	return nil
}

// Vintage returns the OEWS reference period of the national figures ("2025-05").
func (d *Dataset) Vintage() string { return d.vintage }
