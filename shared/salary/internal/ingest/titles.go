package ingest

import (
	"fmt"
	"sort"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

const (
	fileXwalk      = "crosswalk/oflc_xwalk_plus_onet_to_oes_2025_26.csv"
	fileONetOcc    = "crosswalk/onet27_occupation_data.csv"
	fileAltTitles  = "crosswalk/onet_alternate_titles.csv"
	fileReported   = "crosswalk/onet27_sample_of_reported_titles.csv"
	fileDirect     = "crosswalk/soc_2018_direct_match_title_file.csv"
	colONetCode    = "O*NET-SOC Code"
	shortTitleNone = "n/a"
)

// aggregate is one row of curated/oews_aggregates.csv: an SOC code OEWS does not
// publish and the code that carries its wages ("" when none does).
type aggregate struct{ oews, reason string }

// titleBuilder collects the title groups and resolves their codes to OEWS
// occupations.
type titleBuilder struct {
	oews       *oewsData
	aggregates map[string]aggregate
	xwalk      map[string]string // O*NET-SOC code -> OEWS SOC code
	onetTitle  map[string]string
	groups     map[string]*snapshot.TitleGroup
}

func readTitles(src *sourceDir, oews *oewsData, aggregates map[string]aggregate) ([]snapshot.TitleGroup, error) {
	b := &titleBuilder{oews: oews, aggregates: aggregates, xwalk: map[string]string{},
		onetTitle: map[string]string{}, groups: map[string]*snapshot.TitleGroup{}}
	if err := b.readCrosswalk(src); err != nil {
		return nil, err
	}
	steps := []func(*sourceDir) error{b.readAlternate, b.readReported, b.readDirectMatch}
	for _, step := range steps {
		if err := step(src); err != nil {
			return nil, err
		}
	}
	out := make([]snapshot.TitleGroup, 0, len(b.groups))
	for _, g := range b.groups {
		g.Alternate, g.Short = uniqueSorted(g.Alternate), uniqueSorted(g.Short)
		g.Reported, g.DirectMatch = uniqueSorted(g.Reported), uniqueSorted(g.DirectMatch)
		out = append(out, *g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out, nil
}

func (b *titleBuilder) readCrosswalk(src *sourceDir) error {
	x, err := src.table(fileXwalk, "OES_SOCCODE", "OnetCode", "ONetTitle")
	if err != nil {
		return err
	}
	for _, row := range x.rows {
		onet := x.get(row, "OnetCode")
		b.xwalk[onet] = x.get(row, "OES_SOCCODE")
		b.onetTitle[onet] = x.get(row, "ONetTitle")
	}
	occ, err := src.table(fileONetOcc, colONetCode, "Title")
	if err != nil {
		return err
	}
	for _, row := range occ.rows {
		b.onetTitle[occ.get(row, colONetCode)] = occ.get(row, "Title")
	}
	return nil
}

func (b *titleBuilder) readAlternate(src *sourceDir) error {
	t, err := src.table(fileAltTitles, colONetCode, "Alternate Title", "Short Title")
	if err != nil {
		return err
	}
	for _, row := range t.rows {
		g, err := b.onetGroup(t.get(row, colONetCode))
		if err != nil {
			return err
		}
		g.Alternate = append(g.Alternate, t.get(row, "Alternate Title"))
		if s := t.get(row, "Short Title"); s != "" && s != shortTitleNone {
			g.Short = append(g.Short, s)
		}
	}
	return nil
}

func (b *titleBuilder) readReported(src *sourceDir) error {
	t, err := src.table(fileReported, colONetCode, "Reported Job Title")
	if err != nil {
		return err
	}
	for _, row := range t.rows {
		g, err := b.onetGroup(t.get(row, colONetCode))
		if err != nil {
			return err
		}
		g.Reported = append(g.Reported, t.get(row, "Reported Job Title"))
	}
	return nil
}

func (b *titleBuilder) readDirectMatch(src *sourceDir) error {
	t, err := src.table(fileDirect, "2018 SOC Code", "2018 SOC Title", "2018 SOC Direct Match Title")
	if err != nil {
		return err
	}
	for _, row := range t.rows {
		soc, socTitle := t.get(row, "2018 SOC Code"), t.get(row, "2018 SOC Title")
		g := b.groups[soc]
		if g == nil {
			occ, err := b.resolve(soc, socTitle)
			if err != nil {
				return err
			}
			g = &snapshot.TitleGroup{Code: soc, CodeTitle: socTitle, Occupation: occ}
			b.groups[soc] = g
		}
		g.DirectMatch = append(g.DirectMatch, t.get(row, "2018 SOC Direct Match Title"))
	}
	return nil
}

// onetGroup returns the group of an O*NET-SOC code, creating it on first use.
func (b *titleBuilder) onetGroup(onet string) (*snapshot.TitleGroup, error) {
	if g := b.groups[onet]; g != nil {
		return g, nil
	}
	if len(onet) < 7 {
		return nil, fmt.Errorf("ingest: bad O*NET-SOC code %q", onet)
	}
	soc, ok := b.xwalk[onet]
	if !ok {
		soc = onet[:7]
	}
	title := b.onetTitle[onet]
	occ, err := b.resolve(soc, title)
	if err != nil {
		return nil, fmt.Errorf("ingest: O*NET %s: %w", onet, err)
	}
	g := &snapshot.TitleGroup{Code: onet, CodeTitle: title, Occupation: occ}
	b.groups[onet] = g
	return g, nil
}

// resolve returns the OEWS occupation code carrying the wages of an SOC code,
// registering a no-wage occupation when OEWS publishes none.
func (b *titleBuilder) resolve(soc, title string) (string, error) {
	if b.oews.has(soc) {
		return soc, nil
	}
	agg, ok := b.aggregates[soc]
	if !ok {
		return "", fmt.Errorf("SOC %s is not an OEWS occupation and not in curated/oews_aggregates.csv", soc)
	}
	if agg.oews == "" {
		if _, seen := b.oews.noWage[soc]; !seen {
			b.oews.noWage[soc] = snapshot.Occupation{Code: soc, Title: title, NoWage: agg.reason}
		}
		return soc, nil
	}
	if !b.oews.has(agg.oews) {
		return "", fmt.Errorf("curated aggregate %s -> %s: not an OEWS occupation", soc, agg.oews)
	}
	return agg.oews, nil
}

func uniqueSorted(in []string) []string {
	if len(in) == 0 {
		return nil
	}
	sort.Strings(in)
	out := in[:1]
	for _, s := range in[1:] {
		if s != out[len(out)-1] && s != "" {
			out = append(out, s)
		}
	}
	return out
}
