package ingest

import (
	"fmt"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

const (
	fileSynonyms   = "curated/title_synonyms.csv"
	fileAggregates = "curated/oews_aggregates.csv"
	fileLadder     = "curated/management_ladder.csv"
	fileECECGroups = "curated/ecec_groups.csv"
	fileForeign    = "curated/foreign_places.csv"
	fileAliases    = "curated/location_aliases.csv"
	fileSources    = "curated/sources.csv"
)

var synonymKinds = map[string]bool{"expand": true, "seniority": true, "seniority_weak": true, "seniority_trailing": true,
	"seniority_manager": true, "seniority_manager_weak": true, "prefer": true}

// readCurated reads the hand-maintained tables. The OEWS aggregates are used only
// while building, so they come back separately instead of in the snapshot.
func readCurated(src *sourceDir) (snapshot.Curated, map[string]aggregate, error) {
	var c snapshot.Curated
	syn, err := src.table(fileSynonyms, "kind", "term", "value")
	if err != nil {
		return c, nil, err
	}
	for _, row := range syn.rows {
		s := snapshot.TitleSynonym{Kind: syn.get(row, "kind"), Term: syn.get(row, "term"), Value: syn.get(row, "value")}
		if !synonymKinds[s.Kind] || s.Term == "" || s.Value == "" {
			return c, nil, fmt.Errorf("ingest: %s: bad row %v", fileSynonyms, row)
		}
		c.TitleSynonyms = append(c.TitleSynonyms, s)
	}

	agg, err := src.table(fileAggregates, "soc_code", "oews_code", "reason")
	if err != nil {
		return c, nil, err
	}
	aggregates := make(map[string]aggregate, len(agg.rows))
	for _, row := range agg.rows {
		aggregates[agg.get(row, "soc_code")] = aggregate{oews: agg.get(row, "oews_code"), reason: agg.get(row, "reason")}
	}

	lad, err := src.table(fileLadder, "soc_prefix", "manager_code")
	if err != nil {
		return c, nil, err
	}
	for _, row := range lad.rows {
		c.Ladder = append(c.Ladder, snapshot.LadderRule{Prefix: lad.get(row, "soc_prefix"), Manager: lad.get(row, "manager_code")})
	}

	grp, err := src.table(fileECECGroups, "soc_major", "ecec_series")
	if err != nil {
		return c, nil, err
	}
	for _, row := range grp.rows {
		c.ECECGroups = append(c.ECECGroups, snapshot.ECECGroup{Major: grp.get(row, "soc_major"), Series: grp.get(row, "ecec_series")})
	}

	fp, err := src.table(fileForeign, "name", "country", "kind")
	if err != nil {
		return c, nil, err
	}
	for _, row := range fp.rows {
		c.ForeignPlaces = append(c.ForeignPlaces, snapshot.ForeignPlace{Name: fp.get(row, "name"), Country: fp.get(row, "country"), Kind: fp.get(row, "kind")})
	}

	al, err := src.table(fileAliases, "alias", "kind", "target")
	if err != nil {
		return c, nil, err
	}
	for _, row := range al.rows {
		c.LocationAliases = append(c.LocationAliases, snapshot.LocationAlias{Alias: al.get(row, "alias"), Kind: al.get(row, "kind"), Target: al.get(row, "target")})
	}
	return c, aggregates, nil
}

func readSources(src *sourceDir) ([]snapshot.Source, error) {
	t, err := src.table(fileSources, "id", "name", "publisher", "vintage", "url", "license", "attribution")
	if err != nil {
		return nil, err
	}
	out := make([]snapshot.Source, 0, len(t.rows))
	for _, row := range t.rows {
		out = append(out, snapshot.Source{
			ID: t.get(row, "id"), Name: t.get(row, "name"), Publisher: t.get(row, "publisher"),
			Vintage: t.get(row, "vintage"), URL: t.get(row, "url"), License: t.get(row, "license"),
			Attribution: t.get(row, "attribution"),
		})
	}
	return out, nil
}
